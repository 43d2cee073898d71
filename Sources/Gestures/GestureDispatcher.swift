import Foundation
import ViewTree

/// Routes pointer events to the recognisers of the views under the press (R26, R30, R32).
///
/// The platform's frame loop owns one per window:
///
///     dispatcher.coalescesChanges = true
///     for each SDL event: dispatcher.handle(pointerEvent)   // Escape / focus lost: cancelAll()
///     dispatcher.flush()                                   // once per frame, before animators update
///
/// On `.down` the deepest hit view is found (hidden, transparent and non-interactive views are
/// skipped) and the enabled recognisers of it and its ancestors, deepest first, follow that
/// pointer until it is released. A recogniser on an ancestor therefore sees a drag on a child
/// that has none. The first recogniser to recognise (a pan beginning, a tap being recognised)
/// makes every other still `.possible` fail, unless a delegate lets them recognise together.
///
/// One pointer is followed at a time: presses of other pointers during a gesture are ignored.
public final class GestureDispatcher {
    public let root: View

    /// When true, `.changed` is held back until `flush()` and fired once per recogniser with
    /// the latest translation, however many moves arrived (R32). Every sample still reaches
    /// the velocity tracker at once, and `.began`, `.ended` and `.cancelled` are never delayed.
    /// When false (the default), every move fires `.changed` at once.
    public var coalescesChanges = false

    private struct Session {
        var id: Int
        var pointerID: Int
        var recognizers: [GestureRecognizer]
    }

    private var session: Session?
    private var sessionCounter = 0

    public init(root: View) {
        self.root = root
    }

    /// True from a press that reached a recogniser until its release or cancellation. The
    /// platform can use it to capture the mouse or to pump events more often.
    public var hasActiveGesture: Bool { session != nil }

    /// The recognisers following the current pointer, deepest view first.
    public var activeRecognizers: [GestureRecognizer] { session?.recognizers ?? [] }

    /// Feeds one pointer sample. Non-finite positions or times are dropped.
    public func handle(_ event: PointerEvent) {
        guard event.location.x.isFinite, event.location.y.isFinite, event.timestamp.isFinite else { return }
        switch event.phase {
        case .down:
            if let current = session {
                // Another finger joining is ignored; the same pointer pressing again means its
                // release was lost: the old gesture cannot end properly, so it is cancelled.
                guard current.pointerID == event.pointerID else { return }
                cancelAll()
            }
            start(event)
        case .move:
            guard let current = session, current.pointerID == event.pointerID else { return }
            let coalescing = coalescesChanges
            deliver(current) { $0.pointerMoved(to: event.location, time: event.timestamp, coalescing: coalescing) }
        case .up:
            guard let current = session, current.pointerID == event.pointerID else { return }
            deliver(current) { $0.pointerUp(at: event.location, time: event.timestamp) }
            finish(current)
        case .cancel:
            guard let current = session, current.pointerID == event.pointerID else { return }
            cancelAll()
        }
    }

    /// Fires the `.changed` held back since the last flush, once per recogniser (R32). Call once
    /// per frame, before the animators update, so the frame draws the latest pointer position.
    public func flush() {
        guard let current = session else { return }
        for recognizer in current.recognizers where isCurrent(current) {
            recognizer.flushPendingChange()
        }
    }

    /// Cancels the gesture under way (focus lost, Escape; R27): begun recognisers get
    /// `.cancelled`, the others fail. Later samples of that pointer are ignored until it is
    /// pressed again.
    public func cancelAll() {
        guard let current = session else { return }
        session = nil
        for recognizer in current.recognizers { recognizer.abandon() }
    }

    // MARK: Private

    private func start(_ event: PointerEvent) {
        let recognizers = Self.recognizers(at: event.location, in: root)
        guard !recognizers.isEmpty else { return }
        sessionCounter += 1
        let new = Session(id: sessionCounter, pointerID: event.pointerID, recognizers: recognizers)
        session = new
        for recognizer in recognizers { recognizer.beginTracking(at: event.location, time: event.timestamp) }
    }

    /// The enabled recognisers of the hit view and its ancestors, deepest first (R26).
    static func recognizers(at location: CGPoint, in root: View) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var view = root.hitTest(location)
        while let current = view {
            result.append(contentsOf: current.gestureRecognizers.filter(\.isEnabled))
            view = current.superview
        }
        return result
    }

    /// Gives `step` to each recogniser still in the gesture, deepest first, resolving who wins
    /// as soon as one recognises so that the others do not see the same sample (R30).
    private func deliver(_ current: Session, _ step: (GestureRecognizer) -> Void) {
        for recognizer in current.recognizers {
            // A handler may have cancelled everything or started over (re-entrancy).
            guard isCurrent(current) else { return }
            guard recognizer.isParticipating else { continue }
            let before = recognizer.state
            step(recognizer)
            let recognised = before == .possible && (recognizer.state == .began || recognizer.state == .ended)
            if recognised { resolveExclusivity(winner: recognizer, in: current) }
        }
    }

    private func resolveExclusivity(winner: GestureRecognizer, in current: Session) {
        for other in current.recognizers where other !== winner && other.isParticipating && other.state == .possible {
            if !Self.canRecognizeTogether(winner, other) { other.fail() }
        }
    }

    static func canRecognizeTogether(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func finish(_ current: Session) {
        guard isCurrent(current) else { return }
        session = nil
        for recognizer in current.recognizers {
            recognizer.fail()
            recognizer.endTracking()
        }
    }

    private func isCurrent(_ s: Session) -> Bool { session?.id == s.id }
}
