import Foundation
import ViewTree

/// A tap, or a run of taps: UITapGestureRecognizer's counterpart (R30), for buttons and title bars.
///
/// Recognised (`.ended`, UIKit's `.recognized`) on the release of the `numberOfTapsRequired`-th
/// press, when every press and release stayed within `allowableMovement` (45 points) of the first
/// press and each press came within `maximumTapInterval` of the release before it. Fails as soon
/// as the pointer strays further, when a pan on the same view or an ancestor begins (the
/// dispatcher gives the pointer to the first recogniser that recognises), or when a recogniser it
/// was told to wait for (`require(toFail:)`) recognises.
///
/// Each tap is made by `numberOfTouchesRequired` fingers (R36): exactly that many come down
/// together, each stays within `allowableMovement` of where it pressed, and the tap counts when
/// the last lifts. More fingers fail it.
open class TapGestureRecognizer: GestureRecognizer {
    /// How far the pointer may wander from the press and still tap: UIKit's 45 points (R30).
    public static let defaultAllowableMovement = CGFloat(GestureDefaults.tapAllowableMovement)
    /// The longest pause between one tap's release and the next press of a multi-tap, seconds.
    public static let maximumTapInterval = GestureDefaults.maximumTapInterval

    /// How far the pointer may wander from the first press and still tap (R30).
    public var allowableMovement: CGFloat = TapGestureRecognizer.defaultAllowableMovement

    /// How many taps make the gesture (R30); at least 1.
    public var numberOfTapsRequired = 1 {
        didSet { numberOfTapsRequired = max(1, numberOfTapsRequired) }
    }

    /// How many fingers make each tap (R36); at least 1.
    public var numberOfTouchesRequired = 1 {
        didSet { numberOfTouchesRequired = max(1, numberOfTouchesRequired) }
    }

    /// The most fingers down at once in the current press.
    private var touchesThisPress = 0

    /// Taps completed so far in the current run, and when the last one was released.
    private var tapsSoFar = 0
    private var lastRelease: Double = -.infinity
    /// Where the run's first press was, window coordinates.
    private var firstPress: CGPoint = .zero
    private var awaitingNextPress = false


    /// A tap that calls `handler` when recognised.
    public convenience init(name: String = "", handler: @escaping (TapGestureRecognizer) -> Void) {
        self.init(name: name)
        addHandler(handler)
    }

    override var isAwaitingNextPress: Bool { awaitingNextPress && state == .possible }

    private func isNearFirstPress(_ location: CGPoint) -> Bool {
        let dx = location.x - firstPress.x, dy = location.y - firstPress.y
        return (dx * dx + dy * dy).squareRoot() <= allowableMovement
    }

    /// True when a press at `location` and `time` would continue the run under way.
    override var waitsUntil: Double? { awaitingNextPress ? lastRelease + Self.maximumTapInterval : nil }

    override func continuesWaiting(at location: CGPoint, time: Double) -> Bool { continuesRun(at: location, time: time) }

    override func stopWaiting() { stopAwaiting() }

    func continuesRun(at location: CGPoint, time: Double) -> Bool {
        awaitingNextPress && time - lastRelease <= Self.maximumTapInterval && isNearFirstPress(location)
    }

    /// The run waiting for its next press has timed out by `time` (or a press went elsewhere):
    /// the multi-tap fails.
    func stopAwaiting() {
        guard awaitingNextPress else { return }
        awaitingNextPress = false
        tapsSoFar = 0
        if storedState == .possible { storedState = .failed }
    }

    override func pointerDown(at location: CGPoint, time: Double) {
        touchesThisPress = 1
        if !continuesRun(at: location, time: time) {
            tapsSoFar = 0
            firstPress = location
        }
        awaitingNextPress = false
    }

    override func pointerMoved(to location: CGPoint, time: Double, coalescing: Bool) {
        pointerLocation = location
        if state == .possible, !isNearFirstPress(location) { storedState = .failed }
    }

    override func touchJoined(_ touch: Touch) {
        pointerLocation = centroid()
        touchesThisPress = max(touchesThisPress, trackedTouches.count)
        if state == .possible, touchesThisPress > numberOfTouchesRequired { storedState = .failed }
    }

    /// Whether a finger of a several-finger tap stayed near where it pressed.
    private func stayed(_ touch: Touch) -> Bool {
        let dx = touch.rootLocation.x - touch.startRootLocation.x, dy = touch.rootLocation.y - touch.startRootLocation.y
        return (dx * dx + dy * dy).squareRoot() <= allowableMovement
    }

    override func touchMoved(_ touch: Touch, coalescing: Bool) {
        pointerLocation = centroid()
        if state == .possible, !stayed(touch) { storedState = .failed }
    }

    override func touchLifted(_ touch: Touch) {
        pointerLocation = centroid(excluding: touch)
        if state == .possible, !stayed(touch) { storedState = .failed }
    }

    override func pointerUp(at location: CGPoint, time: Double) {
        pointerLocation = location
        guard state == .possible, heldState == nil else { return }
        guard touchesThisPress == numberOfTouchesRequired else {
            storedState = .failed
            return
        }
        let near = touchesThisPress > 1 ? trackedTouches.allSatisfy(stayed) : isNearFirstPress(location)
        guard near else {
            storedState = .failed
            return
        }
        tapsSoFar += 1
        lastRelease = time
        if tapsSoFar < numberOfTapsRequired {
            awaitingNextPress = true
            return
        }
        tapsSoFar = 0
        if shouldBegin() { recognize(as: .ended) }
    }
}
