import Foundation
import Input

/// What the frame loop drives: the playground (or a test). Called on the main thread only, in
/// this order each frame: `handle` for every pending input, `update`, `draw`.
public protocol FrameClient: AnyObject {
    /// One input event, in arrival order (R26).
    func handle(_ input: InputEvent)
    /// Advances to `time`, the frame's target timestamp (when it will be on screen), in seconds
    /// on the same clock as input timestamps.
    func update(to time: Double)
    /// Draws the frame; `stats` holds the recent update and draw times for the HUD.
    func draw(with painter: Painter, stats: FrameStats)
    /// The drawing area is now `size` points (window resize).
    func resize(to size: CGSize)
    /// True once the client wants the loop to end (Escape with no gesture, a quit key, …).
    var wantsToQuit: Bool { get }
}
