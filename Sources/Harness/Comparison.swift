import Foundation
import Gestures
import Input
import Platform
import Playground
import ViewTree

/// `fluid compare`: one recording replayed headless under several tunings in lockstep
/// (the same input on the same 60 Hz clock), each run traced, its frames handed out for pictures,
/// and a `MotionSummary` per run read off its trace.
public final class Comparison {
    public struct Run {
        public let tuning: SceneTuning
        public let app: PlaygroundApp
        public let session: ReplaySession
        /// The run's `--trace` lines.
        public fileprivate(set) var trace = ""
        /// Whether the moving view (`viewName`) was ever drawn anywhere but where it started:
        /// false when the drag never reached it, and the summary's numbers say nothing.
        public fileprivate(set) var movedView = false
        /// Where the moving view was drawn in the run's first frame.
        fileprivate var startOrigin: CGPoint?

        /// Notes where the moving view is drawn now.
        fileprivate mutating func followView() {
            guard let origin = app.scene.movingView?.presentedTransformedFrame.origin else { return }
            guard let start = startOrigin else { startOrigin = origin; return }
            if origin != start { movedView = true }
        }
    }

    public private(set) var runs: [Run] = []
    public let sceneType: Scene.Type
    /// The recording as the runs get it: without keys that would change what is compared.
    public let input: ComparedInput
    /// The longest the runs are waited for after the recording ends.
    public static let settleLimit = 10.0

    /// One run per tuning of `scene`, all fed `records` (less the keys `ComparedInput` leaves
    /// out), drawn at `size` points.
    public init(scene: Scene.Type, records: [InputRecord], tunings: [SceneTuning], size: CGSize,
                pixelsPerPoint: Double = 1) throws {
        sceneType = scene
        input = ComparedInput(records)
        for tuning in tunings {
            let app = try PlaygroundApp(sceneName: scene.name)
            app.showsHUD = false
            app.tuning = tuning
            let session = try ReplaySession(app: app, size: size, records: input.records, pixelsPerPoint: pixelsPerPoint)
            runs.append(Run(tuning: tuning, app: app, session: session))
        }
        for i in runs.indices {
            let index = i
            runs[i].app.trace = FrameTrace(origin: 0) { [weak self] in self?.runs[index].trace += $0 }
        }
    }

    /// The view the summaries are about: the one a drag moves in this scene.
    public var viewName: String? { runs.first?.app.scene.movingView?.name }

    /// Draws the second run's moving view as a ghost over the first run's frames.
    public func showSecondAsGhost() {
        guard runs.count > 1 else { return }
        let second = runs[1].app
        runs[0].app.overlay = { [weak second] in second?.scene.movingView }
    }

    /// Steps every run frame by frame, together, until the recording has ended and all are at
    /// rest (or `settleLimit` after its end); idle stretches where all rest are skipped. `frame`
    /// gets each drawn frame's index. Returns the number of frames drawn.
    @discardableResult
    public func run() -> Int { run(frame: { _ in }) }

    /// As `run()`, handing each drawn frame's index to `frame` (for pictures).
    @discardableResult
    public func run(frame: (Int) throws -> Void) rethrows -> Int {
        guard let lead = runs.first else { return 0 }
        let end = HeadlessRunner.firstFrame(atOrAfter: lead.session.lastRecordTime + Self.settleLimit)
        var drawn = 0
        var finishing = false
        // The ghost's run (the second) steps before the first, so the first draws it as it is now.
        let order = Array(runs.indices.reversed())
        while lead.session.runner.frame <= end, drawn < ReplaySession.frameLimit {
            if runs.allSatisfy({ $0.app.isIdleUntilInput }) {
                for i in order { runs[i].session.skipIdleTime() }
            }
            for i in order {
                runs[i].session.step()
                runs[i].followView()
            }
            try frame(drawn)
            drawn += 1
            if finishing { break }
            finishing = runs.allSatisfy { $0.session.isFinished && $0.app.isSettled }
        }
        for run in runs { run.app.trace?.flush() }
        return drawn
    }

    /// Each run's summary, from its trace.
    public func summaries() throws -> [MotionSummary] {
        guard let name = viewName else {
            throw MotionSummaryError.nothingMoves(scene: sceneType.name)
        }
        return try runs.map { try MotionSummary(trace: $0.trace, viewName: name) }
    }

    /// The runs' current pictures side by side (first on the left), each scaled down by `factor`,
    /// with a `gap` of dark pixels between.
    public func sideBySide(downsampledBy factor: Int, gap: Int = 8) -> BitmapImage {
        let images = runs.map { $0.session.surface.image(downsampledBy: factor) }
        let height = images.map(\.height).max() ?? 0
        let width = images.map(\.width).reduce(0, +) + gap * max(0, images.count - 1)
        var pixels = [UInt8](repeating: 0x20, count: width * height * 4)
        var x0 = 0
        for image in images {
            for y in 0..<image.height {
                let src = y * image.width * 4, dst = (y * width + x0) * 4
                pixels.replaceSubrange(dst..<(dst + image.width * 4), with: image.pixels[src..<(src + image.width * 4)])
            }
            x0 += image.width + gap
        }
        for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
        return BitmapImage(width: width, height: height, pixels: pixels, hasAlpha: false)
    }
}
