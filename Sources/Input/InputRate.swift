import Foundation

/// How often the pointer reports while it moves: the median of the last move-to-move intervals
/// (gaps longer than `longestInterval` are pauses, not the rate). The resampling delay is one
/// such interval, within `delayRange`, halved (`InputResampler.delay(interval:lag:)`).
public struct InputRate: Equatable {
    /// Before any measurement: a 60 Hz pointer's, the slowest common rate, so the delay (half
    /// of it, 8.3 ms) is enough for input at 60 Hz or faster (a steady drag's newest two samples
    /// then extrapolate exactly over the rest).
    public static let defaultInterval = 1.0 / 60
    /// The shortest and longest delay used (a 1,000 Hz mouse; 30 Hz input).
    public static let delayRange = 0.001...(1.0 / 30)
    static let longestInterval = 0.05
    /// Seconds: a pointer that reported no move for longer than this has stopped (Flutter's
    /// 40 ms, R29): its velocity is zero, and a release after such a rest is a finger lifted
    /// where it stood, not one lifted in motion (F7 addendum).
    public static let restThreshold = 0.040
    static let window = 15

    private var recent = [Double](repeating: 0, count: InputRate.window)
    private var count = 0
    private var next = 0

    public init() {}

    /// One interval between consecutive moves, seconds.
    public mutating func add(interval: Double) {
        guard interval > 0, interval <= Self.longestInterval else { return }
        recent[next] = interval
        next = (next + 1) % Self.window
        count = min(count + 1, Self.window)
    }

    /// True once a few intervals are counted (three): enough that one odd gap is not the rate.
    public var hasMeasured: Bool { count >= 3 }

    /// Takes `other`, a rate measured elsewhere (a window: the mouse's moves before it is
    /// pressed), while this one has measured none: a first drag starts at the pointer's own rate.
    public mutating func learn(from other: InputRate) {
        if !hasMeasured && other.hasMeasured { self = other }
    }

    /// The median recent interval within `delayRange`, or `defaultInterval` before any.
    public var interval: Double {
        guard count > 0 else { return Self.defaultInterval }
        var sorted = recent
        sorted.withUnsafeMutableBufferPointer { buffer in
            // Insertion sort of at most `window` values: no allocation beyond the copy above.
            let n = count
            for i in 1..<max(n, 1) {
                let v = buffer[i]
                var j = i - 1
                while j >= 0, buffer[j] > v { buffer[j + 1] = buffer[j]; j -= 1 }
                buffer[j + 1] = v
            }
        }
        let median = sorted[count / 2]
        return min(max(median, Self.delayRange.lowerBound), Self.delayRange.upperBound)
    }
}
