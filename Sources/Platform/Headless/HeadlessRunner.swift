import Foundation
import Input
import Painting

/// Runs a client with no display at all: frames at exact 60 Hz timestamps from 0, drawn by the
/// painter it is given (the software renderer into memory, for the playground). The same inputs
/// give the same bytes (deterministic replay).
public final class HeadlessRunner {
    public static let frameRate = 60.0

    /// What the frames are drawn on.
    public let surface: Surface
    /// The frame itself: input, update, draw (the same step the window runs).
    public let step: FrameStep
    public private(set) var frame = 0
    /// Times frames on this thread's CPU clock instead of the wall clock (see `init`).
    public var measuresCPUTime = false

    /// `size` in points (the surface is that times its `pixelsPerPoint` in pixels).
    /// `measuresTime` records real update/draw durations (benchmarks); off, the stats stay zero
    /// so output is deterministic.
    public init(client: FrameClient, painter: Surface, size: CGSize, measuresTime: Bool = false) {
        surface = painter
        step = FrameStep(client: client, painter: painter)
        client.resize(to: size)
        if measuresTime { step.clock = { [unowned self] in self.monotonic() } }
    }

    /// A runner drawing with a `Renderer` of `size` points at `pixelsPerPoint` (> 1 renders as a
    /// HiDPI display would) on `threads` threads (the pixels are the same for any count).
    public convenience init(client: FrameClient, size: CGSize, pixelsPerPoint: Double = 1, measuresTime: Bool = false,
                            threads: Int? = nil) throws {
        let renderer = try Renderer(points: size, pixelsPerPoint: pixelsPerPoint, threads: threads)
        self.init(client: client, painter: renderer, size: size, measuresTime: measuresTime)
    }

    /// The stats of recent frames.
    public var stats: FrameStats { step.stats }

    /// The target timestamp of frame `n`.
    public static func time(ofFrame n: Int) -> Double { Double(n + 1) / frameRate }

    /// The largest frame number a run can reach: frame numbers stay far from `Int.max`, so
    /// counting on from any of them cannot overflow.
    public static let frameCeiling = Int(1) << 52

    /// The first frame whose timestamp is at or after `time` (0 for times before the first
    /// frame, `frameCeiling` for times too far to count, NaN included).
    public static func firstFrame(atOrAfter time: Double) -> Int {
        let n = (time * frameRate).rounded(.up) - 1
        guard n > 0 else { return 0 }
        guard n < Double(frameCeiling) else { return frameCeiling }
        return Int(n)
    }

    /// Jumps to frame `n` without running the frames between: for idle time, when nothing
    /// moves and no input is due, so a replay does not render a long pause frame by frame.
    /// Never goes backwards.
    public func skip(to n: Int) {
        frame = max(frame, min(n, Self.frameCeiling))
    }

    /// The timestamp of the next frame.
    public var nextFrameTime: Double { Self.time(ofFrame: frame) }

    /// Runs one frame: `deliver` hands it its input (through the `FrameStep`), then it is updated
    /// and drawn.
    public func step(_ deliver: (FrameStep) -> Void) {
        let time = nextFrameTime
        step.begin(stamp: time)
        deliver(step)
        step.update(to: time)
        step.draw()
        step.presented(at: time)
        frame += 1
    }

    /// Delivers `inputs` (all due by this frame), then updates and draws one frame.
    public func step(inputs: [InputEvent] = []) {
        step { step in for input in inputs { step.handle(input) } }
    }

    /// Runs `frames` frames with no input.
    public func run(frames: Int) {
        for _ in 0..<max(0, frames) { step() }
    }

    /// The wall clock, or with `measuresCPUTime` this thread's CPU clock: on one thread, a
    /// frame's own work whatever else the host runs (benchmarks on a shared host).
    private func monotonic() -> Double {
        var ts = timespec()
        clock_gettime(measuresCPUTime ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
