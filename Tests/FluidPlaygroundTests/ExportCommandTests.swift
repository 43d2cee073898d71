import ArgumentParser
import XCTest
@testable import FluidPlayground

/// `fluid export`'s numbers are bounded: a throw of 1e308 pt/s is a usage error, not 309-digit
/// numbers in the exported code (issue 49, Next).
final class ExportCommandTests: XCTestCase {
    /// The problem of `--scene drawer` with these numbers (set after parsing, which validates).
    private func problem(velocity: Double? = nil, distance: Double? = nil) throws -> UsageError? {
        var export = try ExportCommand.parse(["--scene", "drawer"])
        export.velocity = velocity
        export.distance = distance
        return export.usageProblem()
    }

    func testAThrowWithinTheBoundsHasNoProblem() throws {
        XCTAssertNil(try problem())
        XCTAssertNil(try problem(velocity: 1500, distance: 120))
        XCTAssertNil(try problem(velocity: -100_000))
    }

    func testAVelocityOrDistanceBeyondItsBoundIsOutOfRange() throws {
        XCTAssertEqual(try problem(velocity: 1e308),
                       .outOfRange(option: "--velocity", allowed: .within(ExportCommand.velocityRange), got: 1e308))
        XCTAssertEqual(try problem(velocity: -2e5),
                       .outOfRange(option: "--velocity", allowed: .within(ExportCommand.velocityRange), got: -2e5))
        XCTAssertEqual(try problem(velocity: 100, distance: 1e300),
                       .outOfRange(option: "--distance", allowed: .within(ExportCommand.distanceRange), got: 1e300))
        XCTAssertEqual(try problem(velocity: 100, distance: 0),
                       .outOfRange(option: "--distance", allowed: .within(ExportCommand.distanceRange), got: 0))
    }
}
