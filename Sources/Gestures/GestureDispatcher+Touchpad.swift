import Foundation
import Input
import ViewTree

/// A touchpad pinch under way: the pinch and rotation recognisers it drives.
struct TouchpadSession {
    var recognizers: [TwoTouchGestureRecognizer]
}

/// A touchpad's pinch drives pinches and rotations (issue 47 item 3b), as a trackpad's pinch
/// drives UIPinchGestureRecognizer and UIRotationGestureRecognizer on iPadOS.
///
/// `.began`, while no other gesture is under way, starts it on the enabled pinch and rotation
/// recognisers of the views under the pointer (hit-tested as a press is, deepest first). Each
/// `.changed` gives them the pad's scale and rotation since then: each begins at the first change
/// of its own measure (scale 1 and rotation 0 there, so nothing jumps), and reports every change
/// after, coalesced as moves are (R32), every one a velocity sample (R29). The first to begin
/// makes the others still `.possible` fail unless a delegate lets them recognise together or its
/// `canPrevent` / their `canBePrevented(by:)` say no; a recogniser that must wait for another
/// (`require(toFail:)`, or a subclass or delegate asked as the gesture reaches both) is held
/// until that one fails (R30).
/// `.ended` ends them with the velocity at its time; `.cancelled`, Escape and focus loss cancel
/// them (R27); a press ends them as lifting the fingers would. The pad has no touches:
/// `numberOfTouches` is 0 and `location(in:)` is the pointer's.
extension GestureDispatcher {
    /// True while a touchpad pinch drives recognisers.
    public var isTouchpadPinching: Bool { touchpadSession != nil }

    /// Feeds one touchpad gesture event; returns true when a recogniser took it. Events with
    /// non-finite numbers are dropped.
    @discardableResult
    public func handle(_ gesture: TouchpadGesture) -> Bool {
        guard gesture.isValid else { return false }
        switch gesture.phase {
        case .began:
            endTouchpad(gesture)
            guard !hasActiveGesture else { return false }
            let recognizers = Self.recognizers(at: gesture.location, in: root).compactMap { $0 as? TwoTouchGestureRecognizer }
            guard !recognizers.isEmpty else { return false }
            touchpadSession = TouchpadSession(recognizers: recognizers)
            for recognizer in recognizers { recognizer.prepareTracking(at: gesture.location) }
            for recognizer in recognizers {
                for other in recognizers where other !== recognizer { recognizer.noteGestureRequirement(on: other) }
            }
            for recognizer in recognizers where recognizer.isParticipating { recognizer.touchpadBegan(gesture) }
            return true
        case .changed:
            guard let current = touchpadSession else { return false }
            for recognizer in current.recognizers where recognizer.isParticipating {
                let before = recognizer.state
                recognizer.touchpadChanged(gesture, coalescing: coalescesChanges)
                if before == .possible, recognizer.state.isInProgress {
                    failPrevented(by: recognizer, among: current.recognizers)
                }
            }
            releaseHeldTouchpad(current.recognizers)
            return true
        case .ended:
            return endTouchpad(gesture)
        case .cancelled:
            guard touchpadSession != nil else { return false }
            cancelTouchpad()
            return true
        }
    }

    /// Ends the touchpad pinch under way, if any, at `gesture`'s time and place.
    @discardableResult
    func endTouchpad(_ gesture: TouchpadGesture) -> Bool {
        guard let current = touchpadSession else { return false }
        touchpadSession = nil
        // Those not held end (or fail) first: a recognition held for one of them that fails
        // then goes ahead, and ends with the rest.
        for recognizer in current.recognizers where recognizer.isParticipating && recognizer.heldState == nil {
            recognizer.touchpadEnded(gesture)
        }
        releaseHeldTouchpad(current.recognizers)
        for recognizer in current.recognizers where recognizer.isParticipating && recognizer.state.isInProgress {
            recognizer.touchpadEnded(gesture)
        }
        for recognizer in current.recognizers {
            recognizer.endTracking()
            recognizer.fail()
        }
        return true
    }

    /// Ends the touchpad pinch under way at its recognisers' newest place and time (a press
    /// came: the fingers must have left the pad).
    func endTouchpad(at time: Double) {
        guard let first = touchpadSession?.recognizers.first else { return }
        endTouchpad(TouchpadGesture(.ended, location: first.location(in: nil), timestamp: time))
    }

    /// Cancels the touchpad pinch under way (R27): `.cancelled` where it had begun.
    func cancelTouchpad() {
        guard let current = touchpadSession else { return }
        touchpadSession = nil
        for recognizer in current.recognizers { recognizer.abandon() }
    }

    /// `winner` recognised: the others still possible fail, unless they may recognise together
    /// or either hook says no (R30).
    private func failPrevented(by winner: GestureRecognizer, among recognizers: [TwoTouchGestureRecognizer]) {
        for other in recognizers where other !== winner && other.isParticipating && other.state == .possible
            && !Self.canRecognizeTogether(winner, other) && winner.canPrevent(other) && other.canBePrevented(by: winner) {
            other.fail()
        }
    }

    /// Held recognitions whose requirements are settled go ahead (and fail the others as any
    /// recognition does) or fail, until nothing changes.
    private func releaseHeldTouchpad(_ recognizers: [TwoTouchGestureRecognizer]) {
        while settleHeldOnce(recognizers, recognized: { failPrevented(by: $0, among: recognizers) }) {}
    }
}
