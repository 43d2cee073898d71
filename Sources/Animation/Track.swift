@_spi(AnimationEngine) import ViewTree

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
/// Only what a frame reads lives here, in 64 bytes: the change and where to add it. The property,
/// the start and end values, the timeline window, any own mapping and the progress last added
/// live in a parallel array of `TrackPlan`s; while an animator's tracks move in step, the
/// progress last added is the animator's (`PropertyAnimator.tracksInStep`).
struct Track {
    /// The change from → to in lanes 0…3 and 4…5 (a value has at most six components, a
    /// transform's; lanes 6…7 are always zero).
    let deltaHead: SIMD4<Double>
    let deltaTail: SIMD2<Double>
    /// The view's presented lanes of the property (`View.presentedLanes`): a frame adds onto
    /// them through this pointer, with no call, no switch on the property and no reference
    /// count. `TrackPlan.view` keeps the view, and so this memory, alive.
    let lanes: UnsafeMutablePointer<Double>
    /// How many lanes `lanes` points at, as the frame loop branches on it.
    let width: LaneWidth
    /// Moves with the segment's shared progress; otherwise by its plan's own mapping.
    var usesSharedProgress = true

    init(view: View, property: AnimatableProperty, from: AnimatableVector, to: AnimatableVector) {
        lanes = view.presentedLanes(property)
        width = LaneWidth(laneCount: property.laneCount)
        let delta = to - from
        deltaHead = delta.lowHalf
        deltaTail = delta.highHalf.lowHalf
    }

    /// The whole change, from → to, every lane.
    var delta: AnimatableVector {
        AnimatableVector(lowHalf: deltaHead, highHalf: SIMD4(lowHalf: deltaTail, highHalf: .zero))
    }
}

/// How many presented lanes a track writes: the properties come in four widths.
enum LaneWidth: UInt8 {
    /// alpha, corner radius, blur radius.
    case one
    /// bounds origin.
    case two
    /// frame, background colour.
    case four
    /// transform.
    case six

    init(laneCount: Int) {
        switch laneCount {
        case 1: self = .one
        case 2: self = .two
        case 4: self = .four
        case 6: self = .six
        default: preconditionFailure("a property of \(laneCount) lanes needs a LaneWidth of its own")
        }
    }
}

extension Track {
    /// Adds `delta × dp` onto the view's presented lanes (R10a): the per-frame write. A result
    /// that is not finite does not land (R8); the test is one multiply-and-sum per track rather
    /// than one per lane.
    @inline(__always)
    func addToPresented(times dp: Double) {
        let raw = UnsafeMutableRawPointer(lanes)
        switch width {
        case .one:
            let v = lanes[0] + deltaHead[0] * dp
            if v * 0 == 0 { lanes[0] = v }
        case .two:
            let v = raw.loadUnaligned(as: SIMD2<Double>.self) + deltaHead.lowHalf * dp
            if Track.isFinite(v * 0) { raw.storeBytes(of: v, as: SIMD2<Double>.self) }
        case .four:
            let v = raw.loadUnaligned(as: SIMD4<Double>.self) + deltaHead * dp
            if Track.isFinite(v.lowHalf * 0 + v.highHalf * 0) { raw.storeBytes(of: v, as: SIMD4<Double>.self) }
        case .six:
            let head = raw.loadUnaligned(as: SIMD4<Double>.self) + deltaHead * dp
            let tail = raw.loadUnaligned(fromByteOffset: 32, as: SIMD2<Double>.self) + deltaTail * dp
            guard Track.isFinite(head.lowHalf * 0 + head.highHalf * 0 + tail * 0) else { return }
            raw.storeBytes(of: head, as: SIMD4<Double>.self)
            raw.storeBytes(of: tail, toByteOffset: 32, as: SIMD2<Double>.self)
        }
    }

    /// True when `zeros`, a sum of lanes × 0, holds no NaN: each lane is 0 for a finite value
    /// and NaN for an infinite or NaN one, so the sum is exact (unlike summing the values).
    @inline(__always)
    private static func isFinite(_ zeros: SIMD2<Double>) -> Bool { zeros.x + zeros.y == 0 }
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
    /// The strong reference that keeps the view (and `Track.lanes`) alive while the animator
    /// holds the track.
    let view: View
    let property: AnimatableProperty
    let from: AnimatableVector
    let to: AnimatableVector
    /// Where on the animator's timeline (0…1, time fraction) the track moves.
    let windowStart: Double
    let windowEnd: Double
    /// Added as a keyframe (R13): its window is on the overall progress, after the curve.
    var isKeyframe = false
    var mapping = TrackMapping()
    /// The progress last added onto the view (R10a: each frame adds `delta × (p − lastProgress)`),
    /// unless the animator's tracks are in step (`PropertyAnimator.lastProgress(ofTrack:)`).
    var lastProgress = 0.0
    /// The y lane's progress last added onto the view, while the animator moves the axes apart
    /// (R24, `PropertyAnimator.axesApart`); otherwise `lastProgress` holds for all lanes.
    var lastProgressY = 0.0
}
