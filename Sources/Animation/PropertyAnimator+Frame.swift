import ViewTree

/// The frame: where the animator is at the frame's time, and what it adds onto its views there
/// (R10a). Everything here runs inside `AnimationDriver.advance(to:)` for every running
/// animator, so the usual frame is tested first and takes no call, reference count or
/// allocation.
extension PropertyAnimator {
    /// Moves to `time`; true when the run reached its end (the driver then calls `driverDidFinish`).
    @inline(__always)
    func step(at time: Double) -> Bool {
        let elapsed = time - anchorTime, d = frameCurve.duration
        guard elapsed > 0, d > 0 else { return stepAtAnchorOrInstantly(at: time) }
        // `position(at:)` for a run under way.
        let unclamped = anchorPosition + direction * elapsed / d
        if unclamped > 0, unclamped < 1 {
            // Strictly inside the run (the usual frame): nothing to clamp, not at its end.
            position = unclamped
            writeValues(inside: unclamped)
            return false
        }
        // Clamped, so at its end exactly when at `endPosition`.
        let s = min(max(unclamped, 0), 1)
        position = s
        if s == endPosition {
            lifecycle.markReachedEnd()
            return true
        }
        writeValues(at: s)
        return false
    }

    /// `step(at:)` during a start delay, at the anchor itself, or for a run of no duration.
    private func stepAtAnchorOrInstantly(at time: Double) -> Bool {
        let s = position(at: time)
        position = s
        if direction > 0 ? s >= 1 : s <= 0 {
            lifecycle.markReachedEnd()
            return true
        }
        if time >= anchorTime { writeValues(at: s) }
        return false
    }

    /// The run's curve at segment position `s` (0 at the start, 1 at the end).
    @inline(__always)
    func curveProgress(at s: Double) -> Double {
        frameCurve.form == .general ? segment.curve.progress(fraction: s) : frameCurve.progress(at: s)
    }

    /// Moves every track to its progress at segment position `s`, adding its change onto the
    /// view's presented value (R10a): the per-frame work. Views are written through their lanes
    /// (`Track.lanes`, `View.presentedHead`), so no reference count is touched per property per
    /// frame; tracks in step are written as `inStepWrites` regroups them.
    func writeValues(at s: Double) {
        if s > 0, s < 1 { writeValues(inside: s) } else { writeValuesInGeneral(at: s) }
    }

    /// `writeValues(at:)` for 0 < s < 1.
    @inline(__always)
    private func writeValues(inside s: Double) {
        // The frame the engine is tuned for (`fusedFrame`), tested first and with one test.
        if fusedFrame {
            let shared = plainCubicSharedProgress(at: s)
            if shared != 0, shared != 1 {
                if shared != stepProgress {
                    let dp = shared - stepProgress
                    stepProgress = shared
                    if !inStepWrites.lead.addToPresentedMovingEveryLane(times: dp) { addOneByOne(block: 0, times: dp) }
                }
                return
            }
            return writeTracks(at: s, shared: shared)
        }
        // Next most usual: a whole cubic, tracks in step.
        if frameCurve.isPlainCubic, tracksInStep {
            let shared = plainCubicSharedProgress(at: s)
            if shared != 0, shared != 1 {
                if shared != stepProgress { moveTracksInStep(to: shared) }
                return
            }
            return writeTracks(at: s, shared: shared)
        }
        writeValuesInGeneral(at: s)
    }

    /// The shared progress at 0 < s < 1 of a whole cubic run (`FrameCurve.isPlainCubic`),
    /// exactly as `curveProgress(at:)` gives it.
    @inline(__always)
    private func plainCubicSharedProgress(at s: Double) -> Double {
        let curve = frameCurve.bezier.y(frameCurve.bezier.solveT(s, memo: &frameCurve.memo))
        return frameCurve.sharedBase + frameCurve.sharedSpan * curve
    }

    /// `writeValues(at:)` for any curve, step and position.
    private func writeValuesInGeneral(at s: Double) {
        if frameCurve.perAxis {
            // R24: a spring per axis (rare) moves the y lanes on their own.
            return writeValuesPerAxis(at: s)
        }
        let shared = frameCurve.sharedBase + frameCurve.sharedSpan * curveProgress(at: s)
        // Between its ends every track in step moves by the same step of progress: no track
        // needs its own progress, its own "moved?" test or the landing at an end.
        if tracksInStep, shared != 0, shared != 1 {
            if shared != stepProgress { moveTracksInStep(to: shared) }
            return
        }
        writeTracks(at: s, shared: shared)
    }

    /// Every track is in step at `stepProgress`: each adds its change × (p − stepProgress).
    @inline(__always)
    private func moveTracksInStep(to p: Double) {
        let dp = p - stepProgress
        stepProgress = p
        // Read-only: tracks in step keep no progress of their own (see `tracksInStep`).
        assert(!inStepWritesAreStale, "the tracks changed without leaving the step")
        if inStepWrites.hasLeadOnly {
            // The usual: all the tracks on one view, fused.
            if !inStepWrites.lead.addToPresented(times: dp) { addOneByOne(block: 0, times: dp) }
            return
        }
        inStepWrites.blocks.withUnsafeBufferPointer { blocks in
            for b in blocks.indices where !blocks[b].addToPresented(times: dp) { addOneByOne(block: b, times: dp) }
        }
        inStepWrites.loose.withUnsafeBufferPointer { buffer in
            for i in buffer.indices { buffer[i].addToPresented(times: dp) }
        }
    }

    /// A block's tracks, each on its own with its own test (R8): a value of the block would not
    /// be finite (or might not).
    private func addOneByOne(block b: Int, times dp: Double) {
        for i in inStepWrites.members[b] { tracks[i].addToPresented(times: dp) }
    }

    /// Each track to its own progress (`shared` for those that follow it), landing exactly at
    /// the ends of windows; afterwards the tracks are in step when all follow the shared progress.
    private func writeTracks(at s: Double, shared: Double) {
        leaveStep()
        var allShared = true
        for i in tracks.indices {
            let track = tracks[i]
            allShared = allShared && track.usesSharedProgress
            let p = track.usesSharedProgress ? shared : plans[i].mapping.progress(at: s, curve: segment.curve, overall: shared)
            let last = plans[i].lastProgress
            if p == last { continue }
            plans[i].lastProgress = p
            if p == 1 || p == 0 {
                // At an end (of a window): alone on the property, land exactly.
                plans[i].view.applyAnimationStep(plans[i].property, delta: track.delta, from: last, to: p)
            } else {
                track.addToPresented(times: p - last)
            }
        }
        // Every track that follows the shared progress is at it now.
        tracksInStep = allShared
        stepProgress = shared
        if allShared, inStepWritesAreStale {
            inStepWrites = InStepWrites(tracks: tracks, plans: plans)
            inStepWritesAreStale = false
        }
    }

    /// Track `i`'s progress last added onto its view.
    @inline(__always)
    func lastProgress(ofTrack i: Int) -> Double {
        tracksInStep ? stepProgress : plans[i].lastProgress
    }

    /// Gives every track its own last progress again, before something changes a track's
    /// mapping, its progress or the set of tracks.
    func leaveStep() {
        guard tracksInStep else { return }
        for i in plans.indices { plans[i].lastProgress = stepProgress }
        tracksInStep = false
    }
}
