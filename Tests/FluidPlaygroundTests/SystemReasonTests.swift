import FluidTestSupport
import Foundation
import XCTest
@testable import FluidPlayground

/// A Foundation error in a message is the system's words for it, never NSError's own
/// rendering (`Error Domain=NSCocoaErrorDomain Code=512 "…" UserInfo={…}`, issue 49, Next).
final class SystemReasonTests: TemporaryDirectoryTestCase {
    func testAFoundationFileErrorIsTheSystemsWords() throws {
        let file = try write("x", to: "plain")
        XCTAssertThrowsError(try FileManager.default.createDirectory(atPath: file + "/sub", withIntermediateDirectories: true)) { error in
            XCTAssertEqual(SystemReason.of(error), String(cString: strerror(ENOTDIR)))
        }
        XCTAssertThrowsError(try FileManager.default.contentsOfDirectory(atPath: path("missing"))) { error in
            XCTAssertEqual(SystemReason.of(error), String(cString: strerror(ENOENT)))
        }
    }

    func testAnErrorOfOursIsItsDescription() {
        XCTAssertEqual(SystemReason.of(UsageError.badSeed), UsageError.badSeed.description)
    }
}
