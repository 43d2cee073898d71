import Foundation
import ViewTree

/// A press held still: UILongPressGestureRecognizer's counterpart (R36), continuous.
///
/// Begins (`.began`) once the pointer has been down `minimumPressDuration` seconds without
/// wandering more than `allowableMovement` points from where it pressed; then each move is a
/// `.changed` (anywhere: the finger may drag what it lifted) and the release `.ended`. Fails when
/// the pointer wanders too far or lifts before that. The dispatcher passes time to it between
/// events (`GestureDispatcher.flush(at:)`, with `nextDeadline` saying when), so it begins on
/// time even while the finger holds perfectly still and no event comes.
///
/// With `numberOfTouchesRequired` fingers (R36) the time counts from when that many are down;
/// a finger more, or one lifting before it begins, fails it; once begun, `location(in:)` is the
/// fingers' centroid, and the first finger to lift ends it.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the press must last before the gesture begins (UIKit's 0.5 s, R36).
    public var minimumPressDuration: Double = GestureDefaults.longPressDuration
    /// Points the pointer may wander from the press before the gesture begins (UIKit's 10 pt, R36).
    public var allowableMovement: CGFloat = CGFloat(GestureDefaults.longPressAllowableMovement)
    /// How many fingers must hold (R36); at least 1.
    public var numberOfTouchesRequired = 1 {
        didSet { numberOfTouchesRequired = max(1, numberOfTouchesRequired) }
    }

    /// When the press that may become the gesture started (pointer clock, seconds).
    private var pressTime: Double?
    /// A `.changed` held back for the frame (R32).
    private var pendingChange = false


    /// A long press that calls `handler` on each state it reports.
    public convenience init(name: String = "", handler: @escaping (LongPressGestureRecognizer) -> Void) {
        self.init(name: name)
        addHandler(handler)
    }

    open override func reset() {
        pressTime = nil
        pendingChange = false
    }

    override var pressDeadline: Double? {
        guard isTracking, state == .possible, heldState == nil, let pressTime else { return nil }
        return pressTime + minimumPressDuration
    }

    override func pressHeld(at time: Double) {
        guard let deadline = pressDeadline, time >= deadline else { return }
        if shouldBegin() { recognize(as: .began) }
    }

    override func pointerDown(at location: CGPoint, time: Double) {
        pressTime = numberOfTouchesRequired == 1 ? time : nil
    }

    override func touchJoined(_ touch: Touch) {
        pointerLocation = centroid()
        guard state == .possible else { return }
        if trackedTouches.count > numberOfTouchesRequired {
            storedState = .failed
        } else if trackedTouches.count == numberOfTouchesRequired {
            pressTime = touch.timestamp
        }
    }

    override func touchMoved(_ touch: Touch, coalescing: Bool) {
        pressHeld(at: touch.timestamp)
        pointerLocation = centroid()
        switch state {
        case .possible:
            let dx = touch.rootLocation.x - touch.startRootLocation.x, dy = touch.rootLocation.y - touch.startRootLocation.y
            if (dx * dx + dy * dy).squareRoot() > allowableMovement { storedState = .failed }
        case .began, .changed:
            if coalescing { pendingChange = true } else { setState(.changed) }
        case .ended, .cancelled, .failed:
            break
        }
    }

    override func touchLifted(_ touch: Touch) {
        pressHeld(at: touch.timestamp)
        pointerLocation = centroid(excluding: touch)
        switch state {
        case .possible: storedState = .failed
        case .began, .changed:
            pendingChange = false
            setState(.ended)
        case .ended, .cancelled, .failed: break
        }
    }

    override func pointerMoved(to location: CGPoint, time: Double, coalescing: Bool) {
        // A move after the deadline comes after the moment the press was held long enough.
        pressHeld(at: time)
        pointerLocation = location
        switch state {
        case .possible:
            let dx = location.x - pressLocation.x, dy = location.y - pressLocation.y
            if (dx * dx + dy * dy).squareRoot() > allowableMovement { storedState = .failed }
        case .began, .changed:
            if coalescing { pendingChange = true } else { setState(.changed) }
        case .ended, .cancelled, .failed:
            break
        }
    }

    override func pointerUp(at location: CGPoint, time: Double) {
        pressHeld(at: time)
        pointerLocation = location
        switch state {
        case .possible: storedState = .failed
        case .began, .changed:
            pendingChange = false
            setState(.ended)
        case .ended, .cancelled, .failed: break
        }
    }

    override func flushPendingChange() {
        guard pendingChange else { return }
        pendingChange = false
        if state == .began || state == .changed { setState(.changed) }
    }

    override func discardPendingChange() {
        pendingChange = false
    }
}
