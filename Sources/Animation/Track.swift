import ViewTree

/// One property of one view moved by an animator, from the value presented when it was recorded
/// to the model value set in the animations closure (R10).
///
/// Kept in a contiguous array of these structs: a frame is a tight loop over them with no
/// closure, no existential and no allocation. The track's progress p (0 at `from`, 1 at `to`)
/// depends on the animator's position s in its current run ("segment"):
///
///     p = base + (target − base) · curve(clamp((s − segmentStart) · segmentInvSpan))
///
/// `base`/`target` let a run start where the previous one left off (pause, scrub, continue,
/// reverse — R9); the window lets a track start late (delayFactor, R11) or keyframe (R13).
///
/// Only what a frame reads lives here (160 bytes); the end value and the timeline window, read
/// when a run is laid out or finished, live in a parallel array of `TrackPlan`s. Less memory to
/// stream per frame is most of what makes 10,000 animators fit in a millisecond.
struct Track {
    // A value has at most five components (a transform's); lanes 5…7 are always zero. Four
    // lanes plus a tail keep the struct at 160 bytes rather than 192 — less memory per frame.
    let fromHead: SIMD4<Double>
    let deltaHead: SIMD4<Double>
    let fromTail: Double
    let deltaTail: Double
    /// Unmanaged, so that a frame touches no reference count; `TrackPlan.view` keeps it alive.
    let viewRef: Unmanaged<View>
    /// The write that made this track; it drives the property while the view says so (last writer wins).
    let token: UInt64

    // The current segment's mapping (see above).
    var segmentStart = 0.0
    var segmentInvSpan = 1.0
    var base = 0.0
    var target = 1.0
    /// The window covers the whole segment, so the animator's shared curve value serves.
    var spansSegment = true
    /// False once another writer took the property over; then the track never writes again.
    var alive = true
    let property: AnimatableProperty

    init(view: View, property: AnimatableProperty, token: UInt64, from: AnimatableVector, to: AnimatableVector) {
        self.viewRef = .passUnretained(view)
        self.property = property
        self.token = token
        let delta = to - from
        fromHead = from.lowHalf
        deltaHead = delta.lowHalf
        fromTail = from[4]
        deltaTail = delta[4]
    }

    /// The start value (lanes 5…7, unused by every property, are zero).
    var from: AnimatableVector {
        AnimatableVector(lowHalf: fromHead, highHalf: SIMD4(fromTail, 0, 0, 0))
    }

    /// The value at progress `p`.
    @inline(__always)
    func value(at p: Double) -> AnimatableVector {
        AnimatableVector(lowHalf: fromHead + deltaHead * p, highHalf: SIMD4(fromTail + deltaTail * p, 0, 0, 0))
    }

    /// Sets the segment window [start, end] in segment fractions.
    mutating func setSegmentWindow(_ start: Double, _ end: Double, base: Double, target: Double) {
        let a = min(max(start, 0), 1), b = min(max(end, a), 1)
        segmentStart = a
        // A zero-length window is a step at `a`; a huge slope stands in for the infinite one.
        segmentInvSpan = b - a > 1e-12 ? 1 / (b - a) : 1e12
        spansSegment = a == 0 && b == 1
        self.base = base
        self.target = target
    }

    /// Progress at segment position `s`, given the shared curve value `q` at `s`.
    @inline(__always)
    func progress(at s: Double, sharedValue q: Double, curve: TimingCurve) -> Double {
        let local = spansSegment ? q : curve.progress(fraction: (s - segmentStart) * segmentInvSpan)
        return base + (target - base) * local
    }

}

/// The parts of a track read only when a run is laid out or finished (see `Track`).
struct TrackPlan {
    /// The strong reference that keeps `Track.view` alive while the animator holds the track.
    let view: View
    let to: AnimatableVector
    /// Where on the animator's timeline (0…1, time fraction) the track moves.
    let windowStart: Double
    let windowEnd: Double
}
