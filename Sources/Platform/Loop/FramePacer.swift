import Foundation

/// Decides each frame's target timestamp (when it will be on screen) and waits out the rest of
/// the frame when presenting does not block (Xvfb's software path, software renderers); with
/// `--no-vsync` it never sleeps.
public struct FramePacer {
    /// Seconds per frame.
    public let period: Double
    /// Whether to sleep until the next frame boundary (false: present blocks for us, or the
    /// loop runs unpaced as fast as it can).
    public let sleeps: Bool
    private var next: Double?
    private var last: Double?

    public init(refreshRate: Double, sleeps: Bool) {
        period = 1 / (refreshRate > 0 && refreshRate.isFinite ? refreshRate : 60)
        self.sleeps = sleeps
    }

    /// The target timestamp of the frame that starts at `now`: a frame after the last one, on a
    /// regular grid, so a steady motion steps evenly (F7). When the loop has drifted off the grid
    /// by more than half a frame (it fell behind, or a present that waits for the display woke it
    /// early), the grid moves to a frame after `now` (no burst of catch-up frames) — but a frame's
    /// time never goes back, nor repeats.
    public mutating func target(now: Double) -> Double {
        let aligned = now + period
        var t = next ?? aligned
        if abs(t - aligned) > period / 2 { t = aligned }
        if let last, t <= last { t = last + period / 2 }
        last = t
        next = t + period
        return t
    }

    /// True when presenting took a good part of a frame: it waited for the display's vertical
    /// blank, so sleeping on top would skip frames.
    public func presentBlocked(presenting: Double, presented: Double) -> Bool {
        presented - presenting > period * 0.25
    }

    /// How long to sleep after presenting a frame with target `target`, at `now`.
    public func sleepTime(now: Double, target: Double) -> Double {
        guard sleeps else { return 0 }
        return max(0, target - now)
    }
}
