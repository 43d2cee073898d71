/// What a restarted window carries over from the one it replaces (`--watch` rebuilds and reopens
/// the program): the HUD's mode, slow motion and pause, and messages from outside the window.
extension PlaygroundApp {
    /// The HUD as `H` cycles it.
    public enum HUDMode: String, Codable, Sendable {
        case compact, full, off
    }

    public var hudMode: HUDMode {
        get { !hud.isVisible ? .off : hud.detail == .full ? .full : .compact }
        set {
            hud.isVisible = newValue != .off
            hud.detail = newValue == .full ? .full : .compact
            requestDisplay()
        }
    }

    /// `T`: slow motion.
    public var isSlowMotion: Bool {
        get { time.isSlowMotion }
        set { time.isSlowMotion = newValue; requestDisplay() }
    }

    /// `Space`: every animator paused.
    public var isPaused: Bool {
        get { time.isFrozen }
        set { time.isFrozen = newValue; requestDisplay() }
    }

    /// Shows `text` in the HUD's message line (as `C` says what it copied) for `seconds`, drawn at once.
    public func show(message text: String, for seconds: Double = 2) {
        hud.show(message: text, at: time.realTime, for: seconds)
        requestDisplay()
    }
}
