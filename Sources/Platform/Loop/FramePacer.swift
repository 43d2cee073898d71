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

    public init(refreshRate: Double, sleeps: Bool) {
        period = 1 / (refreshRate > 0 && refreshRate.isFinite ? refreshRate : 60)
        self.sleeps = sleeps
    }

    /// The target timestamp of the frame that starts at `now`: the next frame boundary, re-synced
    /// to `now` when the loop fell more than a frame behind (no burst of catch-up frames).
    public mutating func target(now: Double) -> Double {
        var t = next ?? now + period
        if t < now || t > now + 2 * period { t = now + period }
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
