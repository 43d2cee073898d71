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
    /// The live scene with its clock and gestures (a new run at a scene switch, and when `G`
    /// rebuilds it).
    var live: SceneRun
    /// The scene's clock (the same across a scene switch; `G` rebuilds it).
    public var driver: AnimationDriver { live.driver }
    public var dispatcher: GestureDispatcher { live.dispatcher }
    public var scene: Scene { live.scene }
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
    /// The HUD's graph and the feel of each release and motion, measured as they happen.
    var feel = GestureFeel()
    /// The input between its arrival and its frame: the pointer, the fingers and the latency (F7).
    var frameInput = FrameInput()
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
        history = SceneHistory(startTime: 0, tuning: tunings[type.name] ?? type.defaultTuning, size: size)
        // Laid out by the first resize, the window's size then known.
        live = SceneRun(type: type, root: root, history: history, driver: AnimationDriver(time: 0), laysOut: false)
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
        live.end()
        history = SceneHistory(startTime: driver.now, tuning: tunings[type.name] ?? type.defaultTuning, size: size)
        live = SceneRun(type: type, root: root, history: history, driver: driver)
        needsPreparing = true
        displayRequested = true
        hud.clearMessage()   // it spoke of the scene that is gone
        feel.forgetScene()   // so did the last release's report
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
            live.apply(.tuning(t))
            history.append(.tuning(t), at: driver.now)
            tuningStore?.save(t, scene: name)
            if let error = tuningStore?.lastError {   // said in the window, not only on stderr
                hud.show(message: "tuning not saved: \(error)", at: time.realTime)
            }
        }
    }

    /// Frames updated so far, and the first frame's timestamp (for the frame rate in `--state`).
    public internal(set) var frameCount = 0
    var firstFrameTime: Double?

    /// Set when a scene is loaded or the canvas resized, cleared by `prepare(with:)`.
    var needsPreparing = true
    /// Scratch for the ghost's outline.
    var ghostPoints: [CGPoint] = []

    /// Set by input and resizes, cleared by drawing.
    var displayRequested = true

    /// The next frame is drawn even if nothing moves (a setting changed from outside).
    func requestDisplay() { displayRequested = true }
    /// Whether the last update found everything at rest.
    var wasSettled = true

    /// Where the pointer was last seen, and whether it is pressed (nil before any pointer input).
    public var pointer: (location: CGPoint, isDown: Bool)? { frameInput.pointer }
    /// From each pointer sample to the frame that shows it on screen (F7).
    public var latency: LatencyMeter { frameInput.meter }

    /// How fast animation time runs against real time now (`--time-scale`, slow motion).
    var timeScaleNow: Double { time.effectiveScale }
    /// When set, every drawn frame adds a line to it (`--trace`).
    public var trace: FrameTrace?

    /// Called at the start of each frame's update, and in the window at least every 100 ms at
    /// rest: where the program hears from outside the window (`--watch`'s build errors).
    public var beforeEachFrame: (() -> Void)?
}
