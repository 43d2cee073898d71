import FluidTestSupport
import Foundation
import XCTest
@testable import FluidPlayground

/// `--watch` sees a save, a new file and a removed one among the package's Swift sources and
/// its manifest, and nothing else (build products, hidden folders, other files).
final class SourceSnapshotTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = try TemporaryDirectory.make("snapshot")
        try FileManager.default.createDirectory(atPath: root + "/Sources/App", withIntermediateDirectories: true)
        try write("Package.swift", "// manifest")
        try write("Sources/App/Scene.swift", "let a = 1")
    }

    override func tearDown() { TemporaryDirectory.remove(root) }

    private func write(_ path: String, _ text: String, modified: Date? = nil) throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: false, encoding: .utf8)
        if let modified { try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: full) }
    }

    func testASavedSourceIsAChangeAndItsTimeIsTheSave() throws {
        let before = SourceSnapshot.scan(root: root)
        let saved = Date(timeIntervalSince1970: 2_000_000_000)
        try write("Sources/App/Scene.swift", "let a = 2", modified: saved)
        let after = SourceSnapshot.scan(root: root)
        XCTAssertEqual(after.changes(since: before), [root + "/Sources/App/Scene.swift"])
        XCTAssertEqual(after.newestSave(of: after.changes(since: before)), 2_000_000_000)
    }

    func testANewFileARemovedFileAndTheManifestAreChanges() throws {
        let before = SourceSnapshot.scan(root: root)
        try write("Sources/App/More.swift", "let b = 1")
        try FileManager.default.removeItem(atPath: root + "/Sources/App/Scene.swift")
        try write("Package.swift", "// manifest, changed")
        XCTAssertEqual(SourceSnapshot.scan(root: root).changes(since: before),
                       [root + "/Package.swift", root + "/Sources/App/More.swift", root + "/Sources/App/Scene.swift"])
    }

    func testNothingSavedIsNoChangeAndOtherFilesAreNotWatched() throws {
        let before = SourceSnapshot.scan(root: root)
        try write("Sources/App/notes.txt", "not a source")
        try write("Sources/.hidden/Secret.swift", "let c = 1")
        try write(".build/debug/Built.swift", "let d = 1")
        XCTAssertEqual(SourceSnapshot.scan(root: root).changes(since: before), [])
    }
}
