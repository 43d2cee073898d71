import Foundation
import Gestures
import Input
import Painting
import Platform
import Playground

/// Feeds a recording to the playground headless, each input in the frame its time falls in
/// (frames at exact 60 Hz timestamps), so the same recording gives the same frames and state.
public final class ReplaySession {
    public let app: PlaygroundApp
    public let runner: HeadlessRunner
    private var feed: InputFeed
    /// The longest a run waits for animations to settle after the recording ends.
    public static let settleLimit = 30.0

    /// A session drawing on `painter`, `size` points (the painter is that times its
    /// `pixelsPerPoint` in pixels).
    public init(app: PlaygroundApp, painter: Surface, size: CGSize, records: [InputRecord], measuresTime: Bool = false) {
        self.app = app
        feed = InputFeed(records)
        runner = HeadlessRunner(client: app, painter: painter, size: size, measuresTime: measuresTime)
    }

    /// A session drawing with a `Renderer` at `pixelsPerPoint` on `threads` threads.
    public convenience init(app: PlaygroundApp, size: CGSize, records: [InputRecord], measuresTime: Bool = false,
                            pixelsPerPoint: Double = 1, threads: Int? = nil) throws {
        let renderer = try Renderer(points: size, pixelsPerPoint: pixelsPerPoint, threads: threads)
        self.init(app: app, painter: renderer, size: size, records: records, measuresTime: measuresTime)
    }

    /// What the frames are drawn on.
    public var surface: Surface { runner.surface }

    /// True once every record has reached the scene (motion and releases wait for their
    /// frame's sample time in the app, F7).
    public var isFinished: Bool { feed.isFinished && !app.hasPendingInput }

    /// Adds `records` to the input still to come (times on the same clock, after what is there).
    public func append(_ records: [InputRecord]) {
        feed.append(records)
    }

    /// Runs one frame, first delivering the records due by its timestamp (the replay rule, `InputFeed`).
    public func step() {
        let time = runner.nextFrameTime
        runner.step { step in feed.take(dueBy: time) { step.handle($0) } }
    }

    /// How a run ended.
    public enum Outcome: Equatable {
        /// The frames asked for ran, or the recording ended and everything settled (or the
        /// app quit, or `settleLimit` passed).
        case finished
        /// `shouldStop` said so (a signal).
        case stopped
        /// `frameLimit` frames were rendered before the end.
        case limitReached
    }

    /// The most frames one run renders (an hour at 60 Hz): a bound whatever the input.
    public static let frameLimit = 216_000
    /// Frames rendered by `run` so far (skipped idle frames are not rendered).
    public private(set) var renderedFrames = 0

    /// Runs `frames` frames, or (nil) until the recording has ended and no animator is running.
    /// Idle time (nothing moving, a press held still or none, the next input later) is skipped, not rendered;
    /// `shouldStop` is asked before every frame.
    @discardableResult
    public func run(frames: Int? = nil, shouldStop: () -> Bool = { false }) -> Outcome {
        if let frames {
            for _ in 0..<min(max(0, frames), Self.frameLimit) {
                if shouldStop() { return .stopped }
                stepCounted()
            }
            return frames > Self.frameLimit ? .limitReached : .finished
        }
        let endFrame = HeadlessRunner.firstFrame(atOrAfter: feed.lastTime + Self.settleLimit)
        while runner.frame <= endFrame {
            if shouldStop() { return .stopped }
            if renderedFrames >= Self.frameLimit { return .limitReached }
            skipIdleTime()
            stepCounted()
            if app.wantsToQuit { return .finished }
            if isFinished && app.isSettled { stepCounted(); return .finished }
        }
        return .finished
    }

    private func stepCounted() {
        step()
        renderedFrames += 1
    }

    /// The latest time on any record (where waiting to settle starts).
    public var lastRecordTime: Double { feed.lastTime }

    /// When nothing moves (a press may be held) and the next record is due later, jumps to the
    /// frame it is due in, or to a recogniser's deadline if that comes first.
    func skipIdleTime() {
        guard let nextTime = feed.nextTime, app.isIdleUntilInput, !app.wantsToQuit else { return }
        let due = HeadlessRunner.firstFrame(atOrAfter: min(nextTime, app.gestureDeadline ?? .infinity))
        if due > runner.frame { runner.skip(to: due) }
    }
}
