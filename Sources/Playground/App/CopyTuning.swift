import Foundation

extension PlaygroundApp {
    /// `C`: prints the code of the last release (its speed and the distance it travelled) for
    /// every platform `fluid export` knows, puts it on the clipboard where there is one, and says
    /// so in the HUD; before any release (or while one is still moving) the tuning for a release
    /// at rest. A print that fails (standard output's reader gone, a full disk) is said in the HUD
    /// and, once, on standard error; the window goes on.
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
        var failure: String?
        do {
            try printExport(text)
        } catch {
            failure = "\(error)"
        }
        if let failure, failure != printFailure { warn(.copyNotPrinted(reason: failure)) }
        printFailure = failure
        let copied = clipboard?(text) ?? false
        let what = release.map { String(format: "the last release (%.0f pt/s, %.0f pt)", $0.velocity, $0.distance) }
            ?? "tuning (a release at rest)"
        let said: String
        switch (failure, copied) {
        case (let failure?, true): said = "copied \(type.name)'s \(what) as code, but \(failure)"
        case (let failure?, false): said = "could not print \(type.name)'s \(what): \(failure) (no clipboard here)"
        case (nil, true): said = "copied \(type.name)'s \(what) as UIKit, SwiftUI, CSS, Android and Flutter code"
        case (nil, false): said = "printed \(type.name)'s \(what) as code (no clipboard here)"
        }
        hud.show(message: said, at: time.realTime)
    }
}
