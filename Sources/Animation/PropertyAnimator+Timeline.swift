import ViewTree

/// The timeline: where the animator is and how a run is laid out (the frame itself is in
/// `PropertyAnimator+Frame.swift`).
extension PropertyAnimator {
    // MARK: Reading the position

    /// Position in the segment at the driver's current time.
    func positionNow() -> Double {
        guard phase == .running, let driver else { return position }
        return position(at: driver.now)
    }

    @inline(__always)
    func position(at time: Double) -> Double {
        let elapsed = time - anchorTime
        if elapsed <= 0 { return anchorPosition }
        let d = frameCurve.duration
        let s = d > 0 ? anchorPosition + direction * elapsed / d : (direction > 0 ? 1 : 0)
        return min(max(s, 0), 1)
    }

    /// What `fractionComplete` reads now (R16, R17).
    func currentFraction() -> Double {
        switch phase {
        case .inactive, .waiting: return 0
        case .stopped: return stoppedFraction
        case .running, .paused:
            let s = positionNow()
            let f: Double
            // R16: read while running, the fraction of time (UIKit's unpaced value).
            if phase == .running || segment.isScrub || !scrubsLinearly {
                f = segment.timeline(at: s)
            } else {
                f = segment.p0 + (segment.p1 - segment.p0) * segment.curve.progress(fraction: s)
            }
            return min(max(f, 0), 1)
        }
    }

    // MARK: Laying out runs

    /// Every track from its start along the whole timeline (a fresh start, or scrubbing).
    func prepareTracksForWholeTimeline() {
        for i in tracks.indices {
            setMapping(i, TrackMapping(start: plans[i].windowStart, end: plans[i].windowEnd), shared: (0, 1))
        }
    }

    /// Gives track `i` its mapping for the segment in force (or about to be, whose shared
    /// base and target are `shared`).
    func setMapping(_ i: Int, _ mapping: TrackMapping, shared: (base: Double, target: Double),
                    sharedBaseY: Double? = nil) {
        leaveStep()
        if plans[i].isKeyframe {
            // R13: a keyframe's window stays on the overall progress whatever the run.
            plans[i].mapping = .keyframe(start: plans[i].windowStart, end: plans[i].windowEnd)
            tracks[i].usesSharedProgress = false
            return
        }
        plans[i].mapping = mapping
        tracks[i].usesSharedProgress = mapping.spansSegment && mapping.base == shared.base && mapping.target == shared.target
            && mapping.baseY == (sharedBaseY ?? shared.base)
    }

    /// Track `i`'s progress at segment position `s`, given the shared curve value `q` at `s`.
    @inline(__always)
    func progress(ofTrack i: Int, at s: Double, sharedValue q: Double) -> Double {
        let overall = segment.sharedBase + (segment.sharedTarget - segment.sharedBase) * q
        if tracks[i].usesSharedProgress { return overall }
        return plans[i].mapping.progress(at: s, curve: segment.curve, overall: overall)
    }

    /// Places a track just recorded into the segment in force, starting from where it is (R10, R11).
    func placeNewTrack(at i: Int) {
        let a = plans[i].windowStart, b = plans[i].windowEnd
        let shared = (segment.sharedBase, segment.sharedTarget)
        let sharedY = segment.sharedBaseY
        if segment.retraceable {
            setMapping(i, TrackMapping(start: a, end: b), shared: shared, sharedBaseY: sharedY)
        } else if segment.u1 > segment.u0 {
            let span = segment.u1 - segment.u0
            setMapping(i, TrackMapping(start: (max(a, segment.u0) - segment.u0) / span, end: (b - segment.u0) / span),
                       shared: shared, sharedBaseY: sharedY)
        } else {
            // A run heading back to the start: a track added now is at its start already.
            setMapping(i, TrackMapping(base: 0, target: 0), shared: shared, sharedBaseY: sharedY)
        }
    }

    /// A paused run can carry on as it is unless it was a linear scrub or heads the other way.
    func canResume() -> Bool {
        !segment.isScrub && (segment.retraceable || segment.headsToStart == reversedFlag)
    }

    /// Shows the whole timeline at `f` (R16, R17): linearly with `scrubsLinearly`, else along the curve.
    func scrub(to f: Double) {
        segment = scrubsLinearly ? .whole(.linear(duration: duration), scrub: true) : .whole(baseCurve)
        prepareTracksForWholeTimeline()
        position = f
        anchorPosition = f
        anchorTime = driver?.now ?? 0   // keeps positionNow() true if the animator is running
        writeValues(at: f)
    }

    /// Starts a new run from the values shown now to the end (or the start when reversed),
    /// continuing *along* the curve (R15): for a cubic, from the time t* at which it reaches the
    /// fraction f the values have come in this direction, the rest taking (1 − t*) × duration
    /// (`durationFactor` 0) or (1 − t*)/(1 − f) × k × duration (k > 0). A spring starts from the
    /// values with its own velocity, over the remaining time (k = 0) or k × duration. Every track
    /// continues from its current progress; tracks not yet begun keep their delay (R9, R11).
    func rebase(timing: TimingCurveProvider?, durationFactor k: Double) {
        let s = positionNow()
        let u = min(max(segment.timeline(at: s), 0), 1)
        let fraction = currentFraction()
        let q = segment.curve.progress(fraction: s)
        let forward = !reversedFlag
        let remaining = forward ? 1 - u : u
        // What the tracks that share the progress show now: they go on sharing it.
        let sharedNow = segment.sharedBase + (segment.sharedTarget - segment.sharedBase) * q
        // R24: where the y lanes are, when a spring per axis has moved them apart from x.
        let split = splitsAxes
        let qy = split ? segment.curve.progressY(fraction: s) : q
        let sharedNowY = split ? segment.sharedBaseY + (segment.sharedTarget - segment.sharedBaseY) * qy : sharedNow
        let g = forward ? sharedNow : 1 - sharedNow
        let provider = timing ?? timingParameters
        if let timing {
            for issue in TimingCurve.issues(of: timing) { report("continueAnimation(withTimingParameters:durationFactor:)", issue) }
        }
        let curve = PropertyAnimator.continuation(of: provider, duration: duration, valueFraction: g,
                                                  remainingTime: remaining, durationFactor: k)
        let shared = (base: sharedNow, target: forward ? 1.0 : 0.0)
        for i in tracks.indices {
            let c = progress(ofTrack: i, at: s, sharedValue: q)
            let cY = split ? progressY(ofTrack: i, at: s, sharedValue: q, sharedValueY: qy) : c
            let a = plans[i].windowStart, b = plans[i].windowEnd
            var start = 0.0, end = 0.0
            if remaining > 1e-12 {
                if forward {
                    start = (max(a, u) - u) / remaining
                    end = (max(b, u) - u) / remaining
                } else {
                    start = (u - min(b, u)) / remaining
                    end = (u - min(a, u)) / remaining
                }
            }
            setMapping(i, TrackMapping(start: start, end: end, base: c, target: shared.target, baseY: cY), shared: shared,
                       sharedBaseY: sharedNowY)
        }
        segment = Segment(curve: curve, u0: u, u1: forward ? 1 : 0, p0: fraction, p1: forward ? 1 : 0,
                          retraceable: false, isScrub: false, headsToStart: !forward,
                          sharedBase: shared.base, sharedTarget: shared.target, sharedBaseY: sharedNowY)
        position = 0
    }

    /// The curve for the rest of a run (R15): `provider` continued from value fraction `g` (done
    /// in the direction of travel), for an animator of `duration` seconds with `remainingTime`
    /// of its timeline (a fraction) left.
    static func continuation(of provider: TimingCurveProvider, duration: Double, valueFraction g: Double,
                             remainingTime: Double, durationFactor k: Double) -> TimingCurve {
        let cubic = provider.cubicTimingParameters
        guard provider.springTimingParameters == nil, g >= 0, g < 1 - 1e-9 else {
            // A spring (or values past an end): the whole curve from here, over the remaining time.
            let seconds = k > 0 ? k * duration : remainingTime * duration
            return TimingCurve(provider, duration: seconds)
        }
        guard let cubic, cubic.animationCurve != .linear else {
            // Linear: t* is f itself.
            return .linear(duration: k > 0 ? k * duration : (1 - g) * duration)
        }
        let x0 = cubic.bezier.timeFraction(reaching: g)
        // (1 − t*)/(1 − f) grows without bound where a curve ends flat; ten times is plenty.
        let seconds = k > 0 ? min((1 - x0) / (1 - g), 10) * k * duration : (1 - x0) * duration
        return TimingCurve(kind: .cubicTail(cubic.bezier, x0: x0, y0: g, scale: 1 / (1 - g)), duration: seconds)
    }

    /// Runs from segment position `s`, counting from `time` (later than now during a delay).
    func run(from s: Double, at time: Double) {
        position = s
        anchorPosition = s
        anchorTime = time
        direction = (segment.retraceable && reversedFlag) ? -1 : 1
        lifecycle.run()
        driver?.add(self)
    }

    /// Track `i`'s whole change, from → to, every lane.
    @inline(__always)
    func delta(ofTrack i: Int) -> AnimatableVector { tracks[i].delta }

    /// Model = presentation for what this animator adds (R6): its remaining change is taken
    /// out of the model values, so the presented values stay where they are.
    func commitPresentedValues() {
        for i in tracks.indices {
            let view = plans[i].view, property = plans[i].property
            if view.contributionCount(property) == 1 {
                view.commitPresentation(property)
            } else {
                view.addToModel(property, delta(ofTrack: i) * (lastLanes(i) - 1))
            }
        }
    }

    /// Moves `view`'s model value by `change`; where that lands within rounding of `target`
    /// (the track's own end), exactly on it, so a lone animation ends on its values (R6).
    private func moveModel(of view: View, _ property: AnimatableProperty, by change: AnimatableVector,
                           landingOn target: AnimatableVector) {
        let moved = view.model.vector(property) + change
        var close = true
        for i in 0..<6 where abs(moved[i] - target[i]) > 1e-9 * max(1, abs(target[i])) { close = false }
        view.setModel(property, close ? target : moved)
    }

    /// The run reached its end on its own (R4, R18).
    func driverDidFinish() {
        lifecycle.clearReachedEnd()
        guard phase == .running else { return }
        let atEnd = segment.timeline(at: position) >= 0.5
        if startNextLeg(reachedEnd: atEnd) { return }   // R13a: .repeat, .autoreverse
        if pausesOnCompletion {
            // R18: stay active, paused at the end, animations kept, no completion.
            segment = .whole(baseCurve)
            prepareTracksForWholeTimeline()
            position = atEnd ? 1 : 0
            anchorPosition = position
            lifecycle.pause()
            writeValues(at: position)
            return
        }
        finish(at: finalPosition(reachedEnd: atEnd), runCompletions: true)
    }

    /// Ends the animation: properties to `at`, model = presentation, animations discarded,
    /// → `.inactive`, then (if asked) every completion once, in order (R4–R6, R12). Each track
    /// stops adding onto its view; alone on a property, the values land exactly (R10a).
    func finish(at finalPosition: AnimatingPosition, runCompletions: Bool) {
        let committed = phase == .stopped   // stopAnimation(false) already moved the model (R6)
        leaveStep()
        for i in tracks.indices {
            let plan = plans[i], whole = delta(ofTrack: i)
            let view = plan.view, property = plan.property, last = lastLanes(i)
            let alone = view.contributionCount(property) == 1
            switch (finalPosition, committed) {
            case (.end, false):
                view.addToPresented(property, whole * (1 - last))
            case (.start, false):
                view.addToPresented(property, whole * -last)
                moveModel(of: view, property, by: -whole, landingOn: plan.from)
            case (.current, false):
                if alone { view.commitPresentation(property) } else { view.addToModel(property, whole * (last - 1)) }
            case (.end, true):
                view.addToPresented(property, whole * (1 - last))
                moveModel(of: view, property, by: whole * (1 - last), landingOn: plan.to)
            case (.start, true):
                view.addToPresented(property, whole * -last)
                moveModel(of: view, property, by: whole * -last, landingOn: plan.from)
            case (.current, true):
                break
            }
            view.endContribution(property)
        }
        driver?.remove(self)
        releaseMarkedViews()
        tracks.removeAll()
        plans.removeAll()
        // (Its blocks point into views the animator no longer keeps.)
        inStepWrites = InStepWrites()
        inStepWritesAreStale = true
        pending.removeAll()
        animationCount = 0
        reversedFlag = false   // R4–R6: clean afterwards
        axesApart = false
        lifecycle.finish()
        position = 0
        anchorPosition = 0
        delay = 0
        segment = .whole(baseCurve)
        let handlers = completions
        completions.removeAll()
        guard runCompletions else { return }
        for handler in handlers { handler(finalPosition) }
    }
}

extension PropertyAnimator {
    /// The curve the current run follows (after `continueAnimation`, the continuation's own
    /// spring or curve, R15) and how far along it the run is, 0…1 in time: what a plot of the
    /// motion in flight shows.
    public var currentRun: (curve: TimingCurve, position: Double) {
        (segment.curve, min(max(positionNow(), 0), 1))
    }
}
