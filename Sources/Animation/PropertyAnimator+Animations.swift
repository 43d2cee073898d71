import Foundation
import ViewTree

/// Adding animations, keyframes and completions (R10–R13), and capturing property changes.
extension PropertyAnimator: PropertyChangeRecorder {
    /// Adds animations (R10): on an `.inactive` animator they are kept and run when it becomes
    /// active, then setting model values and reading from-values; added while `.active` they run
    /// at once, the tracks starting from the presented values and ending with the animator.
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
        capture(call: call, relativeStart: start, relativeDuration: length, keyframe: true, animations)
    }

    /// Inside an animations closure, narrows the properties `animations` sets to part of the
    /// enclosing animation's time, as `UIView.addKeyframe(withRelativeStartTime:…)` (R13).
    /// Outside one, the changes happen at once.
    public static func addKeyframe(withRelativeStartTime start: Double, relativeDuration: Double,
                                   animations: () -> Void) {
        guard let animator = capturing else {
            return PropertyCapture.withoutAnimation(animations)
        }
        let (s, length) = checkedKeyframe(start, relativeDuration) {
            animator.report("addKeyframe(withRelativeStartTime:relativeDuration:animations:)", $0)
        }
        let outer = animator.captureWindow
        let span = outer.end - outer.start
        let keyTime = outer.start + span * (s + length)
        switch animator.keyframeCalculation {
        case .linear:
            animator.captureWindow = (outer.start + span * s, keyTime)
        case .discrete:
            // A step to the keyframe's values at its key time, where it would have reached them.
            animator.captureWindow = (max(keyTime - 1e-9, outer.start), keyTime)
        }
        let outerCapture = animator.lifecycle.beginKeyframe()
        defer {
            animator.captureWindow = outer
            animator.lifecycle.endCapture(restoring: outerCapture)
        }
        animations()
    }

    /// Adds a completion; each runs once, in the order added, with where the animation ended (R4, R12).
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Capture

    private func capture(call: String, relativeStart: Double, relativeDuration: Double, keyframe: Bool = false,
                         _ animation: @escaping () -> Void) {
        switch phase {
        case .stopped:
            return reject(call, needs: .inactiveOrActive)
        case .inactive:
            // R10: kept, not run: an animator built and never started changes nothing.
            pending.append(PendingAnimation(body: animation, start: relativeStart, length: relativeDuration,
                                            keyframe: keyframe))
            animationCount += 1
        case .waiting:
            // R4: a started animator that was waiting for animations runs now.
            animationCount += 1
            record(animation, start: relativeStart, length: relativeDuration, keyframe: keyframe, after: 0)
            segment = .whole(baseCurve)
            prepareTracksForWholeTimeline()
            position = reversedFlag ? 1 : 0
            guard let driver else { return }
            run(from: position, at: driver.now)
        case .running, .paused:
            animationCount += 1
            // Windows are fractions of what remains of the timeline from here (R11). Keyframes
            // added mid-flight take a window of the remaining time too: one on the progress
            // left could be arbitrarily short.
            let u = min(max(segment.timeline(at: positionNow()), 0), 1)
            let firstNew = tracks.count
            record(animation, start: relativeStart, length: relativeDuration, keyframe: false, after: u)
            for i in firstNew..<tracks.count { placeNewTrack(at: i) }
        }
    }

    /// Runs `animation` capturing its changes as tracks in the window that starts `start` and
    /// lasts `length` of what remains of the timeline after `u`.
    private func record(_ animation: () -> Void, start: Double, length: Double, keyframe: Bool, after u: Double) {
        let remaining = 1 - u
        let outer = captureWindow
        captureWindow = (u + remaining * start, u + remaining * (start + length))
        // R13's keyframe timing applies to animations laid out on the whole timeline.
        let outerCapture = lifecycle.beginCapture(keyframes: keyframe, onWholeTimeline: u == 0)
        PropertyCapture.capturing(into: self, animation)
        captureWindow = outer
        lifecycle.endCapture(restoring: outerCapture)
    }

    /// True when some animations were added since the animator was last clean (R4).
    var hasAnimations: Bool { animationCount > 0 }

    /// Becoming active (R10): the kept animations run now, and the run is laid out on the
    /// whole timeline from its start (its end when reversed).
    func activate() {
        if !pending.isEmpty {
            let queued = pending
            pending.removeAll()
            for p in queued { record(p.body, start: p.start, length: p.length, keyframe: p.keyframe, after: 0) }
        }
        segment = .whole(baseCurve)
        prepareTracksForWholeTimeline()
        position = reversedFlag ? 1 : 0
    }

    /// Records one property change made inside an animations closure (R10).
    public func record(view: View, property: AnimatableProperty, from: AnimatableVector, to: AnimatableVector,
                       token: UInt64) {
        var to = to
        if property == .transform {
            // Rotation the short way, as Core Animation interpolates a decomposed transform.
            to[4] = from[4] + remainder(to[4] - from[4], 2 * Double.pi)
        }
        leaveStep()   // (before the new track, which starts from 0)
        tracks.append(Track(view: view, property: property, from: from, to: to))
        inStepWritesAreStale = true
        view.beginContribution(property)   // R10a: adds onto whatever else animates it
        view.animationHost = driver
        markForHitTesting(view)
        plans.append(TrackPlan(view: view, property: property, from: from, to: to, windowStart: captureWindow.start,
                               windowEnd: max(captureWindow.end, captureWindow.start),
                               isKeyframe: lifecycle.capture.recordsKeyframeTracks))
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

/// Animations added to an `.inactive` animator, waiting for it to become active (R10).
struct PendingAnimation {
    let body: () -> Void
    /// Their window, as fractions of the timeline (delayFactor, keyframes).
    let start: Double
    let length: Double
    let keyframe: Bool
}
