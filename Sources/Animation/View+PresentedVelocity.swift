import ViewTree

/// Presented velocity (R25): what every running animation contributes to a property, added up.
extension View {
    /// The presented value's velocity in units per second, laid out as the property's value
    /// (frame: x, y, width, height); zero when nothing drives it or it is paused (R25).
    public func presentedVelocity(of property: AnimatableProperty) -> AnimatableVector {
        guard contributionCount(property) > 0, let driver = animationHost as? AnimationDriver else {
            return AnimatableVector()
        }
        var sum = AnimatableVector()
        for animator in driver.running where animator.lifecycle.link.isScheduled {
            sum += animator.velocity(of: self, property)
        }
        return sum
    }
}

extension PropertyAnimator {
    /// What this animator's tracks on `view`'s `property` add to its velocity now (R25).
    func velocity(of view: View, _ property: AnimatableProperty) -> AnimatableVector {
        guard phase == .running, let driver, driver.now >= anchorTime else { return AnimatableVector() }
        let d = segment.curve.duration
        let s = position(at: driver.now)
        guard d > 0, direction > 0 ? s < 1 : s > 0 else { return AnimatableVector() }
        let perSecond = direction / d
        let q = segment.curve.progress(fraction: s)
        let overall = segment.sharedBase + (segment.sharedTarget - segment.sharedBase) * q
        let overallRate = (segment.sharedTarget - segment.sharedBase) * segment.curve.slope(fraction: s)
        // R24: a spring per axis gives the y lane of a point-like property a rate of its own.
        let split = splitsAxes && property.hasPointY
        let qy = split ? segment.curve.progressY(fraction: s) : q
        let overallY = segment.sharedBaseY + (segment.sharedTarget - segment.sharedBaseY) * qy
        let overallRateY = (segment.sharedTarget - segment.sharedBaseY) * segment.curve.slopeY(fraction: s)
        var sum = AnimatableVector()
        for i in tracks.indices where plans[i].property == property && plans[i].view === view {
            let rate = tracks[i].usesSharedProgress
                ? overallRate
                : plans[i].mapping.rate(at: s, curve: segment.curve, overall: overall, overallRate: overallRate)
            var change = delta(ofTrack: i) * (rate * perSecond)
            if split {
                let rateY = tracks[i].usesSharedProgress
                    ? overallRateY
                    : plans[i].mapping.rateY(at: s, curve: segment.curve, overallY: overallY, overallRateY: overallRateY)
                change[1] = tracks[i].delta[1] * (rateY * perSecond)
            }
            sum += change
        }
        return sum
    }
}

extension TrackMapping {
    /// d(progress)/d(segment position) at `s` (R25).
    func rate(at s: Double, curve: TimingCurve, overall: Double, overallRate: Double) -> Double {
        if afterCurve {
            let x = (overall - segmentStart) * segmentInvSpan
            return x > 0 && x < 1 ? overallRate * segmentInvSpan : 0
        }
        let x = (s - segmentStart) * segmentInvSpan
        guard x > 0, x < 1 else { return 0 }
        return (target - base) * curve.slope(fraction: x) * segmentInvSpan
    }

    /// `rate` for the y lane of a point-like property (R24).
    func rateY(at s: Double, curve: TimingCurve, overallY: Double, overallRateY: Double) -> Double {
        if afterCurve {
            let x = (overallY - segmentStart) * segmentInvSpan
            return x > 0 && x < 1 ? overallRateY * segmentInvSpan : 0
        }
        let x = (s - segmentStart) * segmentInvSpan
        guard x > 0, x < 1 else { return 0 }
        return (target - baseY) * curve.slopeY(fraction: x) * segmentInvSpan
    }
}
