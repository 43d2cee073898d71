import Animation

/// The playground's keys (the table is `KeyTable`; also shown by `?`/F1 and in README).
extension PlaygroundApp {
    /// Every key row and what it does, for the help overlay.
    public static var keyHelp: [(String, String)] { KeyTable.bindings.map { ($0.label, $0.help) } }

    /// Handles a key press (names as SDL_GetKeyName spells them). Escape reaches here only when
    /// no gesture took it.
    func handleKey(_ name: String) {
        guard let action = KeyTable.action(for: name) else { return }
        guard KeyTable.keys(of: type(of: scene)).takes(action) else {
            // Said, not silently accepted: the tuning stays as it is.
            return hud.show(message: "\(name) is not used in \(type(of: scene).name)", at: time.realTime)
        }
        var t = tuning
        switch action {
        case .escape:
            if hud.showsHelp { hud.showsHelp = false } else { wantsToQuit = true }
        case .quit:
            wantsToQuit = true
        case .cycleHUD:
            hud.cycleDetail()
        case .help:
            hud.showsHelp.toggle()
        case .nextScene:
            let all = SceneCatalog.all
            let index = all.firstIndex { $0 == type(of: scene) } ?? 0
            // The new scene keeps its own tuning: nothing of the old one is carried over or saved.
            return switchTo(all[(index + 1) % all.count])
        case .scene(let index):
            guard index < SceneCatalog.all.count else { return }
            return switchTo(SceneCatalog.all[index])
        case .damping(let step):
            t.dampingRatio += step
        case .response(let step):
            t.response += step
        case .toggleScrubbing:
            t.scrubsLinearly.toggle()
        case .togglePausing:
            t.pausesOnCompletion.toggle()
        case .toggleSeedTiming:
            t.usesSeedTiming.toggle()
        case .resetTuning:
            t = type(of: scene).defaultTuning
        case .slowMotion:
            time.isSlowMotion.toggle()
        case .pauseAll:
            time.isFrozen.toggle()
        case .stepFrame:
            time.step()
        case .reverse:
            scene.reverseRunningAnimators()
            history.append(.reverse, at: driver.now)
        case .copyTuning:
            return copyTuningAsCode()
        case .replayGesture:
            return replayLastGesture()
        }
        tuning = t
    }
}
