import Foundation
import ViewTree

/// One finger (a pointer) on the screen, from press to release: UITouch's counterpart, as a
/// recogniser's `touchesBegan(_:with:)` and its siblings receive it.
///
/// The dispatcher keeps one per pressed pointer and updates it as the pointer moves, so
/// following a drag allocates nothing. Each keeps its pointer's id from press to release (R36). Locations are kept in the root's (the window's) coordinates and
/// converted on demand.
public final class Touch: Hashable {
    /// Where a touch is in its life (UITouch.Phase).
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// Where the touch is in its life.
    public internal(set) var phase: Phase = .began
    /// When the touch last changed, on the pointer clock (seconds).
    public internal(set) var timestamp: Double
    /// When the touch was at `previousRootLocation` (seconds).
    var previousTimestamp: Double
    /// 1: presses are not counted on the touch here (a tap recogniser counts its own,
    /// `numberOfTapsRequired`).
    public internal(set) var tapCount = 1
    /// The view the touch landed on (the deepest hit view at the press).
    public internal(set) weak var view: View?
    /// The pointer's id (R36): 0 for the mouse, the platform's id for a finger.
    public let pointerID: Int
    /// The pointer now and at the previous sample, in root (window) coordinates.
    var rootLocation: CGPoint
    var previousRootLocation: CGPoint
    /// Where the pointer was pressed, in root (window) coordinates.
    let startRootLocation: CGPoint
    /// Where the frame shows the pointer (F7: resampled to the frame's sample time), set by
    /// `GestureDispatcher.flush(at:resampled:)` and forgotten at the next raw sample.
    var shownLocation: CGPoint?

    init(at location: CGPoint, time: Double, view: View?, pointerID: Int = 0) {
        rootLocation = location
        previousRootLocation = location
        startRootLocation = location
        timestamp = time
        previousTimestamp = time
        self.view = view
        self.pointerID = pointerID
    }

    /// Where the touch was at `time`, in root coordinates, for measuring it against another
    /// touch's sample of that time (R36): fingers moving together are sampled one after the
    /// other, so the one not yet sampled is carried along its last two samples, by at most their
    /// interval (a touch whose next sample is half an interval later than that has stopped:
    /// its newest).
    func rootLocation(near time: Double) -> CGPoint {
        let interval = timestamp - previousTimestamp, ahead = time - timestamp
        guard interval > 0, ahead > 0, ahead <= 1.5 * interval else { return rootLocation }
        let k = min(ahead, interval) / interval
        return CGPoint(x: rootLocation.x + (rootLocation.x - previousRootLocation.x) * k,
                       y: rootLocation.y + (rootLocation.y - previousRootLocation.y) * k)
    }

    /// Where the frame shows the touch: resampled when the frame gave a place, else its newest sample.
    var displayedLocation: CGPoint { shownLocation ?? rootLocation }

    /// Where the touch is, in `view`'s coordinates (nil: the window's).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return rootLocation }
        return view.convert(rootLocation, from: nil)
    }

    /// Where the touch was at the previous sample, in `view`'s coordinates (nil: the window's).
    public func previousLocation(in view: View?) -> CGPoint {
        guard let view else { return previousRootLocation }
        return view.convert(previousRootLocation, from: nil)
    }

    /// 0: a mouse or touchpad reports no pressure.
    public var force: CGFloat { 0 }
    /// 0: a mouse or touchpad reports no pressure.
    public var maximumPossibleForce: CGFloat { 0 }

    /// Moves the touch to `location` at `time`.
    func move(to location: CGPoint, time: Double, phase newPhase: Phase) {
        previousRootLocation = rootLocation
        previousTimestamp = timestamp
        rootLocation = location
        timestamp = time
        phase = newPhase
        shownLocation = nil
    }

    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The event a set of touches belongs to (UIEvent's counterpart for touches).
public final class TouchEvent {
    /// When the event happened, on the pointer clock (seconds).
    public internal(set) var timestamp: Double
    /// Every touch of the event.
    public internal(set) var allTouches: Set<Touch>?
    /// True when a move is to be reported once per frame (the dispatcher coalesces, R32).
    var isCoalescing = false

    /// An event of `touches` at `time` (seconds, pointer clock): what the dispatcher hands out,
    /// and what a control gives an action that wants an event when sent from code.
    public init(touches: Set<Touch>, time: Double) {
        allTouches = touches
        timestamp = time
    }

    /// The event's touches that landed on `view`.
    public func touches(for view: View) -> Set<Touch>? {
        allTouches?.filter { $0.view === view }
    }

    /// The event's touches that `recognizer` follows (R36).
    public func touches(for recognizer: GestureRecognizer) -> Set<Touch>? {
        Set(recognizer.trackedTouches)
    }
}
