import ViewTree

/// Starting, pausing, stopping, finishing, continuing, reversing and scrubbing (R2–R9, R14–R19).
/// Every illegal call is reported and changes nothing (R7).
extension PropertyAnimator {
    /// `.inactive` → `.active` running; `.active` paused → running (R2).
    public func startAnimation() {
        start(afterDelay: 0, call: "startAnimation()")
    }

    /// Like `startAnimation()`, but values start moving `delay` seconds from now (R2).
    public func startAnimation(afterDelay delay: Double) {
        start(afterDelay: delay, call: "startAnimation(afterDelay:)")
    }

    private func start(afterDelay requested: Double, call: String) {
        var wait = requested
        if !(requested.isFinite && requested >= 0) {
            report(call, "delay must be finite and ≥ 0, got \(requested); using 0")
            wait = 0
        }
        guard let driver else {
            return report(call, "no AnimationDriver: create animators inside driver.run { … } or pass driver:; nothing animates")
        }
        switch phase {
        case .stopped:
            return reject(call, needs: ".inactive or .active")
        case .running:
            return
        case .inactive:
            segment = .whole(baseCurve)
            prepareTracksForWholeTimeline()
            position = reversedFlag ? 1 : 0
        case .paused:
            if !canResume() { rebase(timing: nil, durationFactor: 0) }
        }
        delay = wait
        run(from: position, at: driver.now + wait)
    }

    /// `.inactive` → `.active` paused; running → paused (R3). Values stay where they are (R9).
    public func pauseAnimation() {
        let call = "pauseAnimation()"
        switch phase {
        case .stopped:
            reject(call, needs: ".inactive or .active")
        case _ where !interruptibleFlag:
            reject(call, needs: "an interruptible animator (isInterruptible == true)")
        case .inactive:
            segment = .whole(baseCurve)
            prepareTracksForWholeTimeline()
            position = reversedFlag ? 1 : 0
            phase = .paused
            if reversedFlag { writeValues(at: position) }
        case .running:
            position = positionNow()
            phase = .paused
            driver?.remove(self)
        case .paused:
            break
        }
    }

    /// `true`: → `.inactive`, values kept where they show, animations and completions discarded,
    /// no completion runs (R5). `false`: → `.stopped`, values frozen until `finishAnimation(at:)` (R6).
    public func stopAnimation(_ withoutFinishing: Bool) {
        let call = "stopAnimation(_:)"
        switch phase {
        case .inactive:
            return  // R5: discards nothing, changes nothing
        case .stopped:
            if withoutFinishing { finish(at: .current, runCompletions: false) }
            return
        case .running, .paused:
            guard interruptibleFlag else {
                return reject(call, needs: "an interruptible animator (isInterruptible == true)")
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
            stoppedFraction = fraction
            phase = .stopped
        }
    }

    /// From `.stopped` only: → `.inactive`, properties to their end (`.end`), start (`.start`) or
    /// left (`.current`), then every completion runs once with `position` (R6).
    public func finishAnimation(at finalPosition: AnimatingPosition) {
        guard phase == .stopped else {
            return reject("finishAnimation(at:)", needs: ".stopped")
        }
        finish(at: finalPosition, runCompletions: true)
    }

    /// From `.active` paused only: resumes, the rest taking `remaining × durationFactor` seconds
    /// (0: as it is) along `parameters` (nil: the animator's own) from the current values (R15).
    public func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: Double) {
        let call = "continueAnimation(withTimingParameters:durationFactor:)"
        guard phase == .paused else {
            return reject(call, needs: ".active (paused)")
        }
        guard let driver else {
            return report(call, "no AnimationDriver; nothing animates")
        }
        var factor = durationFactor
        if !(durationFactor.isFinite && durationFactor >= 0) {
            report(call, "durationFactor must be finite and ≥ 0, got \(durationFactor); using 0 (the remaining time)")
            factor = 0
        }
        if parameters == nil && (factor == 0 || factor == 1) && canResume() {
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
            return reject(call, needs: ".inactive or .active")
        case .running, .paused:
            guard interruptibleFlag else {
                return reject(call, needs: "an interruptible animator (isInterruptible == true)")
            }
        case .inactive:
            break
        }
        guard reversed != reversedFlag else { return }
        reversedFlag = reversed
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
        let f = min(max(value, 0), 1)
        switch phase {
        case .stopped:
            return reject(call, needs: ".inactive or .active")
        case _ where !interruptibleFlag:
            return reject(call, needs: "an interruptible animator (isInterruptible == true)")
        case .inactive:
            phase = .paused
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
