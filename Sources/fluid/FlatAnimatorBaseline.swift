@_spi(AnimationEngine) import Animation

/// The floor `fluid bench animators` compares the engine with: the same motion done by
/// hand in plain contiguous arrays, no objects, no API. Each of `count` "views" has four
/// properties — frame (4 numbers), alpha, corner radius and transform (6 numbers), 12 numbers in
/// all — moved from its start to its end along the same ease-in-out cubic Bézier with the same
/// duration as its animator; a frame solves each curve once with the engine's own solver
/// (Newton from the previous frame's answer) and writes `from + change × progress` for the 12
/// numbers.
struct FlatAnimatorBaseline {
    /// Numbers per view: frame 4, alpha 1, corner radius 1, transform 6.
    static let lanes = 12
    private let curve = UnitBezier(0.42, 0, 0.58, 1)   // UIKit's ease-in-out
    private var durations: [Double]
    private var hints: [Double]
    private let from: [Double]
    private let change: [Double]
    private(set) var values: [Double]

    /// `duration(i)` seconds for view `i`, which moves from `start(i)` to `end(i)` (12 numbers each).
    init(count: Int, duration: (Int) -> Double, start: (Int) -> [Double], end: (Int) -> [Double]) {
        durations = (0..<count).map(duration)
        hints = [Double](repeating: -1, count: count)
        var from: [Double] = [], change: [Double] = []
        from.reserveCapacity(count * Self.lanes)
        change.reserveCapacity(count * Self.lanes)
        for i in 0..<count {
            let a = start(i), b = end(i)
            precondition(a.count == Self.lanes && b.count == Self.lanes, "12 numbers per view")
            from += a
            change += zip(a, b).map { $1 - $0 }
        }
        self.from = from
        self.change = change
        values = from
    }

    /// Every view at `time` seconds after the start.
    mutating func advance(to time: Double) {
        let n = durations.count, curve = curve
        durations.withUnsafeBufferPointer { durations in
            hints.withUnsafeMutableBufferPointer { hints in
                from.withUnsafeBufferPointer { from in
                    change.withUnsafeBufferPointer { change in
                        values.withUnsafeMutableBufferPointer { values in
                            for i in 0..<n {
                                let x = min(max(time / durations[i], 0), 1)
                                let t = curve.solveT(x, from: hints[i])
                                hints[i] = t
                                let q = curve.y(t)
                                let base = i * Self.lanes
                                for k in base..<(base + Self.lanes) { values[k] = from[k] + change[k] * q }
                            }
                        }
                    }
                }
            }
        }
    }
}
