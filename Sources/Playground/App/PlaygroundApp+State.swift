import Animation
import Foundation
import Gestures
import Input
import Painting
import ViewTree

/// What the app says of itself between frames: at rest or not, the pointer's velocity, the
/// deadline of a waiting recogniser, `--state`'s snapshot, and which input a recording keeps.
extension PlaygroundApp {
    /// The velocity tracker's reading of the pointer (R29), points per second: the pan under
    /// way's, or after a release the release velocity of the pan that ended; nil when no pan
    /// follows the pointer.
    public var pointerVelocity: CGPoint? {
        let pans = scene.pans
        if let active = pans.first(where: { $0.state == .began || $0.state == .changed }) { return active.velocity(in: nil) }
        return pans.first { $0.state == .ended }?.velocity(in: nil)
    }

    /// True while input waits for its frame's sample time (F7).
    public var hasPendingInput: Bool { frameInput.resampler.hasPending }

    /// True when no animator is running, no gesture is under way and no input waits for its frame.
    public var isSettled: Bool {
        !driver.hasRunningAnimators && !dispatcher.hasActiveGesture && !scene.animators.contains { $0.isRunning } && replay == nil
            && !frameInput.resampler.hasPending
    }

    /// True when, without new input, no frame would differ from the last one drawn: nothing
    /// runs, and a pressed pointer (a press held still) is shown where it rests. A replay skips
    /// such time, held press or not, up to the next input or `gestureDeadline`.
    public var isIdleUntilInput: Bool {
        !driver.hasRunningAnimators && !scene.animators.contains { $0.isRunning } && replay == nil
            && frameInput.resampler.holdsStill(at: frameInput.sampleTime)
    }

    /// When a recogniser stops waiting without input (R30), on the pointer clock; nil: never.
    public var gestureDeadline: Double? { dispatcher.nextDeadline }

    /// The scene's named views and animators, as `--state` writes them.
    public func snapshot() -> StateSnapshot {
        var snapshot = StateSnapshot(sceneName: type(of: scene).name, root: scene.view, animators: scene.animators)
        snapshot.tuning = scene.tuning
        snapshot.frames = frameCount
        snapshot.seconds = firstFrameTime.map { time.realTime - $0 }
        return snapshot
    }

    public func presented(at time: Double) {
        frameInput.meter.presented(at: time, showing: frameInput.shownTime)
    }

    /// The HUD can be hidden (screenshots, tests).
    /// Dragging the HUD, and the wheel over its numbers, are left out of recordings (`FrameClient.records`).
    public func records(_ input: InputEvent) -> Bool {
        switch input {
        case .pointer(let event):
            return !hud.wouldTake(event, size: size, animatorCount: scene.animators.count)
        case .scroll(let event):
            return wheelNumber(at: event.location) == nil
        default:
            return true
        }
    }

    public var showsHUD: Bool {
        get { hud.isVisible }
        set { hud.isVisible = newValue }
    }
}
