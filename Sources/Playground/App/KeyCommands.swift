import Animation

/// The playground's keys (also shown by `?`/F1 and in README).
extension PlaygroundApp {
    /// Every key and what it does, for the help overlay.
    public static let keyHelp: [(String, String)] = [
        ("1 – 9, Tab", "switch scene"),
        ("[  ]", "damping ratio − / + 0.05"),
        ("-  =", "response (or duration) − / + 0.05 s"),
        ("S", "toggle scrubsLinearly"),
        ("P", "toggle pausesOnCompletion"),
        ("L", "release: the seed's literal timing / the spring that carries the finger"),
        ("T", "slow motion (× 0.1)"),
        ("Space", "pause / resume all animators"),
        (".", "step one frame while paused"),
        ("R", "reverse running animators"),
        ("H", "HUD: compact, full, off"),
        ("0", "reset this scene's tuning"),
        ("? / F1", "this help"),
        ("Escape", "cancel the drag, or quit"),
        ("Ctrl+Q", "quit"),
    ]

    /// Handles a key press (names as SDL_GetKeyName spells them). Escape reaches here only when
    /// no gesture took it.
    func handleKey(_ name: String) {
        let use = type(of: scene).keyUse
        guard use.uses(key: name) else {
            // Said, not silently accepted: the tuning stays as it is.
            return hud.show(message: "\(name) is not used in \(type(of: scene).name)", at: time.realTime)
        }
        var t = tuning
        switch name {
        case "Escape":
            if hud.showsHelp { hud.showsHelp = false } else { wantsToQuit = true }
        case "H":
            hud.cycleDetail()
        case "?", "/", "F1":
            hud.showsHelp.toggle()
        case "Tab":
            let all = SceneCatalog.all
            let index = all.firstIndex { $0 == type(of: scene) } ?? 0
            // The new scene keeps its own tuning: nothing of the old one is carried over or saved.
            return switchTo(all[(index + 1) % all.count])
        case "[":
            t.dampingRatio -= SceneTuning.step
        case "]":
            t.dampingRatio += SceneTuning.step
        case "-":
            t.response -= SceneTuning.step
        case "=":
            t.response += SceneTuning.step
        case "S":
            t.scrubsLinearly.toggle()
        case "P":
            t.pausesOnCompletion.toggle()
        case "L":
            t.usesSeedTiming.toggle()
        case "0":
            t = type(of: scene).defaultTuning
        case "T":
            time.isSlowMotion.toggle()
        case "Space":
            time.isFrozen.toggle()
        case ".":
            time.step()
        case "R":
            for animator in scene.animators where animator.state == .active { animator.isReversed.toggle() }
        default:
            if let digit = Int(name), digit >= 1, digit <= min(9, SceneCatalog.all.count) {
                return switchTo(SceneCatalog.all[digit - 1])
            }
        }
        tuning = t
    }
}
