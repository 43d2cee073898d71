import Foundation
import Input
import ViewTree

/// Fingers joining and leaving a gesture under way (R36).
extension GestureDispatcher {
    /// A pointer pressing while `current` is under way joins it: the recognisers of the gesture
    /// still in it, on the views under the press, follow it if they take another touch and their
    /// delegate lets them; the view under it gets it too unless the gesture's view touches were
    /// cancelled. A press that reaches none of them is ignored.
    func join(_ event: PointerEvent, _ current: Session) {
        let chain = Self.recognizers(at: event.location, in: root)
        let hit = root.hitTest(event.location)
        let touch = Touch(at: event.location, time: event.timestamp, view: hit, pointerID: event.pointerID)
        let joining = current.recognizers.filter { recognizer in
            recognizer.isParticipating && chain.contains { $0 === recognizer } && recognizer.acceptsAnotherTouch
                && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true)
        }
        guard !joining.isEmpty, current.pointers.count < InputResampler.pointerCapacity else { return }
        let responder = current.viewTouchesCancelled ? nil : hit as? TouchResponder
        let touches: Set<Touch> = [touch]
        session?.pointers.append(PointerRecord(id: event.pointerID, touch: touch, touches: touches, responder: responder))
        updateAllTouches()
        guard let joined = session else { return }
        joined.event.timestamp = event.timestamp
        for recognizer in joining { recognizer.beginTracking(touch) }
        deliver(joined, touch: touch) { $0.touchesBegan(touches, with: joined.event) }
        if let responder, session?.id == joined.id { responder.touchesBegan(touches, with: joined.event) }
    }

    /// Pointer `p` lifted: the recognisers that followed it let its touch go; the gesture ends
    /// when it was the last.
    func lift(_ p: PointerRecord, _ current: Session) {
        guard session?.id == current.id else { return }
        for recognizer in current.recognizers { recognizer.stopTracking(p.touch) }
        session?.pointers.removeAll { $0.id == p.id }
        if session?.pointers.isEmpty == true {
            finishSession(current)
        } else {
            updateAllTouches()
        }
    }

    /// The event's touches are those of the pointers pressed now.
    private func updateAllTouches() {
        guard let pointers = session?.pointers else { return }
        session?.event.allTouches = Set(pointers.map(\.touch))
    }
}
