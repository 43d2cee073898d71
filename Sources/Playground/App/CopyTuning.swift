import Foundation

extension PlaygroundApp {
    /// `C`: prints the code of the last release for every platform `fluid export` knows, puts it
    /// on the clipboard where there is one, and says so in the HUD; before any release (or while
    /// one is still moving) the tuning for a release at rest. A release that started a spring is
    /// copied as that spring started (F8): its animator's initial velocity and the distance from
    /// where it started to where the view rests, the numbers `--trace` shows. A print that fails
    /// (standard output's reader gone, a full disk) is said in the HUD and, once, on standard
    /// error; the window goes on.
    func copyTuningAsCode() {
        let type = type(of: scene)
        let release = feel.current.flatMap(Self.exportedRelease)
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
        // What was copied, in words (the scene is the one on screen): "copied drawer's the last
        // release" read badly (issue 51).
        let what = release.map { r in
            String(format: "the last release (%.0f pt/s over %.0f pt, initial velocity %.2f/s)",
                   r.velocity, r.distance, r.relativeVelocity)
        } ?? "the tuning for a release at rest"
        let said: String
        switch (failure, copied) {
        case (let failure?, true): said = "copied \(what) as code, but \(failure)"
        case (let failure?, false): said = "could not print \(what): \(failure) (no clipboard here)"
        case (nil, true): said = "copied \(what) as UIKit, SwiftUI, CSS, Android and Flutter code"
        case (nil, false): said = "printed \(what) as code (no clipboard here)"
        }
        hud.show(message: said, at: time.realTime)
    }

    /// The release a settled report stands for, as `fluid export --velocity --distance` takes it:
    /// the distance positive, the speed towards it. A spring's own start where the release
    /// started one (its relative velocity exactly the animator's), else the drag's last speed.
    static func exportedRelease(_ report: FeelReport) -> TuningExport.Release? {
        if let v = report.springVelocity, let distance = report.springDistance, abs(distance) > 0.5 {
            return TuningExport.Release(velocity: v * abs(distance), distance: abs(distance))
        }
        guard let distance = report.restDistance, abs(distance) > 0.5 else { return nil }
        let sign: Double = distance < 0 ? -1 : 1
        return TuningExport.Release(velocity: report.dragSpeed * sign, distance: abs(distance))
    }
}
