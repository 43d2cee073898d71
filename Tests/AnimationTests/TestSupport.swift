import Foundation
import XCTest
import ViewTree
@testable import Animation

/// A view tree and a driver stepped by hand: every test controls time exactly.
final class Rig {
    let driver: AnimationDriver
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "root")
    let box = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "box")
    let other = View(frame: CGRect(x: 0, y: 200, width: 50, height: 50), name: "other")

    init(time: Double = 0) {
        driver = AnimationDriver(time: time)
        root.addSubview(box)
        root.addSubview(other)
    }

    var diagnostics: Diagnostics { driver.diagnostics }

    /// Presented x of `box`.
    var x: Double { Double(box.presentation.frame.origin.x) }

    /// An animator moving `box` from its x now to `to`.
    func moveBox(to: Double, duration: Double = 1, curve: AnimationCurve = .linear) -> PropertyAnimator {
        PropertyAnimator(duration: duration, curve: curve, driver: driver) {
            self.box.frame.origin.x = CGFloat(to)
        }
    }

    /// Advances in 60 Hz frames for `seconds`.
    func frames(_ seconds: Double) { driver.advance(by: seconds) }

    /// Advances to absolute time `t` in 60 Hz frames.
    func until(_ t: Double) {
        if t > driver.now { driver.advance(by: t - driver.now) }
    }
}

/// True when no component of any animatable value of `view` is NaN or infinite.
func allFinite(_ view: View) -> Bool {
    AnimatableProperty.allCases.allSatisfy {
        view.presentation.vector($0).isFinite && view.model.vector($0).isFinite
    }
}

extension CubicTimingParameters {
    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2))
    }
}

/// Reference cubic Bézier by plain bisection on x (a different algorithm from the engine's).
func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bx(_ t: Double) -> Double { 3 * x1 * (1 - t) * (1 - t) * t + 3 * x2 * (1 - t) * t * t + t * t * t }
    func by(_ t: Double) -> Double { 3 * y1 * (1 - t) * (1 - t) * t + 3 * y2 * (1 - t) * t * t + t * t * t }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let m = (lo + hi) / 2
        if bx(m) < x { lo = m } else { hi = m }
    }
    return by((lo + hi) / 2)
}

/// RK4 integration of m·x'' + c·x' + k·(x − 1) = 0 from x = 0, x' = v0; returns (x, x') at `t`.
func integrateSpring(mass m: Double, stiffness k: Double, damping c: Double, v0: Double, until t: Double,
                     step h: Double = 1e-4) -> (Double, Double) {
    var x = 0.0, v = v0, time = 0.0
    func acc(_ x: Double, _ v: Double) -> Double { (-c * v - k * (x - 1)) / m }
    while time < t - 1e-15 {
        let dt = min(h, t - time)
        let k1x = v, k1v = acc(x, v)
        let k2x = v + dt / 2 * k1v, k2v = acc(x + dt / 2 * k1x, v + dt / 2 * k1v)
        let k3x = v + dt / 2 * k2v, k3v = acc(x + dt / 2 * k2x, v + dt / 2 * k2v)
        let k4x = v + dt * k3v, k4v = acc(x + dt * k3x, v + dt * k3v)
        x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        time += dt
    }
    return (x, v)
}
