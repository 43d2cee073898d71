import Foundation
import ViewTree

extension SpringTimingParameters {
    /// The engine's physical spring (R22) with `spring`'s mass, stiffness and damping, overdamping
    /// allowed when `spring` is overdamped: UIKit's `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`
    /// for a SwiftUI spring. The animator then runs for UIKit's settling time (R22).
    ///
    /// An undamped spring (bounce 1) never settles; the engine replaces its damping by critical
    /// damping and says so in `issues` (R8).
    /// - Parameters:
    ///   - spring: The spring.
    ///   - initialVelocity: Distances per second at the start, per axis, relative to the distance
    ///     to travel (R24): a velocity of v points per second over a distance of d points is v/d.
    public init(_ spring: Spring, initialVelocity: CGVector = .zero) {
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                  initialVelocity: initialVelocity)
        allowsOverdamping = spring.dampingRatio > 1
    }

    /// As `init(_:initialVelocity:)` with one relative velocity for both axes (R24).
    @_disfavoredOverload
    public init(_ spring: Spring, initialVelocity: Double) {
        self.init(spring, initialVelocity: CGVector(dx: initialVelocity, dy: initialVelocity))
    }
}

extension Spring {
    /// The spring a physical ``SpringTimingParameters`` describes (mass, stiffness and damping,
    /// overdamped only if the parameters allow it, R22), or nil for a damping-ratio spring, whose
    /// stiffness depends on the animator's duration: use ``init(_:duration:)`` for those.
    public init?(_ parameters: SpringTimingParameters) {
        guard case let .physical(m, k, c) = parameters.definition else { return nil }
        self.init(mass: m, stiffness: k, damping: c, allowOverDamping: parameters.allowsOverdamping)
    }

    /// The spring `parameters` move with in an animator of `duration` seconds: a physical spring
    /// as it is (the duration plays no part), a damping-ratio spring as UIKit fits it to the
    /// duration and to the parameters' initial velocity along x (R23): mass 1, stiffness ω₀²,
    /// damping 2ζω₀.
    public init(_ parameters: SpringTimingParameters, duration: Double) {
        switch parameters.definition {
        case let .physical(m, k, c):
            self.init(mass: m, stiffness: k, damping: c, allowOverDamping: parameters.allowsOverdamping)
        case let .dampingRatio(ratio):
            let fit = SpringTimingParameters.fitted(ratio: ratio, velocity: parameters.initialVelocity,
                                                    duration: duration)
            self.init(mass: 1, stiffness: fit.omega0 * fit.omega0, damping: 2 * fit.zeta * fit.omega0)
        }
    }
}
