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
/// One pointer for now: `numberOfTouchesRequired` is 1, as the dispatcher follows one pointer.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the press must last before the gesture begins (UIKit's 0.5 s, R36).
    public var minimumPressDuration: Double = GestureDefaults.longPressDuration
    /// Points the pointer may wander from the press before the gesture begins (UIKit's 10 pt, R36).
    public var allowableMovement: CGFloat = CGFloat(GestureDefaults.longPressAllowableMovement)

    /// When the press that may become the gesture started (pointer clock, seconds).
    private var pressTime: Double?
    /// A `.changed` held back for the frame (R32).
    private var pendingChange = false

    public required init(name: String = "") {
        super.init(name: name)
    }

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
        pressTime = time
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
