import Painting
import XCTest
@testable import Platform

/// Warnings are said once each and cannot grow without bound (a broken font warned
/// once per distinct string, and the HUD's frame rate is a new string every frame).
final class WarningsTests: XCTestCase {
    func testARepeatedWarningIsKeptOnce() {
        let warnings = Warnings()
        warnings.printsToStandardError = false
        for _ in 0..<3 { warnings.warn(.textNotDrawn(reason: "no glyphs")) }
        XCTAssertEqual(warnings.all, [.textNotDrawn(reason: "no glyphs")])
    }

    func testDistinctWarningsStopAtTheLimitWithOneLineSayingSo() {
        let warnings = Warnings()
        warnings.printsToStandardError = false
        for i in 0..<10_000 { warnings.warn(.textNotDrawn(reason: "\(i) fps")) }
        XCTAssertEqual(warnings.all.count, Warnings.limit + 1)
        XCTAssertEqual(warnings.all.last, .tooMany(limit: Warnings.limit))
    }
}
