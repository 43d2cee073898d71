import Animation
import Foundation
import Gestures
import Input
import ViewTree

/// `G`: the last gesture played again under the current tuning, from where it began,
/// beside a ghost of the same gesture under the tuning it ran with before (drawn as a tinted
/// outline, `GhostOutline`). Both runs
/// take the same input on the same clock, so what differs is the tuning alone.
final class GestureReplay {
    /// The gesture's input as it was recorded, played from the first frame after `G`: shifted
    /// by whole frames from where it was first delivered, so each frame samples the finger
    /// where the original frame did (F7) and the same input gives the same frames.
    private var feed: InputFeed
    private var hasStarted = false
    /// How the gesture's first input was delivered the first time (frame, resampling delay).
    let firstDelivery: SceneHistory.Delivery?
    /// The same gesture under the previous tuning.
    let ghost: SceneRun
    let ghostTuning: SceneTuning
    /// The ghost's dragged view (the scene's moving view, or the view of the pan that began).
    private(set) var ghostView: View?
    /// When both runs were last seen at rest after the input ended (frame clock).
    private var settledSince: Double?
    /// How long the ghost stays after both runs have come to rest, so the ends can be compared;
    /// it fades out over that time.
    static let lingerSeconds = 0.75
    /// How translucent a ghost from another run is drawn (`fluid compare --ghost`).
    static let ghostAlpha = 0.4
    /// How strongly the ghost is drawn: 1 while either run moves, then down to 0 as it lingers.
    private(set) var opacity = 1.0
    /// The ghost's label: its tuning.
    var label: String { "ghost: " + PlaygroundApp.describe(ghostTuning) }

    init(events: [InputEvent], firstDelivery: SceneHistory.Delivery?, ghost: SceneRun, ghostTuning: SceneTuning) {
        feed = InputFeed(events: events)
        self.firstDelivery = firstDelivery
        ghost.resampler.fixedDelay = firstDelivery?.resamplingDelay
        self.ghost = ghost
        self.ghostTuning = ghostTuning
        ghostView = ghost.scene.ghostView
    }

    /// True while replayed input is still to come (live pointer input is not taken meanwhile).
    var isDelivering: Bool { !feed.isFinished }

    /// Hands the inputs that have arrived by `time` (the frame's display time less its input
    /// latency) to `main` and to the ghost, in order, for them to deliver at their sample times.
    func deliver(dueBy time: Double, frameTime: Double, to main: (InputEvent) -> Void) {
        if !hasStarted {
            hasStarted = true
            let first = firstDelivery?.frameTime ?? feed.events.first?.timestamp ?? frameTime
            feed.timeOffset = frameTime - first
        }
        feed.take(dueBy: time) { event in
            main(event)
            ghost.enqueue(event)
        }
    }

    /// Advances the ghost to the frame's animation time, its pointer at `sampleTime`; false once
    /// the replay is over (input delivered, both runs at rest for `lingerSeconds`).
    func advance(to animationTime: Double, frameTime: Double, sampleTime: Double, mainIsSettled: Bool) -> Bool {
        ghost.advance(to: animationTime, sampleTime: sampleTime)
        if ghost.scene.ghostView == nil,
           let pan = ghost.scene.pans.first(where: { $0.state == .began || $0.state == .changed }), let view = pan.view {
            ghostView = view
        }
        let settled = !isDelivering && mainIsSettled && !ghost.resampler.hasPending && !ghost.driver.hasRunningAnimators
            && !ghost.dispatcher.hasActiveGesture && !ghost.scene.animators.contains { $0.isRunning }
        guard settled else { settledSince = nil; opacity = 1; return true }
        let since = settledSince ?? frameTime
        settledSince = since
        opacity = max(0, 1 - (frameTime - since) / Self.lingerSeconds)
        return frameTime - since < Self.lingerSeconds
    }

    func end() { ghost.end() }
}

extension PlaygroundApp {
    /// `G`: rebuilds the scene as it was when the last gesture began, plays that gesture again
    /// under the current tuning, and shows the run it replaces as a ghost.
    func replayLastGesture() {
        let now = time.realTime
        guard !history.isGestureOpen, !dispatcher.hasActiveGesture else {
            return hud.show(message: "G: release the drag first", at: now)
        }
        guard let gesture = history.lastGesture else {
            let full = history.isFull ? " (the history is full: switch scenes to start a new one)" : ""
            return hud.show(message: "G plays your last drag again under the current tuning: drag first\(full)", at: now)
        }
        let type = type(of: scene)
        let prefix = history.prefix(upTo: gesture.lowerBound)
        let startTime = history.records[gesture.lowerBound].animationTime
        let previous = history.tuning(before: gesture.lowerBound)
        let current = scene.tuning
        let inputs = history.records[gesture].compactMap { record -> InputEvent? in
            if case .input(let input) = record.entry { return input }
            return nil
        }
        guard !inputs.isEmpty else { return }
        let firstDelivery = history.records[gesture].lazy.compactMap(\.delivery).first

        endReplay()
        live.end()

        let main = rebuild(type, in: root, from: prefix, until: startTime, diagnostics: driver.diagnostics)
        let ghostRoot = View(name: "ghost")
        ghostRoot.frame = root.frame
        let ghost = rebuild(type, in: ghostRoot, from: prefix, until: startTime, diagnostics: Diagnostics())
        live = main
        history = prefix
        main.apply(.tuning(current))
        history.append(.tuning(current), at: driver.now)
        ghost.apply(.tuning(previous))
        time.rebase(animationTime: driver.now)

        replay = GestureReplay(events: inputs, firstDelivery: firstDelivery, ghost: ghost, ghostTuning: previous)
        // The gesture is sampled as it was the first time (F7).
        frameInput.resampler.fixedDelay = firstDelivery?.resamplingDelay
        hud.show(message: "G: your last drag again at \(Self.describe(current)); ghost: \(Self.describe(previous))", at: now)
    }

    /// A scene of `type` made as `history` began, its records played, at rest at `time` and at
    /// the window's current size.
    private func rebuild(_ type: Scene.Type, in root: View, from history: SceneHistory, until time: Double,
                         diagnostics: Diagnostics) -> SceneRun {
        let run = SceneRun(type: type, root: root, history: history, diagnostics: diagnostics)
        run.replay(history)
        run.driver.advance(to: max(time, run.driver.now))
        if history.currentSize != size { run.apply(.resize(size)) }
        return run
    }

    /// Hands the replayed input that has arrived by `time` to the scene's input, as live input
    /// would arrive, and to the ghost's.
    func deliverReplayedInput(dueBy time: Double, frameTime: Double) {
        guard let replay else { return }
        replay.deliver(dueBy: time, frameTime: frameTime) { frameInput.resampler.enqueue($0) }
    }

    /// Hands the ghost its input due by `sampleTime`, a release caught up as the app's is.
    func deliverGhostInput(dueBy sampleTime: Double, lag: Double) {
        guard let replay else { return }
        replay.ghost.deliver(dueBy: sampleTime) { time.animationTime(ofEventAt: $0 + lag) }
    }

    /// Moves the ghost on with the frame; ends the replay once both runs have been at rest a while.
    func advanceReplay(to animationTime: Double, frameTime: Double, sampleTime: Double) {
        guard let replay else { return }
        let mainIsSettled = !driver.hasRunningAnimators && !dispatcher.hasActiveGesture && !scene.animators.contains { $0.isRunning }
            && !frameInput.resampler.hasPending
        if !replay.advance(to: animationTime, frameTime: frameTime, sampleTime: sampleTime, mainIsSettled: mainIsSettled) {
            endReplay()
        }
    }

    /// Takes the ghost away.
    func endReplay() {
        replay?.end()
        replay = nil
        frameInput.resampler.fixedDelay = nil
    }

    static func describe(_ t: SceneTuning) -> String {
        "ζ \(String(format: "%.2f", t.dampingRatio)), \(String(format: "%.2f", t.response)) s"
    }
}

extension SceneHistory {
    /// The size the scene was last laid out at.
    var currentSize: CGSize {
        var size = startSize
        for record in records { if case .resize(let s) = record.entry { size = s } }
        return size
    }
}
