import Animation
import Foundation
import Gestures
import Input
import Painting
import ViewTree

/// The app's frame: input as it arrives and at its frame's sample time (F7), then the live scene's
/// frame by the rule every run keeps (`SceneRun.advance`), the gesture graph and the feel meter.
extension PlaygroundApp {
    public func handle(_ input: InputEvent) {
        displayRequested = true
        if case .pointer(let event) = input {
            if hud.take(event, size: size, animatorCount: scene.animators.count) { return }
            // A replayed drag plays to its end; a press after it takes the ghost away.
            if replay?.isDelivering == true { return }
            if event.phase == .down { endReplay() }
        }
        if case .scroll(let event) = input, takeWheel(event) { return }
        // Motion and releases wait for their frame's sample time (F7), and what comes after them
        // waits behind them; a press, a key or a focus loss with nothing before it goes now, as
        // do a resize or quitting.
        frameInput.resampler.enqueue(input)
        while let now = frameInput.resampler.next(dueBy: -.infinity) {
            frameInput.isBetweenFrames = true
            process(now, lag: 0)
            frameInput.isBetweenFrames = false
        }
    }

    /// One input as the scene takes it, at its frame: `lag` is how far the frame's display time
    /// is ahead of its sample time, so a release's animation starts when the release is shown.
    func process(_ input: InputEvent, lag: Double) {
        var edge: PressSpan.Edge?
        if case .pointer(let event) = input {
            // With several fingers (R36) only the gesture's first press catches a moving scene
            // (F3), and only its last release brings the animations to when it happened.
            let followed = frameInput.follow(event, lag: lag)
            edge = followed.edge
            if edge == .pressed { instantCatch.press(on: scene) }
            if let ended = followed.endedAt { catchUp(toEventAt: ended) }
        }
        // A touchpad pinch ends when its fingers lift, as a release does (F1).
        if case .touchpad(let gesture) = input, gesture.phase == .ended || gesture.phase == .cancelled {
            catchUp(toEventAt: gesture.timestamp + lag)
        }
        if live.take(input) {
            // Between frames, the delivery is stamped with the next frame's time (`update`).
            history.append(.input(input), at: driver.now,
                           delivery: .init(frameTime: frameInput.isBetweenFrames ? nil : frameInput.frameTime,
                                           resamplingDelay: frameInput.resampler.delay, inputLatency: frameInput.latency))
        } else {
            driver.run {
                switch input {
                case .key(let name, _):
                    handleKey(name)
                case .quit:
                    wantsToQuit = true
                default:
                    break
                }
            }
        }
        feel.noteInput(to: scene, at: driver.now, released: edge == .released)
    }

    /// The mouse's rate from its moves before a press, and whether the window's frames follow
    /// the drag's samples: the drag's resampling delay follows both (F7, issue 52).
    public func pointerPressed(rate: InputRate, framesFollow: Bool) {
        frameInput.resampler.learnRate(from: rate)
        frameInput.resampler.framesFollowInput = framesFollow
    }

    public func update(to frameTime: Double) { update(to: frameTime, inputLatency: 0) }

    public func update(to frameTime: Double, inputLatency: Double) {
        frameCount += 1
        beforeEachFrame?()
        if firstFrameTime == nil { firstFrameTime = frameTime }
        frameInput.frameTime = frameTime
        frameInput.latency = inputLatency
        history.stampDeliveries(frameTime: frameTime)
        // `G`'s replayed input arrives as live input would, up to what the frame has read.
        deliverReplayedInput(dueBy: frameTime - inputLatency, frameTime: frameTime)
        // F7: the frame shows the finger `lag` before its display time; input due by then goes
        // to the scene now, before the clock moves, so a release is caught up from the last frame.
        let sampleTime = frameInput.readSamples()
        let lag = frameTime - sampleTime
        while let input = frameInput.resampler.next(dueBy: sampleTime) { process(input, lag: lag) }
        deliverGhostInput(dueBy: sampleTime, lag: lag)
        // Never behind what input already advanced the clock to.
        let animationTime = max(time.advance(to: frameTime), driver.now)
        let shown = frameInput.showSamples()
        // The scene's frame, by the rule every run keeps: every pointer of the gesture resampled
        // to the frame (R36, F7), the first as shown, then the animations.
        live.advance(to: animationTime, sampleTime: sampleTime, pointers: &frameInput.resampler, shown: shown)
        advanceReplay(to: animationTime, frameTime: frameTime, sampleTime: sampleTime)
        recordGesture(at: frameTime)
        // The frame in which things come to rest is drawn too: what completions changed, and the
        // feel report's last numbers, would otherwise stay stale on screen.
        let settled = isSettled
        if !settled || !wasSettled { displayRequested = true }
        wasSettled = settled
    }

    /// The HUD's graph of the last gesture and the feel report, from this frame.
    func recordGesture(at time: Double) {
        let settled = isSettled
        feel.record(time: time, scene: scene, pointer: pointer, isScrolling: dispatcher.isScrolling, settled: settled,
                    animates: driver.hasRunningAnimators || scene.animators.contains { $0.isRunning },
                    graph: &hud.gesture, velocity: { pointerVelocity })
    }

    /// Brings the animations to the moment a release happened, so whatever it starts begins there
    /// (R26, F1): a release mid-frame hands on to a spring that runs only the rest of the frame.
    /// Presses and moves are not caught up: they hit-test and catch views where they are drawn.
    func catchUp(toEventAt timestamp: Double) {
        let t = time.animationTime(ofEventAt: timestamp)
        if t > driver.now { driver.advance(to: t) }
    }

}
