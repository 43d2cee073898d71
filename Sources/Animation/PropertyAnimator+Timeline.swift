import ViewTree

/// The timeline: where the animator is, how a run is laid out, and the per-frame step.
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
        let d = segment.curve.duration
        let s = d > 0 ? anchorPosition + direction * elapsed / d : (direction > 0 ? 1 : 0)
        return min(max(s, 0), 1)
    }

    /// What `fractionComplete` reads now (R16, R17).
    func currentFraction() -> Double {
        switch phase {
        case .inactive: return 0
        case .stopped: return stoppedFraction
        case .running, .paused:
            let s = positionNow()
            let f: Double
            if segment.isScrub || !scrubsLinearly {
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
            tracks[i].setSegmentWindow(tracks[i].windowStart, tracks[i].windowEnd, base: 0, target: 1)
        }
    }

    /// Places a track just recorded into the segment in force, starting from where it is (R10, R11).
    func placeNewTrack(_ track: inout Track) {
        let a = track.windowStart, b = track.windowEnd
        if segment.retraceable {
            track.setSegmentWindow(a, b, base: 0, target: 1)
        } else if segment.u1 > segment.u0 {
            let span = segment.u1 - segment.u0
            track.setSegmentWindow((max(a, segment.u0) - segment.u0) / span, (b - segment.u0) / span, base: 0, target: 1)
        } else {
            // A run heading back to the start: a track added now is at its start already.
            track.setSegmentWindow(0, 1, base: 0, target: 0)
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

    /// Starts a new run from the values shown now to the end (or the start when reversed):
    /// every track continues from its current progress, tracks not yet begun keep their delay,
    /// and the run takes `remaining × durationFactor` seconds along `timing` (R9, R15).
    func rebase(timing: TimingCurveProvider?, durationFactor: Double) {
        let s = positionNow()
        let u = min(max(segment.timeline(at: s), 0), 1)
        let fraction = currentFraction()
        let q = segment.curve.progress(fraction: s)
        let forward = !reversedFlag
        let remaining = forward ? 1 - u : u
        var seconds = remaining * duration
        if durationFactor > 0 { seconds *= durationFactor }
        let curve: TimingCurve
        if let timing {
            curve = TimingCurve(timing, duration: seconds)
            for issue in curve.issues { report("continueAnimation(withTimingParameters:durationFactor:)", issue) }
        } else {
            curve = TimingCurve(timingParameters, duration: seconds)
        }
        let old = segment.curve
        for i in tracks.indices where tracks[i].alive {
            let c = tracks[i].progress(at: s, sharedValue: q, curve: old)
            let a = tracks[i].windowStart, b = tracks[i].windowEnd
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
            tracks[i].setSegmentWindow(start, end, base: c, target: forward ? 1 : 0)
        }
        segment = Segment(curve: curve, u0: u, u1: forward ? 1 : 0, p0: fraction, p1: forward ? 1 : 0,
                          retraceable: false, isScrub: false, headsToStart: !forward)
        position = 0
    }

    /// Runs from segment position `s`, counting from `time` (later than now during a delay).
    func run(from s: Double, at time: Double) {
        position = s
        anchorPosition = s
        anchorTime = time
        direction = (segment.retraceable && reversedFlag) ? -1 : 1
        phase = .running
        reachedEnd = false
        driver?.add(self)
    }

    // MARK: The frame

    /// Moves to `time`; true when the run reached its end (the driver then calls `driverDidFinish`).
    @inline(__always)
    func step(at time: Double) -> Bool {
        let s = position(at: time)
        position = s
        if direction > 0 ? s >= 1 : s <= 0 {
            reachedEnd = true
            return true
        }
        if time >= anchorTime { writeValues(at: s) }
        return false
    }

    /// Writes every live track's presented value at segment position `s`: the per-frame loop.
    @inline(__always)
    func writeValues(at s: Double) {
        let curve = segment.curve
        let q = curve.progress(fraction: s)
        tracks.withUnsafeMutableBufferPointer { buffer in
            for i in 0..<buffer.count where buffer[i].alive {
                let p = buffer[i].progress(at: s, sharedValue: q, curve: curve)
                if !buffer[i].view.setPresented(buffer[i].property, buffer[i].value(progress: p), token: buffer[i].token) {
                    buffer[i].alive = false   // a later writer owns the property now
                }
            }
        }
    }

    /// The run reached its end on its own (R4, R18).
    func driverDidFinish() {
        reachedEnd = false
        guard phase == .running else { return }
        let atEnd = segment.timeline(at: position) >= 0.5
        if pausesOnCompletion {
            // R18: stay active, paused at the end, animations kept, no completion.
            segment = .whole(baseCurve)
            prepareTracksForWholeTimeline()
            position = atEnd ? 1 : 0
            anchorPosition = position
            phase = .paused
            writeValues(at: position)
            return
        }
        finish(at: atEnd ? .end : .start, runCompletions: true)
    }

    /// Ends the animation: properties to `at`, model = presentation, animations discarded,
    /// → `.inactive`, then (if asked) every completion once, in order (R4–R6, R12).
    func finish(at finalPosition: AnimatingPosition, runCompletions: Bool) {
        for track in tracks where track.alive && track.view.isDriven(track.property, by: track.token) {
            switch finalPosition {
            case .end: track.view.setPresented(track.property, track.to, token: track.token)
            case .start: track.view.setPresented(track.property, track.from, token: track.token)
            case .current: break
            }
            track.view.commitPresentation(track.property)
        }
        driver?.remove(self)
        tracks.removeAll()
        phase = .inactive
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
