import Foundation
import Input
import ViewTree

/// Routes pointer events to the recognisers of the views under the press (R26, R30, R32).
///
/// The platform's frame loop owns one per window:
///
///     dispatcher.coalescesChanges = true
///     for each SDL event: dispatcher.handle(pointerEvent)   // Escape / focus lost: cancelAll()
///     dispatcher.flush(at: sampleTime) { id in resampler.location(of: id, at: sampleTime) }
///                                                          // once per frame, before animators update
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
/// Several pointers (R36): a finger pressing while a gesture is under way joins it. It is hit-
/// tested as a press is, and the recognisers of the gesture that are still in it, on its view
/// and that view's ancestors, follow it too when they take another touch (`acceptsAnotherTouch`,
/// as Flutter's `startTrackingPointer`; a delegate's `shouldReceive` may keep it from one). Each
/// pointer's moves go to the recognisers that follow it; its release ends only its own touch,
/// and the gesture ends when its last pointer lifts. A press that reaches no recogniser of the
/// gesture under way is ignored, with the rest of that pointer's samples.
public final class GestureDispatcher {
    public let root: View

    /// When true, `.changed` is held back until `flush()` and fired once per recogniser with
    /// the latest translation, however many moves arrived (R32). Every sample still reaches
    /// the velocity tracker at once, and `.began`, `.ended` and `.cancelled` are never delayed.
    /// When false (the default), every move fires `.changed` at once.
    public var coalescesChanges = false

    /// One pressed pointer of the gesture: its touch, the touch's one-element set (made once per
    /// press and updated in place, so a drag allocates nothing) and the hit view when it takes
    /// touches itself (R35; nil once the view's touches were cancelled).
    struct PointerRecord {
        var id: Int
        var touch: Touch
        var touches: Set<Touch>
        var responder: TouchResponder?
    }

    struct Session {
        var id: Int
        var recognizers: [GestureRecognizer]
        /// The pointers pressed now, first pressed first.
        var pointers: [PointerRecord]
        var event: TouchEvent
        /// A recogniser that cancels the view's touches recognised: later fingers go to no view.
        var viewTouchesCancelled = false
    }

    var session: Session?
    private var sessionCounter = 0
    /// Recognisers whose gesture outlives its press (R30): a multi-tap between its taps, or a
    /// recognition held back by `require(toFail:)`.
    private var lingering: [GestureRecognizer] = []
    /// The scroll sequence under way: the pan it drives and its newest step's time (see
    /// `GestureDispatcher+Scroll.swift`).
    var scrollSession: ScrollSession?
    /// The touchpad pinch under way (see `GestureDispatcher+Touchpad.swift`).
    var touchpadSession: TouchpadSession?

    public init(root: View) {
        self.root = root
        warmTouchSet()
    }

    /// True from a press that reached a recogniser until its last pointer's release or the
    /// gesture's cancellation. The platform can use it to capture the mouse or to pump events
    /// more often. A scroll sequence counts too, until it ends.
    public var hasActiveGesture: Bool { session != nil || scrollSession != nil || touchpadSession != nil }

    /// The ids of the pointers the gesture under way follows, first pressed first (R36).
    public var trackedPointers: [Int] { session?.pointers.map(\.id) ?? [] }

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

    /// The recognisers of the gesture under way (deepest view first), or the pan a scroll
    /// sequence drives.
    public var activeRecognizers: [GestureRecognizer] {
        session?.recognizers ?? scrollSession.map { [$0.pan] } ?? touchpadSession?.recognizers ?? []
    }

    /// Feeds one pointer sample. Non-finite positions or times are dropped.
    public func handle(_ event: PointerEvent) {
        guard event.location.x.isFinite, event.location.y.isFinite, event.timestamp.isFinite else { return }
        switch event.phase {
        case .down:
            // A press ends a scroll sequence or a touchpad pinch under way, as lifting the fingers would.
            endScroll()
            endTouchpad(at: event.timestamp)
            if let current = session {
                // Another finger joins; the same pointer pressing again means its release was
                // lost: the old gesture cannot end properly, so it is cancelled.
                guard current.pointers.contains(where: { $0.id == event.pointerID }) else {
                    join(event, current)
                    return
                }
                cancelAll()
            }
            let recognizers = Self.recognizers(at: event.location, in: root)
            settleLingering(beforePressAt: event.location, time: event.timestamp, reaching: recognizers)
            start(event, recognizers: recognizers)
        case .move:
            guard let current = session, let p = current.pointers.first(where: { $0.id == event.pointerID }) else { return }
            p.touch.move(to: event.location, time: event.timestamp, phase: .moved)
            current.event.timestamp = event.timestamp
            current.event.isCoalescing = coalescesChanges
            deliver(current, touch: p.touch) { $0.touchesMoved(p.touches, with: current.event) }
            if isCurrent(current), let responder = responder(of: p.id) {
                responder.touchesMoved(p.touches, with: current.event)
            }
        case .up:
            guard let current = session, let p = current.pointers.first(where: { $0.id == event.pointerID }) else { return }
            p.touch.move(to: event.location, time: event.timestamp, phase: .ended)
            current.event.timestamp = event.timestamp
            deliver(current, touch: p.touch) { $0.touchesEnded(p.touches, with: current.event) }
            // A recogniser that recognised on this release may have cancelled the view's touches.
            if isCurrent(current), let responder = responder(of: p.id) {
                responder.touchesEnded(p.touches, with: current.event)
            }
            lift(p, current)
        case .cancel:
            guard let current = session, current.pointers.contains(where: { $0.id == event.pointerID }) else { return }
            cancelAll()
        }
    }

    /// Fires the `.changed` held back since the last flush, once per recogniser (R32). Call once
    /// per frame, before the animators update, so the frame draws the latest pointer position.
    /// A recogniser that begins here (a subclass setting `state` in its flush) fails the others it
    /// excludes, as one beginning on a sample does; in the usual frame none does, and nothing more
    /// is done.
    public func flush() {
        scrollSession?.pan.flushPendingChange()
        for recognizer in touchpadSession?.recognizers ?? [] { recognizer.flushPendingChange() }
        guard let current = session else { return }
        var anyRecognised = false
        for recognizer in current.recognizers where isCurrent(current) {
            let before = recognizer.state
            recognizer.flushPendingChange()
            let recognised = before == .possible && (recognizer.state == .began || recognizer.state == .ended)
            if recognised, recognizer.isParticipating {
                anyRecognised = true
                resolveExclusivity(winner: recognizer, in: current)
            }
        }
        if anyRecognised, isCurrent(current) { releaseHeld(current.recognizers, lingering) }
    }

    /// `flush()`, and the passing of time up to `time` (the frame's sample time, on the pointer
    /// clock): a recogniser waiting past its deadline (a multi-tap whose next press has not come
    /// within `TapGestureRecognizer.maximumTapInterval`) stops waiting, and recognitions waiting
    /// for it (`require(toFail:)`) go ahead (R30). Without it they are settled at the next press.
    /// `pointer`, when given, is where the frame shows the gesture's first pointer still pressed
    /// (F7: resampled to `time`); `flush(at:resampled:)` takes every pointer's.
    public func flush(at time: Double, pointer: CGPoint? = nil) {
        let first = session?.pointers.first?.id
        flush(at: time) { id in id == first ? pointer : nil }
    }

    /// `flush(at:)` with each pointer where the frame shows it (F7, R36): `resampled(id)` is
    /// where pointer `id` is at `time` (as `InputResampler.location(of:at:)` gives it), nil to
    /// keep its newest sample. A pan under way reports its `.changed` at the centroid of its
    /// touches so placed, a pinch and a rotation at their distance and angle.
    public func flush(at time: Double, resampled: (Int) -> CGPoint?) {
        if let current = session {
            var shown = false
            for p in current.pointers {
                let place = resampled(p.id)
                p.touch.shownLocation = place.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil }
                if p.touch.shownLocation != nil { shown = true }
            }
            if shown {
                for recognizer in current.recognizers where recognizer.isParticipating {
                    recognizer.showResampledTouches()
                }
            }
        }
        flush()
        if let current = session, current.recognizers.contains(where: { $0.pressDeadline.map { time >= $0 } == true }) {
            // A press held still past a deadline (a long press) changes state with no event.
            deliver(current, touch: nil) { recognizer in
                if let deadline = recognizer.pressDeadline, time >= deadline { recognizer.pressHeld(at: time) }
            }
        }
        endScrollIfQuiet(at: time)
        for recognizer in lingering where recognizer.waitsUntil.map({ time > $0 }) == true { recognizer.stopWaiting() }
        releaseHeld(lingering, session?.recognizers ?? [])
    }

    /// Cancels the gesture under way (focus lost, Escape; R27): begun recognisers get
    /// `.cancelled`, the others fail. Later samples of its pointers are ignored until they are
    /// pressed again.
    public func cancelAll() {
        cancelScroll()
        cancelTouchpad()
        for recognizer in lingering { recognizer.stopWaiting() }
        for recognizer in lingering where recognizer.heldState != nil { recognizer.storedState = .failed }
        lingering.removeAll()
        guard let current = session else { return }
        session = nil
        let all = current.event.allTouches ?? []
        for p in current.pointers {
            p.touch.move(to: p.touch.rootLocation, time: p.touch.timestamp, phase: .cancelled)
            p.responder?.touchesCancelled(p.touches, with: current.event)
        }
        for recognizer in current.recognizers where recognizer.isTracking {
            recognizer.touchesCancelled(all.filter { recognizer.tracks($0) }, with: current.event)
            recognizer.abandon()
        }
    }

    // MARK: Private

    private func start(_ event: PointerEvent, recognizers candidates: [GestureRecognizer]) {
        let hit = root.hitTest(event.location)
        let responder = hit as? TouchResponder
        guard !candidates.isEmpty || responder != nil else { return }
        let touch = Touch(at: event.location, time: event.timestamp, view: hit, pointerID: event.pointerID)
        // A delegate may keep the touch from its recogniser (`shouldReceive`).
        let recognizers = candidates.filter { $0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true }
        guard !recognizers.isEmpty || responder != nil else { return }
        sessionCounter += 1
        let touches: Set<Touch> = [touch]
        var pointers: [PointerRecord] = []
        pointers.reserveCapacity(InputResampler.pointerCapacity)
        pointers.append(PointerRecord(id: event.pointerID, touch: touch, touches: touches, responder: responder))
        let new = Session(id: sessionCounter, recognizers: recognizers, pointers: pointers,
                          event: TouchEvent(touches: touches, time: event.timestamp))
        session = new
        // The recognisers see the touch first (R35), then the view.
        for recognizer in recognizers {
            recognizer.prepareTracking(at: event.location)
            recognizer.beginTracking(touch)
        }
        for recognizer in recognizers {
            for other in recognizers where other !== recognizer { recognizer.noteGestureRequirement(on: other) }
        }
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
    /// requirement recognised, until nothing changes (requirements can chain) (R30). The
    /// candidates come as two lists, `candidates` then `more`, so that no frame joins them into
    /// a new array (nothing is allocated per frame).
    private func releaseHeld(_ candidates: [GestureRecognizer], _ more: [GestureRecognizer] = []) {
        var changed = true
        while changed {
            changed = releaseHeldOnce(candidates)
            if releaseHeldOnce(more) { changed = true }
        }
        lingering.removeAll { $0.heldState == nil && !$0.isAwaitingNextPress }
    }

    /// One pass of `releaseHeld` over `candidates`; true when a held recognition was settled.
    private func releaseHeldOnce(_ candidates: [GestureRecognizer]) -> Bool {
        settleHeldOnce(candidates) { recognizer in
            if let current = session, current.recognizers.contains(where: { $0 === recognizer }) {
                resolveExclusivity(winner: recognizer, in: current)
            }
        }
    }

    /// One pass over `candidates`' held recognitions (R30): each whose requirements failed goes
    /// ahead (`recognized` is told, to fail the others), each whose requirement recognised
    /// fails. True when one was settled.
    func settleHeldOnce<R: GestureRecognizer>(_ candidates: [R], recognized: (R) -> Void) -> Bool {
        var changed = false
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
                recognized(recognizer)
            }
            changed = true
        }
        return changed
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

    /// Gives `step` to each recogniser still in the gesture that follows `touch` (every one when
    /// nil), deepest first, resolving who wins as soon as one recognises so that the others do
    /// not see the same sample (R30).
    func deliver(_ current: Session, touch: Touch?, _ step: (GestureRecognizer) -> Void) {
        for recognizer in current.recognizers {
            // A handler may have cancelled everything or started over (re-entrancy).
            guard isCurrent(current) else { return }
            guard recognizer.isParticipating, touch.map({ recognizer.tracks($0) }) ?? true else { continue }
            let before = recognizer.state
            step(recognizer)
            let recognised = before == .possible && (recognizer.state == .began || recognizer.state == .ended)
            if recognised { resolveExclusivity(winner: recognizer, in: current) }
        }
        if isCurrent(current) { releaseHeld(current.recognizers, lingering) }
    }

    private func resolveExclusivity(winner: GestureRecognizer, in current: Session) {
        // R35: the view's touches are cancelled when a recogniser that cancels them recognises.
        if winner.cancelsTouchesInView, isCurrent(current), session?.viewTouchesCancelled == false {
            session?.viewTouchesCancelled = true
            for (i, p) in current.pointers.enumerated() {
                guard let responder = session?.pointers[i].responder else { continue }
                session?.pointers[i].responder = nil
                responder.touchesCancelled(p.touches, with: current.event)
            }
        }
        for other in current.recognizers where other !== winner && other.isParticipating && other.state == .possible {
            if !Self.canRecognizeTogether(winner, other) && winner.canPrevent(other) && other.canBePrevented(by: winner) {
                other.fail()
            }
        }
    }

    static func canRecognizeTogether(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// The view taking pointer `id`'s touches, while they are not cancelled.
    private func responder(of id: Int) -> TouchResponder? {
        session?.pointers.first { $0.id == id }?.responder
    }

    func finishSession(_ current: Session) {
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
