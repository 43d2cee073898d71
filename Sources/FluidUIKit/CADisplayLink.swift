/// CADisplayLink: calls its target once a frame, on the engine's frame clock.
///
/// `add(to:forMode:)` puts it on the `AnimationDriver` in scope (the one the scene runs in, as
/// the main run loop is UIKit's); while it is there and not paused the frames keep coming. As in
/// UIKit the link holds its target strongly until `invalidate()`. The action is a method
/// reference (R37): `CADisplayLink(target: self, selector: Self.step)`, where
/// `func step(_ link: CADisplayLink)` or `func step()`.
open class CADisplayLink {
    /// The action, bound to its target; nil once invalidated.
    private var action: ((CADisplayLink) -> Void)?
    /// The driver's callback while the link is added.
    private var callback: FrameCallback?

    /// The time of the previous frame, seconds on the driver's clock.
    public private(set) var timestamp: TimeInterval = 0
    /// The time of the frame being made: where animation code should place things.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The time between the previous frame and this one.
    public var duration: TimeInterval { targetTimestamp - timestamp }
    /// Kept for ports; frames come at the frame loop's own rate.
    public var preferredFramesPerSecond = 0
    /// Kept for code that sets it: the link is called once a frame of the window's rate.
    public var preferredFrameRateRange = CAFrameRateRange.default

    /// A paused link is not called and does not keep the frames coming.
    public var isPaused = false {
        didSet { callback?.isPaused = isPaused }
    }

    /// A link calling `selector` on `target` with itself.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        action = { link in selector(target)(link) }
    }

    /// A link calling a method without arguments.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        action = { _ in selector(target)() }
    }

    /// As `init(target:selector:)`, for `Self.step` in a class that is not final.
    @_disfavoredOverload
    public init<Receiver>(target: AnyObject, selector: @escaping (Receiver) -> (CADisplayLink) -> Void) {
        action = { link in if let receiver = target as? Receiver { selector(receiver)(link) } }
    }

    /// As `init(target:selector:)` for `Self.step` in a class that is not final, without arguments.
    @_disfavoredOverload
    public init<Receiver>(target: AnyObject, selector: @escaping (Receiver) -> () -> Void) {
        action = { _ in if let receiver = target as? Receiver { selector(receiver)() } }
    }

    /// Starts calling the target every frame of the `AnimationDriver` in scope (the run loop and
    /// mode are UIKit's; the driver stands for the main run loop). Without a driver in scope the
    /// link is not called.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard callback == nil, action != nil, let driver = AnimationDriver.current else { return }
        // The driver keeps the link (and so its target) until it is removed, as a run loop does.
        let new = driver.addFrameCallback { previous, target in
            self.timestamp = previous
            self.targetTimestamp = target
            self.action?(self)
        }
        new.isPaused = isPaused
        callback = new
    }

    /// Stops calling the target (the link can be added again).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        callback?.remove()
        callback = nil
    }

    /// Stops calling the target for good and lets it go.
    open func invalidate() {
        remove(from: .main, forMode: .common)
        action = nil
    }
}

/// CAFrameRateRange: the frame rates a display link would like (iOS 15); kept, the window's
/// rate is used.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
