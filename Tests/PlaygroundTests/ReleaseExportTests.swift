import Animation
import CurveTool
import Foundation
import Momentum
import ViewTree
import XCTest
@testable import Playground

/// `fluid export --velocity V --distance D` (F1): the code printed for one release reproduces the
/// engine's motion for that release on every platform. Each test reads the numbers back out of
/// the printed snippet, evaluates them with that platform's published formula (`PlatformSpring`,
/// independent of the engine), and compares with a view the engine moves as the scenes do — an
/// animator scrubbed part-way, continued on the tuned spring (UIKit form), or a new animator on
/// SwiftUI's spring — to 1e-3 of the distance.
final class ReleaseExportTests: XCTestCase {
    private let releases: [TuningExport.Release] = [
        .init(velocity: 1500, distance: 120), .init(velocity: 800, distance: 300),
        .init(velocity: 2000, distance: 40), .init(velocity: -400, distance: 200), .init(velocity: 0, distance: 250),
    ]
    private let tunings: [ReleaseTiming] = [
        .spring(form: .uikitDuration, dampingRatio: 0.8, response: 1.2),
        .spring(form: .uikitDuration, dampingRatio: 0.9, response: 1.0),
        .spring(form: .uikitDuration, dampingRatio: 0.5, response: 0.6),
        .spring(form: .swiftUIResponse, dampingRatio: 0.9, response: 0.75),
        .spring(form: .swiftUIResponse, dampingRatio: 0.6, response: 0.5),
    ]

    // MARK: The engine's motion for a release

    /// Where the engine puts a view released `release.distance` points from its end at
    /// `release.velocity`, `t` seconds after the release, as a share of the distance.
    private func engineMotion(_ timing: ReleaseTiming, _ release: TuningExport.Release) throws -> (Double) -> Double {
        guard case let .spring(form, _, _) = timing else { throw XCTSkip("not a spring") }
        let driver = AnimationDriver(time: 0)
        let view = View(name: "thrown")
        let start = 1000.0, end = start + release.distance
        switch form {
        case .uikitDuration:
            // As the UIKit-form scenes: an animator over the whole way, scrubbed to where the
            // finger let go, continued on the tuned spring for the tuned duration.
            let whole = release.distance / 0.4
            view.frame = CGRect(x: 0, y: end - whole, width: 10, height: 10)
            let animator = driver.run {
                PropertyAnimator(duration: 0.3, curve: .linear) { view.frame.origin.y = CGFloat(end) }
            }
            driver.run { animator.fractionComplete = 0.6 }
            XCTAssertEqual(Double(view.presentation.frame.minY), start, accuracy: 1e-9)
            // Momentum's one release call, as the scenes make it.
            driver.run { self.release(timing, release, from: start).continue(animator) }
        case .swiftUIResponse:
            view.frame = CGRect(x: 0, y: start, width: 10, height: 10)
            driver.run { _ = self.release(timing, release, from: start).start { view.frame.origin.y = CGFloat(end) } }
        }
        return { t in
            driver.advance(to: t)
            return (Double(view.presentation.frame.minY) - start) / release.distance
        }
    }

    /// The scenes' release for `release`, thrown from `start` towards larger values.
    private func release(_ timing: ReleaseTiming, _ release: TuningExport.Release, from start: Double) -> Momentum.Release {
        Momentum.Release(toward: CGFloat(start + release.distance), from: CGFloat(start), velocity: CGFloat(release.velocity),
                         curve: timing.releaseCurve() ?? .cubic(nil, duration: 1))
    }

    private func numbers(after label: String, in text: String, count: Int = 1) throws -> [Double] {
        let range = try XCTUnwrap(text.range(of: label), "no \(label) in\n\(text)")
        var values: [Double] = [], current = ""
        for ch in text[range.upperBound...] {
            if ch.isNumber || ch == "." || (ch == "-" && current.isEmpty) {
                current.append(ch)
            } else if !current.isEmpty {
                if let value = Double(current) { values.append(value) }
                current = ""
                if values.count == count { break }
            }
        }
        XCTAssertEqual(values.count, count, "reading \(label)")
        return values
    }

    /// Compares `platform` with the engine over the spring's run, to 1e-3 of the distance.
    private func assertSame(_ timing: ReleaseTiming, _ release: TuningExport.Release, _ what: String,
                            platform: (Double) -> Double, file: StaticString = #filePath, line: UInt = #line) throws {
        let engine = try engineMotion(timing, release)
        let end = try XCTUnwrap(TuningExport(sceneName: "t", timing: timing, release: release).engineCurve).duration
        // Up to the run's end, where the animator snaps to the end value (R22).
        for i in 0..<300 {
            let t = end * Double(i) / 300
            let e = engine(t), p = platform(t)
            if abs(e - p) > 1e-3 {
                return XCTFail("\(what) \(timing) \(release): at \(t) s the code gives \(p), the engine \(e)", file: file, line: line)
            }
        }
    }

    private func text(_ timing: ReleaseTiming, _ release: TuningExport.Release, _ format: ExportFormat) -> String {
        TuningExport(sceneName: "t", timing: timing, release: release).text(format)
    }

    // MARK: Each platform

    func testUIKitCodeRunsTheRelease() throws {
        for timing in tunings {
            for release in releases {
                let code = text(timing, release, .uikit)
                let platform: PlatformSpring
                if code.contains("dampingRatio:") {
                    let ratio = try numbers(after: "dampingRatio:", in: code)[0]
                    let v = try numbers(after: "dy:", in: code)[0]
                    let duration = try numbers(after: "UIViewPropertyAnimator(duration:", in: code)[0]
                    platform = .uikit(duration: duration, dampingRatio: ratio, initialVelocity: v)
                } else {
                    let p = try numbers(after: "mass:", in: code, count: 3)
                    let v = try numbers(after: "dy:", in: code)[0]
                    platform = PlatformSpring(stiffness: p[1] / p[0], damping: p[2] / p[0], initialVelocity: v)
                }
                try assertSame(timing, release, "UIKit", platform: platform.value)
            }
        }
    }

    func testSwiftUICodeRunsTheRelease() throws {
        for timing in tunings {
            for release in releases {
                let code = text(timing, release, .swiftui)
                let p = try numbers(after: ".interpolatingSpring(mass:", in: code, count: 4)
                let platform = PlatformSpring(stiffness: p[1] / p[0], damping: p[2] / p[0], initialVelocity: p[3])
                try assertSame(timing, release, "SwiftUI", platform: platform.value)
            }
        }
    }

    func testSwiftUISpringValueRunsTheRelease() throws {
        for timing in tunings {
            for release in releases {
                let code = text(timing, release, .swiftui)
                let p = try numbers(after: "= Spring(mass:", in: code, count: 3)
                let v = try numbers(after: ".interpolatingSpring(spring, initialVelocity:", in: code)[0]
                let platform = PlatformSpring(stiffness: p[1] / p[0], damping: p[2] / p[0], initialVelocity: v)
                try assertSame(timing, release, "SwiftUI Spring", platform: platform.value)
            }
        }
    }

    func testAndroidCodeRunsTheRelease() throws {
        for timing in tunings {
            for release in releases {
                let code = text(timing, release, .android)
                let k = try numbers(after: "setStiffness(", in: code)[0]
                let zeta = try numbers(after: "setDampingRatio(", in: code)[0]
                let v = try numbers(after: "setStartVelocity(", in: code)[0]
                // SpringForce: mass 1, damping 2ζ√k; the start velocity in units per second.
                let platform = PlatformSpring(stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: v / release.distance)
                try assertSame(timing, release, "Android", platform: platform.value)
            }
        }
    }

    func testFlutterCodeRunsTheRelease() throws {
        for timing in tunings {
            for release in releases {
                let code = text(timing, release, .flutter)
                let p = try numbers(after: "SpringDescription(mass:", in: code, count: 3)
                let s = try numbers(after: "SpringSimulation(spring,", in: code, count: 3)
                // SpringSimulation(spring, start, end, velocity): units and units per second.
                let platform = PlatformSpring(stiffness: p[1] / p[0], damping: p[2] / p[0], initialVelocity: s[2] / (s[1] - s[0]))
                try assertSame(timing, release, "Flutter", platform: { platform.value(at: $0) })
                XCTAssertEqual(s[1] - s[0], release.distance, accuracy: 1e-6)
            }
        }
    }

    func testCSSLinearEasingRunsTheRelease() throws {
        for timing in tunings {
            for release in releases {
                let code = text(timing, release, .css)
                let ms = try numbers(after: "transition: transform", in: code)[0]
                let body = try XCTUnwrap(code.range(of: "linear(")).upperBound
                let parts = code[body...].prefix { $0 != ")" }.split(separator: ",")
                    .map { $0.trimmingCharacters(in: .whitespaces).split(separator: " ") }
                let stops: [(fraction: Double, value: Double)] = try parts.enumerated().map { i, p in
                    let value = try XCTUnwrap(Double(p[0]))
                    if i == 0 { return (0, value) }
                    if i == parts.count - 1 { return (1, value) }
                    return (try XCTUnwrap(Double(p[1].dropLast())) / 100, value)
                }
                let easing = CSSLinearEasing(stops: stops)
                try assertSame(timing, release, "CSS") { t in easing.value(atFraction: min(t / (ms / 1000), 1)) }
            }
        }
    }

    /// The header says which release the code is for.
    func testTheCodeNamesItsRelease() {
        let code = text(tunings[0], releases[0], .uikit)
        XCTAssertTrue(code.contains("the release: 1500 pt/s with 120 pt to go"), code)
    }
}

/// The snippets run as they read when pasted (F8): each names its units, Flutter's controller
/// is not clamped to 0…1, Android's numbers are pixels with the density named.
final class ReleaseSnippetUnitsTests: XCTestCase {
    private let release = TuningExport.Release(velocity: 1500, distance: 200)
    private let timing = ReleaseTiming.spring(form: .uikitDuration, dampingRatio: 0.8, response: 1)

    private func text(_ format: ExportFormat) -> String {
        TuningExport(sceneName: "t", timing: timing, release: release).text(format)
    }

    func testFlutterRunsOnAnUnboundedControllerInLogicalPixels() {
        let code = text(.flutter)
        XCTAssertTrue(code.contains("AnimationController.unbounded("), code)
        XCTAssertTrue(code.contains("SpringSimulation(spring, 0, 200, 1500)"), code)
        XCTAssertTrue(code.contains("logical pixels"), code)
    }

    func testAndroidNamesTheDensityAndGoesTowardsTheEnd() {
        let code = text(.android)
        XCTAssertTrue(code.contains("val density = resources.displayMetrics.density"), code)
        XCTAssertTrue(code.contains("SpringForce(200f * density)"), code)
        XCTAssertTrue(code.contains(".setStartVelocity(1500f * density)"), code)
        XCTAssertTrue(code.contains("FloatValueHolder(0f)"), "a value that grows towards the end: \(code)")
    }

    func testEverySnippetNamesItsUnits() {
        let units: [ExportFormat: String] = [.uikit: "distances per second", .swiftui: "distances per second",
                                             .css: "1 pt = 1 CSS px", .android: "pixels = points × density",
                                             .flutter: "1 pt = 1 logical pixel"]
        for (format, words) in units { XCTAssertTrue(text(format).contains(words), "\(format): \(text(format))") }
    }

    /// F8: a throw UIKit's duration form cannot fit (R23's Newton steps reach no root, so the
    /// engine runs the fit for v = 0 with the velocity) is printed as the spring that runs.
    func testAThrowUIKitsFitCannotMatchIsPrintedAsTheSpringThatRuns() {
        let timing = ReleaseTiming.spring(form: .uikitDuration, dampingRatio: 0.9, response: 1)
        let fast = TuningExport(sceneName: "t", timing: timing, release: .init(velocity: 970, distance: 100)).text(.uikit)
        XCTAssertTrue(fast.contains("UISpringTimingParameters(mass: 1, stiffness: 71.92"), fast)
        XCTAssertTrue(fast.contains("initialVelocity: CGVector(dx: 9.7, dy: 9.7)"), fast)
        let slow = TuningExport(sceneName: "t", timing: timing, release: .init(velocity: 100, distance: 100)).text(.uikit)
        XCTAssertTrue(slow.contains("UISpringTimingParameters(dampingRatio: 0.9, initialVelocity: CGVector(dx: 1, dy: 1))"), slow)
    }
}
