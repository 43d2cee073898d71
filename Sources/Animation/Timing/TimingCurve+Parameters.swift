import Foundation
import ViewTree

extension TimingCurve {
    /// The numbers a platform takes for this curve (F1: what a release really ran, for traces and
    /// tests): a spring as mass 1, stiffness ω₀², damping 2ζω₀ and its initial velocity (dy from
    /// the y spring when the axes run apart, R24), or a cubic's control points (a continued cubic,
    /// R15, runs the tail of the same curve).
    public enum Parameters: Equatable, Sendable {
        case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: CGVector)
        case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
    }

    public var parameters: Parameters {
        switch kind {
        case .linear:
            return .cubic(x1: 0, y1: 0, x2: 1, y2: 1)
        case .cubic(let bezier), .cubicTail(let bezier, _, _, _):
            let p = bezier.controlPoints
            return .cubic(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2)
        case .spring(let s):
            let dy = springY?.v0 ?? s.v0
            return .spring(mass: 1, stiffness: s.omega0 * s.omega0, damping: 2 * s.zeta * s.omega0,
                           initialVelocity: CGVector(dx: s.v0, dy: dy))
        }
    }
}

extension UnitBezier {
    /// The control points back from the power basis (x1 = cx/3, x2 = (bx + 2cx)/3, likewise y).
    var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
        (cx / 3, cy / 3, (bx + 2 * cx) / 3, (by + 2 * cy) / 3)
    }
}

extension PropertyAnimator {
    /// When the current run started (its position 0, on the driver's clock): with `currentRun`'s
    /// curve and duration, what a trace needs to recompute the run. Nil unless running.
    public var currentRunStartTime: Double? {
        guard phase == .running else { return nil }
        let d = frameCurve.duration
        let done = direction > 0 ? anchorPosition : 1 - anchorPosition
        return anchorTime - done * d
    }
}
