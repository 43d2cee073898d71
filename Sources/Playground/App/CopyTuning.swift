import Foundation

extension PlaygroundApp {
    /// `C`: prints the code of the last release (its speed and the distance it travelled) for
    /// every platform `fluid export` knows, puts it on the clipboard where there is one, and says
    /// so in the HUD; before any release (or while one is still moving) the tuning for a release
    /// at rest.
    func copyTuningAsCode() {
        let type = type(of: scene)
        let release = feel.current.flatMap { report -> TuningExport.Release? in
            guard let distance = report.restDistance, abs(distance) > 0.5 else { return nil }
            // Along the way the view went: the distance is positive, the speed towards it.
            let sign: Double = distance < 0 ? -1 : 1
            return TuningExport.Release(velocity: report.dragSpeed * sign, distance: abs(distance))
        }
        let text = TuningExport(sceneName: type.name, timing: type.releaseTiming(for: scene.tuning), release: release)
            .text(formats: ExportFormat.allCases)
        printExport(text)
        let copied = clipboard?(text) ?? false
        let what = release.map { String(format: "the last release (%.0f pt/s, %.0f pt)", $0.velocity, $0.distance) }
            ?? "a release at rest"
        hud.show(message: copied ? "copied \(type.name)'s \(what) as UIKit, SwiftUI, CSS, Android and Flutter code"
                                 : "printed \(type.name)'s \(what) as code (no clipboard here)", at: time.realTime)
    }
}
