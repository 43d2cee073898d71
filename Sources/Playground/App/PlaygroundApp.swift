import Animation
import FileSafety
import Foundation
import Gestures
import Input
import Painting
import ViewTree

/// The playground: one window's worth of scenes, animators and gestures, driven by the frame
/// loop (windowed or headless) through `FrameClient`.
public final class PlaygroundApp: FrameClient {
    public let root = View(name: "root")
    /// The scene's clock and gestures (new ones when `G` rebuilds the scene).
    public internal(set) var driver: AnimationDriver
    public internal(set) var dispatcher: GestureDispatcher
    public internal(set) var scene: Scene
    public internal(set) var wantsToQuit = false
    let hud = HUD()
    var size = CGSize(width: 1280, height: 800)
    var time = TimeControl()
    /// Where tuning is kept between runs; nil keeps it in memory only (tests, replays).
    public let tuningStore: TuningStore?
    /// Tuning per scene name; scenes not listed use their defaults.
    public internal(set) var tunings: [String: SceneTuning] = [:]
    /// Puts text on the desktop clipboard, true when it did (`C`); nil where there is none.
    public var clipboard: ((String) -> Bool)?
    /// A view from another run drawn as a ghost over this one (`fluid compare --ghost`).
    public var overlay: (() -> View?)?
    /// A line drawn at the top left of every frame, over the scene and the HUD: which run a
    /// picture is (`fluid compare` labels its runs a and b).
    public var caption: String? {
        didSet { if caption != oldValue { displayRequested = true } }
    }
    /// Where `C` prints the code: standard output, written at once and checked, so a closed
    /// pipe or a full disk is an error `C` reports, never a lost print or a death by SIGPIPE.
    public var printExport: (String) throws -> Void = { try StandardOutput.write($0) }
    /// Where the app's warnings go (standard error).
    public var warn: (PlaygroundWarning) -> Void = PlaygroundWarning.print
    /// The last failure of `printExport`, warned about once (a closed pipe stays closed).
    var printFailure: String?
    /// What the scene has been through, for `G`.
    var history: SceneHistory
    /// `G`'s replay and ghost while they run.
    var replay: GestureReplay?
    /// Each release measured as it happens, for the HUD's feel report and `fluid compare`.
    var feel = FeelMeter()
    /// From each pointer sample to the frame that shows it on screen (F7).
    public internal(set) var latency = LatencyMeter()
    /// The frame's input: what waits for its sample time, and the clock it is shown on (F7).
    var frameInput = FrameInput()
    /// The fingers of a gesture of several, drawn as circles (issue 47).
    var touches = TouchPoints()
    /// The pans the last press made begin on the press (F3).
    var instantCatch = InstantCatch()

    /// Starts on the scene named `sceneName` (the first one when nil), with tuning from `store`.
    public convenience init(sceneName: String? = nil, tuningStore: TuningStore? = nil) throws {
        let type: Scene.Type
        if let sceneName {
            guard let found = SceneCatalog.named(sceneName) else { throw PlaygroundError.unknownScene(sceneName) }
            type = found
        } else {
            type = SceneCatalog.all[0]
        }
        self.init(sceneType: type, tuningStore: tuningStore)
    }

    /// Starts on a scene of `type`, in the catalog or not (a new scene while it is written).
    public init(sceneType type: Scene.Type, tuningStore: TuningStore? = nil) {
        self.tuningStore = tuningStore
        tunings = tuningStore?.loadAll(scenes: SceneCatalog.names) ?? [:]
        driver = AnimationDriver(time: 0)
        dispatcher = GestureDispatcher(root: root)
        dispatcher.coalescesChanges = true
        scene = driver.run { type.init() }
        scene.tuning = tunings[type.name] ?? type.defaultTuning
        root.addSubview(scene.view)
        history = SceneHistory(startTime: 0, tuning: scene.tuning, size: size)
    }

    /// Animators and their driver hold each other while they run: stopping them lets the scene,
    /// its views and the driver go with the app.
    deinit {
        replay?.end()
        driver.stopAll(including: scene.animators)
    }

    /// Animation speed relative to real time (`--time-scale`).
    public var timeScale: Double {
        get { time.timeScale }
        set { time.timeScale = newValue }
    }

    /// Replaces the scene with a new one of `type`, with its own tuning (saved or default).
    ///
    /// The old scene goes with everything it started: its drag is cancelled (its handlers may
    /// still continue animators, R31), then every animator the driver runs is stopped, so no
    /// completion reaches a scene that is gone and nothing keeps it alive.
    public func switchTo(_ type: Scene.Type) {
        endReplay()
        driver.run { dispatcher.cancelAll() }
        driver.stopAll(including: scene.animators)
        scene.view.removeFromSuperview()
        scene = driver.run { type.init() }
        scene.tuning = tunings[type.name] ?? type.defaultTuning
        root.addSubview(scene.view)
        driver.run { scene.layout(size: size) }
        history = SceneHistory(startTime: driver.now, tuning: scene.tuning, size: size)
        needsPreparing = true
        displayRequested = true
        hud.clearMessage()   // it spoke of the scene that is gone
        feel.forgetCurrent()  // so did the last release's report
        releaseStart = nil
    }

    /// The current scene's tuning; setting it applies it to the scene (and its animation in
    /// flight) and saves it.
    public var tuning: SceneTuning {
        get { scene.tuning }
        set {
            var t = newValue
            t.clamp()
            guard t != scene.tuning else { return }
            let name = type(of: scene).name
            tunings[name] = t
            scene.tuning = t
            driver.run { scene.tuningDidChange() }
            history.append(.tuning(t), at: driver.now)
            tuningStore?.save(t, scene: name)
            if let error = tuningStore?.lastError {   // said in the window, not only on stderr
                hud.show(message: "tuning not saved: \(error)", at: time.realTime)
            }
        }
    }

    // MARK: FrameClient

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
        driver.run {
            if dispatcher.handle(input) {
                // Between frames, the delivery is stamped with the next frame's time (`update`).
                history.append(.input(input), at: driver.now,
                               delivery: .init(frameTime: frameInput.isBetweenFrames ? nil : frameInput.frameTime,
                                               resamplingDelay: frameInput.resampler.delay, inputLatency: frameInput.latency))
                return
            }
            switch input {
            case .key(let name, _):
                handleKey(name)
            case .quit:
                wantsToQuit = true
            default:
                break
            }
        }
        if edge == .released { releaseStart = ReleaseStart.find(in: scene, at: driver.now) }
    }

    /// Frames updated so far, and the first frame's timestamp (for the frame rate in `--state`).
    public private(set) var frameCount = 0
    private var firstFrameTime: Double?

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
        // Every pointer of the gesture resampled to the frame (R36, F7), the first as shown.
        let first = frameInput.resampler.firstPressedPointer
        driver.run {
            dispatcher.flush(at: sampleTime) { id in id == first ? shown : frameInput.resampler.location(of: id, at: sampleTime) }
            driver.advance(to: animationTime)
        }
        advanceReplay(to: animationTime, frameTime: frameTime, sampleTime: sampleTime)
        recordGesture(at: frameTime)
        // The frame in which things come to rest is drawn too: what completions changed, and the
        // feel report's last numbers, would otherwise stay stale on screen.
        let settled = isSettled
        if !settled || !wasSettled { displayRequested = true }
        wasSettled = settled
    }

    /// The HUD's graph of the last gesture: the moving view and the finger, frame by frame.
    private func recordGesture(at time: Double) {
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
    }

    /// True when the next frame would differ from the last drawn one: input
    /// arrived, something moves, or the HUD shows something timed.
    public var needsDisplay: Bool {
        displayRequested || !isSettled || hud.needsDisplay(at: time.realTime)
    }

    /// Set when a scene is loaded or the canvas resized, cleared by `prepare(with:)`.
    private var needsPreparing = true

    public func prepare(with painter: Painter) {
        guard needsPreparing else { return }
        needsPreparing = false
        painter.prepare(root)
    }

    public func draw(with renderer: Painter, stats: FrameStats) {
        displayRequested = false
        renderer.beginFrame(background: .black)
        renderer.draw(root)
        if let replay {
            if let ghost = replay.ghostView {
                GhostOutline.draw(ghost, label: replay.label, opacity: replay.opacity, painter: renderer, points: &ghostPoints)
            }
        } else if let ghost = overlay?() {
            renderer.drawOverlay(ghost, alpha: GestureReplay.ghostAlpha)
        }
        hud.draw(app: self, renderer: renderer, stats: stats)
        touches.draw(with: renderer)
        if let caption { drawCaption(caption, with: renderer) }
        trace?.record(app: self, time: time.realTime)
    }

    /// Brings the animations to the moment a release happened, so whatever it starts begins there
    /// (R26, F1): a release mid-frame hands on to a spring that runs only the rest of the frame.
    /// Presses and moves are not caught up: they hit-test and catch views where they are drawn.
    func catchUp(toEventAt timestamp: Double) {
        let t = time.animationTime(ofEventAt: timestamp)
        if t > driver.now { driver.advance(to: t) }
    }

    private var gestureWasDown = false
    /// The spring the last release started (F8), for the feel report and `C`.
    var releaseStart: ReleaseStart?
    /// Scratch for the ghost's outline.
    private var ghostPoints: [CGPoint] = []

    /// Set by input and resizes, cleared by drawing.
    private var displayRequested = true

    /// The next frame is drawn even if nothing moves (a setting changed from outside).
    func requestDisplay() { displayRequested = true }
    /// Whether the last update found everything at rest.
    private var wasSettled = true

    /// Where the pointer was last seen, and whether it is pressed (nil before any pointer input).
    public internal(set) var pointer: (location: CGPoint, isDown: Bool)?

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

    /// How fast animation time runs against real time now (`--time-scale`, slow motion).
    var timeScaleNow: Double { time.effectiveScale }
    /// When set, every drawn frame adds a line to it (`--trace`).
    public var trace: FrameTrace?

    /// Called at the start of each frame's update, and in the window at least every 100 ms at
    /// rest: where the program hears from outside the window (`--watch`'s build errors).
    public var beforeEachFrame: (() -> Void)?

    public func resize(to size: CGSize) {
        displayRequested = true
        needsPreparing = true
        self.size = size
        root.frame = CGRect(origin: .zero, size: size)
        driver.run { scene.layout(size: size) }
        history.append(.resize(size), at: driver.now)
        if let replay {
            replay.ghost.root.frame = root.frame
            replay.ghost.apply(.resize(size))
        }
    }

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
        latency.presented(at: time, showing: frameInput.shownTime)
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

public enum PlaygroundError: Error, Equatable, CustomStringConvertible {
    case unknownScene(String)

    public var description: String {
        switch self {
        case .unknownScene(let name):
            return "unknown scene '\(name)'; valid scenes: \(SceneCatalog.names.joined(separator: ", "))"
        }
    }
}
