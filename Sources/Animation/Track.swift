import ViewTree

/// One property of one view moved by an animator, from the value presented when it was recorded
/// to the model value set in the animations closure (R10).
///
/// Kept in a contiguous array of these structs: a frame is a tight loop over them with no
/// closure, no existential and no allocation. A track's progress p (0 at `from`, 1 at `to`)
/// depends on the animator's position s in its current run ("segment"):
///
///     p = base + (target − base) · curve(clamp((s − segmentStart) · segmentInvSpan))
///
/// `base`/`target` let a run start where the previous one left off (pause, scrub, continue,
/// reverse — R9); the window lets a track start late (delayFactor, R11) or keyframe (R13).
/// Most tracks span the whole segment from the same base to the same target, so their p is one
/// number per animator per frame (`Segment.sharedBase`/`sharedTarget`, flag `usesSharedProgress`);
/// only the others keep a mapping of their own, in `TrackPlan`.
///
/// A track adds its change onto the view (R10a): each frame it moves the presented value by
/// `delta × (p − lastProgress)` (or, alone on the property, writes model + delta·(p − 1)), so two
/// animators on one property add up and a plain assignment shifts what runs.
///
/// Only what a frame reads lives here; the start and end values, the timeline window and any
/// own mapping live in a parallel array of `TrackPlan`s. Less memory to stream per frame is most
/// of what makes 10,000 animators fit in a millisecond.
struct Track {
    // A value has at most six components (a transform's); lanes 6…7 are always zero. Four
    // lanes plus a tail keep the struct in 64 bytes; lane 5 (a transform's skew) is moved by
    // few animations, so its change lives in the plan (`TrackPlan.lane5Delta`) and a flag here
    // says whether to read it.
    let deltaHead: SIMD4<Double>
    let deltaTail: Double
    /// The progress last added onto the view (R10a: each frame adds `delta × (p − lastProgress)`).
    var lastProgress = 0.0
    /// Unmanaged, so that a frame touches no reference count; `TrackPlan.view` keeps it alive.
    let viewRef: Unmanaged<View>
    /// Moves with the segment's shared progress; otherwise by its plan's own mapping.
    var usesSharedProgress = true
    let property: AnimatableProperty
    /// Lane 5 changes (a transform's skew): see `TrackPlan.lane5Delta`.
    let movesLane5: Bool

    init(view: View, property: AnimatableProperty, from: AnimatableVector, to: AnimatableVector) {
        self.viewRef = .passUnretained(view)
        self.property = property
        let delta = to - from
        deltaHead = delta.lowHalf
        deltaTail = delta[4]
        movesLane5 = delta[5] != 0
    }

    /// The change in lanes 0…4, from → to; the whole change is `PropertyAnimator.delta(ofTrack:)`,
    /// which adds lane 5's from the plan.
    var delta: AnimatableVector {
        AnimatableVector(lowHalf: deltaHead, highHalf: SIMD4(deltaTail, 0, 0, 0))
    }

    /// The change in lanes 0…4 over a step `dp` of progress.
    @inline(__always)
    func delta(times dp: Double) -> AnimatableVector {
        AnimatableVector(lowHalf: deltaHead * dp, highHalf: SIMD4(deltaTail * dp, 0, 0, 0))
    }
}

/// How one track's progress follows the segment position (see `Track`).
struct TrackMapping {
    var segmentStart = 0.0
    var segmentInvSpan = 1.0
    var base = 0.0
    var target = 1.0
    /// Where the y lane of a point-like property starts (R24): `base` unless a spring per axis
    /// left it elsewhere.
    var baseY = 0.0
    /// A keyframe (R13): the window is on the animator's overall progress (after its curve),
    /// not on time; progress is linear in it.
    var afterCurve = false

    /// A keyframe's mapping: window [start, end] of the animator's overall progress (R13).
    static func keyframe(start: Double, end: Double) -> TrackMapping {
        var m = TrackMapping(start: start, end: end)
        m.afterCurve = true
        return m
    }

    /// Window [start, end] in segment fractions, from `base` to `target`.
    init(start: Double = 0, end: Double = 1, base: Double = 0, target: Double = 1, baseY: Double? = nil) {
        let a = min(max(start, 0), 1), b = min(max(end, a), 1)
        segmentStart = a
        // A zero-length window is a step at `a`; a huge slope stands in for the infinite one.
        segmentInvSpan = b - a > 1e-12 ? 1 / (b - a) : 1e12
        self.base = base
        self.target = target
        self.baseY = baseY ?? base
    }

    var spansSegment: Bool { segmentStart == 0 && segmentInvSpan == 1 && !afterCurve }

    /// Progress at segment position `s`; `overall` is the animator's overall progress there.
    @inline(__always)
    func progress(at s: Double, curve: TimingCurve, overall: Double) -> Double {
        if afterCurve { return min(max((overall - segmentStart) * segmentInvSpan, 0), 1) }
        return base + (target - base) * curve.progress(fraction: (s - segmentStart) * segmentInvSpan)
    }

    /// Progress of the y lane (R24) at `s`; `overallY` is the animator's overall y progress.
    @inline(__always)
    func progressY(at s: Double, curve: TimingCurve, overallY: Double) -> Double {
        if afterCurve { return min(max((overallY - segmentStart) * segmentInvSpan, 0), 1) }
        return baseY + (target - baseY) * curve.progressY(fraction: (s - segmentStart) * segmentInvSpan)
    }
}

/// The parts of a track read only when a run is laid out or finished, or for tracks that do not
/// follow the shared progress (see `Track`).
struct TrackPlan {
    /// The strong reference that keeps `Track.view` alive while the animator holds the track.
    let view: View
    let from: AnimatableVector
    let to: AnimatableVector
    /// Where on the animator's timeline (0…1, time fraction) the track moves.
    let windowStart: Double
    let windowEnd: Double
    /// Added as a keyframe (R13): its window is on the overall progress, after the curve.
    var isKeyframe = false
    var mapping = TrackMapping()
    /// The y lane's progress last added onto the view, while the animator moves the axes apart
    /// (R24, `PropertyAnimator.axesApart`); otherwise the track's `lastProgress` holds for all lanes.
    var lastProgressY = 0.0

    /// Lane 5's change (a transform's skew), read when `Track.movesLane5`.
    var lane5Delta: Double { to[5] - from[5] }
}
