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
public class GestureRecognizer {
    /// The recogniser's state (R27, R30). Readable at any time; finished states stay until the
    /// next press reaches this recogniser.
    public internal(set) var state: GestureRecognizerState = .possible

    /// The view the recogniser is attached to.
    public internal(set) weak var view: View?

    /// A disabled recogniser ignores new presses; disabling it mid-gesture cancels the gesture
    /// (`.cancelled` if it had begun, `.failed` if not) (R27).
    public var isEnabled = true {
        didSet { if oldValue && !isEnabled { abandon() } }
    }

    /// Veto and simultaneous-recognition hooks; held weakly, as in UIKit.
    public weak var delegate: GestureRecognizerDelegate?

    /// A name for debugging and tests.
    public var name: String

    /// Where the pointer is now and where it was pressed, in root (window) coordinates.
    var pointerLocation: CGPoint = .zero
    var pressLocation: CGPoint = .zero
    /// True while a dispatcher feeds this recogniser the current pointer.
    var isTracking = false

    private var actions: [(GestureRecognizer) -> Void] = []

    public init(name: String = "") {
        self.name = name
    }

    /// The pointer's current location in `view`'s coordinates (nil: the window's).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return pointerLocation }
        return view.convert(pointerLocation, from: nil)
    }

    /// Removes every handler and target.
    public func removeAllHandlers() {
        actions.removeAll()
    }

    // MARK: Subclass and module API

    /// Stores an untyped action; the typed front ends live in GestureRecognizer+Handlers.swift.
    func appendAction(_ action: @escaping (GestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// Runs every handler in the order added.
    func sendActions() {
        for action in actions { action(self) }
    }

    /// Moves to `newState` and tells the handlers when a scene cares (failures are silent, as in UIKit).
    func setState(_ newState: GestureRecognizerState) {
        state = newState
        switch newState {
        case .began, .changed, .ended, .cancelled: sendActions()
        case .possible, .failed: break
        }
    }

    /// Asks the delegate whether the recogniser may leave `.possible`; fails it when not.
    func shouldBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
            state = .failed
            return false
        }
        return true
    }

    /// True while the recogniser still takes part in the current pointer's gesture.
    var isParticipating: Bool { isTracking && !state.isFinished }

    /// A press reached this recogniser: a new gesture starts from `.possible`.
    func beginTracking(at location: CGPoint, time: Double) {
        state = .possible
        isTracking = true
        pressLocation = location
        pointerLocation = location
        pointerDown(at: location, time: time)
    }

    /// The dispatcher is done with the pointer (released or cancelled).
    func endTracking() {
        isTracking = false
    }

    /// Another recogniser won the pointer (R30) or the press ended without this one recognising.
    func fail() {
        if state == .possible { state = .failed }
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
            state = .failed
        case .ended, .cancelled, .failed:
            break
        }
    }

    // Overridden by the concrete recognisers. Locations are in root (window) coordinates.
    func pointerDown(at location: CGPoint, time: Double) {}
    func pointerMoved(to location: CGPoint, time: Double, coalescing: Bool) {}
    func pointerUp(at location: CGPoint, time: Double) {}
    /// Fires a `.changed` held back for the frame (R32); the default has none.
    func flushPendingChange() {}
    func discardPendingChange() {}
}
