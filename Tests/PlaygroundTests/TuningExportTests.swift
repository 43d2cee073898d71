import Animation
import CurveTool
import Foundation
import XCTest
@testable import Playground

/// `fluid export`: every number printed reproduces the engine's motion on its platform.
/// Each test reads the numbers back out of the printed code, evaluates that platform's own
/// formula with them (written here, independently of the engine), and compares with the engine's
/// curve to 1e-4.
final class TuningExportTests: XCTestCase {
    private let tolerance = 1e-4
    private let uikitTunings: [(ratio: Double, response: Double)] = [
        (0.3, 0.3), (0.5, 0.45), (0.8, 0.45), (0.95, 1.0), (1.0, 0.6), (1.4, 0.5),
    ]
    private let swiftUITunings: [(ratio: Double, response: Double)] = [
        (0.35, 0.4), (0.6, 0.3), (0.85, 0.45), (1.0, 0.8), (1.5, 0.5),
    ]

    // MARK: The platforms' own formulas

    /// A damped oscillator from rest at 0 towards 1 (the textbook closed form per regime).
    private func oscillator(omega0 w: Double, zeta z: Double, at t: Double) -> Double {
        if abs(z - 1) < 1e-9 { return 1 - exp(-w * t) * (1 + w * t) }
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            return 1 - exp(-z * w * t) * (cos(wd * t) + z * w / wd * sin(wd * t))
        }
        let s = (z * z - 1).squareRoot(), r1 = -w * (z - s), r2 = -w * (z + s)
        // y = C1 e^(r1 t) + C2 e^(r2 t), y(0) = −1, y'(0) = 0.
        let c2 = r1 / (r2 - r1), c1 = -1 - c2
        return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// UIKit's fit of ζ and T at rest (SPEC R23's closed form for v = 0).
    private func uikitOmega(zeta: Double, duration: Double) -> Double {
        zeta >= 1 ? 9.2334 / duration : log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * duration)
    }

    /// CSS/Core Animation cubic-bezier by bisection on x.
    private func cubicBezier(_ p: [Double], at x: Double) -> Double {
        func b(_ a: Double, _ c: Double, _ s: Double) -> Double { 3 * a * s * (1 - s) * (1 - s) + 3 * c * s * s * (1 - s) + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if b(p[0], p[2], mid) < x { lo = mid } else { hi = mid }
        }
        return b(p[1], p[3], (lo + hi) / 2)
    }

    private func numbers(after label: String, in text: String, count: Int = 1) throws -> [Double] {
        let range = try XCTUnwrap(text.range(of: label), "no \(label) in\n\(text)")
        var values: [Double] = []
        var current = ""
        for ch in text[range.upperBound...] {
            if ch.isNumber || ch == "." || (ch == "-" && current.isEmpty) {
                current.append(ch)
            } else if !current.isEmpty {
                if let v = Double(current) { values.append(v) }
                current = ""
                if values.count == count { break }
            }
        }
        XCTAssertEqual(values.count, count, "reading \(label)")
        return values
    }

    private func assertMatches(_ curve: TimingCurve, over end: Double, _ f: (Double) -> Double,
                               _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        for i in 0...400 {
            let t = end * Double(i) / 400
            let difference = abs(curve.value(at: t) - f(t))
            if difference > tolerance {
                return XCTFail("\(what): at t = \(t) the export reads \(f(t)), the engine \(curve.value(at: t))", file: file, line: line)
            }
        }
    }

    private func export(_ timing: ReleaseTiming, _ format: ExportFormat) throws -> (String, TimingCurve) {
        let e = TuningExport(sceneName: "test", timing: timing)
        return (e.text(format), try XCTUnwrap(e.engineCurve))
    }

    // MARK: Springs

    func testUIKitExportIsTheSameDurationAndRatioUIKitFits() throws {
        for (ratio, response) in uikitTunings {
            let (text, curve) = try export(.spring(form: .uikitDuration, dampingRatio: ratio, response: response), .uikit)
            let zeta = try numbers(after: "dampingRatio:", in: text)[0]
            let duration = try numbers(after: "UIViewPropertyAnimator(duration:", in: text)[0]
            let w = uikitOmega(zeta: zeta, duration: duration)
            assertMatches(curve, over: duration, { self.oscillator(omega0: w, zeta: zeta, at: $0) }, "UIKit ζ \(ratio), \(response) s")
        }
    }

    func testUIKitExportOfASwiftUISpringIsItsPhysicalSpring() throws {
        for (ratio, response) in swiftUITunings where ratio <= 1 {
            let (text, curve) = try export(.spring(form: .swiftUIResponse, dampingRatio: ratio, response: response), .uikit)
            let p = try numbers(after: "mass:", in: text, count: 3)   // mass, stiffness, damping
            let w = (p[1] / p[0]).squareRoot(), zeta = p[2] / (2 * (p[1] * p[0]).squareRoot())
            assertMatches(curve, over: curve.duration, { self.oscillator(omega0: w, zeta: zeta, at: $0) }, "UIKit physical ζ \(ratio)")
        }
    }

    func testSwiftUIResponseAndDurationBounceExportsMoveAsTheEngine() throws {
        let timings = uikitTunings.map { ReleaseTiming.spring(form: .uikitDuration, dampingRatio: $0.ratio, response: $0.response) }
            + swiftUITunings.map { ReleaseTiming.spring(form: .swiftUIResponse, dampingRatio: $0.ratio, response: $0.response) }
        for timing in timings {
            let (text, curve) = try export(timing, .swiftui)
            let end = timing.duration.map { max($0, curve.duration) } ?? curve.duration
            // .spring(response:dampingFraction:): k = (2π/response)², ζ = dampingFraction.
            let rf = try numbers(after: ".spring(response:", in: text, count: 2)
            assertMatches(curve, over: end, { self.oscillator(omega0: 2 * .pi / rf[0], zeta: rf[1], at: $0) }, "SwiftUI response \(timing)")
            // .spring(duration:bounce:): ζ = 1 − bounce, or 1/(1 + bounce) below 0.
            let db = try numbers(after: ".spring(duration:", in: text, count: 2)
            let zeta = db[1] >= 0 ? 1 - db[1] : 1 / (1 + db[1])
            assertMatches(curve, over: end, { self.oscillator(omega0: 2 * .pi / db[0], zeta: zeta, at: $0) }, "SwiftUI bounce \(timing)")
            // iOS 17's Spring(duration:bounce:) value, the same numbers.
            let value = try numbers(after: "= Spring(duration:", in: text, count: 2)
            XCTAssertEqual(value, db, "Spring value \(timing)")
        }
    }

    func testAndroidAndFlutterSpringsMoveAsTheEngine() throws {
        let timings = uikitTunings.map { ReleaseTiming.spring(form: .uikitDuration, dampingRatio: $0.ratio, response: $0.response) }
            + swiftUITunings.map { ReleaseTiming.spring(form: .swiftUIResponse, dampingRatio: $0.ratio, response: $0.response) }
        for timing in timings {
            let (android, curve) = try export(timing, .android)
            let end = max(timing.duration ?? 0, curve.duration)
            // SpringForce: mass 1, ω₀ = √stiffness.
            let k = try numbers(after: "setStiffness(", in: android)[0]
            let zeta = try numbers(after: "setDampingRatio(", in: android)[0]
            assertMatches(curve, over: end, { self.oscillator(omega0: k.squareRoot(), zeta: zeta, at: $0) }, "Android \(timing)")
            let (flutter, _) = try export(timing, .flutter)
            let p = try numbers(after: "SpringDescription(mass:", in: flutter, count: 3)
            let w = (p[1] / p[0]).squareRoot(), z = p[2] / (2 * (p[1] * p[0]).squareRoot())
            assertMatches(curve, over: end, { self.oscillator(omega0: w, zeta: z, at: $0) }, "Flutter \(timing)")
        }
    }

    func testCSSLinearEasingFollowsTheSpringEverywhere() throws {
        for (ratio, response) in uikitTunings {
            let (text, curve) = try export(.spring(form: .uikitDuration, dampingRatio: ratio, response: response), .css)
            let ms = try numbers(after: "transition: transform", in: text)[0]
            let body = try XCTUnwrap(text.range(of: "linear(")).upperBound
            let inner = text[body...].prefix { $0 != ")" }
            let parts = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).split(separator: " ") }
            let stops: [(fraction: Double, value: Double)] = try parts.enumerated().map { i, p in
                let value = try XCTUnwrap(Double(p[0]))
                if i == 0 { return (0, value) }
                if i == parts.count - 1 { return (1, value) }
                return (try XCTUnwrap(Double(p[1].dropLast())) / 100, value)
            }
            let easing = CSSLinearEasing(stops: stops)
            let end = ms / 1000
            XCTAssertEqual(end, curve.duration, accuracy: 1e-6)
            // What the animator presents: the spring, then exactly 1 once its run is over.
            for i in 0...2000 {
                let t = end * Double(i) / 2000
                let engine = t >= curve.duration ? 1 : curve.value(at: t)
                XCTAssertEqual(easing.value(atFraction: t / end), engine, accuracy: tolerance, "CSS ζ \(ratio), \(response) s at \(t)")
            }
        }
    }

    // MARK: Curves

    func testCubicExportsCarryTheControlPointsAndDuration() throws {
        for curve in AnimationCurve.allCases {
            let timing = ReleaseTiming.cubic(curve: curve, duration: 0.7)
            let labels: [(ExportFormat, String)] = [
                (.swiftui, ".timingCurve("), (.css, "cubic-bezier("), (.android, "PathInterpolator("), (.flutter, "Cubic("),
            ]
            for (format, label) in labels {
                let (text, engine) = try export(timing, format)
                let p = try numbers(after: label, in: text, count: 4)
                assertMatches(engine, over: 0.7, { self.cubicBezier(p, at: $0 / 0.7) }, "\(format) \(curve)")
            }
            let (uikit, engine) = try export(timing, .uikit)
            let p = try numbers(after: "controlPoint1: CGPoint(x:", in: uikit, count: 2)
                + numbers(after: "controlPoint2: CGPoint(x:", in: uikit, count: 2)
            XCTAssertEqual(try numbers(after: "UIViewPropertyAnimator(duration:", in: uikit)[0], 0.7)
            assertMatches(engine, over: 0.7, { self.cubicBezier(p, at: $0 / 0.7) }, "UIKit \(curve)")
        }
    }

    func testEachSceneExportsWhatItsReleaseRuns() {
        for type in SceneCatalog.all {
            let text = TuningExport(sceneName: type.name, timing: type.releaseTiming(for: type.defaultTuning))
                .text(formats: ExportFormat.allCases)
            if case .none = type.releaseTiming(for: type.defaultTuning) {
                XCTAssertTrue(text.contains("nothing is released"), type.name)
            } else {
                for format in ExportFormat.allCases { XCTAssertTrue(text.contains(format.title), "\(type.name) \(format)") }
            }
        }
    }
}
