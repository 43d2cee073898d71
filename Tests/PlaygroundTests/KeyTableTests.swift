import Foundation
import XCTest
@testable import Playground

/// The key table is the one list of keys: README's table must name exactly its keys.
final class KeyTableTests: XCTestCase {
    /// The backticked keys in the first column of README's "### Keys" table ("`1` – `9`" is a range).
    private func readmeKeys() throws -> Set<String> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: "### Keys"), "README has a ### Keys section")
        var keys: Set<String> = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("#") { break }
            guard line.hasPrefix("| "), !line.hasPrefix("| key"), !line.hasPrefix("| ---") else { continue }
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            let parts = cell.components(separatedBy: "`")
            let ticked = stride(from: 1, to: parts.count, by: 2).map { parts[$0] }
            if ticked.first == "1", ticked.dropFirst().first == "9", cell.contains("–") {
                keys.formUnion((1...9).map(String.init))
                keys.formUnion(ticked.dropFirst(2))
            } else {
                keys.formUnion(ticked)
            }
        }
        return keys
    }

    func testREADMEKeyTableNamesExactlyTheKeyTablesKeys() throws {
        let readme = try readmeKeys()
        let table = Set(KeyTable.keyNames)
        XCTAssertEqual(readme.subtracting(table), [], "in README but not in KeyTable")
        XCTAssertEqual(table.subtracting(readme), [], "in KeyTable but not in README")
    }

    func testNoKeyHasTwoActions() {
        let names = KeyTable.keyNames
        XCTAssertEqual(names.count, Set(names).count)
    }

    func testHelpOverlayShowsEveryRowOfTheTable() {
        XCTAssertEqual(PlaygroundApp.keyHelp.map(\.0), KeyTable.bindings.map(\.label))
    }

    func testDigitKeysSelectTheScenesInCatalogueOrder() {
        for digit in 1...9 { XCTAssertEqual(KeyTable.action(for: String(digit)), .scene(digit - 1)) }
        XCTAssertNil(KeyTable.action(for: "Q"))
    }

    // F2: each scene says, in its own file, which tuning keys do something: every built-in scene
    // has its row.
    func testEveryBuiltInSceneHasItsOwnRow() {
        for type in SceneCatalog.builtIn {
            XCTAssertNotNil(type.keys, type.name)
        }
    }

    // F2: a scene's row refuses exactly the actions of its unused tuning keys, fine steps included.
    func testASceneRowTakesEveryActionButItsUnusedTuningKeys() throws {
        let halfModal = KeyTable.keys(of: HalfModalScene.self)
        for name in ["S", "Shift+S", "P", "L"] { XCTAssertFalse(halfModal.takes(try XCTUnwrap(KeyTable.action(for: name))), name) }
        for name in ["[", "Shift+]", "-", "=", "Tab", "H", "Space"] { XCTAssertTrue(halfModal.takes(try XCTUnwrap(KeyTable.action(for: name))), name) }
        XCTAssertEqual(KeyTable.keys(of: GalleryScene.self).unusedKeys, ["[ ]", "- =", "S", "P", "L"])
    }
}
