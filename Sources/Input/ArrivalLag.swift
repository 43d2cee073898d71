import Foundation

/// F7: how late pointer samples reach the frames that read input, measured from the samples
/// themselves. A sample stamped before a read that only arrives after it was at least
/// (read − stamp) late; the recent largest such bound (one or two outliers left out) is how far
/// before its read time a frame must sample the finger so that a newer sample has usually
/// arrived to interpolate towards. In a window the X server, SDL and a present that blocks for
/// the display all add to it; headless input is complete up to each frame and it stays 0.
public struct ArrivalLag: Equatable {
    /// No lag counted is longer (a stalled machine is not the rate input arrives at).
    public static let longest = 0.05
    static let window = 32

    private var recent = [Double](repeating: 0, count: ArrivalLag.window)
    private var count = 0
    private var next = 0
    private var lastRead: Double?
    /// The largest bound among the samples that arrived since the last read, if any did.
    private var pending: Double?

    public init() {}

    /// A sample stamped `stamp` has arrived (before the next read).
    mutating func arrived(stamp: Double) {
        guard stamp.isFinite else { return }
        let bound = lastRead.map { max(0, min($0 - stamp, Self.longest)) } ?? 0
        pending = max(pending ?? 0, bound)
    }

    /// A frame read its input at `time`: what arrived since the last read is counted.
    mutating func read(at time: Double) {
        guard time.isFinite else { return }
        if let pending {
            recent[next] = pending
            next = (next + 1) % Self.window
            count = min(count + 1, Self.window)
        }
        pending = nil
        lastRead = time
    }

    /// The recent lag: the largest of the last reads that had new samples, leaving out one in
    /// sixteen (a sample held up once by a busy machine), 0 before any.
    public var estimate: Double {
        guard count > 0 else { return 0 }
        let skip = count / 16
        // The largest value with more than `skip` values at or above it: at most 32² comparisons,
        // no allocation.
        var value = 0.0
        for i in 0..<count where recent[i] > value {
            var atOrAbove = 0
            for j in 0..<count where recent[j] >= recent[i] { atOrAbove += 1 }
            if atOrAbove > skip { value = recent[i] }
        }
        return max(value, 0)
    }
}
