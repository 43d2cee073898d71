/// The floor `fluid bench animators` compares the engine with (issue 14): the same motion done by
/// hand in plain contiguous arrays, no objects, no API. Each of `count` "views" has four
/// properties — frame (4 numbers), alpha, corner radius and transform (6 numbers), 12 numbers in
/// all — moved from its start to its end along the same ease-in-out cubic Bézier with the same
/// duration as its animator; a frame solves each curve once (Newton from the previous frame's
/// answer, to the engine's 1e-11) and writes `from + change × progress` for the 12 numbers.
struct FlatAnimatorBaseline {
    /// Numbers per view: frame 4, alpha 1, corner radius 1, transform 6.
    static let lanes = 12
    private let curve = Cubic(0.42, 0, 0.58, 1)   // UIKit's ease-in-out
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
                                let q = curve.progress(at: min(max(time / durations[i], 0), 1), hint: &hints[i])
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

/// A cubic Bézier timing curve in power form, x(t) = ((ax·t + bx)·t + cx)·t and likewise y.
private struct Cubic {
    let ax, bx, cx, ay, by, cy: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// The curve at time fraction `x`: Newton from `hint`, bisection where the slope is flat.
    @inline(__always)
    func progress(at x: Double, hint: inout Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var t = hint >= 0 ? hint : x
        for _ in 0..<8 {
            let err = ((ax * t + bx) * t + cx) * t - x
            if abs(err) < 1e-11 { break }
            let d = (3 * ax * t + 2 * bx) * t + cx
            if abs(d) < 1e-6 { t = bisect(x); break }
            t = min(max(t - err / d, 0), 1)
        }
        hint = t
        return ((ay * t + by) * t + cy) * t
    }

    private func bisect(_ x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if ((ax * mid + bx) * mid + cx) * mid < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
