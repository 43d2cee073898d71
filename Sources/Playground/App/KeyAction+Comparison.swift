extension KeyAction {
    /// Whether the key would change what two runs of one recording are compared on: their
    /// tuning (`[`, `]`, `0`, …), the scene, or the run itself (`C` prints, `G` replays, quit).
    /// `fluid compare` leaves such keys out and names them; keys that act on both runs alike
    /// (pause, slow motion, reverse, cancel) stay part of the gesture.
    public var changesComparedRun: Bool {
        switch self {
        case .damping, .response,
             .toggleScrubbing, .togglePausing, .toggleSeedTiming, .resetTuning,
             .nextScene, .scene, .copyTuning, .replayGesture, .quit:
            return true
        case .slowMotion, .pauseAll, .stepFrame, .reverse, .cycleHUD, .help, .escape:
            return false
        }
    }
}
