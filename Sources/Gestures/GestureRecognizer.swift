import Foundation
import ViewTree

/// The base of every recogniser: UIGestureRecognizer's counterpart (R26–R30).
///
/// A recogniser is attached to a view (`view.addGestureRecognizer(_:)`), receives the pointer
/// from a `GestureDispatcher` when a press lands on that view or one of its subviews, and calls
/// its handlers on every state a scene reacts to (`.began`, `.changed`, `.ended`, `.cancelled`).
/// Handlers are closures or target–action pairs (see `addHandler`, `addTarget`).
///
/// Pointer positions are kept in the coordinates of the tree's root (the window's) and converted
/// on demand, so a view that moves or turns mid-gesture is measured where it is now.
///
/// Subclass it (or `PanGestureRecognizer`, `TapGestureRecognizer`) as UIKit code subclasses
/// UIGestureRecognizer: override `touchesBegan(_:with:)` and its siblings, call `super` to keep
/// what the class recognises, and set `state` (see `state`).
open class GestureRecognizer {
    /// The recogniser's state (R27, R30). Readable at any time; finished states stay until the
    /// next press reaches this recogniser.
    ///
    /// A subclass sets it as UIKit's `UIGestureRecognizerSubclass` lets one: from `.possible` to
    /// `.began` (continuous) or `.ended` / `.recognized` (discrete), which asks the delegate and
    /// waits for `require(toFail:)` as a recognition does and makes the recognisers it does not
    /// recognise with fail; then `.changed`, `.ended` or `.cancelled`; `.failed` from
    /// `.possible`. Each reported state calls the handlers. Other changes are ignored.
    public var state: GestureRecognizerState {
        get { storedState }
        set { transition(to: newValue) }
    }

    /// The state itself, set by the engine without the checks of `state`'s setter.
    var storedState: GestureRecognizerState = .possible {
        didSet { if storedState != .possible { heldState = nil } }
    }

    /// The view the recogniser is attached to.
    public internal(set) weak var view: View?

    /// A disabled recogniser ignores new presses; disabling it mid-gesture cancels the gesture
    /// (`.cancelled` if it had begun, `.failed` if not) (R27).
    public var isEnabled = true {
        didSet { if oldValue && !isEnabled { abandon() } }
    }

    /// Whether recognising cancels the touches of the view under the pointer (UIKit's default,
    /// true). Kept so that code setting it ports; views take no touches of their own yet
    /// (`touchesBegan` on a view), so there is nothing to cancel.
    public var cancelsTouchesInView = true
    /// Kept so that code setting them ports: views get their touches as they come.
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true

    /// Veto and simultaneous-recognition hooks; held weakly, as in UIKit.
    public weak var delegate: GestureRecognizerDelegate?

    /// A name for debugging and tests.
    public var name: String

    /// Where the pointer is now and where it was pressed, in root (window) coordinates.
    var pointerLocation: CGPoint = .zero
    var pressLocation: CGPoint = .zero
    /// True while a dispatcher feeds this recogniser the current gesture's pointers.
    var isTracking = false
    /// The touches this recogniser follows now, first pressed first (R36): each is added before
    /// its `touchesBegan` and removed after its `touchesEnded`. Room for ten is kept, so a
    /// finger joining allocates nothing.
    var trackedTouches: [Touch] = []

    /// The handlers, each in a struct: a closure kept bare in an array is stored at the array's
    /// generic abstraction and needs a thunk, allocated on every call, to be run.
    private var actions: [Action] = []
    private struct Action { let run: (GestureRecognizer) -> Void }

    /// The recognisers that must fail before this one may recognise (`require(toFail:)`), weakly.
    private var failureRequirements: [WeakRecognizer] = []
    /// The recognisers this one waits for in the current gesture only, as its subclass or either
    /// delegate asked when the press reached them (`shouldRequireFailure(of:)`).
    private var gestureFailureRequirements: [WeakRecognizer] = []
    /// A recognition held back until the failure requirements are met (R30): the state this
    /// recogniser would have entered. It stays `.possible` meanwhile.
    var heldState: GestureRecognizerState?
    /// A multi-tap between its taps: the press is over but the gesture is not (R30).
    var isAwaitingNextPress: Bool { false }
    /// While waiting beyond its press (`isAwaitingNextPress`): the pointer-clock time by which
    /// the next press must come, after which `stopWaiting()` decides. Nil when it waits for no time.
    var waitsUntil: Double? { nil }

    /// UIGestureRecognizer's designated initialiser: a recogniser sending `action` to `target`
    /// (held weakly); either nil adds nothing. The only designated initialiser, so a subclass that
    /// overrides it (`override init(target: Any?, action: Selector?)` in UIKit code) still gets
    /// every other initialiser, the method-reference ones included.
    public init(target: Any?, action: GestureAction?) {
        self.name = ""
        trackedTouches.reserveCapacity(10)
        if let object = target.map({ $0 as AnyObject }), let action {
            appendAction { [weak object] recognizer in
                guard let object else { return }
                action.perform(object, recognizer)
            }
        }
    }

    /// A recogniser with a name for debugging (required, so that `init(target:action:)` makes
    /// any subclass, one's own included; a convenience initialiser, so a subclass overriding
    /// `init(target:action:)` inherits it).
    public required convenience init(name: String = "") {
        self.init(target: nil, action: nil)
        self.name = name
    }

    /// Where the gesture is now in `view`'s coordinates (nil: the window's): the centroid of its
    /// touches (R36), or where the last of them lifted.
    public func location(in view: View?) -> CGPoint {
        guard let view else { return pointerLocation }
        return view.convert(pointerLocation, from: nil)
    }

    /// Where the touch at `touchIndex` (0 the first pressed of those followed now) is, in `view`'s
    /// coordinates (nil: the window's). UIKit raises for an index out of range; here it reads
    /// `location(in:)`, as it does once the touches have lifted.
    public func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// Makes this recogniser wait until `other` fails before it recognises, and fail if `other`
    /// recognises (R30, UIGestureRecognizer.require(toFail:)). Any two recognisers can be tied so:
    /// a single tap waiting for a double tap, a pan waiting for a tap. Held weakly.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.value === other }) else { return }
        failureRequirements.append(WeakRecognizer(value: other))
    }

    // MARK: Overrides for subclasses (UIGestureRecognizerSubclass)

    /// Whether this recogniser, recognising, may make `other` fail (true). UIKit's
    /// `canPrevent(_:)`: return false to let `other` go on.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }

    /// Whether `other`, recognising, may make this recogniser fail (true).
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    /// Whether this recogniser waits for `other` to fail in a gesture both take part in (false).
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }

    /// Whether `other` waits for this recogniser to fail in a gesture both take part in (false).
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    /// UIKit's `ignore(_:for:)`: accepted; the touch stays with the recogniser here.
    open func ignore(_ touch: Touch, for event: TouchEvent) {}

    /// Whether recognising `self` must wait for `other` in this gesture: by the subclasses' and
    /// the delegates' answers (asked as the press reaches both).
    func noteGestureRequirement(on other: GestureRecognizer) {
        let waits = shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
        if waits { gestureFailureRequirements.append(WeakRecognizer(value: other)) }
    }

    /// Removes every handler and target.
    public func removeAllHandlers() {
        actions.removeAll()
    }

    // MARK: Subclass and module API

    /// Stores an untyped action; the typed front ends live in GestureRecognizer+Handlers.swift.
    func appendAction(_ action: @escaping (GestureRecognizer) -> Void) {
        actions.append(Action(run: action))
    }

    /// Runs every handler in the order added.
    func sendActions() {
        for action in actions { action.run(self) }
    }

    /// Moves to `newState` and tells the handlers when a scene cares (failures are silent, as in UIKit).
    func setState(_ newState: GestureRecognizerState) {
        storedState = newState
        switch newState {
        case .began, .changed, .ended, .cancelled: sendActions()
        case .possible, .failed: break
        }
    }

    /// Where the failure requirements stand (R30). A required recogniser that is not following
    /// a pointer (and not between the taps of a multi-tap) is not in this gesture: it counts as
    /// failed.
    enum RequirementStatus { case met, waiting, blocked }

    var requirementStatus: RequirementStatus {
        let standing = Self.status(of: failureRequirements)
        if standing == .blocked { return .blocked }
        let gesture = Self.status(of: gestureFailureRequirements)
        if gesture == .blocked { return .blocked }
        return standing == .waiting || gesture == .waiting ? .waiting : .met
    }

    /// Where one list of required recognisers stands (no allocation: read every frame).
    private static func status(of requirements: [WeakRecognizer]) -> RequirementStatus {
        var waiting = false
        for requirement in requirements {
            guard let other = requirement.value, other.isTracking || other.isAwaitingNextPress else { continue }
            switch other.state {
            case .began, .changed, .ended: return .blocked
            case .possible: waiting = true
            case .failed, .cancelled: break
            }
        }
        return waiting ? .waiting : .met
    }

    /// Leaves `.possible` for `newState` (`.began` or `.ended`) if the failure requirements allow:
    /// at once when they are met, held back while one of them may still recognise, failed when
    /// one has recognised (R30).
    func recognize(as newState: GestureRecognizerState) {
        switch requirementStatus {
        case .met: setState(newState)
        case .waiting: heldState = newState
        case .blocked: storedState = .failed
        }
    }

    /// Asks the delegate whether the recogniser may leave `.possible`; fails it when not.
    func shouldBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
            storedState = .failed
            return false
        }
        return true
    }

    /// True while the recogniser still takes part in the current pointer's gesture.
    var isParticipating: Bool { isTracking && !state.isFinished }

    /// A press reached this recogniser: a new gesture starts from `.possible`. The dispatcher
    /// prepares every recogniser of the press before any sees it (`pointerDown`), so that one
    /// recognising on the press knows which others take part (R30).
    func prepareTracking(at location: CGPoint) {
        storedState = .possible
        isTracking = true
        pressLocation = location
        pointerLocation = location
        trackedTouches.removeAll(keepingCapacity: true)
        gestureFailureRequirements.removeAll(keepingCapacity: true)
        reset()
    }

    /// The dispatcher is done with the gesture's pointers (released or cancelled).
    func endTracking() {
        isTracking = false
        trackedTouches.removeAll(keepingCapacity: true)
    }

    /// Another recogniser won the pointer (R30) or the press ended without this one recognising.
    func fail() {
        if storedState == .possible { storedState = .failed }
    }

    /// Focus loss, Escape, disabling or removal (R27): a gesture under way is cancelled (handlers
    /// see `.cancelled`, so no animator is left half-driven, R31); one not yet begun fails.
    func abandon() {
        guard isTracking else { return }
        isTracking = false
        switch state {
        case .began, .changed:
            discardPendingChange()
            setState(.cancelled)
        case .possible:
            storedState = .failed
        case .ended, .cancelled, .failed:
            break
        }
        trackedTouches.removeAll(keepingCapacity: true)
    }

    // MARK: Touches (UIGestureRecognizerSubclass)

    /// A press reached this recogniser (UIKit's `touchesBegan(_:with:)`): the gesture's first
    /// touch, or another finger joining it (R36). Override it to recognise a gesture of one's
    /// own; call `super` to keep what this class recognises.
    open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches {
            if touch === trackedTouches.first || trackedTouches.isEmpty {
                pointerDown(at: touch.rootLocation, time: touch.timestamp)
            } else {
                touchJoined(touch)
            }
        }
    }

    /// Touches moved (`touchesMoved(_:with:)`).
    open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches {
            if trackedTouches.count <= 1 {
                pointerMoved(to: touch.rootLocation, time: touch.timestamp, coalescing: event.isCoalescing)
            } else {
                touchMoved(touch, coalescing: event.isCoalescing)
            }
        }
    }

    /// Touches lifted (`touchesEnded(_:with:)`): the gesture's last touch, or one of several.
    open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches {
            if trackedTouches.count <= 1 {
                pointerUp(at: touch.rootLocation, time: touch.timestamp)
            } else {
                touchLifted(touch)
            }
        }
    }

    /// The gesture was cut short: focus lost, Escape (`touchesCancelled(_:with:)`). By default a
    /// gesture under way is cancelled and one not yet begun fails (R27).
    open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        abandon()
    }

    /// Called before each new gesture reaches this recogniser, after its state went back to
    /// `.possible` (UIKit calls it as the previous gesture ends): reset what a subclass keeps
    /// per gesture here.
    open func reset() {}

    /// How many touches this recogniser follows now (R36); 0 once they have lifted.
    public var numberOfTouches: Int { trackedTouches.count }

    // Overridden by the concrete recognisers. Locations are in root (window) coordinates.
    func pointerDown(at location: CGPoint, time: Double) {}
    func pointerMoved(to location: CGPoint, time: Double, coalescing: Bool) {}
    func pointerUp(at location: CGPoint, time: Double) {}
    /// Whether a press at `location` and `time` continues the wait (a multi-tap's next tap).
    func continuesWaiting(at location: CGPoint, time: Double) -> Bool { false }
    /// The wait is over without its next press (it timed out, or a press went elsewhere).
    func stopWaiting() {}
    /// While the pointer is down: when, with no event, this recogniser would change state (a
    /// long press held long enough); the dispatcher calls `pressHeld(at:)` once it has passed.
    var pressDeadline: Double? { nil }
    /// Time reached `time` with the pointer still down (see `pressDeadline`).
    func pressHeld(at time: Double) {}
    /// F7: where the frame shows the gesture (the centroid of its touches, each resampled to the
    /// frame's sample time), for a recogniser that reports positions every frame; the default
    /// ignores it.
    func showResampledLocation(_ location: CGPoint) {}
    /// Another finger joined the gesture (R36; it is in `trackedTouches` already). The default
    /// reads the centroid.
    func touchJoined(_ touch: Touch) { pointerLocation = centroid() }
    /// One of several touches moved; the default moves the gesture to their centroid.
    func touchMoved(_ touch: Touch, coalescing: Bool) {
        pointerMoved(to: centroid(), time: touch.timestamp, coalescing: coalescing)
    }
    /// One of several touches lifted while others stay (still in `trackedTouches`); the default
    /// reads the centroid of the others.
    func touchLifted(_ touch: Touch) { pointerLocation = centroid(excluding: touch) }
    /// Whether a finger joining the gesture is followed (Flutter's `startTrackingPointer`): a
    /// pinch follows two, a pan up to `maximumNumberOfTouches`. The default follows every one.
    var acceptsAnotherTouch: Bool { true }
    /// F7 for every touch: the default reports the centroid of where the frame shows them.
    func showResampledTouches() {
        guard trackedTouches.contains(where: { $0.shownLocation != nil }) else { return }
        showResampledLocation(centroid { $0.displayedLocation })
    }
    /// Fires a `.changed` held back for the frame (R32); the default has none.
    func flushPendingChange() {}
    func discardPendingChange() {}
}

/// A weak reference to a recogniser, for `require(toFail:)`.
struct WeakRecognizer {
    weak var value: GestureRecognizer?
}
