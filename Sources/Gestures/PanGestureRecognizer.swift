import Foundation
import ViewTree

/// A drag: UIPanGestureRecognizer's counterpart (R27–R29, R36).
///
/// `.possible` until the pointer is 10 points from the press along either axis, then `.began`
/// once, `.changed` on every move (or once per frame when the dispatcher coalesces, R32), `.ended`
/// on release; `.cancelled` on focus loss, Escape or disabling. Every sample reaches the velocity
/// tracker. With `beginsOnPress` it begins on the press itself.
///
/// With several fingers (R36) it follows up to `maximumNumberOfTouches` of them and moves with
/// their centroid: translation, velocity and `location(in:)` are the centroid's. A finger joining
/// or lifting moves the centroid but not the translation (the pan goes on from where it was), and
/// the velocity sees no jump. It begins only with at least `minimumNumberOfTouches` down, and
/// ends when fewer are left.
open class PanGestureRecognizer: GestureRecognizer {
    /// How far the pointer must move from the press, along x or along y, before the pan begins
    /// (R27), and what translation leaves out once it has (R28).
    public static let hysteresis = CGFloat(GestureDefaults.panSlop)

    /// Begin on the press instead of after 10 points of movement, so a scene can catch a moving
    /// view at once (SPEC F3; the "instant pan" of the WWDC 2017 sample). Translation then counts
    /// from the press. Off by default, as in UIKit. A pan that begins on the press wins the
    /// pointer over the recognisers it does not recognise with (a tap on the same view fails).
    public var beginsOnPress = false

    /// The kinds of scroll that drive this pan (UIKit's `allowedScrollTypesMask`): by default a
    /// continuous sequence (a touchpad's two fingers), so a laptop drags as a mouse does; a mouse
    /// wheel's notches do not. See `GestureDispatcher.handle(_:)` for scroll sequences.
    public var allowedScrollTypes: ScrollTypeMask = .continuous

    /// The fewest touches that make the pan (UIKit's 1, R36): it begins only with this many down
    /// and ends when fewer are left.
    public var minimumNumberOfTouches = 1 {
        didSet { minimumNumberOfTouches = max(1, minimumNumberOfTouches) }
    }
    /// The most touches the pan follows (UIKit's `Int.max`, R36): a finger beyond it is not followed.
    public var maximumNumberOfTouches = Int.max {
        didSet { maximumNumberOfTouches = max(1, maximumNumberOfTouches) }
    }

    /// The root-coordinate point translation is measured from (the press, or what
    /// `setTranslation` made it).
    private var reference: CGPoint = .zero
    /// What fingers joining and lifting moved the centroid by, taken back (R36): the pan follows
    /// `pointerLocation + centroidShift`, which moves only as the fingers move. Zero with one finger.
    private var centroidShift: CGPoint = .zero
    /// Where the hysteresis counts from: the press, or the followed point when enough fingers
    /// came down for `minimumNumberOfTouches`.
    private var slopOrigin: CGPoint = .zero
    private var tracker = VelocityTracker()
    /// When the pointer was released, once it has been (R29: no velocity after a 40 ms stop).
    private var releaseTime: Double?
    /// A move arrived while coalescing: one `.changed` is owed at the next flush (R32).
    private var hasPendingChange = false


    /// A pan that calls `handler` on every reported state.
    public convenience init(name: String = "", handler: @escaping (PanGestureRecognizer) -> Void) {
        self.init(name: name)
        addHandler(handler)
    }

    /// How far the pointer has moved since the press less the hysteresis (R28, as UIKit: per axis
    /// sign(t)·max(|t| − 10, 0) at the moment the pan begins, so nothing jumps on the first
    /// `.changed`), in `view`'s coordinates (nil: the window's) through every transform on the
    /// way, as `view` is placed now. Before the pan begins it counts from the press.
    public func translation(in view: View?) -> CGPoint {
        let point = followedPoint
        guard let view else { return CGPoint(x: point.x - reference.x, y: point.y - reference.y) }
        // Both points through the same (current) mapping: the view's own movement cancels out
        // and only its rotation and scale apply, so a view dragged by this pan still reads the
        // whole drag.
        let now = view.convert(point, from: nil), then = view.convert(reference, from: nil)
        return CGPoint(x: now.x - then.x, y: now.y - then.y)
    }

    /// Makes `translation(in: view)` read `translation` now (R28); later moves add to it. The
    /// velocity is unaffected: it measures the pointer, not the reference.
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        guard translation.x.isFinite, translation.y.isFinite else { return }
        let point = followedPoint
        guard let view else {
            reference = CGPoint(x: point.x - translation.x, y: point.y - translation.y)
            return
        }
        let now = view.convert(point, from: nil)
        reference = view.convert(CGPoint(x: now.x - translation.x, y: now.y - translation.y), to: nil)
    }

    /// The pointer's velocity in `view`'s coordinates, points per second (R29): the tracker's
    /// window-space velocity through the linear part of the view's current transforms. After the
    /// release it is the release velocity: zero when the pointer stopped over 40 ms before it.
    public func velocity(in view: View?) -> CGPoint {
        let v = releaseTime.map { tracker.velocity(atRelease: $0) } ?? tracker.velocity()
        guard let view else { return v }
        let a = view.convert(pointerLocation, from: nil)
        let b = view.convert(CGPoint(x: pointerLocation.x + v.x, y: pointerLocation.y + v.y), from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// After a release: how long the pointer had been still before it (from its newest sample to
    /// the release, seconds) when that is longer than the tracker's rest threshold, so the release
    /// velocity is zero (R29: "flick, stop, let go"); nil otherwise.
    public var releaseRestGap: Double? {
        guard let releaseTime, let latest = tracker.latestTime else { return nil }
        let gap = releaseTime - latest
        return gap > VelocityTracker.restThreshold ? gap : nil
    }

    // MARK: Pointer

    /// The point the pan follows: the centroid of its touches less what joining and lifting
    /// moved it by (R36); the pointer itself with one finger.
    private var followedPoint: CGPoint {
        centroidShift == .zero ? pointerLocation
            : CGPoint(x: pointerLocation.x + centroidShift.x, y: pointerLocation.y + centroidShift.y)
    }

    /// Whether enough fingers are down to make the pan, and not too many (R36).
    private var hasTouchCount: Bool {
        trackedTouches.count <= 1 ? minimumNumberOfTouches <= 1
            : (minimumNumberOfTouches...maximumNumberOfTouches).contains(trackedTouches.count)
    }

    override var acceptsAnotherTouch: Bool { trackedTouches.count < maximumNumberOfTouches }

    override func pointerDown(at location: CGPoint, time: Double) {
        reference = location
        slopOrigin = location
        centroidShift = .zero
        hasPendingChange = false
        releaseTime = nil
        tracker.reset()
        tracker.addSample(location, at: time)
        if beginsOnPress, hasTouchCount, shouldBegin() { recognize(as: .began) }
    }

    /// A finger joined: the centroid moves, the followed point does not (R36).
    override func touchJoined(_ touch: Touch) {
        moveCentroid(to: centroid())
        // The hysteresis counts from when enough fingers are down.
        if state == .possible, trackedTouches.count == minimumNumberOfTouches, minimumNumberOfTouches > 1 {
            slopOrigin = followedPoint
            reference = followedPoint
            if beginsOnPress, shouldBegin() { recognize(as: .began) }
        }
    }

    override func touchMoved(_ touch: Touch, coalescing: Bool) {
        pointerLocation = centroid()
        followedPointMoved(time: touch.timestamp, coalescing: coalescing)
    }

    /// A finger lifted while others stay: the followed point stays; the pan ends when fewer than
    /// `minimumNumberOfTouches` are left (R36).
    override func touchLifted(_ touch: Touch) {
        moveCentroid(to: centroid(excluding: touch))
        guard trackedTouches.count - 1 < minimumNumberOfTouches, state.isInProgress else { return }
        releaseTime = touch.timestamp
        if hasPendingChange { setState(.changed) }
        hasPendingChange = false
        setState(.ended)
    }

    /// Moves `pointerLocation` to a new centroid, keeping the followed point where it is.
    private func moveCentroid(to newCentroid: CGPoint) {
        let point = followedPoint
        pointerLocation = newCentroid
        centroidShift = CGPoint(x: point.x - newCentroid.x, y: point.y - newCentroid.y)
    }

    /// True once the followed point is 10 points from where the hysteresis counts along x or
    /// along y (R27).
    private func hasCrossedHysteresis(_ location: CGPoint) -> Bool {
        abs(location.x - slopOrigin.x) >= Self.hysteresis || abs(location.y - slopOrigin.y) >= Self.hysteresis
    }

    /// Moves the reference by the hysteresis, per axis, toward the pointer (R28): translation at
    /// the begin is sign(t)·max(|t| − 10, 0) on each axis.
    private func removeHysteresis(at location: CGPoint) {
        func clamp(_ d: CGFloat) -> CGFloat { min(max(d, -Self.hysteresis), Self.hysteresis) }
        reference = CGPoint(x: slopOrigin.x + clamp(location.x - slopOrigin.x),
                            y: slopOrigin.y + clamp(location.y - slopOrigin.y))
    }

    override func pointerMoved(to location: CGPoint, time: Double, coalescing: Bool) {
        pointerLocation = location
        followedPointMoved(time: time, coalescing: coalescing)
    }

    /// The followed point moved (one finger or the centroid of several): a velocity sample, and
    /// the begin or a `.changed`.
    private func followedPointMoved(time: Double, coalescing: Bool) {
        let location = followedPoint
        tracker.addSample(location, at: time)
        switch state {
        case .possible:
            guard hasTouchCount, hasCrossedHysteresis(location), shouldBegin() else { return }
            removeHysteresis(at: location)
            // State transitions are never held back for the frame, only `.changed` is (R32).
            recognize(as: .began)
        case .began, .changed:
            if coalescing { hasPendingChange = true } else { setState(.changed) }
        case .ended, .cancelled, .failed:
            break
        }
    }

    override func pointerUp(at location: CGPoint, time: Double) {
        // The release is not a sample (R29, as Flutter): only its time counts, to tell a flick
        // from a pointer that stopped before it was released.
        pointerLocation = location
        releaseTime = time
        switch state {
        case .possible:
            storedState = .failed
        case .began, .changed:
            // A move held back for the frame (R32) is delivered first; the release itself sends
            // only `.ended`, which reads where the pointer ended (as UIKit: no extra `.changed`).
            if hasPendingChange { setState(.changed) }
            hasPendingChange = false
            setState(.ended)
        case .ended, .cancelled, .failed:
            break
        }
    }

    /// F7: the frame shows the pointer at its sample time; the pan reports `.changed` there.
    override func showResampledLocation(_ location: CGPoint) {
        guard state.isInProgress, location != pointerLocation else { return }
        pointerLocation = location
        hasPendingChange = true
    }

    override func flushPendingChange() {
        guard hasPendingChange else { return }
        hasPendingChange = false
        if state.isInProgress { setState(.changed) }
    }

    override func discardPendingChange() {
        hasPendingChange = false
    }

    // MARK: Scrolling

    /// A scroll sequence starts on this pan: it follows a pointer that starts at `location` and
    /// moves by each step (already by `delta`), and begins at once, as there is no press to tell
    /// from a tap. Translation counts from `location`; every step is a velocity sample (R29).
    func scrollBegan(at location: CGPoint, delta: CGPoint, time: Double) {
        reference = location
        centroidShift = .zero
        pointerLocation = CGPoint(x: location.x + delta.x, y: location.y + delta.y)
        hasPendingChange = false
        releaseTime = nil
        tracker.reset()
        tracker.addSample(pointerLocation, at: time)
        if shouldBegin() { recognize(as: .began) }
    }

    /// One more step of the sequence: the pointer moves by `delta` (`.changed`, coalesced, R32).
    func scrollChanged(by delta: CGPoint, time: Double, coalescing: Bool) {
        pointerMoved(to: CGPoint(x: pointerLocation.x + delta.x, y: pointerLocation.y + delta.y),
                     time: time, coalescing: coalescing)
    }

    /// The sequence is over: released where its pointer is, at its last step's `time` (the
    /// fingers left then; the quiet time after it only told so), so a flick keeps its velocity.
    func scrollEnded(at time: Double) {
        pointerUp(at: pointerLocation, time: time)
    }
}
