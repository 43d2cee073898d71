import Foundation
import Input

/// What the frame loop drives: the playground (or a test). Called on the main thread only, in
/// this order each frame: `handle` for every pending input, `update`, `prepare`, `draw`.
public protocol FrameClient: AnyObject {
    /// One input event, in arrival order (R26).
    func handle(_ input: InputEvent)
    /// Advances to `time`, the frame's target timestamp (when it will be on screen), in seconds
    /// on the same clock as input timestamps.
    func update(to time: Double)
    /// `update(to:)`, knowing that the frame's input was read `inputLatency` seconds before
    /// `time` (a window: about a frame period; headless: 0, its input is complete up to `time`),
    /// so a client that resamples input (F7) knows how recent its newest sample can be.
    func update(to time: Double, inputLatency: Double)
    /// Called by the loop every frame after `update` and before `draw`, outside the timed
    /// frame: a client that has just loaded a scene (or been resized) has `painter` prepare
    /// its tree, so the scene's first frame has no spike; otherwise it does nothing.
    func prepare(with painter: Painter)
    /// Draws the frame; `stats` holds the recent update and draw times for the HUD.
    func draw(with painter: Painter, stats: FrameStats)
    /// The drawing area is now `size` points (window resize).
    func resize(to size: CGSize)
    /// True once the client wants the loop to end (Escape with no gesture, a quit key, …).
    var wantsToQuit: Bool { get }
    /// False when a frame drawn now would look like the last one (nothing moves, no input
    /// arrived, nothing on screen is timed): the window then draws nothing and waits for input.
    /// Asked after `update`.
    var needsDisplay: Bool { get }
    /// False for input that only the window's own furniture uses (dragging the HUD), which a
    /// recording leaves out: a replay without that furniture must not hand it to the scene.
    /// Asked before `handle` with the same event.
    func records(_ input: InputEvent) -> Bool
    /// The frame just drawn is on screen at `time` (a window: when presenting returned; headless:
    /// the frame's own time), on the input clock: for measuring input latency.
    func presented(at time: Double)
    /// Told before a press is handed on (a window; issue 52): how often the mouse reported
    /// while it moved unpressed, so a client that resamples input (F7) starts a first drag at the
    /// pointer's own rate instead of a guess, and whether the loop starts a frame on each of the
    /// drag's samples (`framesFollow`), which needs no half interval of resampling delay.
    func pointerPressed(rate: InputRate, framesFollow: Bool)
}

extension FrameClient {
    /// A client that does not resample input ignores the latency.
    public func update(to time: Double, inputLatency: Double) { update(to: time) }

    /// A client that does not resample input ignores the pointer's rate.
    public func pointerPressed(rate: InputRate, framesFollow: Bool) {}

    /// A client that does not say prepares nothing.
    public func prepare(with painter: Painter) {}

    /// A client that does not say is drawn every frame.
    public var needsDisplay: Bool { true }
    /// A client that does not say records everything.
    public func records(_ input: InputEvent) -> Bool { true }

    /// A client that does not measure latency ignores it.
    public func presented(at time: Double) {}
}
