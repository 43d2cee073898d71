import Foundation
import Input
import ViewTree

/// Routes pointer events to the recognisers of the views under the press (R26, R30, R32).
///
/// The platform's frame loop owns one per window:
///
///     dispatcher.coalescesChanges = true
///     for each SDL event: dispatcher.handle(pointerEvent)   // Escape / focus lost: cancelAll()
///     dispatcher.flush(at: sampleTime, pointer: resampled) // once per frame, before animators update
///
/// On `.down` the deepest hit view is found (hidden, transparent and non-interactive views are
/// skipped) and the enabled recognisers of it and its ancestors, deepest first, follow that
/// pointer until it is released. A recogniser on an ancestor therefore sees a drag on a child
/// that has none. The first recogniser to recognise (a pan beginning, a tap being recognised)
/// makes every other still `.possible` fail, unless a delegate lets them recognise together.
///
/// A recogniser tied to another by `require(toFail:)` waits for it, and a multi-tap waits for its
/// next press, beyond the press that started them; `flush(at:)` (or the next press) ends the
/// wait once the tap interval has passed (R30).
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
        /// The pointer as a touch, its one-element set and its event: made once per press and
        /// updated in place, so a drag allocates nothing.
        var touch: Touch
        var touches: Set<Touch>
        var event: TouchEvent
        /// The hit view when it takes touches itself (R35); nil once its touches were cancelled.
        var responder: TouchResponder?
    }

    private var session: Session?
    private var sessionCounter = 0
    /// Recognisers whose gesture outlives its press (R30): a multi-tap between its taps, or a
    /// recognition held back by `require(toFail:)`.
    private var lingering: [GestureRecognizer] = []
    /// The scroll sequence under way: the pan it drives and its newest step's time (see
    /// `GestureDispatcher+Scroll.swift`).
    var scrollSession: ScrollSession?

    public init(root: View) {
        self.root = root
    }

    /// True from a press that reached a recogniser until its release or cancellation. The
    /// platform can use it to capture the mouse or to pump events more often.
    /// A scroll sequence counts too, until it ends.
    public var hasActiveGesture: Bool { session != nil || scrollSession != nil }

    /// The earliest deadline a recogniser waits for (a multi-tap's next press, R30; a scroll
    /// sequence's end, 100 ms after its last step; a long press held long enough, R36), on the
    /// pointer clock: without input, nothing here changes before it.
    public var nextDeadline: Double? {
        var earliest = scrollSession.map { $0.lastTime + GestureDefaults.scrollEndDelay }
        for recognizer in lingering {
            if let t = recognizer.waitsUntil, t < (earliest ?? .infinity) { earliest = t }
        }
        for recognizer in session?.recognizers ?? [] where recognizer.isParticipating {
            if let t = recognizer.pressDeadline, t < (earliest ?? .infinity) { earliest = t }
        }
        return earliest
    }

    /// The recognisers following the current pointer (deepest view first), or the pan a scroll
    /// sequence drives.
    public var activeRecognizers: [GestureRecognizer] { session?.recognizers ?? scrollSession.map { [$0.pan] } ?? [] }

    /// Feeds one pointer sample. Non-finite positions or times are dropped.
    public func handle(_ event: PointerEvent) {
        guard event.location.x.isFinite, event.location.y.isFinite, event.timestamp.isFinite else { return }
        switch event.phase {
        case .down:
            // A press ends a scroll sequence under way, as lifting the fingers would.
            endScroll()
            if let current = session {
                // Another finger joining is ignored; the same pointer pressing again means its
                // release was lost: the old gesture cannot end properly, so it is cancelled.
                guard current.pointerID == event.pointerID else { return }
                cancelAll()
            }
            let recognizers = Self.recognizers(at: event.location, in: root)
            settleLingering(beforePressAt: event.location, time: event.timestamp, reaching: recognizers)
            start(event, recognizers: recognizers)
        case .move:
            guard let current = session, current.pointerID == event.pointerID else { return }
            current.touch.move(to: event.location, time: event.timestamp, phase: .moved)
            current.event.timestamp = event.timestamp
            current.event.isCoalescing = coalescesChanges
            deliver(current) { $0.touchesMoved(current.touches, with: current.event) }
            if let responder = session?.responder, isCurrent(current) {
                responder.touchesMoved(current.touches, with: current.event)
            }
        case .up:
            guard let current = session, current.pointerID == event.pointerID else { return }
            current.touch.move(to: event.location, time: event.timestamp, phase: .ended)
            current.event.timestamp = event.timestamp
            deliver(current) { $0.touchesEnded(current.touches, with: current.event) }
            // A recogniser that recognised on this release may have cancelled the view's touches.
            if let responder = session?.responder, isCurrent(current) {
                responder.touchesEnded(current.touches, with: current.event)
            }
            finish(current)
        case .cancel:
            guard let current = session, current.pointerID == event.pointerID else { return }
            cancelAll()
        }
    }

    /// Fires the `.changed` held back since the last flush, once per recogniser (R32). Call once
    /// per frame, before the animators update, so the frame draws the latest pointer position.
    public func flush() {
        scrollSession?.pan.flushPendingChange()
        guard let current = session else { return }
        for recognizer in current.recognizers where isCurrent(current) {
            recognizer.flushPendingChange()
        }
    }

    /// `flush()`, and the passing of time up to `time` (the frame's sample time, on the pointer
    /// clock): a recogniser waiting past its deadline (a multi-tap whose next press has not come
    /// within `TapGestureRecognizer.maximumTapInterval`) stops waiting, and recognitions waiting
    /// for it (`require(toFail:)`) go ahead (R30). Without it they are settled at the next press.
    /// `pointer`, when given, is where the frame shows the pointer (F7: resampled to `time`): a
    /// pan under way reports its `.changed` there.
    public func flush(at time: Double, pointer: CGPoint? = nil) {
        if let pointer, pointer.x.isFinite, pointer.y.isFinite, let current = session {
            for recognizer in current.recognizers where recognizer.isParticipating {
                recognizer.showResampledLocation(pointer)
            }
        }
        flush()
        if let current = session, current.recognizers.contains(where: { $0.pressDeadline.map { time >= $0 } == true }) {
            // A press held still past a deadline (a long press) changes state with no event.
            deliver(current) { recognizer in
                if let deadline = recognizer.pressDeadline, time >= deadline { recognizer.pressHeld(at: time) }
            }
        }
        endScrollIfQuiet(at: time)
        for recognizer in lingering where recognizer.waitsUntil.map({ time > $0 }) == true { recognizer.stopWaiting() }
        releaseHeld(lingering + (session?.recognizers ?? []))
    }

    /// Cancels the gesture under way (focus lost, Escape; R27): begun recognisers get
    /// `.cancelled`, the others fail. Later samples of that pointer are ignored until it is
    /// pressed again.
    public func cancelAll() {
        cancelScroll()
        for recognizer in lingering { recognizer.stopWaiting() }
        for recognizer in lingering where recognizer.heldState != nil { recognizer.storedState = .failed }
        lingering.removeAll()
        guard let current = session else { return }
        session = nil
        current.touch.move(to: current.touch.rootLocation, time: current.touch.timestamp, phase: .cancelled)
        current.responder?.touchesCancelled(current.touches, with: current.event)
        for recognizer in current.recognizers where recognizer.isTracking {
            recognizer.touchesCancelled(current.touches, with: current.event)
            recognizer.abandon()
        }
    }

    // MARK: Private

    private func start(_ event: PointerEvent, recognizers candidates: [GestureRecognizer]) {
        let hit = root.hitTest(event.location)
        let responder = hit as? TouchResponder
        guard !candidates.isEmpty || responder != nil else { return }
        let touch = Touch(at: event.location, time: event.timestamp, view: hit)
        // A delegate may keep the touch from its recogniser (`shouldReceive`).
        let recognizers = candidates.filter { $0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true }
        guard !recognizers.isEmpty || responder != nil else { return }
        sessionCounter += 1
        let touches: Set<Touch> = [touch]
        let new = Session(id: sessionCounter, pointerID: event.pointerID, recognizers: recognizers,
                          touch: touch, touches: touches, event: TouchEvent(touches: touches, time: event.timestamp),
                          responder: responder)
        session = new
        // The recognisers see the touch first (R35), then the view.
        for recognizer in recognizers { recognizer.prepareTracking(at: event.location) }
        for recognizer in recognizers where isCurrent(new) {
            recognizer.touchesBegan(touches, with: new.event)
        }
        if let responder, isCurrent(new) { responder.touchesBegan(touches, with: new.event) }
        // A pan that begins on the press (`beginsOnPress`, or a subclass setting `.began` in
        // `touchesBegan`) has recognised already (R30).
        for recognizer in recognizers where isCurrent(new) && recognizer.isTracking
            && (recognizer.state == .began || recognizer.state == .ended) {
            resolveExclusivity(winner: recognizer, in: new)
        }
        if isCurrent(new) { releaseHeld(recognizers) }
    }

    /// Before a press: multi-taps that this press does not continue (too late, too far, or not
    /// under it) fail, and the recognitions that waited for them are settled (R30).
    private func settleLingering(beforePressAt location: CGPoint, time: Double, reaching recognizers: [GestureRecognizer]) {
        guard !lingering.isEmpty else { return }
        for recognizer in lingering where recognizer.isAwaitingNextPress {
            let reached = recognizers.contains { $0 === recognizer }
            if !reached || !recognizer.continuesWaiting(at: location, time: time) { recognizer.stopWaiting() }
        }
        releaseHeld(lingering)
    }

    /// Lets held recognitions go ahead whose failure requirements are met, and fails those whose
    /// requirement recognised, until nothing changes (requirements can chain) (R30).
    private func releaseHeld(_ candidates: [GestureRecognizer]) {
        var changed = true
        while changed {
            changed = false
            for recognizer in candidates {
                guard let held = recognizer.heldState else { continue }
                switch recognizer.requirementStatus {
                case .waiting:
                    continue
                case .blocked:
                    recognizer.storedState = .failed
                case .met:
                    recognizer.heldState = nil
                    recognizer.setState(held)
                    if let current = session, current.recognizers.contains(where: { $0 === recognizer }) {
                        resolveExclusivity(winner: recognizer, in: current)
                    }
                }
                changed = true
            }
        }
        lingering.removeAll { $0.heldState == nil && !$0.isAwaitingNextPress }
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
        if isCurrent(current) { releaseHeld(current.recognizers + lingering) }
    }

    private func resolveExclusivity(winner: GestureRecognizer, in current: Session) {
        // R35: the view's touches are cancelled when a recogniser that cancels them recognises.
        if winner.cancelsTouchesInView, isCurrent(current), let responder = session?.responder {
            session?.responder = nil
            responder.touchesCancelled(current.touches, with: current.event)
        }
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
            recognizer.endTracking()
            // A multi-tap between taps, or a recognition waiting for another to fail, goes on
            // after the press (R30); every other recogniser that has not recognised fails.
            if recognizer.isAwaitingNextPress || recognizer.heldState != nil {
                if !lingering.contains(where: { $0 === recognizer }) { lingering.append(recognizer) }
            } else {
                recognizer.fail()
            }
        }
        releaseHeld(lingering)
    }

    private func isCurrent(_ s: Session) -> Bool { session?.id == s.id }
}
