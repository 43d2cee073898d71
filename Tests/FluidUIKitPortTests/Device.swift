// What stands in for the phone in these ports, and nothing else: the run loop is an
// `AnimationDriver` stepped at 60 Hz, a finger is pointer events through a `GestureDispatcher` on
// the window's root view (docs/PORTING.md). The ported code itself is written as
// it would be for iOS, with `import FluidUIKit` where `import UIKit` was.
import FluidUIKit

/// A window and a finger on it, on one clock.
final class Device {
    let driver = AnimationDriver()
    let window: UIView
    private let dispatcher: GestureDispatcher
    private let frame = 1.0 / 60

    init(window: UIView) {
        self.window = window
        dispatcher = GestureDispatcher(root: window)
    }

    /// Runs ported code as the main thread would: animators made in it find this run loop.
    func main<R>(_ body: () -> R) -> R { driver.run(body) }

    /// Whether each frame first tells the dispatcher the time (`flush(at:)`), as the
    /// playground's frame loop does: a long press held still then begins on time.
    var flushesEachFrame = false

    /// Lets `seconds` pass, frame by frame.
    func wait(_ seconds: TimeInterval) {
        guard flushesEachFrame else { return driver.advance(by: seconds, frameInterval: frame) }
        let end = driver.now + seconds
        while driver.now + frame / 2 < end {
            frame(at: min(driver.now + frame, end))
        }
    }

    /// One frame at `t`: the dispatcher's flush (when `flushesEachFrame`), then the animators.
    private func frame(at t: Double) {
        if flushesEachFrame { main { dispatcher.flush(at: t) } }
        driver.advance(to: t)
    }

    /// A tap at `point` (window coordinates).
    func tap(at point: CGPoint) {
        let t = driver.now
        main {
            dispatcher.handle(PointerEvent(.down, location: point, timestamp: t))
            dispatcher.handle(PointerEvent(.up, location: point, timestamp: t + 0.05))
        }
    }

    /// A finger put down at `start`, moved by `offset` in even steps over `seconds` (one step a
    /// frame), then lifted unless `lift` is false.
    func drag(from start: CGPoint, by offset: CGVector, over seconds: TimeInterval, lift: Bool = true) {
        touch(at: start)
        move(by: offset, over: seconds)
        if lift { self.lift() }
    }

    /// Where the finger is while it touches.
    private var finger: CGPoint?

    /// One sample of finger `id` (several fingers by id, R36) at `point`, `delay` after now.
    func finger(_ phase: PointerEvent.Phase, _ id: Int, at point: CGPoint, after delay: TimeInterval = 0) {
        let t = driver.now + delay
        main { dispatcher.handle(PointerEvent(phase, location: point, timestamp: t, pointerID: id)) }
    }

    /// Puts a finger down at `point`.
    func touch(at point: CGPoint) {
        let t = driver.now
        finger = point
        main { dispatcher.handle(PointerEvent(.down, location: point, timestamp: t)) }
    }

    /// Moves the finger that touches by `offset`, in even steps over `seconds`, one a frame.
    func move(by offset: CGVector, over seconds: TimeInterval) {
        guard let start = finger else { return }
        let steps = max(1, Int((seconds / frame).rounded()))
        let t0 = driver.now
        for i in 1...steps {
            let t = t0 + Double(i) * frame
            let share = CGFloat(i) / CGFloat(steps)
            let point = CGPoint(x: start.x + offset.dx * share, y: start.y + offset.dy * share)
            finger = point
            main { dispatcher.handle(PointerEvent(.move, location: point, timestamp: t)) }
            frame(at: t)
        }
    }

    /// Lifts the finger where it is.
    func lift() {
        guard let point = finger else { return }
        let t = driver.now
        finger = nil
        main { dispatcher.handle(PointerEvent(.up, location: point, timestamp: t)) }
    }

    /// A touchpad's two-finger scroll at `point`: `steps` steps of `delta`, one a frame.
    func scroll(at point: CGPoint, by delta: CGPoint, steps: Int) {
        for _ in 0..<steps {
            let t = driver.now + frame
            main { _ = dispatcher.handle(ScrollEvent(location: point, delta: delta, timestamp: t, type: .continuous)) }
            self.frame(at: t)
        }
    }
}
