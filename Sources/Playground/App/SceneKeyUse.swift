import Input

/// Which tuning keys a scene uses, and what it turns damping and response into (F2), so the HUD
/// can say so and an unused key is reported instead of silently accepted.
public struct SceneKeyUse: Equatable, Sendable {
    /// The parameterisation the scene builds from damping and response, as the HUD names it.
    public var parameters: String
    /// `[` `]`, `-` `=`, `S`, `P`, `L`.
    public var damping, response, scrubbing, pausing, seedTiming: Bool
    /// What `-` `=` change, as the HUD names it: a UIKit "duration" or a SwiftUI "response".
    public var responseName: String

    public init(parameters: String, damping: Bool = true, response: Bool = true, scrubbing: Bool = true, pausing: Bool = false,
                seedTiming: Bool = false, responseName: String = "duration") {
        self.parameters = parameters
        self.responseName = responseName
        self.damping = damping
        self.response = response
        self.scrubbing = scrubbing
        self.pausing = pausing
        self.seedTiming = seedTiming
    }

    /// The keys among `[`, `-`, `S`, `P`, `L` that do nothing here, for the HUD ("S, P unused").
    public var unusedKeys: [String] {
        [(damping, "[ ]"), (response, "- ="), (scrubbing, "S"), (pausing, "P"), (seedTiming, "L")].filter { !$0.0 }.map(\.1)
    }

    /// The state of each toggle the scene uses, in a few words each ("S linear · L spring").
    public func toggleStates(of t: SceneTuning) -> [String] {
        var words: [String] = []
        if scrubbing { words.append(t.scrubsLinearly ? "S linear" : "S on curve") }
        if pausing { words.append(t.pausesOnCompletion ? "P pauses" : "P completes") }
        if seedTiming { words.append(t.usesSeedTiming ? "L seed timing" : "L spring") }
        return words
    }

    /// Whether the key named `key` (as SDL spells it) changes anything in this scene; keys that
    /// are not tuning keys always count as used.
    public func uses(key: String) -> Bool {
        switch KeyName.unshifted(key) ?? key {
        case "[", "]": return damping
        case "-", "=": return response
        case "S": return scrubbing
        case "P": return pausing
        case "L": return seedTiming
        default: return true
        }
    }
}

extension Scene {
    /// By default a scene uses UIKit's duration + damping ratio and every key but `P`.
    public static var keyUse: SceneKeyUse { SceneKeyUse(parameters: "UIKit duration + ζ") }
}

// What each scene does with the keys today.
extension DrawerScene {
    static var keyUse: SceneKeyUse {
        SceneKeyUse(parameters: "UIKit duration + ζ (L: ease-out)", seedTiming: true)
    }
}

extension PullUpBlurScene {
    static var keyUse: SceneKeyUse {
        SceneKeyUse(parameters: "UIKit duration + ζ (L: easeInOut)", pausing: true, seedTiming: true)
    }
}

extension CardBlurScene {
    static var keyUse: SceneKeyUse {
        SceneKeyUse(parameters: "UIKit duration + ζ (L: easeInOut)", seedTiming: true)
    }
}

extension HalfModalScene {
    static var keyUse: SceneKeyUse {
        SceneKeyUse(parameters: "SwiftUI response + ζ", scrubbing: false, responseName: "response")
    }
}

extension AnimatorLabScene {
    static var keyUse: SceneKeyUse { SceneKeyUse(parameters: "UIKit duration (+ ζ: .spring)", pausing: true) }
}

extension ScrollViewScene {
    static var keyUse: SceneKeyUse {
        SceneKeyUse(parameters: "UIScrollView: [ ] rubber band, - = deceleration (r = 1 − 1 ms/response)", scrubbing: false)
    }
}

extension GalleryScene {
    static var keyUse: SceneKeyUse {
        SceneKeyUse(parameters: "nothing animates here", damping: false, response: false, scrubbing: false)
    }
}
