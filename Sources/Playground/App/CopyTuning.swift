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
        // The place's release, then the scene's other motions' (the photo's zoom and turn, each
        // in its own unit, issue 47 item 4), each as the spring it started.
        var releases: [(name: String?, release: TuningExport.Release)] = []
        if let release = feel.place.current.flatMap(Self.exportedRelease) { releases.append((nil, release)) }
        for motion in feel.motions.current {
            if let release = Self.exportedRelease(motion.report) { releases.append((motion.name, release)) }
        }
        let timing = type.releaseTiming(for: scene.tuning)
        let exports = releases.isEmpty ? [TuningExport(sceneName: type.name, timing: timing)]
            : releases.map { TuningExport(sceneName: $0.name.map { "\(type.name) \($0)" } ?? type.name, timing: timing, release: $0.release) }
        let text = exports.map { $0.text(formats: ExportFormat.allCases) }.joined(separator: "\n")
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
        let what: String
        switch releases.count {
        case 0: what = "the tuning for a release at rest"
        case 1 where releases[0].name == nil: what = "the last release (\(Self.describe(releases[0].release)))"
        default:
            what = "the last releases (" + releases.map { ($0.name ?? "place") + " " + Self.describe($0.release) }
                .joined(separator: "; ") + ")"
        }
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
        // Shorter than what shows (half a point; a zoom's or a turn's equivalent) is no throw.
        let least = report.unit.settleTolerance
        if let v = report.springVelocity, let distance = report.springDistance, abs(distance) > least {
            return TuningExport.Release(velocity: v * abs(distance), distance: abs(distance), unit: report.unit)
        }
        guard let distance = report.restDistance, abs(distance) > least else { return nil }
        let sign: Double = distance < 0 ? -1 : 1
        return TuningExport.Release(velocity: report.dragSpeed * sign, distance: abs(distance), unit: report.unit)
    }

    /// A release in the HUD's words: "1200 pt/s over 300 pt, initial velocity 4.00/s".
    static func describe(_ r: TuningExport.Release) -> String {
        let (s, d) = r.unit.digits
        return String(format: "%.\(s)f\(r.unit.speed) over %.\(r.unit == .points ? 0 : d)f\(r.unit.distance), initial velocity %.2f/s",
                      r.velocity, r.distance, r.relativeVelocity)
    }
}
