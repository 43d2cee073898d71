import Animation
import Foundation
import Gestures
import Input
import ViewTree

/// A scene with its root, clock and gestures, made from a `SceneHistory`: the app's live scene
/// runs in one of these, `G` rebuilds it and its ghost as these, and every one takes its input
/// and its frames by the same rule (`take`, `advance`).
final class SceneRun {
    let root: View
    let driver: AnimationDriver
    let dispatcher: GestureDispatcher
    let scene: Scene
    /// Input waiting for its frame's sample time, as the app's does (F7).
    var resampler = InputResampler()
    /// The pointers pressed, for the gesture's release (R36).
    private var press = PressSpan()

    /// A fresh scene of `type` in `root` as `history` says it was made, at its start time, on
    /// `driver` (a new one when nil: the app keeps its clock across a scene switch), laid out at
    /// the history's size unless `laysOut` is false (the app lays out at its first resize).
    init(type: Scene.Type, root: View, history: SceneHistory, diagnostics: Diagnostics = Diagnostics(),
         driver given: AnimationDriver? = nil, laysOut: Bool = true) {
        self.root = root
        driver = given ?? AnimationDriver(time: history.startTime, diagnostics: diagnostics)
        dispatcher = GestureDispatcher(root: root)
        dispatcher.coalescesChanges = true
        let driver = driver
        scene = driver.run { type.init() }
        scene.tuning = history.startTuning
        root.addSubview(scene.view)
        let scene = scene
        if laysOut { driver.run { scene.layout(size: history.startSize) } }
    }

    /// Plays `history`'s records into the scene, each at its animation time.
    func replay(_ history: SceneHistory) {
        for record in history.records {
            driver.advance(to: record.animationTime)
            apply(record.entry)
        }
    }

    /// Hands `input` to the scene's gestures; false when none took it (a key, quitting).
    @discardableResult
    func take(_ input: InputEvent) -> Bool {
        driver.run { dispatcher.handle(input) }
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
            // A touchpad pinch's end is a release too.
            if case .touchpad(let gesture) = input, gesture.phase == .ended || gesture.phase == .cancelled {
                let t = releaseTime(gesture.timestamp)
                if t > driver.now { driver.advance(to: t) }
            }
            apply(.input(input))
        }
    }

    /// One frame: pending gesture changes with every pointer resampled to `sampleTime` (when
    /// given; F7, R36), then the animations, at `time`.
    func advance(to time: Double, sampleTime: Double? = nil) {
        guard let sampleTime else {
            driver.run {
                dispatcher.flush()
                driver.advance(to: time)
            }
            return
        }
        let shown = resampler.location(at: sampleTime)
        advance(to: time, sampleTime: sampleTime, pointers: &resampler, shown: shown)
    }

    /// The frame rule every run keeps (the app's live scene, `G`'s rebuilt one and its ghost):
    /// the gesture's changes reported with each pointer where `pointers` has it at `sampleTime`
    /// (F7, R36), the first pressed one where the frame shows it (`shown`: resampled, or
    /// predicted with `--predict`), then the animations moved to `time`.
    func advance(to time: Double, sampleTime: Double, pointers: inout InputResampler, shown: CGPoint?) {
        let first = pointers.firstPressedPointer
        driver.run {
            dispatcher.flush(at: sampleTime) { id in id == first ? shown : pointers.location(of: id, at: sampleTime) }
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
