import Foundation

/// Input latency (F7): from each pointer sample's own time to the moment the first frame that
/// shows it is on screen (a window: presented; headless: the frame's time). Samples shown in a
/// frame are those its sample time passed; the resampling delay is part of what is measured.
/// A fixed ring of the most recent values: recording allocates nothing.
public struct LatencyMeter {
    static let capacity = 512
    private var ring = [Double](repeating: 0, count: LatencyMeter.capacity)
    private var head = 0
    public private(set) var count = 0
    /// Times of samples shown in the frame being drawn, until it is presented.
    private var pending = [Double](repeating: 0, count: 64)
    private var pendingCount = 0
    /// Every latency recorded since the start (for benchmarks' percentiles over a whole run).
    public private(set) var total = 0

    /// A sample stamped `time` reaches the scene in this frame.
    mutating func shown(sampleAt time: Double) {
        guard time.isFinite, pendingCount < pending.count else { return }
        pending[pendingCount] = time
        pendingCount += 1
    }

    /// The frame is on screen at `time`: its samples' latencies are recorded.
    mutating func presented(at time: Double) {
        for i in 0..<pendingCount {
            let latency = time - pending[i]
            guard latency.isFinite, latency >= 0 else { continue }
            ring[head] = latency
            head = (head + 1) % Self.capacity
            count = min(count + 1, Self.capacity)
            total += 1
        }
        pendingCount = 0
    }

    /// The `p`-th percentile (0…1) of the recent latencies, in milliseconds; nil before any.
    public func percentile(_ p: Double) -> Double? {
        guard count > 0 else { return nil }
        let sorted = ring[0..<count].sorted()
        let index = min(count - 1, max(0, Int((Double(count) * p).rounded(.up)) - 1))
        return sorted[index] * 1000
    }
}
