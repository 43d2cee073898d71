import Foundation
import Input

/// One frame, written once for every loop: the window, headless runs and what builds on them
/// (replay, soak, the replay fuzzer, `fluid compare`). In order: the frame's input, the client's
/// update to the frame's display time, then (when the frame is drawn) prepare outside the timed
/// part, draw, end the frame, and the frame's update and draw times.
///
/// The loop around it decides when frames happen and what their input is; this decides what a
/// frame is.
public final class FrameStep {
    public let client: FrameClient
    public let painter: Painter
    /// The update and draw times of recent frames, for the HUD.
    public private(set) var stats = FrameStats()
    /// Reads the clock that times each frame's update and draw (seconds). Nil leaves the times
    /// at 0, so that what is drawn (the HUD's graph) does not depend on the machine's speed.
    public var clock: (() -> Double)?

    private var stamp = 0.0
    private var started = 0.0
    private var updated = 0.0

    public init(client: FrameClient, painter: Painter, clock: (() -> Double)? = nil) {
        self.client = client
        self.painter = painter
        self.clock = clock
    }

    /// Starts a frame; `stamp` is its time in the frame-rate readout.
    public func begin(stamp: Double) {
        self.stamp = stamp
        started = now()
    }

    /// One input of the frame, in arrival order (R26).
    public func handle(_ input: InputEvent) {
        client.handle(input)
    }

    /// Advances the client to `time`, when the frame will be on screen; its input was read
    /// `inputLatency` seconds before that (see `FrameClient.update(to:inputLatency:)`).
    public func update(to time: Double, inputLatency: Double = 0) {
        client.update(to: time, inputLatency: inputLatency)
        updated = now()
    }

    /// Whether drawing now would change what is on screen (asked after `update`).
    public var needsDisplay: Bool { client.needsDisplay }

    /// Prepares (untimed), draws and ends the frame, and records its times.
    public func draw() {
        client.prepare(with: painter)
        let prepared = now()
        client.draw(with: painter, stats: stats)
        painter.endFrame()
        stats.record(start: stamp, update: updated - started, draw: now() - prepared)
    }

    /// The frame drawn last is on screen at `time` (see `FrameClient.presented(at:)`).
    public func presented(at time: Double) {
        client.presented(at: time)
    }

    /// Forgets the frames so far (after the loop rested: a gap is not a slow frame rate).
    public func restartStats() {
        stats.restart()
    }

    private func now() -> Double { clock?() ?? 0 }
}
