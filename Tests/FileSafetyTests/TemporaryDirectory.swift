import Foundation
import XCTest

/// A fresh directory per test, removed afterwards (read-only ones made writable first).
class TemporaryDirectoryTestCase: XCTestCase {
    var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "fluid-files-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        chmod(directory, 0o755)
        try? FileManager.default.removeItem(atPath: directory)
    }

    func path(_ name: String) -> String { directory + "/" + name }

    func write(_ text: String, to name: String) throws -> String {
        let p = path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: p))
        return p
    }

    func contents(_ name: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path(name)))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every name in the directory, sorted (temporary files included).
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    var isRoot: Bool { getuid() == 0 }
}
