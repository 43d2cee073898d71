import ViewTree

/// Adding animations, keyframes and completions (R10–R13), and capturing property changes.
extension PropertyAnimator: PropertyChangeRecorder {
    /// Runs `animation` now, capturing every animatable property it sets: each gets its model
    /// value at once and a track from its presented value (R10). Legal while `.inactive` or
    /// `.active`; added while running, the tracks start at once and end with the animator.
    public func addAnimations(_ animation: @escaping () -> Void) {
        capture(call: "addAnimations(_:)", relativeStart: 0, relativeDuration: 1, animation)
    }

    /// Like `addAnimations(_:)`, but the tracks start after `remaining duration × delayFactor`
    /// and end with the animator (R11). `delayFactor` is clamped to 0…1.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {
        let call = "addAnimations(_:delayFactor:)"
        var factor = delayFactor
        if !(delayFactor.isFinite && delayFactor >= 0 && delayFactor <= 1) {
            factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
            report(call, "delayFactor must be in 0…1, got \(delayFactor); using \(factor)")
        }
        capture(call: call, relativeStart: factor, relativeDuration: 1 - factor, animation)
    }

    /// Animations that move only within part of what remains of this animator's timeline:
    /// from `relativeStartTime` for `relativeDuration`, both fractions of it (R13, seed 004).
    public func addKeyframe(relativeStartTime: Double, relativeDuration: Double, animations: @escaping () -> Void) {
        let call = "addKeyframe(relativeStartTime:relativeDuration:animations:)"
        let (start, length) = PropertyAnimator.checkedKeyframe(relativeStartTime, relativeDuration) {
            self.report(call, $0)
        }
        capture(call: call, relativeStart: start, relativeDuration: length, animations)
    }

    /// Inside an animations closure, narrows the properties `animations` sets to part of the
    /// enclosing animation's time, as `UIView.addKeyframe(withRelativeStartTime:…)` (R13).
    /// Outside one, the changes happen at once.
    public static func addKeyframe(withRelativeStartTime start: Double, relativeDuration: Double,
                                   animations: () -> Void) {
        guard let animator = PropertyCapture.current?.recorder as? PropertyAnimator else {
            return PropertyCapture.withoutAnimation(animations)
        }
        let (s, length) = checkedKeyframe(start, relativeDuration) {
            animator.report("addKeyframe(withRelativeStartTime:relativeDuration:animations:)", $0)
        }
        let outer = animator.captureWindow
        let span = outer.end - outer.start
        animator.captureWindow = (outer.start + span * s, outer.start + span * (s + length))
        defer { animator.captureWindow = outer }
        animations()
    }

    /// Adds a completion; each runs once, in the order added, with where the animation ended (R4, R12).
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Capture

    private func capture(call: String, relativeStart: Double, relativeDuration: Double, _ animation: () -> Void) {
        guard phase != .stopped else {
            return reject(call, needs: ".inactive or .active")
        }
        // Windows are fractions of what remains of the timeline from here (R11).
        let u = phase == .inactive ? 0 : min(max(segment.timeline(at: positionNow()), 0), 1)
        let remaining = 1 - u
        let outer = captureWindow
        captureWindow = (u + remaining * relativeStart, u + remaining * (relativeStart + relativeDuration))
        let firstNew = tracks.count
        PropertyCapture.capturing(into: self, animation)
        captureWindow = outer
        guard phase != .inactive else { return }
        for i in firstNew..<tracks.count { placeNewTrack(at: i) }
    }

    /// Records one property change made inside an animations closure (R10).
    public func record(view: View, property: AnimatableProperty, from: AnimatableVector, to: AnimatableVector,
                       token: UInt64) {
        tracks.append(Track(view: view, property: property, token: token, from: from, to: to))
        plans.append(TrackPlan(view: view, to: to, windowStart: captureWindow.start,
                               windowEnd: max(captureWindow.end, captureWindow.start)))
    }

    static func checkedKeyframe(_ start: Double, _ length: Double, report: (String) -> Void) -> (Double, Double) {
        guard start.isFinite, length.isFinite, start >= 0, length >= 0, start + length <= 1 + 1e-12 else {
            let s = start.isFinite ? min(max(start, 0), 1) : 0
            let l = length.isFinite ? min(max(length, 0), 1 - s) : 1 - s
            report("relative start and duration must be finite, ≥ 0 and end by 1, got \(start) and \(length); using \(s) and \(l)")
            return (s, l)
        }
        return (start, min(length, 1 - start))
    }
}
