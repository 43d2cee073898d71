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
///
/// With `numberOfTapsRequired` taps, that many full taps come first (a double-tap-and-hold is
/// one tap then the press): each lifted before `minimumPressDuration`, each next press within
/// `TapGestureRecognizer.maximumTapInterval` of the release before it and within the tap's 45 pt
/// of the run's first press; a press held through a tap's place fails it, as does a late one.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the press must last before the gesture begins (UIKit's 0.5 s, R36).
    public var minimumPressDuration: Double = GestureDefaults.longPressDuration
    /// Points the pointer may wander from the press before the gesture begins (UIKit's 10 pt, R36).
    public var allowableMovement: CGFloat = CGFloat(GestureDefaults.longPressAllowableMovement)
    /// How many fingers must hold (R36); at least 1.
    public var numberOfTouchesRequired = 1 {
        didSet { numberOfTouchesRequired = max(1, numberOfTouchesRequired) }
    }

    /// Full taps that must come before the press (UIKit's `numberOfTapsRequired`, default 0).
    public var numberOfTapsRequired = 0 {
        didSet { numberOfTapsRequired = max(0, numberOfTapsRequired) }
    }

    /// Where a run of taps before the press stands (`numberOfTapsRequired`).
    private enum TapRun: Equatable {
        /// A press is down, or none yet, after `taps` full taps of the run.
        case pressing(taps: Int)
        /// `taps` taps are done, the last released at `releasedAt` (pointer clock, seconds): the
        /// next press must come within the tap interval.
        case waiting(taps: Int, releasedAt: Double)
    }
    private var run = TapRun.pressing(taps: 0)
    /// Where the run's first press was, window coordinates.
    private var firstPress: CGPoint = .zero
    /// The most fingers down at once in the current press.
    private var touchesThisPress = 0
    /// True while the current press is one of the taps before the press that counts.
    private var isTapping: Bool {
        guard case .pressing(let taps) = run else { return false }
        return taps < numberOfTapsRequired
    }

    /// When the press that may become the gesture (or one of its taps) started, once it has
    /// its fingers (pointer clock, seconds).
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
        // A tap held this long is a press, not a tap: the run fails.
        if isTapping {
            storedState = .failed
        } else if shouldBegin() {
            recognize(as: .began)
        }
    }

    override var isAwaitingNextPress: Bool {
        guard case .waiting = run else { return false }
        return state == .possible
    }

    override var waitsUntil: Double? {
        guard case .waiting(_, let released) = run else { return nil }
        return released + TapGestureRecognizer.maximumTapInterval
    }

    override func continuesWaiting(at location: CGPoint, time: Double) -> Bool {
        guard case .waiting(_, let released) = run, time - released <= TapGestureRecognizer.maximumTapInterval else { return false }
        let dx = location.x - firstPress.x, dy = location.y - firstPress.y
        return (dx * dx + dy * dy).squareRoot() <= TapGestureRecognizer.defaultAllowableMovement
    }

    override func stopWaiting() {
        guard case .waiting = run else { return }
        run = .pressing(taps: 0)
        if storedState == .possible { storedState = .failed }
    }

    override func pointerDown(at location: CGPoint, time: Double) {
        touchesThisPress = 1
        if case .waiting(let taps, _) = run, continuesWaiting(at: location, time: time) {
            run = .pressing(taps: taps)
        } else {
            run = .pressing(taps: 0)
            firstPress = location
        }
        pressTime = numberOfTouchesRequired == 1 ? time : nil
    }

    override func touchJoined(_ touch: Touch) {
        pointerLocation = centroid()
        touchesThisPress = max(touchesThisPress, trackedTouches.count)
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
        case .possible:
            // A several-finger tap counts when its last finger lifts.
            if !isTapping { storedState = .failed }
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
        case .possible:
            if case .pressing(let taps) = run, taps < numberOfTapsRequired, heldState == nil,
               touchesThisPress == numberOfTouchesRequired {
                run = .waiting(taps: taps + 1, releasedAt: time)
            } else {
                storedState = .failed
            }
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
