import FileSafety
import FluidTestSupport
import Foundation
import XCTest
@testable import FluidPlayground

/// What a command cannot do past its command line is a `CommandError` case (exit 2); its words
/// are rendered once, and keep what `scripts/e2e-checks.sh` looks for.
final class CommandErrorTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = try TemporaryDirectory.make("command-error")
    }

    override func tearDown() {
        TemporaryDirectory.remove(root)
    }

    private func file(_ name: String) throws -> String {
        let path = root + "/" + name
        try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testAnExportWithoutATuningDirectoryOrWithOneHasNoProblem() throws {
        XCTAssertNil(try ExportCommand.parse([]).tuningDirectoryProblem)
        XCTAssertNil(try ExportCommand.parse(["--tuning-directory", root]).tuningDirectoryProblem)
    }

    /// A tuning directory that is not there is a typo, not "use the defaults".
    func testAMissingTuningDirectoryIsNoSuchDirectory() throws {
        let missing = root + "/nowhere"
        XCTAssertEqual(try ExportCommand.parse(["--tuning-directory", missing]).tuningDirectoryProblem,
                       .noSuchDirectory(option: "--tuning-directory", path: missing))
        // e2e-checks.sh compares this whole line (after "fluid export: ").
        XCTAssertEqual(CommandError.noSuchDirectory(option: "--tuning-directory", path: "/nonexistent").description,
                       "--tuning-directory /nonexistent: no such directory")
    }

    func testATuningDirectoryThatIsAFileNamesItsKind() throws {
        let path = try file("tuning.json")
        XCTAssertEqual(try ExportCommand.parse(["--tuning-directory", path]).tuningDirectoryProblem,
                       .notADirectory(option: "--tuning-directory", path: path, kind: .regular))
        XCTAssertEqual(CommandError.notADirectory(option: "--tuning-directory", path: "t", kind: .regular).description,
                       "--tuning-directory t is a regular file, not a directory")
    }

    func testAMissingOutDirectoryIsMade() throws {
        let out = root + "/a/b"
        XCTAssertNil(OutputDirectory.prepare(out, mustBeEmpty: true))
        XCTAssertEqual(FileKind.of(out), .directory)
    }

    func testAnOutThatIsAFileIsNotADirectory() throws {
        let path = try file("frames")
        XCTAssertEqual(OutputDirectory.prepare(path, mustBeEmpty: false), .notADirectory(option: "--out", path: path, kind: .regular))
    }

    /// `fluid compare` refuses an `--out` with an earlier run's frames; `sweep` writes beside them.
    func testAnOutWithFilesInItIsRefusedOnlyWhenItMustBeEmpty() throws {
        _ = try file("frame-00099.bmp")
        XCTAssertEqual(OutputDirectory.prepare(root, mustBeEmpty: true), .directoryNotEmpty(option: "--out", path: root, entries: 1))
        XCTAssertNil(OutputDirectory.prepare(root, mustBeEmpty: false))
        // e2e-checks.sh looks for "is not empty".
        XCTAssertEqual(CommandError.directoryNotEmpty(option: "--out", path: "f", entries: 1).description,
                       "--out f is not empty (1 entries, an earlier run's frames perhaps); name a new or empty directory")
    }

    func testAnOutThatCannotBeMadeIsDirectoryNotMade() throws {
        let plain = try file("plain"), under = plain + "/frames"
        XCTAssertEqual(OutputDirectory.prepare(under, mustBeEmpty: true),
                       .directoryNotMade(option: "--out", path: under, reason: "\(plain) is a regular file, not a directory"))
    }
}
