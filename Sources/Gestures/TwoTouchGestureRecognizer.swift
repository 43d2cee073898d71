import Foundation
import Input
import ViewTree

/// What a pinch and a rotation share (R36): a continuous gesture of the line between two
/// touches, reporting one value measured from that line. It follows two fingers (a third is not
/// followed); it begins once both are down and the measure has moved by the subclass's slop,
/// then reports `.changed` as it changes (once per frame when the dispatcher coalesces, R32).
/// The value is the measure against its base: the measure when the gesture began (so it starts
/// at rest: scale 1, rotation 0), rebased when the value is set or a finger comes back. When one
/// finger lifts the value holds where it was (the gesture goes on, as UIKit's does); a finger
/// coming back down carries on from there; the last finger's release ends it. Its velocity is
/// that of the value as it would read had it never been set, from the samples of the two
/// fingers moving (R29), frozen when the pair broke.
///
/// A subclass says what it measures and how a value reads from a measure and a base; this class
/// does the rest, touchpad pinches included (`GestureDispatcher+Touchpad.swift`).
open class TwoTouchGestureRecognizer: GestureRecognizer {
    /// The value's samples, as the x of each point (R29).
    private var tracker = VelocityTracker()
    /// When the pair broke (or the gesture was released): the velocity is the one at that time.
    private var releaseTime: Double?
    /// A `.changed` held back for the frame (R32).
    private var pendingChange = false

    /// The measure at the newest samples, where it stood when the pair formed (the slop counts
    /// from it), and the bases the reported value and the unset value read against.
    private var measure: Double = 0
    private var startMeasure: Double = 0
    private var base: Double = 0
    private var unsetBase: Double = 0
    /// The reported value (settable through the subclass's property), and the value had it never
    /// been set: the velocity's samples.
    private(set) var reported: Double = 0
    private var unsetValue: Double = 0

    public override init(target: Any?, action: GestureAction?) {
        super.init(target: target, action: action)
        reported = restValue
        unsetValue = restValue
    }

    /// The value's rate of change, per second, from the fingers' samples (R29).
    var valueVelocity: Double {
        Double((releaseTime.map { tracker.velocity(atRelease: $0) } ?? tracker.velocity()).x)
    }

    /// Sets the reported value (UIKit lets a handler set `scale = 1` after applying each change):
    /// later changes go on from it. The velocity is not affected.
    func setValue(_ newValue: Double) {
        reported = newValue
        if let rebased = self.base(for: measure, showing: newValue) { base = rebased }
    }

    open override func reset() {
        reported = restValue
        unsetValue = restValue
        measure = 0
        measureDidReset()
    }

    // MARK: For the subclasses

    /// The value at rest, which the gesture begins at (scale 1, rotation 0).
    var restValue: Double { 0 }
    /// How far the measure must move from where the pair formed before the gesture begins.
    var slop: Double { 0 }
    /// The measure of the pair of touches at `a` and `b`, as they form (the first time, or again
    /// after one lifted), move (their newest samples), or are shown in the frame (F7: not a
    /// sample, so it must not change what the next sample is measured against).
    func measure(formed a: CGPoint, _ b: CGPoint) -> Double { 0 }
    func measure(moved a: CGPoint, _ b: CGPoint) -> Double { 0 }
    func measure(shown a: CGPoint, _ b: CGPoint) -> Double { 0 }
    /// A touchpad pinch's measure (its scale or rotation since it began).
    func measure(pad gesture: TouchpadGesture) -> Double { 0 }
    /// What the value reads for `measure` against `base`; nil where it cannot be read (a pinch's
    /// distance of zero).
    func value(of measure: Double, from base: Double) -> Double? { nil }
    /// The base against which `measure` reads `value`; nil where there is none.
    func base(for measure: Double, showing value: Double) -> Double? { nil }
    /// The subclass's own record of the measure starts over (a new gesture).
    func measureDidReset() {}

    // MARK: The measure

    private func formed(_ newMeasure: Double) {
        measure = newMeasure
        if state == .possible {
            startMeasure = newMeasure
        } else {
            // Back to two fingers: the value goes on from where it held.
            if let b = base(for: newMeasure, showing: reported) { base = b }
            if let b = base(for: newMeasure, showing: unsetValue) { unsetBase = b }
        }
    }

    private func moved(_ newMeasure: Double) {
        measure = newMeasure
        guard state.isInProgress, let v = value(of: newMeasure, from: base),
              let raw = value(of: newMeasure, from: unsetBase) else { return }
        reported = v
        unsetValue = raw
    }

    /// The gesture begins here: the value starts from rest against the measure now.
    private func beginValue() {
        base = measure
        unsetBase = measure
        reported = restValue
        unsetValue = restValue
    }

    private var hasCrossedSlop: Bool {
        value(of: measure, from: measure) != nil && abs(measure - startMeasure) >= slop
    }

    // MARK: Touches

    override var acceptsAnotherTouch: Bool { trackedTouches.count < 2 }

    /// The first two touches followed, where the frame shows them.
    private func shownPair() -> (CGPoint, CGPoint)? {
        guard trackedTouches.count >= 2 else { return nil }
        return (trackedTouches[0].displayedLocation, trackedTouches[1].displayedLocation)
    }

    /// The first two touches followed, as they were at `time` (a sample's): two fingers moving
    /// together are sampled one after the other, and the line between one's new sample and the
    /// other's older one would pinch or turn when neither does.
    private func pair(at time: Double) -> (CGPoint, CGPoint)? {
        guard trackedTouches.count >= 2 else { return nil }
        return (trackedTouches[0].rootLocation(near: time), trackedTouches[1].rootLocation(near: time))
    }

    override func pointerDown(at location: CGPoint, time: Double) {
        tracker.reset()
        releaseTime = nil
        pendingChange = false
    }

    override func touchJoined(_ touch: Touch) {
        pointerLocation = centroid()
        guard let (a, b) = pair(at: touch.timestamp) else { return }
        formed(measure(formed: a, b))
        releaseTime = nil
    }

    override func touchMoved(_ touch: Touch, coalescing: Bool) {
        pointerLocation = centroid()
        guard let (a, b) = pair(at: touch.timestamp) else { return }
        moved(measure(moved: a, b))
        // Fingers moving together are sampled one after the other: before both have moved, the
        // one not yet sampled cannot be carried along, so whether the pair pinched or turned is
        // judged only once it has, or has kept still long enough to be still.
        let judged = state != .possible || trackedTouches.prefix(2).allSatisfy { other in
            other === touch || other.previousTimestamp < other.timestamp
                || touch.timestamp - other.timestamp > Self.stillAfter
        }
        measured(at: touch.timestamp, crossed: judged && hasCrossedSlop, coalescing: coalescing)
    }

    /// Seconds without a sample after which a finger is taken to be still while the other moves
    /// (touch screens report every moving finger at 60–240 Hz). Half-way between two whole
    /// milliseconds, so that no two samples stamped in milliseconds (X, SDL, a recording) are
    /// ever exactly this far apart: a window and its replay judge alike.
    static let stillAfter = 0.0425

    /// The measure changed at `time`: the gesture begins once it has `crossed` its slop, and
    /// reports each change after (R32: once per frame when `coalescing`), every one a sample.
    private func measured(at time: Double, crossed: Bool, coalescing: Bool) {
        switch state {
        case .possible:
            guard crossed, shouldBegin() else { return }
            beginValue()
            tracker.addSample(CGPoint(x: unsetValue, y: 0), at: time)
            recognize(as: .began)
        case .began, .changed:
            tracker.addSample(CGPoint(x: unsetValue, y: 0), at: time)
            if coalescing { pendingChange = true } else { setState(.changed) }
        case .ended, .cancelled, .failed:
            break
        }
    }

    /// One finger: the value holds.
    override func pointerMoved(to location: CGPoint, time: Double, coalescing: Bool) {
        pointerLocation = location
    }

    override func touchLifted(_ touch: Touch) {
        pointerLocation = centroid(excluding: touch)
        guard trackedTouches.count - 1 < 2, state.isInProgress else { return }
        releaseTime = touch.timestamp
        flushPendingChange()
    }

    override func pointerUp(at location: CGPoint, time: Double) {
        pointerLocation = location
        switch state {
        case .possible:
            storedState = .failed
        case .began, .changed:
            if releaseTime == nil { releaseTime = time }
            flushPendingChange()
            setState(.ended)
        case .ended, .cancelled, .failed:
            break
        }
    }

    override func showResampledTouches() {
        guard state.isInProgress, trackedTouches.contains(where: { $0.shownLocation != nil }),
              let (a, b) = shownPair() else { return }
        pointerLocation = centroid { $0.displayedLocation }
        if let shown = value(of: measure(shown: a, b), from: base) { reported = shown }
        pendingChange = true
    }

    // MARK: Touchpad (issue 47 item 3b)

    /// A touchpad's pinch starts on this recogniser (`GestureDispatcher.handle(_: TouchpadGesture)`):
    /// it has no touches; its measure is the pad's own.
    func touchpadBegan(_ gesture: TouchpadGesture) {
        pointerDown(at: gesture.location, time: gesture.timestamp)
        pointerLocation = gesture.location
        formed(measure(pad: gesture))
    }

    /// The pad's fingers moved: the gesture begins at the first change of the measure (the
    /// system already held the pinch back until it was one), then reports each.
    func touchpadChanged(_ gesture: TouchpadGesture, coalescing: Bool) {
        pointerLocation = gesture.location
        moved(measure(pad: gesture))
        let hasMoved = value(of: measure, from: measure) != nil && measure != startMeasure
        measured(at: gesture.timestamp, crossed: hasMoved, coalescing: coalescing)
    }

    /// The pad's fingers lifted: `.ended` with the velocity at that time (R29), or `.failed` if
    /// the measure never moved.
    func touchpadEnded(_ gesture: TouchpadGesture) {
        pointerUp(at: gesture.location, time: gesture.timestamp)
    }

    override func flushPendingChange() {
        guard pendingChange else { return }
        pendingChange = false
        if state.isInProgress { setState(.changed) }
    }

    override func discardPendingChange() {
        pendingChange = false
    }
}
