import FluidTestSupport
import Foundation
import XCTest
@testable import Playground

final class TuningStoreTests: XCTestCase {
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

    func testTuningRoundTripsThroughTheFile() {
        let tuning = SceneTuning(dampingRatio: 0.65, response: 0.35, scrubsLinearly: false, pausesOnCompletion: true)
        store().save(tuning, scene: "drawer")
        XCTAssertEqual(store().load(scene: "drawer"), tuning)
        XCTAssertTrue(warnings.isEmpty)
    }

    func testMissingFileGivesNoTuningAndNoWarning() {
        XCTAssertNil(store().load(scene: "drawer"))
        XCTAssertTrue(warnings.isEmpty)
    }

    func testCorruptFileWarnsUsesDefaultsAndKeepsBackup() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/drawer.json"
        try Data("{ \"dampingRatio\": ".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertNil(store().load(scene: "drawer"))
        XCTAssertEqual(warnings.count, 1)
        guard case .invalid(path, _, keptAs: .some(path + ".bak"))? = warnings.first else { return XCTFail("\(warnings)") }
        XCTAssertTrue(FileManager.default.fileExists(atPath: path + ".bak"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testOutOfRangeValuesAreClampedOnLoad() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let json = #"{"dampingRatio": 9, "response": -1, "scrubsLinearly": true, "pausesOnCompletion": false}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: directory + "/drawer.json"))
        let tuning = try XCTUnwrap(store().load(scene: "drawer"))
        XCTAssertEqual(tuning.dampingRatio, 2.0)
        XCTAssertEqual(tuning.response, 0.05, accuracy: 1e-12)
    }

    func testSaveLeavesNoTemporaryFiles() throws {
        store().save(SceneTuning(dampingRatio: 1, response: 0.5), scene: "drawer")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        XCTAssertEqual(files, ["drawer.json"])
    }

    func testDefaultDirectoryFollowsXDG() {
        XCTAssertEqual(TuningStore.defaultDirectory(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/home/u"]), "/x/cfg/fluid")
        XCTAssertEqual(TuningStore.defaultDirectory(environment: ["HOME": "/home/u"]), "/home/u/.config/fluid")
    }
}

/// `fluid export` reads tuning without touching the files.
final class ReadOnlyTuningStoreTests: XCTestCase {
    func testAReadOnlyStoreLeavesACorruptFileWhereItIsAndSaysSo() throws {
        let dir = try TemporaryDirectory.make("fluid-readonly")
        defer { TemporaryDirectory.remove(dir) }
        let path = dir + "/drawer.json"
        try Data("not json".utf8).write(to: URL(fileURLWithPath: path))
        var warnings: [TuningWarning] = []
        let store = TuningStore(directory: dir, readOnly: true) { warnings.append($0) }
        XCTAssertNil(store.load(scene: "drawer"))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "not json")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + ".bak"))
        XCTAssertEqual(warnings.count, 1)
        guard case .invalid(path, _, keptAs: nil)? = warnings.first else { return XCTFail("\(warnings)") }
        store.save(SceneTuning(dampingRatio: 0.5, response: 0.3), scene: "drawer")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "not json")
    }
}
