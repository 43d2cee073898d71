import Animation
import Momentum
import ViewTree

extension PropertyAnimator {
    /// Retunes a running animator live (R15): it pauses and continues from where it is on a
    /// spring with `tuning`'s damping, the rest of its run rescaled to `tuning`'s response, and
    /// starting at the speed `view`'s frame is moving at now (R24), so a retune never stops a
    /// view in flight.
    public func continueOnSpring(of tuning: SceneTuning, carrying view: View) {
        continueOnSpring(of: tuning, relativeVelocity: Self.relativeVelocity(of: view))
    }

    /// As `continueOnSpring(of:carrying:)` for an animator that moves `view`'s `property`
    /// (a zoom's or a turn's transform): started at the speed that property moves at now, along
    /// its way to its model value.
    public func continueOnSpring(of tuning: SceneTuning, carrying view: View, property: AnimatableProperty) {
        continueOnSpring(of: tuning, relativeVelocity: Self.relativeVelocity(of: view, property: property))
    }

    private func continueOnSpring(of tuning: SceneTuning, relativeVelocity relative: Double) {
        pauseAnimation()
        // F1: the rest takes exactly the tuned duration (R15), whatever duration the animator
        // was made with and however far along it is, as a release's spring does.
        let curve = ReleaseCurve.uikitSpring(dampingRatio: tuning.dampingRatio, duration: tuning.response)
        continueAnimation(withTimingParameters: curve.timingParameters(initialVelocity: CGVector(dx: relative, dy: relative)),
                          durationFactor: curve.durationFactor(continuing: self))
    }

    /// The frame's presented velocity along the way to its model frame, over that distance (R24:
    /// 1 is the whole distance a second); size counts with position, as the frame moves as one.
    static func relativeVelocity(of view: View, property: AnimatableProperty) -> Double {
        let d = view.model.vector(property) - view.presentation.vector(property)
        let v = view.presentedVelocity(of: property)
        let distance2 = (d * d).sum()
        guard distance2 > 1e-12 else { return 0 }
        let relative = (d * v).sum() / distance2
        return relative.isFinite ? relative : 0
    }

    static func relativeVelocity(of view: View) -> Double {
        let now = view.presentation.frame, target = view.model.frame
        let v = view.presentedVelocity(of: .frame)
        let dx = Double(target.minX - now.minX), dy = Double(target.minY - now.minY)
        let dw = Double(target.width - now.width), dh = Double(target.height - now.height)
        let distance2: Double = dx * dx + dy * dy + dw * dw + dh * dh
        guard distance2 > 1e-12 else { return 0 }
        let along: Double = dx * v[0] + dy * v[1] + dw * v[2] + dh * v[3]
        let relative = along / distance2
        return relative.isFinite ? relative : 0
    }
}
