/// CAKeyframeAnimation: a property moved through `values` at `keyTimes` (fractions of the
/// pass, evenly spaced when nil), each segment eased by its `timingFunctions` entry (linear when
/// nil) after the whole pass is eased by `timingFunction`. `calculationMode` `.discrete` jumps
/// from value to value; the others interpolate linearly. `path` (motion along a path) is kept
/// and not followed.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var path: CGPath?

    /// When each of `count` values is reached, as fractions of the pass: `keyTimes` when there
    /// is one per value, else evenly spaced. Read once, when the animation is added.
    func frameTimes(count: Int) -> [Double] {
        if let times = keyTimes?.map(\.doubleValue), times.count == count { return times }
        return (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
    }

    /// Writes into `out` the value at `elapsed` seconds through `frames` (the values as
    /// numbers, reached at `times`); false when there is none. Allocates nothing when `out`
    /// already holds as many numbers as a value (a frame of a running animation).
    func value(of frames: [[Double]], times: [Double], after elapsed: Double, into out: inout [Double]) -> Bool {
        guard let first = frames.first, times.count == frames.count else { return false }
        let eased = progress(after: elapsed)
        var segment = 0
        if frames.count > 1 {
            for k in 0..<(frames.count - 1) where times[k] <= eased { segment = k }
        }
        let from: [Double], to: [Double], t: Double
        if frames.count == 1 || times[0] > eased {
            (from, to, t) = (first, first, 0)
        } else if calculationMode == .discrete {
            let k = eased >= 1 ? frames.count - 1 : segment
            (from, to, t) = (frames[k], frames[k], 0)
        } else {
            let span = times[segment + 1] - times[segment]
            var f = span > 0 ? min(max((eased - times[segment]) / span, 0), 1) : 1
            if let functions = timingFunctions, functions.indices.contains(segment) { f = functions[segment].progress(at: f) }
            (from, to, t) = (frames[segment], frames[segment + 1], f)
        }
        if out.count != from.count { out = [Double](repeating: 0, count: from.count) }
        for k in 0..<min(from.count, to.count) { out[k] = from[k] + (to[k] - from[k]) * t }
        return true
    }
}

/// CAAnimationCalculationMode.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// CAAnimationGroup: its `animations` run together on the layer it is added to; one whose
/// `duration` is 0 takes the group's. They are removed together by the group's key.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    open var animations: [CAAnimation]?
}
