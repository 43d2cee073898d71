import Foundation
import XCTest

/// Fresh directories under the system's temporary folder, for tests that read and write files.
public enum TemporaryDirectory {
    /// Creates `<tmp>/<label>-<UUID>` and returns its path.
    public static func make(_ label: String = "fluid-test") throws -> String {
        let path = NSTemporaryDirectory() + "\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Removes `path` and everything in it; a directory a test made read-only is made writable first.
    public static func remove(_ path: String) {
        guard !path.isEmpty else { return }
        chmod(path, 0o755)
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A fresh directory per test, removed afterwards (read-only ones made writable first).
open class TemporaryDirectoryTestCase: XCTestCase {
    public var directory = ""

    open override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory.make("fluid-files")
    }

    open override func tearDown() {
        TemporaryDirectory.remove(directory)
        super.tearDown()
    }

    public func path(_ name: String) -> String { directory + "/" + name }

    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        let p = path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: p))
        return p
    }

    public func contents(_ name: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path(name)))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every name in the directory, sorted (temporary files included).
    public func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    public var isRoot: Bool { getuid() == 0 }
}
