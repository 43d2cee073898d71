/// Work run once every frame, for as long as it is there: what UIKit's `CADisplayLink` hangs
/// on the main run loop. While one is not paused the driver counts as running
/// (`hasRunningAnimators`), so a frame loop that sleeps when nothing moves keeps its frames
/// coming.
public final class FrameCallback {
    /// A paused callback is skipped, and does not keep the frames coming.
    public var isPaused = false
    /// The frame before the one being made and the one being made (its target time), seconds
    /// on the driver's clock.
    let body: (_ previous: Double, _ target: Double) -> Void
    /// The driver it is on; nil once removed.
    weak var driver: AnimationDriver?

    init(driver: AnimationDriver, body: @escaping (Double, Double) -> Void) {
        self.driver = driver
        self.body = body
    }

    /// Takes the callback off its driver: it runs no more.
    public func remove() {
        guard let driver else { return }
        driver.frameCallbacks.removeAll { $0 === self }
        self.driver = nil
    }
}

extension AnimationDriver {
    /// Runs `body` at every frame from the next on, after that frame's animators and
    /// completions, with this driver `current`: `body(previous, target)` gets the previous
    /// frame's time and the time of the frame being made. The driver keeps the callback until
    /// its `remove()`.
    @discardableResult
    public func addFrameCallback(_ body: @escaping (_ previous: Double, _ target: Double) -> Void) -> FrameCallback {
        let callback = FrameCallback(driver: self, body: body)
        frameCallbacks.append(callback)
        return callback
    }

    /// The callbacks of this frame, in the order added; one added or removed by a callback
    /// takes effect from the next frame.
    func fireFrameCallbacks(from previous: Double, to target: Double) {
        let callbacks = frameCallbacks
        for callback in callbacks where !callback.isPaused && callback.driver === self {
            callback.body(previous, target)
        }
    }
}
