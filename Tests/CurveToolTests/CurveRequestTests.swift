import XCTest
@testable import CurveTool

/// `fluid curve` prints what the curve is (R25): a vertical tangent is an infinite velocity,
/// not an error; a damping ratio UIKit's fit cannot settle is refused; the CSS easing ends where
/// the curve ends.
final class CurveRequestTests: XCTestCase {
    private func request(_ line: String) throws -> CurveRequest {
        try CurveRequest(line.split(separator: " ").map(String.init))
    }

    private func problem(_ line: String) -> CurveRequestError? {
        do {
            _ = try request(line)
            return nil
        } catch {
            return error as? CurveRequestError
        }
    }

    /// A valid CSS curve whose end tangent is vertical (x₂ = 1).
    func testAVerticalEndTangentIsAcceptedAndItsVelocityIsNull() throws {
        let csv = try request("cubic 0.9 0.1 1 0.2 --samples 3")
        XCTAssertEqual(csv.render().split(separator: "\n").last, "1.0,1.0,null")
        XCTAssertEqual(csv.notes, ["the curve's tangent is vertical at t = 1.0: its velocity there is infinite, written as null"])
        let json = try request("cubic 0.9 0.1 1 0.2 --samples 3 --format json").render()
        XCTAssertTrue(json.contains(#"{"t": 1.0, "value": 1.0, "velocity": null}"#), json)
    }

    func testCSSOfAVerticalTangentNeedsNoVelocityAndNoNote() throws {
        let css = try request("cubic 0.9 0.1 1 0.2 --samples 3 --format css")
        XCTAssertEqual(css.render(), "linear(0, 0.076903 50%, 1)\n")
        XCTAssertEqual(css.notes, [])
    }

    func testASpringThatOverflowsIsStillAnError() {
        XCTAssertEqual(problem("spring --damping-ratio 1e9"), .beyondLimit(option: "damping-ratio", limit: CurveRequest.limits["damping-ratio"] ?? 0, got: "1e9"))
    }

    /// R23's fit leaves the spring within ε/ζ of its end: at 0.001 it has no stiffness at all.
    func testADampingRatioTheFitCannotSettleIsRefusedNamingTheSmallest() {
        XCTAssertEqual(problem("spring --damping-ratio 0.001"), .dampingRatioTooSmall(0.001))
        XCTAssertEqual(problem("spring --damping-ratio 0.001")?.description,
                       "--damping-ratio must be at least 0.002: below it UIKit's fit (R23) cannot settle the spring within its duration (at 0.001 it does not move at all), got 0.001")
        XCTAssertNil(problem("spring --damping-ratio 0.002"))
    }

    func testTheCSSEasingOfASpringStillAwayFromItsEndEndsWhereItIs() throws {
        let css = try request("spring --damping-ratio 0.002 --samples 5 --format css").render()
        XCTAssertEqual(css, "linear(0, 0.793852 25%, 1.621441 50%, 1.404011 75%, 0.728464)\n")
    }

    func testTheCSSEasingOfASettledSpringEndsAtOne() throws {
        XCTAssertTrue(try request("spring --damping-ratio 0.7 --duration 0.5 --format css").render().hasSuffix(", 1)\n"))
        XCTAssertTrue(try request("spring --mass 1 --stiffness 100 --damping 10 --format css").render().hasSuffix(", 1)\n"))
    }
}
