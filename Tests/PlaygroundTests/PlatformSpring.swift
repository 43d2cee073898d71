import Foundation

/// The platforms' own spring formulas, written here from their documentation and SPEC R22–R23,
/// independently of the engine: what a test compares the engine's motion (and the code `fluid
/// export` prints) with. A damped harmonic oscillator of mass 1 from 0 to 1, its initial velocity
/// in distances per second (R24).
struct PlatformSpring {
    var stiffness: Double
    var damping: Double
    var initialVelocity: Double

    /// UIKit's `UISpringTimingParameters(dampingRatio:initialVelocity:)` in an animator of
    /// `duration` T (R23): ζ ≤ 1, ω₀ the root of "the envelope has decayed to 0.001 at T" with the
    /// initial velocity, by 12 Newton steps from 5/T. Where those steps do not land on a root (a
    /// fast throw close to its end has none near 5/T), the fit for v = 0, in closed form, as the
    /// engine documents (`SpringTimingParameters.uikitNaturalFrequency`).
    static func uikit(duration: Double, dampingRatio: Double, initialVelocity v: Double) -> PlatformSpring {
        // Never nil without `strict`.
        uikit(duration: duration, dampingRatio: dampingRatio, initialVelocity: v, strict: false)
            ?? PlatformSpring(stiffness: 0, damping: 0, initialVelocity: v)
    }

    private static func uikit(duration: Double, dampingRatio: Double, initialVelocity v: Double, strict: Bool) -> PlatformSpring? {
        let zeta = min(dampingRatio, 1), t = min(max(duration, 0.01), 10), epsilon = 0.001
        let root = (1 - zeta * zeta).squareRoot()
        func f(_ w: Double) -> (value: Double, slope: Double) {
            if zeta >= 1 {
                // −ε + e^(−ωT)·((ω − v)T + 1)
                let e = exp(-w * t)
                return (-epsilon + e * ((w - v) * t + 1), e * t - t * e * ((w - v) * t + 1))
            }
            // ε − ((ζω − v)/(ω√(1−ζ²)))·e^(−ζωT)
            let a = (zeta * w - v) / (w * root), da = v / (w * w * root)
            let e = exp(-zeta * w * t)
            return (epsilon - a * e, -(da * e - a * e * zeta * t))
        }
        var w = 5 / t
        for _ in 0..<12 {
            let (value, slope) = f(w)
            guard slope != 0, slope.isFinite else { break }
            let next = w - value / slope
            guard next.isFinite, next > 0 else { break }
            w = next
        }
        if !(w.isFinite && w > 0 && abs(f(w).value) < 1e-6) {
            guard !strict else { return nil }
            w = zeta >= 1 ? 9.2334 / t : log(zeta / (epsilon * root)) / (zeta * t)
        }
        return PlatformSpring(stiffness: w * w, damping: 2 * zeta * w, initialVelocity: v)
    }

    /// UIKit's fit alone (R23), nil where its Newton steps land on no root: what the duration
    /// form means on the platform, without the engine's fallback (F8).
    static func uikitFit(duration: Double, dampingRatio: Double, initialVelocity v: Double) -> PlatformSpring? {
        uikit(duration: duration, dampingRatio: dampingRatio, initialVelocity: v, strict: true)
    }

    /// SwiftUI's `Spring(response:dampingRatio:)`: stiffness (2π/response)², damping 4πζ/response.
    static func swiftUI(response: Double, dampingFraction: Double, initialVelocity v: Double) -> PlatformSpring {
        PlatformSpring(stiffness: pow(2 * .pi / response, 2), damping: 4 * .pi * dampingFraction / response, initialVelocity: v)
    }

    var omega: Double { stiffness.squareRoot() }
    var zeta: Double { damping / (2 * omega) }

    /// The share of the way done at `t` seconds.
    func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let w = omega, z = zeta, v = initialVelocity
        if abs(z - 1) < 1e-7 {
            return 1 - exp(-w * t) * (1 + (w - v) * t)
        } else if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            return 1 - exp(-z * w * t) * (cos(wd * t) + (z * w - v) / wd * sin(wd * t))
        } else {
            let s = w * (z * z - 1).squareRoot()
            let r1 = -z * w + s, r2 = -z * w - s
            // y = 1 − (A e^(r1 t) + B e^(r2 t)), A + B = 1, A r1 + B r2 = −v
            let b = (v + r1) / (r1 - r2)
            let a = 1 - b
            return 1 - (a * exp(r1 * t) + b * exp(r2 * t))
        }
    }
}
