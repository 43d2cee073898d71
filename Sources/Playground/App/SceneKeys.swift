/// A tuning parameter a scene may use or leave alone, with the keys that change it (F2).
public enum TuningKey: CaseIterable, Sendable {
    case damping, response, scrubbing, pausing, seedTiming

    /// Its keys as the HUD names them when they are unused ("S, P unused").
    public var label: String {
        switch self {
        case .damping: return "[ ]"
        case .response: return "- ="
        case .scrubbing: return "S"
        case .pausing: return "P"
        case .seedTiming: return "L"
        }
    }
}

extension KeyAction {
    /// The tuning parameter the action changes; nil for the actions every scene takes.
    public var tuningKey: TuningKey? {
        switch self {
        case .damping: return .damping
        case .response: return .response
        case .toggleScrubbing: return .scrubbing
        case .togglePausing: return .pausing
        case .toggleSeedTiming: return .seedTiming
        default: return nil
        }
    }
}

/// A scene's row of the key table (`Scene.keys`, in the scene's file): the tuning keys it uses and what it turns
/// damping and response into (F2), so the HUD can say so and an unused key is reported instead
/// of silently accepted.
public struct SceneKeys: Equatable, Sendable {
    /// The parameterisation the scene builds from damping and response, as the HUD names it.
    public var parameters: String
    /// The tuning keys that change something here.
    public var uses: Set<TuningKey>
    /// What `-` `=` change, as the HUD names it: a UIKit "duration" or a SwiftUI "response".
    public var responseName: String
    /// How the HUD's tuning line names the two numbers (a spring's, or the scroll view's).
    public var tuningLine: TuningLine

    public init(parameters: String, uses: Set<TuningKey> = [.damping, .response, .scrubbing], responseName: String = "duration",
                tuningLine: TuningLine? = nil) {
        self.parameters = parameters
        self.uses = uses
        self.responseName = responseName
        self.tuningLine = tuningLine ?? .spring(responseName: responseName)
    }

    /// Whether `action` changes anything in this scene: actions that are not tuning keys always do.
    public func takes(_ action: KeyAction) -> Bool {
        action.tuningKey.map(uses.contains) ?? true
    }

    /// The tuning keys that do nothing here, in key-table order, for the HUD ("S P unused").
    public var unusedKeys: [String] {
        TuningKey.allCases.filter { !uses.contains($0) }.map(\.label)
    }

    /// The state of each toggle the scene uses, in a few words each ("S linear · L spring").
    public func toggleStates(of t: SceneTuning) -> [String] {
        var words: [String] = []
        if uses.contains(.scrubbing) { words.append(t.scrubsLinearly ? "S linear" : "S on curve") }
        if uses.contains(.pausing) { words.append(t.pausesOnCompletion ? "P pauses" : "P completes") }
        if uses.contains(.seedTiming) { words.append(t.usesSeedTiming ? "L example's timing" : "L spring") }
        return words
    }
}
