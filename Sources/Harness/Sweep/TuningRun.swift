import Foundation
import Gestures
import Input
import Platform
import Playground
import ViewTree

/// One recording replayed headless under one tuning, as `fluid compare` replays each of its runs
/// (a `Comparison` of one run: the same frames, input and clock), with its feel reports and,
/// when asked, a strip of its frames at given times. `fluid sweep` makes one per tuning of its
/// grid and `fluid check` one per recording.
public struct TuningRun {
    /// Which frames a strip holds: the first drawn at or after each time, shrunk by `factor`,
    /// then the frame where the view went furthest after the last release (its overshoot's peak,
    /// which shared times miss: each tuning peaks at its own moment, issue 51).
    public struct StripPlan: Equatable, Sendable {
        public var times: [Double]
        public var factor: Int

        public init(times: [Double], factor: Int) {
            self.times = times
            self.factor = max(1, factor)
        }

        /// Frames in a strip: one a time, and the furthest.
        public var frameCount: Int { times.count + 1 }
    }

    public let tuning: SceneTuning
    /// Every release's report, oldest first (`PlaygroundApp.feelReports`).
    public let reports: [FeelReport]
    /// The last release of each of the scene's other motions (the photo's zoom and turn), in
    /// their own units (`PlaygroundApp.motionReports`); empty in a run handed over by a worker.
    public let motionReports: [(name: String, report: FeelReport)]
    /// Whether the drag moved the scene's moving view at all (the reports say nothing if not).
    public let movedView: Bool
    /// Frames drawn.
    public let frames: Int
    /// The frames the plan asked for, in its order, the furthest last (empty without a plan).
    public let strip: [BitmapImage]
    /// When the furthest frame was drawn (seconds on the recording's clock); nil without a plan.
    public let furthestTime: Double?

    /// Replays `records` in `scene` under `tuning` on a canvas of `size` points drawn at
    /// `pixelsPerPoint` (the numbers do not depend on it; pictures do).
    public init(scene: Scene.Type, records: [InputRecord], tuning: SceneTuning, size: CGSize,
                pixelsPerPoint: Double = 1, strip plan: StripPlan? = nil) throws {
        let comparison = try Comparison(scene: scene, records: records, tunings: [tuning], size: size,
                                        pixelsPerPoint: pixelsPerPoint)
        guard let run = comparison.runs.first else { throw Comparison.noRun }
        var strip: [BitmapImage] = []
        let times = plan?.times ?? []
        var furthest = FurthestFrame(records: records)
        let frames = comparison.run { _ in
            guard let plan else { return }
            let shown = HeadlessRunner.time(ofFrame: run.session.runner.frame - 1)
            if furthest.isFurther(at: shown, origin: run.app.scene.movingView?.presentedTransformedFrame.origin) {
                furthest.keep(run.session.surface.image(downsampledBy: plan.factor), at: shown)
            }
            guard strip.count < times.count else { return }
            // Idle frames are skipped, not drawn: a time that fell in them shows the next drawn frame.
            while strip.count < times.count, shown >= times[strip.count] - 1e-9 {
                strip.append(run.session.surface.image(downsampledBy: plan.factor))
            }
        }
        if let plan, strip.count < times.count {
            // The run ended (everything at rest) before the last times: they show it at rest.
            let last = run.session.surface.image(downsampledBy: plan.factor)
            strip += Array(repeating: last, count: times.count - strip.count)
        }
        if let plan {
            let last = furthest.image ?? strip.last ?? run.session.surface.image(downsampledBy: plan.factor)
            strip.append(last)
        }
        self.tuning = tuning
        reports = run.app.feelReports
        motionReports = run.app.motionReports
        movedView = comparison.runs.first?.movedView ?? false
        self.frames = frames
        self.strip = strip
        furthestTime = plan == nil ? nil : furthest.time ?? times.last
    }

    /// A run's result as another process hands it over (`fluid sweep`'s workers).
    public init(tuning: SceneTuning, reports: [FeelReport], movedView: Bool, frames: Int, strip: [BitmapImage],
                furthestTime: Double? = nil) {
        self.tuning = tuning
        self.reports = reports
        motionReports = []
        self.movedView = movedView
        self.frames = frames
        self.strip = strip
        self.furthestTime = furthestTime
    }
}

extension Comparison {
    /// A comparison made with one tuning always has one run; said rather than trapped.
    static var noRun: MotionSummaryError { .noRun }
}
