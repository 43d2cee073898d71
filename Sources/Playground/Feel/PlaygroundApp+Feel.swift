extension PlaygroundApp {
    /// Every release of this run measured so far, oldest first (the last 200): what the HUD
    /// showed after each, for `fluid compare` and anything else that reads a run's feel.
    public var feelReports: [FeelReport] { feel.place.releases }
    /// The last release of each of the scene's other motions (`Scene.measuredMotions`: the
    /// photo's zoom and turn), in their own units, by name, in the scene's order.
    public var motionReports: [(name: String, report: FeelReport)] { feel.motions.current }
}
