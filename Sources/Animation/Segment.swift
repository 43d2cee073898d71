/// One run of an animator's timeline: from where it was when the run began to one end.
///
/// The animator's position s in the segment goes 0 → 1 at constant speed over `curve.duration`
/// seconds (or back, for a retraceable segment played reversed). `u0`/`u1` say where on the
/// animator's whole timeline (time fraction, 0…1) the segment starts and ends; `p0`/`p1` what
/// `fractionComplete` reads there.
struct Segment {
    var curve: TimingCurve
    var u0 = 0.0, u1 = 1.0
    var p0 = 0.0, p1 = 1.0
    /// The segment is the whole timeline with every track from its start: playing it backwards
    /// retraces exactly what forwards showed (R14), so reversal flips direction rather than
    /// starting a new run.
    var retraceable = true
    /// Made by assigning `fractionComplete` with `scrubsLinearly`: linear, never run as is (R17).
    var isScrub = false
    /// The direction a non-retraceable segment heads in (isReversed when it was made).
    var headsToStart = false
    /// Progress at s = 0 and s = 1 of every track that spans the segment with the common mapping
    /// (most of them): computed once per frame for all (see `Track.usesSharedProgress`).
    var sharedBase = 0.0
    var sharedTarget = 1.0
    /// `sharedBase` for the y lane of point-like properties (R24): different only after a run
    /// with a spring per axis.
    var sharedBaseY = 0.0

    /// The whole timeline with `curve`: what a fresh start runs, and what scrubbing shows.
    static func whole(_ curve: TimingCurve, scrub: Bool = false) -> Segment {
        Segment(curve: curve, isScrub: scrub)
    }

    /// Timeline position (time fraction) at segment position `s`.
    @inline(__always)
    func timeline(at s: Double) -> Double { u0 + (u1 - u0) * s }
}

