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
        if case .pointer(let event) = input { edge = follow(event, lag: lag) }
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
        if edge == .released { releaseStart = ReleaseStart.find(in: scene, at: driver.now) }
        motionFeel.noteReleases(of: scene.measuredMotions, at: driver.now)
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
        frameInput.resampler.read(at: frameTime - inputLatency)
        let sampleTime = frameTime - inputLatency - frameInput.resampler.delay
        let lag = frameTime - sampleTime
        frameInput.sampleTime = sampleTime
        while let input = frameInput.resampler.next(dueBy: sampleTime) { process(input, lag: lag) }
        deliverGhostInput(dueBy: sampleTime, lag: lag)
        // Never behind what input already advanced the clock to.
        let animationTime = max(time.advance(to: frameTime), driver.now)
        let shown = frameInput.shown(frameInput.resampler.location(at: sampleTime))
        if let shown, pointer?.isDown == true {
            pointer = (shown, true)
            frameInput.pointerTime = sampleTime
        }
        touches.follow(&frameInput.resampler, at: sampleTime)
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

    /// The HUD's graph of the last gesture: the moving view and the finger, frame by frame.
    func recordGesture(at time: Double) {
        guard let view = scene.movingView else { return }
        // A touchpad's scroll sequence is a drag here too (its fingers are on the pad).
        let isDown = pointer?.isDown == true || dispatcher.isScrolling
        let pan = scene.pans.first { $0.state == .began || $0.state == .changed }
        // "last drag" is a drag's: a tap's press begins no graph (issue 51).
        let drags = (isDown && pan != nil) || dispatcher.isScrolling
        if drags && !gestureWasDown { hud.gesture.begin() }
        gestureWasDown = drags
        let origin = view.presentedTransformedFrame.origin
        hud.gesture.record(time: time, origin: origin, finger: pan?.velocity(in: nil), isDown: drags, settled: isSettled)
        feel.record(time: time, frame: view.presentedTransformedFrame, pointer: pointer?.location,
                    isDown: isDown && pan != nil, settled: isSettled) {
            (pointerVelocity, scene.pans.first { $0.state == .ended }?.releaseRestGap, releaseStart,
             driver.hasRunningAnimators || scene.animators.contains { $0.isRunning })
        }
        motionFeel.record(scene.measuredMotions, time: time, settled: isSettled,
                          animates: driver.hasRunningAnimators || scene.animators.contains { $0.isRunning })
    }

    /// Brings the animations to the moment a release happened, so whatever it starts begins there
    /// (R26, F1): a release mid-frame hands on to a spring that runs only the rest of the frame.
    /// Presses and moves are not caught up: they hit-test and catch views where they are drawn.
    func catchUp(toEventAt timestamp: Double) {
        let t = time.animationTime(ofEventAt: timestamp)
        if t > driver.now { driver.advance(to: t) }
    }

}
