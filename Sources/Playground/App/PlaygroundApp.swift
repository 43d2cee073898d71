import Animation
import Foundation
import Gestures
import Platform
import ViewTree

/// The playground: one window's worth of scenes, animators and gestures, driven by the frame
/// loop (windowed or headless) through `FrameClient`.
public final class PlaygroundApp: FrameClient {
    public let root = View(name: "root")
    public let driver: AnimationDriver
    public let dispatcher: GestureDispatcher
    public private(set) var scene: Scene
    public private(set) var wantsToQuit = false
    private let hud = HUD()
    private var size = CGSize(width: 1280, height: 800)
    /// Animation time runs at `timeScale` × real time, and not at all while paused.
    public var timeScale: Double = 1
    private var lastFrameTime: Double?
    private var animationTime: Double = 0

    /// Starts on the scene named `sceneName` (the first one when nil).
    public init(sceneName: String? = nil) throws {
        let type: Scene.Type
        if let sceneName {
            guard let found = SceneCatalog.named(sceneName) else { throw PlaygroundError.unknownScene(sceneName) }
            type = found
        } else {
            type = SceneCatalog.all[0]
        }
        driver = AnimationDriver(time: 0)
        dispatcher = GestureDispatcher(root: root)
        dispatcher.coalescesChanges = true
        scene = driver.run { type.init() }
        scene.tuning = tunings[type.name] ?? type.defaultTuning
        root.addSubview(scene.view)
    }

    /// Tuning per scene name (loaded from the tuning file; scenes not listed use their defaults).
    public var tunings: [String: SceneTuning] = [:]

    /// Replaces the scene with the one of `type`.
    public func switchTo(_ type: Scene.Type) {
        dispatcher.cancelAll()
        scene.view.removeFromSuperview()
        scene = driver.run { type.init() }
        scene.tuning = tunings[type.name] ?? type.defaultTuning
        root.addSubview(scene.view)
        driver.run { scene.layout(size: size) }
    }

    // MARK: FrameClient

    public func handle(_ input: InputEvent) {
        driver.run {
            if dispatcher.handle(input) { return }
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

    private func handleKey(_ name: String) {
        switch name {
        case "Escape":
            wantsToQuit = true   // a gesture under way took the Escape already (dispatcher)
        case "H":
            hud.isVisible.toggle()
        case "Tab":
            let all = SceneCatalog.all
            let index = all.firstIndex { $0 == type(of: scene) } ?? 0
            switchTo(all[(index + 1) % all.count])
        default:
            if let digit = Int(name), digit >= 1, digit <= SceneCatalog.all.count {
                switchTo(SceneCatalog.all[digit - 1])
            }
        }
    }

    public func update(to time: Double) {
        let elapsed = lastFrameTime.map { max(0, time - $0) } ?? 0
        lastFrameTime = time
        animationTime += elapsed * timeScale
        driver.run {
            dispatcher.flush()
            driver.advance(to: animationTime)
        }
    }

    public func draw(with renderer: Renderer, stats: FrameStats) {
        renderer.beginFrame(background: .black)
        renderer.draw(root)
        hud.draw(with: renderer, stats: stats, size: size, time: lastFrameTime ?? 0,
                 lines: ["\(type(of: scene).title) · \(driver.runningCount) animators"])
    }

    public func resize(to size: CGSize) {
        self.size = size
        root.frame = CGRect(origin: .zero, size: size)
        driver.run { scene.layout(size: size) }
    }

    /// True when no animator is running and no gesture is under way.
    public var isSettled: Bool {
        !driver.hasRunningAnimators && !dispatcher.hasActiveGesture && !scene.animators.contains { $0.isRunning }
    }

    /// The scene's named views and animators, as `--state` writes them.
    public func snapshot() -> StateSnapshot {
        StateSnapshot(sceneName: type(of: scene).name, root: scene.view, animators: scene.animators)
    }

    /// The HUD can be hidden (screenshots, tests).
    public var showsHUD: Bool {
        get { hud.isVisible }
        set { hud.isVisible = newValue }
    }
}

public enum PlaygroundError: Error, CustomStringConvertible {
    case unknownScene(String)

    public var description: String {
        switch self {
        case .unknownScene(let name):
            return "unknown scene '\(name)'; valid scenes: \(SceneCatalog.names.joined(separator: ", "))"
        }
    }
}
