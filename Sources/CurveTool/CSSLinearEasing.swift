import Animation
import Foundation

/// A CSS `linear()` easing: stops of (value, time fraction) joined by straight lines, as a
/// browser interpolates them (CSS Easing Functions Level 2). `fluid curve --format css` prints
/// evenly spaced stops; `fluid export` places stops so the lines stay within a tolerance of the
/// curve everywhere, so the stylesheet moves as the engine does.
public struct CSSLinearEasing: Equatable {
    /// (time fraction 0…1, value) pairs, the first at 0 and the last at 1.
    public let stops: [(fraction: Double, value: Double)]

    public static func == (a: CSSLinearEasing, b: CSSLinearEasing) -> Bool {
        a.stops.elementsEqual(b.stops) { $0.fraction == $1.fraction && $0.value == $1.value }
    }

    /// Stops as given (fractions ascending from 0 to 1).
    public init(stops: [(fraction: Double, value: Double)]) { self.stops = stops }

    /// Stops for `curve` over `end` seconds, as few as keep straight lines between them within
    /// `tolerance` of the curve at every one of `resolution` evenly spaced times. A spring that
    /// has settled by `end` then jumps to exactly 1 at 100 %, as the animator snaps there (R22).
    public init(curve: TimingCurve, end: Double, tolerance: Double = 0.5e-4, resolution: Int = 4000) {
        let n = max(resolution, 2)
        let values = (0...n).map { i in curve.value(at: end * Double(i) / Double(n)) }
        var stops: [(fraction: Double, value: Double)] = [(0, values[0])]
        var start = 0
        while start < n {
            // Extend the segment from `start` while every sample it spans stays within tolerance.
            var best = start + 1
            var candidate = start + 2
            while candidate <= n, Self.fits(values, from: start, to: candidate, tolerance: tolerance) {
                best = candidate
                candidate += 1
            }
            stops.append((Double(best) / Double(n), values[best]))
            start = best
        }
        // The animator snaps to the end when the run is over (UIKit's too): a jump at 100 %.
        if end >= curve.duration, values[n] != 1 { stops.append((1, 1)) }
        self.stops = stops
    }

    private static func fits(_ v: [Double], from a: Int, to b: Int, tolerance: Double) -> Bool {
        let span = Double(b - a)
        for i in (a + 1)..<b {
            let line = v[a] + (v[b] - v[a]) * Double(i - a) / span
            if abs(line - v[i]) > tolerance { return false }
        }
        return true
    }

    /// The easing's value at time fraction `x`, as a browser computes it.
    public func value(atFraction x: Double) -> Double {
        guard let first = stops.first, let last = stops.last else { return x }
        if x <= first.fraction { return first.value }
        if x >= last.fraction { return last.value }
        // The segment holding x; of two stops at one position, the later one wins from there on.
        var i = 1
        while i < stops.count - 1, stops[i].fraction <= x { i += 1 }
        let a = stops[i - 1], b = stops[i]
        guard b.fraction > a.fraction else { return b.value }
        return a.value + (b.value - a.value) * (x - a.fraction) / (b.fraction - a.fraction)
    }

    /// `linear(0, 0.12 10%, …, 1)`: six decimals at most, the first and last stop without a
    /// position (CSS places them at 0 % and 100 %).
    public var css: String {
        let parts = stops.enumerated().map { i, stop -> String in
            let value = Self.short(stop.value)
            if i == 0 || i == stops.count - 1 { return value }
            return "\(value) \(Self.short(100 * stop.fraction))%"
        }
        return "linear(\(parts.joined(separator: ", ")))"
    }

    /// Up to 6 decimals, without trailing zeros: what a stylesheet (or source file) needs.
    public static func short(_ v: Double) -> String {
        var s = String(format: "%.6f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }
}
