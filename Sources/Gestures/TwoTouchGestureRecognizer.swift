import Foundation
import ViewTree

/// What a pinch and a rotation share (R36): a continuous gesture of the line between two
/// touches. It follows two fingers (a third is not followed); it begins once both are down and
/// the subclass's measure of that line has changed past its slop, then reports `.changed` as it
/// changes (once per frame when the dispatcher coalesces, R32). When one finger lifts the value
/// holds where it was (the gesture goes on, as UIKit's does); a finger coming back down carries
/// on from there; the last finger's release ends it. Its velocity is that of the value, from
/// the samples of the two fingers moving (R29), frozen when the pair broke.
open class TwoTouchGestureRecognizer: GestureRecognizer {
    /// The value's samples, as the x of each point (R29).
    private var tracker = VelocityTracker()
    /// When the pair broke (or the gesture was released): the velocity is the one at that time.
    private var releaseTime: Double?
    /// A `.changed` held back for the frame (R32).
    private var pendingChange = false


    /// The value's rate of change, per second, from the fingers' samples (R29).
    var valueVelocity: Double {
        Double((releaseTime.map { tracker.velocity(atRelease: $0) } ?? tracker.velocity()).x)
    }

    // MARK: For the subclasses

    /// The two touches are down (the first time, or again after one lifted) at `a` and `b`.
    func pairFormed(_ a: CGPoint, _ b: CGPoint) {}
    /// The two touches moved to `a` and `b` (newest samples): take the measure, and the reported
    /// value while the gesture is under way.
    func pairMoved(_ a: CGPoint, _ b: CGPoint) {}
    /// The frame shows the touches at `a` and `b` (F7): the reported value there, not a sample.
    func pairShown(_ a: CGPoint, _ b: CGPoint) {}
    /// Whether the measure has changed enough since the pair formed to begin.
    var hasCrossedSlop: Bool { false }
    /// The gesture begins here: the reported value starts from its rest (scale 1, rotation 0).
    func beginValue() {}
    /// The measure as a velocity sample: unaffected by setting the reported value.
    var sampleValue: Double { 0 }

    // MARK: Touches

    override var acceptsAnotherTouch: Bool { trackedTouches.count < 2 }

    /// The first two touches followed, at their newest samples or where the frame shows them.
    private func pair(shown: Bool) -> (CGPoint, CGPoint)? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0], b = trackedTouches[1]
        return shown ? (a.displayedLocation, b.displayedLocation) : (a.rootLocation, b.rootLocation)
    }

    override func pointerDown(at location: CGPoint, time: Double) {
        tracker.reset()
        releaseTime = nil
        pendingChange = false
    }

    override func touchJoined(_ touch: Touch) {
        pointerLocation = centroid()
        guard let (a, b) = pair(shown: false) else { return }
        pairFormed(a, b)
        releaseTime = nil
    }

    override func touchMoved(_ touch: Touch, coalescing: Bool) {
        pointerLocation = centroid()
        guard let (a, b) = pair(shown: false) else { return }
        pairMoved(a, b)
        switch state {
        case .possible:
            guard hasCrossedSlop, shouldBegin() else { return }
            beginValue()
            tracker.addSample(CGPoint(x: sampleValue, y: 0), at: touch.timestamp)
            recognize(as: .began)
        case .began, .changed:
            tracker.addSample(CGPoint(x: sampleValue, y: 0), at: touch.timestamp)
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
              let (a, b) = pair(shown: true) else { return }
        pointerLocation = centroid { $0.displayedLocation }
        pairShown(a, b)
        pendingChange = true
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
