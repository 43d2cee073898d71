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
    /// regular grid, so a steady motion steps evenly (F7). A loop woken early (a present that
    /// waits for the display returns at its blank, which need not be on this grid) keeps the
    /// grid: a short frame would be a lurch in a steady drag. Only when the loop fell behind (the
    /// next frame is due in less than half a frame) does the grid move, to a frame after `now`
    /// (no burst of catch-up frames). Frames are always at least a period apart; a loop that
    /// would run ahead of the grid waits instead (`earliestStart(after:)`).
    public mutating func target(now: Double) -> Double {
        var t = next ?? now + period
        if t < now + period / 2 { t = now + period }
        if let last { t = max(t, last + period) }
        last = t
        next = t + period
        return t
    }

    /// The target timestamp of a frame that a finger's new sample started at `now`
    /// (`FingerFollowing`): one period after it, as a frame started on the grid is, and at least
    /// `gap` seconds after the last frame's, so frames still only go forward; the grid goes on
    /// from it.
    public mutating func target(now: Double, startedBySampleAfter gap: Double) -> Double {
        var t = now + period
        if let last { t = max(t, last + gap) }
        last = t
        next = t + period
        return t
    }

    /// The earliest the frame after the one shown at `target` may start, when presenting did not
    /// wait for the display: a present slowed by a busy machine rather than held for the blank
    /// returns early, and a loop that went on at once would run frames ahead of the display.
    public func earliestStart(after target: Double) -> Double {
        target - period
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
