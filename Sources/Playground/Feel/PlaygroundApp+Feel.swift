extension PlaygroundApp {
    /// Every release of this run measured so far, oldest first (the last 200): what the HUD
    /// showed after each, for `fluid compare` and anything else that reads a run's feel.
    public var feelReports: [FeelReport] { feel.releases }
}
