import FluidTestSupport
import Foundation
import XCTest
@testable import FileSafety

/// One file named for two roles is refused before anything is opened.
final class DistinctPathsTests: TemporaryDirectoryTestCase {
    func testSamePathTwiceConflicts() throws {
        let r = try write("{}", to: "r.jsonl")
        let conflict = DistinctPaths.conflict(among: [("--replay", r), ("--state", r)])
        XCTAssertEqual(conflict, PathConflict(firstOption: "--replay", firstPath: r, secondOption: "--state", secondPath: r))
        XCTAssertEqual(conflict?.description, "--replay and --state both name \(r); give each its own file")
    }

    func testSameFileByAnotherSpellingOrLinkConflicts() throws {
        let r = try write("{}", to: "r.jsonl")
        XCTAssertEqual(symlink(r, path("link")), 0)
        XCTAssertNotNil(DistinctPaths.conflict(among: [("--replay", r), ("--record", path("link"))]))
        XCTAssertNotNil(DistinctPaths.conflict(among: [("--replay", r), ("--state", directory + "/./r.jsonl")]))
        XCTAssertEqual(link(r, path("hard")), 0)
        XCTAssertNotNil(DistinctPaths.conflict(among: [("--replay", r), ("--screenshot", path("hard"))]))
    }

    func testNewFilesConflictByRealPath() {
        XCTAssertNotNil(DistinctPaths.conflict(among: [("--screenshot", path("s.out")), ("--state", directory + "/../" + URL(fileURLWithPath: directory).lastPathComponent + "/s.out")]))
    }

    func testDistinctFilesAndTheNullDevicePass() throws {
        XCTAssertNil(DistinctPaths.conflict(among: [("--state", path("a")), ("--screenshot", path("b")), ("--record", path("c"))]))
        XCTAssertNil(DistinctPaths.conflict(among: [("--state", "/dev/null"), ("--screenshot", "/dev/null")]))
    }

    func testStandardOutputTwiceConflicts() {
        XCTAssertNotNil(DistinctPaths.conflict(among: [("--state", "-"), ("--trace", "-")]))
    }
}
