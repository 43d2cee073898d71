import FileSafety
import FluidTestSupport
import Foundation
import XCTest

final class DirectoryPathTests: XCTestCase {
    private var parent = ""
    private var root = ""

    override func setUpWithError() throws {
        parent = try TemporaryDirectory.make("directory-path")
        root = parent + "/root"
        XCTAssertNil(DirectoryPath.make(root))
    }

    override func tearDownWithError() throws {
        TemporaryDirectory.remove(parent)
    }

    func testMissingParentsAreMade() {
        let path = root + "/a/b/c"
        XCTAssertNil(DirectoryPath.make(path))
        XCTAssertEqual(FileKind.of(path), .directory)
    }

    func testAnExistingDirectoryIsFine() {
        XCTAssertNil(DirectoryPath.make(root))
        XCTAssertNil(DirectoryPath.make(root + "/"))
    }

    /// The reason names the file in the way, in words (Foundation said "error 512").
    func testAFileInTheWayIsNamed() throws {
        let plain = root + "/plain"
        XCTAssertTrue(FileManager.default.createFile(atPath: plain, contents: Data()))
        XCTAssertEqual(DirectoryPath.make(plain + "/frames"), "\(plain) is a regular file, not a directory")
        XCTAssertEqual(DirectoryPath.make(plain), "\(plain) is a regular file, not a directory")
    }

    func testAnEmptyPathIsRefused() {
        XCTAssertEqual(DirectoryPath.make(""), "an empty path names no directory")
    }
}
