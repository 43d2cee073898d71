import Input

/// What a playground key does.
public enum KeyAction: Equatable, Sendable {
    case nextScene
    /// The scene at this place in `SceneCatalog.all` (key `1` is 0).
    case scene(Int)
    /// Changes the damping ratio or the response (duration) by a signed step.
    case damping(by: Double), response(by: Double)
    case toggleScrubbing, togglePausing, toggleSeedTiming
    case slowMotion, pauseAll, stepFrame, reverse
    case cycleHUD, resetTuning, help
    /// Print this scene's tuning as code for other platforms and copy it.
    case copyTuning
    /// Play the last drag again under the current tuning, with the previous run as a ghost.
    case replayGesture
    /// Cancel the drag (the dispatcher takes it first), close help, or quit.
    case escape
    case quit
}

/// One row of the key table: the keys as SDL names them, each with its action, and how the help
/// overlay and README show the row.
public struct KeyBinding: Sendable {
    /// The row's keys as help shows them ("[  ]", "1 – 9, Tab").
    public let label: String
    /// What the row does, in a few words.
    public let help: String
    /// Each key (`SDL_GetKeyName`'s spelling) and what it does.
    public let keys: [(name: String, action: KeyAction)]

    init(_ label: String, _ help: String, _ keys: [(String, KeyAction)]) {
        self.label = label
        self.help = help
        self.keys = keys.map { (name: $0.0, action: $0.1) }
    }
}

/// The playground's keys, one table: `handleKey` looks actions up here and asks the scene's row
/// whether it takes them, the help overlay shows the rows, the HUD shows the scene's row, and a
/// test checks README's key table names the same keys.
public enum KeyTable {
    public static let bindings: [KeyBinding] = [
        KeyBinding("1 – 9, Tab", "switch scene", (1...9).map { (String($0), KeyAction.scene($0 - 1)) } + [("Tab", .nextScene)]),
        KeyBinding("[  ]", "damping ratio − / + 0.05", [("[", .damping(by: -SceneTuning.step)), ("]", .damping(by: SceneTuning.step))]),
        KeyBinding("-  =", "response (or duration) − / + 0.05 s",
                   [("-", .response(by: -SceneTuning.step)), ("=", .response(by: SceneTuning.step))]),
        KeyBinding("Shift + [ ] - =", "the same in steps of 0.01",
                   [("Shift+[", .damping(by: -SceneTuning.fineStep)), ("Shift+]", .damping(by: SceneTuning.fineStep)),
                    ("Shift+-", .response(by: -SceneTuning.fineStep)), ("Shift+=", .response(by: SceneTuning.fineStep))]),
        KeyBinding("S", "toggle scrubsLinearly", [("S", .toggleScrubbing)]),
        KeyBinding("P", "toggle pausesOnCompletion", [("P", .togglePausing)]),
        KeyBinding("L", "release: the UIKit example's own curve and duration / the spring that carries the finger", [("L", .toggleSeedTiming)]),
        KeyBinding("C", "copy the tuning as UIKit, SwiftUI, CSS, Android and Flutter code", [("C", .copyTuning)]),
        KeyBinding("G", "replay the last drag under this tuning, the previous one as a ghost", [("G", .replayGesture)]),
        KeyBinding("T", "slow motion (× 0.1)", [("T", .slowMotion)]),
        KeyBinding("Space", "pause / resume all animators", [("Space", .pauseAll)]),
        KeyBinding(".", "step one frame while paused", [(".", .stepFrame)]),
        KeyBinding("R", "reverse running animators", [("R", .reverse)]),
        KeyBinding("H", "HUD: compact, full, off", [("H", .cycleHUD)]),
        KeyBinding("0", "reset this scene's tuning", [("0", .resetTuning)]),
        KeyBinding("? / F1", "this help", [("?", .help), ("/", .help), ("F1", .help)]),
        KeyBinding("Escape", "cancel the drag, or quit", [("Escape", .escape)]),
        KeyBinding("Ctrl+Q", "quit", [("Ctrl+Q", .quit)]),
    ]

    /// The action of the key SDL names `name`, or nil for a key the playground does not use. A
    /// key with Shift ("Shift+/") that has no row of its own does what the key does alone.
    public static func action(for name: String) -> KeyAction? {
        for binding in bindings {
            for key in binding.keys where key.name == name { return key.action }
        }
        return KeyName.unshifted(name).flatMap(action(for:))
    }

    /// Every key name in the table.
    public static var keyNames: [String] { bindings.flatMap { $0.keys.map(\.name) } }

    /// UIKit's duration + damping ratio, and every tuning key but `P` and `L`.
    public static let defaultSceneKeys = SceneKeys(parameters: "UIKit duration + ζ")

    /// The row of `scene`: its own (`Scene.keys`, in its file), or the default.
    public static func keys(of scene: Scene.Type) -> SceneKeys {
        scene.keys ?? defaultSceneKeys
    }
}
