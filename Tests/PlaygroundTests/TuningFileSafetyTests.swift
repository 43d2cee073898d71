import FluidTestSupport
import Foundation
import XCTest
@testable import Playground

/// The tuning file keeps the user's data whatever happens to it.
final class TuningFileSafetyTests: XCTestCase {
    private var directory: String!
    private var warnings: [TuningWarning] = []

    override func setUpWithError() throws {
        directory = try TemporaryDirectory.make("fluid-tuning")
        warnings = []
    }

    override func tearDown() {
        TemporaryDirectory.remove(directory)
    }

    private func store() -> TuningStore {
        TuningStore(directory: directory, warn: { [unowned self] in self.warnings.append($0) })
    }

    private var file: String { directory + "/drawer.json" }

    private func write(_ text: String, to path: String? = nil) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path ?? file))
    }

    private func text(_ path: String? = nil) -> String {
        (try? String(contentsOfFile: path ?? file, encoding: .utf8)) ?? "<none>"
    }

    private func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: directory).sorted() }

    func testAMissingKeyTakesItsDefaultAndTheOthersAreKept() throws {
        try write(#"{"dampingRatio": 0.4, "scrubsLinearly": false}"#)
        let tuning = try XCTUnwrap(store().load(scene: "drawer"))
        let defaults = DrawerScene.defaultTuning
        XCTAssertEqual(tuning.dampingRatio, 0.4, accuracy: 1e-12)
        XCTAssertFalse(tuning.scrubsLinearly)
        XCTAssertEqual(tuning.response, defaults.response)
        XCTAssertEqual(tuning.pausesOnCompletion, defaults.pausesOnCompletion)
        XCTAssertTrue(FileManager.default.fileExists(atPath: file), "a file from an older version is not thrown away")
    }

    func testAMistypedKeyWarnsAndTakesItsDefault() throws {
        try write(#"{"dampingRatio": "soft", "response": 0.3}"#)
        let tuning = try XCTUnwrap(store().load(scene: "drawer"))
        XCTAssertEqual(tuning.dampingRatio, DrawerScene.defaultTuning.dampingRatio)
        XCTAssertEqual(tuning.response, 0.3, accuracy: 1e-12)
        XCTAssertEqual(warnings, [.mistyped(path: file, key: "dampingRatio", found: "a string", expected: .number)])
    }

    func testDuplicateKeysMakeTheFileCorrupt() throws {
        try write(#"{"dampingRatio": 0.4, "dampingRatio": 0.9}"#)
        XCTAssertNil(store().load(scene: "drawer"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: file + ".bak"))
    }

    func testBackupGenerationsAreKeptAndADirectoryIsNeverDeleted() throws {
        try FileManager.default.createDirectory(atPath: file + ".bak", withIntermediateDirectories: false)
        try write("keep me", to: file + ".bak/inside")
        try write("first bad")
        XCTAssertNil(store().load(scene: "drawer"))
        try write("second bad")
        XCTAssertNil(store().load(scene: "drawer"))
        XCTAssertEqual(text(file + ".bak/inside"), "keep me")
        XCTAssertEqual(text(file + ".bak.2"), "first bad")
        XCTAssertEqual(text(file + ".bak.3"), "second bad")
    }

    func testWhenEveryBackupNameIsTakenTheBadFileStaysAndIsNotOverwritten() throws {
        for name in [".bak", ".bak.2", ".bak.3", ".bak.4", ".bak.5"] { try write("old", to: file + name) }
        try write("bad")
        let s = store()
        XCTAssertNil(s.load(scene: "drawer"))
        XCTAssertEqual(text(), "bad")
        s.save(SceneTuning(dampingRatio: 0.5, response: 0.5), scene: "drawer")
        XCTAssertEqual(text(), "bad", "a file that could not be set aside is left alone")
    }

    func testAnUnreadableFileIsLeftAloneAndNeverWrittenOver() throws {
        try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
        let s = store()
        XCTAssertNil(s.load(scene: "drawer"))
        guard case .unreadable(file, _)? = warnings.first else { return XCTFail("\(warnings)") }
        s.save(SceneTuning(dampingRatio: 0.5, response: 0.5), scene: "drawer")
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) && isDirectory.boolValue)
        XCTAssertEqual(s.lastError, .notSaved(scene: "drawer", path: file))
        XCTAssertFalse(FileManager.default.fileExists(atPath: file + ".bak"))
    }

    func testASymlinkedTuningFileIsWrittenThroughToItsTarget() throws {
        let target = directory + "/dotfiles-drawer.json"
        try write(#"{"dampingRatio": 0.4}"#, to: target)
        XCTAssertEqual(symlink(target, file), 0)
        let s = store()
        _ = s.load(scene: "drawer")
        s.save(SceneTuning(dampingRatio: 0.7, response: 0.5), scene: "drawer")
        var info = stat()
        XCTAssertEqual(lstat(file, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFLNK, "the link stays a link")
        XCTAssertTrue(text(target).contains("\"dampingRatio\" : 0.7"), text(target))
    }

    func testTwoInstancesKeepEachOthersChanges() throws {
        let a = store(), b = store()
        let base = DrawerScene.defaultTuning
        _ = a.load(scene: "drawer")
        _ = b.load(scene: "drawer")
        var changedByA = base
        changedByA.dampingRatio = 0.3
        a.save(changedByA, scene: "drawer")
        var changedByB = base
        changedByB.response = 1.2
        b.save(changedByB, scene: "drawer")
        let saved = try XCTUnwrap(store().load(scene: "drawer"))
        XCTAssertEqual(saved.dampingRatio, 0.3, accuracy: 1e-12)
        XCTAssertEqual(saved.response, 1.2, accuracy: 1e-12)
    }

    func testSavedValuesAreRoundNumbers() throws {
        var t = SceneTuning(dampingRatio: 0.8, response: 0.5)
        t.dampingRatio += SceneTuning.step  // 0.8500000000000001 in binary
        store().save(t, scene: "drawer")
        XCTAssertTrue(text().contains("\"dampingRatio\" : 0.85,"), text())
        XCTAssertFalse(text().contains("0000000"), text())
    }

    func testAFailedSaveWarnsSetsLastErrorAndLeavesNoTemporary() throws {
        let blocker = directory + "/not-a-dir"
        try write("x", to: blocker)
        let s = TuningStore(directory: blocker + "/fluid", warn: { [unowned self] in self.warnings.append($0) })
        s.save(SceneTuning(dampingRatio: 0.5, response: 0.5), scene: "drawer")
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(s.lastError, warnings.first)
        XCTAssertEqual(s.lastError, .saveFailedOther(path: blocker + "/fluid", reason: "\(blocker) is a regular file, not a directory"),
                       "the system's words, naming the part of the path that stopped it")
        XCTAssertEqual(try names(), ["not-a-dir"])
    }

    func testAFileThatIsTooBigIsLeftAlone() throws {
        try write(String(repeating: " ", count: TuningStore.sizeLimit + 1) + "{}")
        XCTAssertNil(store().load(scene: "drawer"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: file))
        XCTAssertFalse(FileManager.default.fileExists(atPath: file + ".bak"))
    }
}
