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

    /// The value at `elapsed` seconds through `frames` (the values as numbers).
    func value(of frames: [[Double]], after elapsed: Double) -> [Double] {
        guard let first = frames.first else { return [] }
        guard frames.count > 1 else { return first }
        let eased = progress(after: elapsed)
        let times = keyTimes.map { $0.map(\.doubleValue) }.flatMap { $0.count == frames.count ? $0 : nil }
            ?? frames.indices.map { Double($0) / Double(frames.count - 1) }
        guard let segment = times.indices.dropLast().last(where: { times[$0] <= eased }) else { return first }
        if calculationMode == .discrete { return frames[eased >= 1 ? frames.count - 1 : segment] }
        let span = times[segment + 1] - times[segment]
        var t = span > 0 ? min(max((eased - times[segment]) / span, 0), 1) : 1
        if let functions = timingFunctions, functions.indices.contains(segment) { t = functions[segment].progress(at: t) }
        return zip(frames[segment], frames[segment + 1]).map { $0 + ($1 - $0) * t }
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
