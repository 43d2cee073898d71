import Foundation
import ViewTree

/// A quick stroke in one direction: UISwipeGestureRecognizer's counterpart (R36), discrete.
///
/// Recognised (`.ended`, UIKit's `.recognized`) as soon as the pointer has moved
/// `minimumDistance` points in one of its `direction`s, mostly along that axis (at least twice as
/// far as across it), within `maximumDuration` of the press. Fails when the stroke goes mostly
/// another way, takes too long, or is released short. UIKit does not publish its figures; these
/// are Fluid's (GestureDefaults).
///
/// With `numberOfTouchesRequired` fingers (R36) the stroke is their average movement from where
/// each pressed, judged once that many are down; a finger more, or one lifting short, fails it.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may take: UISwipeGestureRecognizer.Direction's counterpart.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions (UIKit's default: right, R36).
    public var direction: Direction = .right
    /// Points the stroke must cover along its direction.
    public var minimumDistance: CGFloat = CGFloat(GestureDefaults.swipeMinimumDistance)
    /// Seconds from the press within which the stroke must cover it.
    public var maximumDuration: Double = GestureDefaults.swipeMaximumDuration
    /// How many fingers make the swipe (R36); at least 1.
    public var numberOfTouchesRequired = 1 {
        didSet { numberOfTouchesRequired = max(1, numberOfTouchesRequired) }
    }

    private var pressTime: Double = 0


    /// A swipe that calls `handler` when recognised.
    public convenience init(name: String = "", direction: Direction = .right,
                            handler: @escaping (SwipeGestureRecognizer) -> Void) {
        self.init(name: name)
        self.direction = direction
        addHandler(handler)
    }

    override func pointerDown(at location: CGPoint, time: Double) {
        pressTime = time
    }

    override func pointerMoved(to location: CGPoint, time: Double, coalescing: Bool) {
        pointerLocation = location
        guard numberOfTouchesRequired == 1 else {
            judge(dx: 0, dy: 0, time: time)
            return
        }
        judge(dx: location.x - pressLocation.x, dy: location.y - pressLocation.y, time: time)
    }

    override func touchJoined(_ touch: Touch) {
        pointerLocation = centroid()
        if state == .possible, trackedTouches.count > numberOfTouchesRequired { storedState = .failed }
    }

    override func touchMoved(_ touch: Touch, coalescing: Bool) {
        pointerLocation = centroid()
        guard trackedTouches.count == numberOfTouchesRequired else {
            judge(dx: 0, dy: 0, time: touch.timestamp)
            return
        }
        var dx: CGFloat = 0, dy: CGFloat = 0
        for t in trackedTouches {
            dx += t.rootLocation.x - t.startRootLocation.x
            dy += t.rootLocation.y - t.startRootLocation.y
        }
        let n = CGFloat(trackedTouches.count)
        judge(dx: dx / n, dy: dy / n, time: touch.timestamp)
    }

    override func touchLifted(_ touch: Touch) {
        touchMoved(touch, coalescing: false)
        pointerLocation = centroid(excluding: touch)
        if state == .possible, heldState == nil { storedState = .failed }
    }

    /// The stroke so far is (`dx`, `dy`) at `time`: recognised, failed, or still possible.
    private func judge(dx: CGFloat, dy: CGFloat, time: Double) {
        guard state == .possible else { return }
        if time - pressTime > maximumDuration {
            storedState = .failed
            return
        }
        guard let stroke = Self.stroke(dx: dx, dy: dy) else { return }
        // A stroke that has gone a hysteresis's worth the wrong way is not this swipe.
        guard direction.contains(stroke) else {
            if max(abs(dx), abs(dy)) >= CGFloat(GestureDefaults.panSlop) { storedState = .failed }
            return
        }
        let along = stroke == .left || stroke == .right ? abs(dx) : abs(dy)
        if along >= minimumDistance, shouldBegin() { recognize(as: .ended) }
    }

    override func pointerUp(at location: CGPoint, time: Double) {
        pointerMoved(to: location, time: time, coalescing: false)
        if state == .possible, heldState == nil { storedState = .failed }
    }

    /// The direction a displacement mostly goes (twice as far along as across), if any.
    static func stroke(dx: CGFloat, dy: CGFloat) -> Direction? {
        if abs(dx) >= 2 * abs(dy), dx != 0 { return dx > 0 ? .right : .left }
        if abs(dy) >= 2 * abs(dx), dy != 0 { return dy > 0 ? .down : .up }
        return nil
    }
}
