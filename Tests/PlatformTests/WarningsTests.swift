import Painting
import XCTest
@testable import Platform

/// Warnings are said once each and cannot grow without bound (a broken font warned
/// once per distinct string, and the HUD's frame rate is a new string every frame).
final class WarningsTests: XCTestCase {
    func testARepeatedWarningIsKeptOnce() {
        let warnings = Warnings()
        warnings.printsToStandardError = false
        for _ in 0..<3 { warnings.warn("no usable font") }
        XCTAssertEqual(warnings.messages, ["no usable font"])
    }

    func testDistinctWarningsStopAtTheLimitWithOneLineSayingSo() {
        let warnings = Warnings()
        warnings.printsToStandardError = false
        for i in 0..<10_000 { warnings.warn("could not draw text \"\(i) fps\"") }
        XCTAssertEqual(warnings.messages.count, Warnings.limit + 1)
        XCTAssertTrue(warnings.messages.last?.contains("the rest are not shown") ?? false)
    }
}
