import ViewTree

/// Starting, pausing, stopping, finishing, continuing, reversing and scrubbing (R2–R9, R14–R19).
/// Every illegal call is reported and changes nothing (R7).
extension PropertyAnimator {
    /// `.inactive` → `.active` running; `.active` paused → running (R2). With no animations it
    /// becomes `.active` and paused until some are added, and never completes on its own (R4).
    public func startAnimation() {
        start(afterDelay: 0, call: "startAnimation()", delayed: false)
    }

    /// Like `startAnimation()`, but values start moving `delay` seconds from now (R2). Not on a
    /// paused animator (R7).
    public func startAnimation(afterDelay delay: Double) {
        start(afterDelay: delay, call: "startAnimation(afterDelay:)", delayed: true)
    }

    private func start(afterDelay requested: Double, call: String, delayed: Bool) {
        switch phase {
        case .stopped:
            return reject(call, needs: .inactiveOrActive)
        case .paused where delayed, .waiting where delayed:
            return reject(call, needs: .inactiveOrRunning)
        default:
            break
        }
        var wait = requested
        if !(requested.isFinite && requested >= 0) {
            report(call, "delay must be finite and ≥ 0, got \(requested); using 0")
            wait = 0
        }
        guard let driver else {
            return report(call, "no AnimationDriver: create animators inside driver.run { … } or pass driver:; nothing animates", kind: .noDriver)
        }
        switch phase {
        case .stopped, .running, .waiting:
            return
        case .inactive:
            guard hasAnimations else {
                lifecycle.wait()   // R4: UIKit's transient pause
                return
            }
            activate()
        case .paused:
            if !canResume() { rebase(timing: nil, durationFactor: 0) }
        }
        delay = wait
        run(from: position, at: driver.now + wait)
    }

    /// `.inactive` → `.active` paused; running → paused (R3). Values stay where they are (R9).
    /// On an animator with no animations it does nothing.
    public func pauseAnimation() {
        let call = "pauseAnimation()"
        switch phase {
        case .stopped:
            reject(call, needs: .inactiveOrActive)
        case _ where !interruptibleFlag:
            reject(call, needs: .interruptible)
        case .inactive:
            guard hasAnimations else { return }
            activate()
            lifecycle.pause()
            if reversedFlag { writeValues(at: position) }
        case .running:
            position = positionNow()
            driver?.remove(self)
            lifecycle.pause()
        case .paused, .waiting:
            break
        }
    }

    /// `true`: → `.inactive`, values kept where they show (model = presentation), animations and
    /// completions discarded, no completion runs (R5). `false`: → `.stopped`, values frozen and the
    /// model set to them until `finishAnimation(at:)` (R6). Both leave `isReversed == false`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        let call = "stopAnimation(_:)"
        switch phase {
        case .inactive:
            return  // R5: discards nothing, changes nothing
        case .stopped:
            return reject(call, needs: .active)
        case .running, .paused, .waiting:
            guard interruptibleFlag else {
                return reject(call, needs: .interruptible)
            }
        }
        let fraction = currentFraction()
        if phase == .running {
            position = positionNow()
            driver?.remove(self)
        }
        if withoutFinishing {
            finish(at: .current, runCompletions: false)
        } else {
            commitPresentedValues()
            stoppedFraction = fraction
            reversedFlag = false
            lifecycle.stop()
        }
    }

    /// From `.stopped` only: → `.inactive`, properties to their end (`.end`), start (`.start`) or
    /// left (`.current`), then every completion runs once with `position` (R6).
    public func finishAnimation(at finalPosition: AnimatingPosition) {
        guard phase == .stopped else {
            return reject("finishAnimation(at:)", needs: .stopped)
        }
        finish(at: finalPosition, runCompletions: true)
    }

    /// From `.active` paused only: the rest continues along `parameters` (nil: the animator's own)
    /// from the point of the curve equivalent to where the values are; `durationFactor` 0 keeps
    /// the animator's duration, k > 0 makes what remains of the timeline take k × duration (R15).
    public func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: Double) {
        let call = "continueAnimation(withTimingParameters:durationFactor:)"
        if phase == .waiting { return }   // nothing to run yet; it runs when animations arrive (R4)
        guard phase == .paused else {
            return reject(call, needs: .paused)
        }
        guard let driver else {
            return report(call, "no AnimationDriver; nothing animates", kind: .noDriver)
        }
        var factor = durationFactor
        if !(durationFactor.isFinite && durationFactor >= 0) {
            report(call, "durationFactor must be finite and ≥ 0, got \(durationFactor); using 0 (the remaining time)")
            factor = 0
        }
        if parameters == nil && factor == 0 && canResume() {
            // Nothing changes about the run: carry on exactly where it paused.
        } else {
            rebase(timing: parameters, durationFactor: factor)
        }
        delay = 0
        run(from: position, at: driver.now)
    }

    func setReversed(_ reversed: Bool) {
        let call = "isReversed"
        switch phase {
        case .stopped:
            return reject(call, needs: .inactiveOrActive)
        case .running, .paused, .waiting:
            guard interruptibleFlag else {
                return reject(call, needs: .interruptible)
            }
        case .inactive:
            break
        }
        guard reversed != reversedFlag else { return }
        reversedFlag = reversed
        if phase == .inactive, reversed, hasAnimations {
            // R13a (v3), as UIKit: a fresh animator reversed becomes active, paused at its end.
            activate()
            lifecycle.pause()
            writeValues(at: position)
            return
        }
        guard phase == .running, let driver else { return }
        // Flip in place (R14): the values carry on from where they are (R9).
        let start = max(driver.now, anchorTime)
        let s = positionNow()
        if segment.retraceable && !segment.isScrub {
            position = s
            run(from: s, at: start)
        } else {
            position = s
            rebase(timing: nil, durationFactor: 0)
            run(from: position, at: start)
        }
    }

    func setFractionComplete(_ value: Double) {
        let call = "fractionComplete"
        guard value.isFinite else {
            return report(call, "must be finite, got \(value); ignored")
        }
        let clamped = min(max(value, 0), 1)
        // R14: the fraction counts in the current direction.
        let f = reversedFlag ? 1 - clamped : clamped
        switch phase {
        case .stopped:
            return reject(call, needs: .inactiveOrActive)
        case _ where !interruptibleFlag:
            return reject(call, needs: .interruptible)
        case .inactive:
            activate()   // R10: the animations run now
            lifecycle.pause()
            scrub(to: f)
        case .waiting:
            lifecycle.pause()
            scrub(to: f)
        case .paused:
            scrub(to: f)
        case .running:
            // Improves on UIKit (R16): move the timeline there and keep running.
            scrub(to: f)
            guard let driver else { return }
            if segment.isScrub { rebase(timing: nil, durationFactor: 0) }
            run(from: position, at: driver.now)
        }
    }
}
