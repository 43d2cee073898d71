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

    private var recent = Ring()
    /// How old the newest sample was when a frame read it (frames that follow the input).
    private var ages = Ring()
    private var lastRead: Double?
    /// The largest bound among the samples that arrived since the last read, if any did.
    private var pending: Double?
    /// The newest stamp among the samples that arrived since the last read.
    private var newest: Double?

    public init() {}

    /// A sample stamped `stamp` has arrived (before the next read).
    mutating func arrived(stamp: Double) {
        guard stamp.isFinite else { return }
        let bound = lastRead.map { max(0, min($0 - stamp, Self.longest)) } ?? 0
        pending = max(pending ?? 0, bound)
        newest = max(newest ?? stamp, stamp)
    }

    /// A frame read its input at `time`: what arrived since the last read is counted.
    mutating func read(at time: Double) {
        guard time.isFinite else { return }
        if let pending { recent.add(pending) }
        if let newest { ages.add(max(0, min(time - newest, Self.longest))) }
        pending = nil
        newest = nil
        lastRead = time
    }

    /// The recent lag: the largest of the last reads that had new samples, leaving out one in
    /// sixteen (a sample held up once by a busy machine), 0 before any.
    public var estimate: Double { recent.largestButOutliers }

    /// How old the newest sample recently was when a frame read it, by the same rule: where
    /// frames start as samples arrive (`InputResampler.framesFollowInput`), the delay that lets a
    /// frame show the sample that started it.
    public var age: Double { ages.largestButOutliers }

    /// The last `window` values, without allocation.
    private struct Ring: Equatable {
        var values = [Double](repeating: 0, count: ArrivalLag.window)
        var count = 0
        var next = 0

        mutating func add(_ value: Double) {
            values[next] = value
            next = (next + 1) % values.count
            count = min(count + 1, values.count)
        }

        /// The largest value with more than one in sixteen at or above it (at most 32²
        /// comparisons), 0 before any.
        var largestButOutliers: Double {
            guard count > 0 else { return 0 }
            let skip = count / 16
            var value = 0.0
            for i in 0..<count where values[i] > value {
                var atOrAbove = 0
                for j in 0..<count where values[j] >= values[i] { atOrAbove += 1 }
                if atOrAbove > skip { value = values[i] }
            }
            return max(value, 0)
        }
    }
}
