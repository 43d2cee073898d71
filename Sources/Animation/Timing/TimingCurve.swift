import Foundation

/// A timing curve made concrete for one run of a given duration: progress and velocity at any
/// time (R25). This is what the engine evaluates every frame — a plain enum, no existential.
public struct TimingCurve: Equatable {
    enum Kind: Equatable {
        case linear
        case cubic(UnitBezier)
        /// The cubic from time fraction `x0` (where it reads `y0`) to its end, rescaled to run
        /// 0 → 1 in this run (`scale` = 1/(1 − y0)): continuing along a curve (R15).
        case cubicTail(UnitBezier, x0: Double, y0: Double, scale: Double)
        case spring(SpringSolution)
    }

    let kind: Kind
    /// Seconds from start to end: the requested duration, or a physical spring's settling time (R22).
    public let duration: Double
    /// The spring the y components of point-like properties follow when the parameters' initial
    /// velocity has `dy ≠ dx` (R24); nil when every component follows `kind`.
    let springY: SpringSolution?

    init(kind: Kind, duration: Double, springY: SpringSolution? = nil) {
        self.kind = kind
        self.duration = duration
        self.springY = springY
    }

    /// Problems found in a provider's numbers (R8), for whoever adopts it to report. Kept out of
    /// `TimingCurve` itself so the per-frame copy of a curve holds no reference-counted storage.
    public static func issues(of provider: TimingCurveProvider) -> [String] {
        (provider.springTimingParameters?.issues ?? []) + (provider.cubicTimingParameters?.issues ?? [])
    }

    /// The curve `provider` describes, for an animator (or run) of `duration` seconds.
    public init(_ provider: TimingCurveProvider, duration: Double) {
        if let spring = provider.springTimingParameters {
            let d = spring.effectiveDuration(requested: duration)
            // R24: one spring per axis when the velocity differs between them.
            let y = spring.hasPerAxisVelocity ? spring.solution(duration: d, velocity: Double(spring.initialVelocityVector.dy)) : nil
            self.init(kind: .spring(spring.solution(duration: d)), duration: d, springY: y)
        } else if let cubic = provider.cubicTimingParameters {
            self.init(kind: cubic.animationCurve == .linear ? .linear : .cubic(cubic.bezier),
                      duration: duration)
        } else {
            self.init(kind: .linear, duration: duration)
        }
    }

    /// Straight progress = time fraction: scrubbing with `scrubsLinearly` (R17).
    static func linear(duration: Double) -> TimingCurve { TimingCurve(kind: .linear, duration: duration) }

    /// Progress at time fraction `s` (0…1) of this run; exactly 0 at 0 and 1 at 1.
    @inline(__always)
    func progress(fraction s: Double) -> Double {
        if s <= 0 { return 0 }
        if s >= 1 { return 1 }
        switch kind {
        case .linear: return s
        case .cubic(let b): return b.value(s)
        case let .cubicTail(b, x0, y0, scale): return (b.value(x0 + (1 - x0) * s) - y0) * scale
        case .spring(let sp): return sp.value(at: s * duration)
        }
    }

    /// d(progress)/d(time fraction) at `s`.
    func slope(fraction s: Double) -> Double {
        let c = min(max(s, 0), 1)
        switch kind {
        case .linear: return 1
        case .cubic(let b): return b.slope(c)
        case let .cubicTail(b, x0, _, scale): return b.slope(x0 + (1 - x0) * c) * (1 - x0) * scale
        case .spring(let sp): return sp.velocity(at: c * duration) * duration
        }
    }

    /// Progress at `t` seconds (R25). Springs are reported as they move, even past their settling
    /// time; cubic curves hold at 0 before the start and at 1 after the end.
    public func value(at t: Double) -> Double {
        switch kind {
        case .spring(let sp): return t <= 0 ? 0 : sp.value(at: t)
        default: return duration > 0 ? progress(fraction: t / duration) : (t >= 0 ? 1 : 0)
        }
    }

    /// Progress per second at `t` seconds (R25).
    public func velocity(at t: Double) -> Double {
        switch kind {
        case .spring(let sp): return sp.velocity(at: max(t, 0))
        default:
            guard duration > 0, t >= 0, t <= duration else { return 0 }
            return slope(fraction: t / duration) / duration
        }
    }
}

extension TimingCurve {
    /// True when the y components of point-like properties follow a spring of their own (R24).
    public var hasSeparateYAxis: Bool { springY != nil }

    /// Progress of the y axis at time fraction `s` (R24): `progress(fraction:)` unless the y
    /// components have a spring of their own.
    @inline(__always)
    func progressY(fraction s: Double) -> Double {
        guard let sy = springY else { return progress(fraction: s) }
        if s <= 0 { return 0 }
        if s >= 1 { return 1 }
        return sy.value(at: s * duration)
    }

    /// d(progress of the y axis)/d(time fraction) at `s` (R24, R25).
    func slopeY(fraction s: Double) -> Double {
        guard let sy = springY else { return slope(fraction: s) }
        return sy.velocity(at: min(max(s, 0), 1) * duration) * duration
    }

    /// Progress of the y axis at `t` seconds (R24, R25); `value(at:)` for a curve with one axis.
    public func valueY(at t: Double) -> Double {
        guard let sy = springY else { return value(at: t) }
        return t <= 0 ? 0 : sy.value(at: t)
    }

    /// Progress per second of the y axis at `t` seconds (R24, R25).
    public func velocityY(at t: Double) -> Double {
        guard let sy = springY else { return velocity(at: t) }
        return sy.velocity(at: max(t, 0))
    }

    /// The spring this curve moves along, as mass 1, stiffness ω₀² and damping 2ζω₀: after
    /// UIKit's fit to the duration (R23) and with ζ > 1 read as critical unless overdamping is
    /// allowed (R22). Nil for a cubic or linear curve. What an export to another platform's spring
    /// needs to reproduce the same motion.
    public var springMotion: (omega0: Double, dampingRatio: Double)? {
        guard case .spring(let sp) = kind else { return nil }
        return (sp.omega0, sp.zeta)
    }
}
