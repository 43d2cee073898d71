import XCTest
@testable import CurveTool

/// `fluid curve --format css` without `--samples` is held to what `fluid export`'s CSS is held
/// to: straight lines between its stops within 1e-4 of the curve everywhere (issue 51).
final class CurveCSSToleranceTests: XCTestCase {
    private func request(_ line: String) throws -> CurveRequest {
        try CurveRequest(line.split(separator: " ").map(String.init))
    }

    /// The stops of `linear(v0, v1 p1%, …, vn)` as a browser places them (first at 0, last at 1).
    private func easing(_ css: String) throws -> CSSLinearEasing {
        let text = css.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(text.hasPrefix("linear(") && text.hasSuffix(")"), text)
        let body = text.dropFirst("linear(".count).dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var stops: [(fraction: Double, value: Double)] = []
        for (i, part) in body.enumerated() {
            let words = part.split(separator: " ")
            let value = try XCTUnwrap(Double(words[0]))
            let fraction = words.count > 1 ? try XCTUnwrap(Double(words[1].dropLast())) / 100 : (i == 0 ? 0 : 1)
            stops.append((fraction, value))
        }
        return CSSLinearEasing(stops: stops)
    }

    private func worstError(_ line: String) throws -> Double {
        let request = try request(line)
        let css = try easing(request.render())
        var worst = 0.0
        for i in 0...2000 {
            let x = Double(i) / 2000
            // The last instant is the animator's snap to its end; the curve there is the spring's.
            guard i < 2000 else { break }
            worst = max(worst, abs(css.value(atFraction: x) - request.curve.value(at: x * request.end)))
        }
        return worst
    }

    func testASpringsCSSIsWithinATenThousandthOfTheCurve() throws {
        XCTAssertLessThanOrEqual(try worstError("spring --damping-ratio 0.7 --duration 0.5 --format css"), 1e-4)
        XCTAssertLessThanOrEqual(try worstError("spring --mass 1 --stiffness 170 --damping 26 --format css"), 1e-4)
    }

    func testACubicsCSSIsWithinATenThousandthOfTheCurve() throws {
        XCTAssertLessThanOrEqual(try worstError("ease-in-out --format css"), 1e-4)
    }

    func testSamplesAskedForAreTheStopsGiven() throws {
        let css = try request("spring --damping-ratio 0.7 --duration 0.5 --samples 5 --format css").render()
        XCTAssertEqual(try easing(css).stops.count, 5)
    }
}
