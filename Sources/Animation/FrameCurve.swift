/// What a frame reads of the run in force (`PropertyAnimator.segment`), laid out flat in the
/// animator and rebuilt whenever the segment changes: its duration, the cubic's coefficients and
/// the continuation's rescaling (R15) without the `TimingCurve` enum around them, the shared
/// progress's base and span, and where last frame's solve ended. Reading the curve out of the
/// segment each frame copied it, and switching on its kind cost more than the cubic itself.
struct FrameCurve {
    /// How a frame evaluates the curve.
    enum Form {
        case linear
        /// A whole cubic Bézier: `bezier` as it is.
        case cubic
        /// A cubic continued (R15): `bezier` with the rescaling below.
        case cubicTail
        /// Anything else (a spring): through `TimingCurve.progress(fraction:)`.
        case general
    }

    let form: Form
    /// Seconds the run takes (`TimingCurve.duration`).
    let duration: Double
    /// A continuation's cubic is solved at x0 + xSpan·s and reads (y − y0)·yScale (0, 1, 0, 1
    /// otherwise).
    let bezier: UnitBezier
    let x0, xSpan, y0, yScale: Double
    /// The shared progress is sharedBase + sharedSpan · curve (see `Segment.sharedBase`).
    let sharedBase, sharedSpan: Double
    /// True when frames go through `writeValuesPerAxis` (R24): the axes were moved apart, or
    /// the run has a y spring of its own.
    var perAxis: Bool {
        didSet { isPlainCubic = form == .cubic && !perAxis }
    }
    /// A whole cubic, the axes together: the frame the engine is tuned for, tested first and
    /// with one test.
    private(set) var isPlainCubic = false
    /// Where the last frame's cubic solve ended.
    var memo = SolveMemo()

    init(_ segment: Segment, axesApart: Bool) {
        let curve = segment.curve
        duration = curve.duration
        sharedBase = segment.sharedBase
        sharedSpan = segment.sharedTarget - segment.sharedBase
        perAxis = axesApart || curve.springY != nil
        switch curve.kind {
        case .linear:
            (form, bezier, x0, xSpan, y0, yScale) = (.linear, FrameCurve.unused, 0, 1, 0, 1)
        case .cubic(let b):
            (form, bezier, x0, xSpan, y0, yScale) = (.cubic, b, 0, 1, 0, 1)
        case let .cubicTail(b, tailX0, tailY0, scale):
            (form, bezier, x0, xSpan, y0, yScale) = (.cubicTail, b, tailX0, 1 - tailX0, tailY0, scale)
        case .spring:
            (form, bezier, x0, xSpan, y0, yScale) = (.general, FrameCurve.unused, 0, 1, 0, 1)
        }
        isPlainCubic = form == .cubic && !perAxis
    }

    private static let unused = UnitBezier(0, 0, 1, 1)

    /// The curve's progress at segment position `s`, exactly as `TimingCurve.progress(fraction:)`
    /// gives it (to the solver's tolerance), for any form but `.general` (which the caller
    /// evaluates itself).
    @inline(__always)
    mutating func progress(at s: Double) -> Double {
        if s <= 0 { return 0 }
        if s >= 1 { return 1 }
        switch form {
        case .cubic: return bezier.y(bezier.solveT(s, memo: &memo))
        case .linear: return s
        default: return (bezier.y(bezier.solveT(x0 + xSpan * s, memo: &memo)) - y0) * yScale
        }
    }
}
