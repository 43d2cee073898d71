import Animation
import Foundation
import Gestures
import Input
import ViewTree

/// A scene with its own root, clock and gestures, rebuilt from a `SceneHistory`: the ghost of
/// `G`'s comparison runs in one of these, and the app rebuilds its own scene the same way.
final class SceneRun {
    let root: View
    let driver: AnimationDriver
    let dispatcher: GestureDispatcher
    let scene: Scene
    /// Input waiting for its frame's sample time, as the app's does (F7).
    var resampler = InputResampler()
    /// The pointers pressed, for the gesture's release (R36).
    private var press = PressSpan()

    /// A fresh scene of `type` in `root` as `history` says it was made, at its start time.
    init(type: Scene.Type, root: View, history: SceneHistory, diagnostics: Diagnostics = Diagnostics()) {
        self.root = root
        driver = AnimationDriver(time: history.startTime, diagnostics: diagnostics)
        dispatcher = GestureDispatcher(root: root)
        dispatcher.coalescesChanges = true
        let driver = driver
        scene = driver.run { type.init() }
        scene.tuning = history.startTuning
        root.addSubview(scene.view)
        let scene = scene
        driver.run { scene.layout(size: history.startSize) }
    }

    /// Plays `history`'s records into the scene, each at its animation time.
    func replay(_ history: SceneHistory) {
        for record in history.records {
            driver.advance(to: record.animationTime)
            apply(record.entry)
        }
    }

    /// Does what the entry says, as the app does live.
    func apply(_ entry: SceneHistory.Entry) {
        driver.run {
            switch entry {
            case .input(let input):
                dispatcher.handle(input)
            case .tuning(let tuning):
                scene.tuning = tuning
                scene.tuningDidChange()
            case .reverse:
                scene.reverseRunningAnimators()
            case .resize(let size):
                scene.layout(size: size)
            }
        }
    }

    /// Input for a later frame, delivered once the sample time passes it (`deliver`).
    func enqueue(_ input: InputEvent) {
        resampler.enqueue(input)
    }

    /// Hands the scene the input due by `sampleTime`, every pointer's; the gesture's release
    /// (its last pointer's, R36) first brings the animations to `releaseTime(t)` for a release
    /// at `t`, as the app does.
    func deliver(dueBy sampleTime: Double, releaseTime: (Double) -> Double) {
        while let input = resampler.next(dueBy: sampleTime) {
            if case .pointer(let event) = input, let edge = press.note(event), edge != .pressed {
                let t = releaseTime(event.timestamp)
                if t > driver.now { driver.advance(to: t) }
            }
            apply(.input(input))
        }
    }

    /// One frame: pending gesture changes with every pointer resampled to `sampleTime` (when
    /// given; F7, R36), then the animations, at `time`.
    func advance(to time: Double, sampleTime: Double? = nil) {
        // The first pressed pointer is read as the frame shows it whether or not a gesture
        // follows it (as the app does for its pointer), the others when the gesture asks.
        let first = resampler.firstPressedPointer
        let shown = sampleTime.flatMap { resampler.location(at: $0) }
        driver.run {
            if let sampleTime {
                dispatcher.flush(at: sampleTime) { id in
                    id == first ? shown : self.resampler.location(of: id, at: sampleTime)
                }
            } else {
                dispatcher.flush()
            }
            driver.advance(to: time)
        }
    }

    /// Stops what the scene started, so nothing of it outlives the run.
    func end() {
        driver.run { dispatcher.cancelAll() }
        driver.stopAll(including: scene.animators)
        scene.view.removeFromSuperview()
    }
}

extension Scene {
    /// `R`: reverses every running animator.
    func reverseRunningAnimators() {
        for animator in animators where animator.state == .active { animator.isReversed.toggle() }
    }
}
