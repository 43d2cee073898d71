import Foundation
import Input

/// Runs a client with no display at all: frames at exact 60 Hz timestamps from 0, drawn by the
/// software renderer into memory. The same inputs give the same bytes (R: deterministic replay).
public final class HeadlessRunner {
    public static let frameRate = 60.0

    public let renderer: Renderer
    public private(set) var stats = FrameStats()
    public private(set) var frame = 0
    private let client: FrameClient
    private let measuresTime: Bool
    /// Times frames on this thread's CPU clock instead of the wall clock (see `init`).
    public var measuresCPUTime = false

    /// `size` in points; `pixelsPerPoint` > 1 renders as a HiDPI display would. `measuresTime`
    /// records real update/draw durations (benchmarks); off, the stats stay zero so output is
    /// deterministic. `threads` as for `Renderer` (the pixels are the same for any count).
    public init(client: FrameClient, size: CGSize, pixelsPerPoint: Double = 1, measuresTime: Bool = false,
                threads: Int? = nil) throws {
        let w = Int32((Double(size.width) * pixelsPerPoint).rounded())
        let h = Int32((Double(size.height) * pixelsPerPoint).rounded())
        renderer = Renderer(canvas: try Canvas(width: w, height: h), threads: threads)
        renderer.pixelsPerPoint = pixelsPerPoint
        self.client = client
        self.measuresTime = measuresTime
        client.resize(to: size)
    }

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

    /// Delivers `inputs` (all due by this frame), then updates and draws one frame.
    public func step(inputs: [InputEvent] = []) {
        let start = measuresTime ? monotonic() : 0
        for input in inputs { client.handle(input) }
        client.update(to: Self.time(ofFrame: frame))
        let updated = measuresTime ? monotonic() : 0
        // A scene just loaded is prepared outside the timed frame (as the window does).
        client.prepare(with: renderer)
        let prepared = measuresTime ? monotonic() : 0
        client.draw(with: renderer, stats: stats)
        renderer.endFrame()
        let drawn = measuresTime ? monotonic() : 0
        stats.record(start: Self.time(ofFrame: frame), update: updated - start, draw: drawn - prepared)
        frame += 1
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
