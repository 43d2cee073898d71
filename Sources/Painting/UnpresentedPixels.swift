import Raster

/// The pixels a surface changed since a window last took them: the union of every frame drawn
/// since (the untimed frames `prepare` draws for a new scene or size included), so a window that
/// uploads only what changed always ends up with the newest frame whole. A window that took only
/// the last frame's damage kept the old scene on screen after a scene switch, whose first timed
/// frame changes nothing the prepared one had not drawn already.
public struct UnpresentedPixels: Equatable {
    private var pending: PixelRect?

    public init() {}

    /// A frame changed `rect` (nil: nothing).
    public mutating func add(_ rect: PixelRect?) {
        guard let rect, !rect.isEmpty else { return }
        pending = pending.map { $0.union(rect) } ?? rect
    }

    /// The changes so far, forgotten: what the window must upload now; nil when none.
    public mutating func take() -> PixelRect? {
        defer { pending = nil }
        return pending
    }
}
