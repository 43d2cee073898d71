extension SpringTimingParameters {
    /// UISpringTimingParameters.initialVelocity: the relative initial velocity per axis (R24),
    /// `dx` for everything but a position's y, which follows `dy`.
    public var initialVelocity: CGVector { initialVelocityVector }
}
