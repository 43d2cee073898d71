/// Update and draw times of recent frames, kept for the HUD's graph and frame-rate readout.
/// A fixed ring: recording a frame never allocates.
public struct FrameStats {
    public static let capacity = 240
    public private(set) var updateMilliseconds = [Double](repeating: 0, count: capacity)
    public private(set) var drawMilliseconds = [Double](repeating: 0, count: capacity)
    public private(set) var frameStarts = [Double](repeating: 0, count: capacity)
    /// Index of the slot the next frame writes.
    public private(set) var head = 0
    public private(set) var count = 0

    public init() {}

    /// Forgets the frames so far (after the loop rested: a gap is not a slow frame rate).
    public mutating func restart() {
        count = 0
    }

    public mutating func record(start: Double, update: Double, draw: Double) {
        frameStarts[head] = start
        updateMilliseconds[head] = update * 1000
        drawMilliseconds[head] = draw * 1000
        head = (head + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
    }

    /// The i-th most recent frame (0 = newest) as (update ms, draw ms).
    public func recent(_ i: Int) -> (update: Double, draw: Double) {
        let index = (head - 1 - i + 2 * Self.capacity) % Self.capacity
        return (updateMilliseconds[index], drawMilliseconds[index])
    }

    /// Frames per second over the recorded window.
    public var framesPerSecond: Double {
        guard count > 1 else { return 0 }
        let newest = frameStarts[(head - 1 + Self.capacity) % Self.capacity]
        let oldest = frameStarts[(head - count + Self.capacity) % Self.capacity]
        let span = newest - oldest
        return span > 0 ? Double(count - 1) / span : 0
    }
}
