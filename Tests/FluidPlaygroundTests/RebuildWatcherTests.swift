import FluidTestSupport
import Foundation
import XCTest
@testable import FluidPlayground

/// The watcher's thread: a save starts the build, a failed build hands over the compiler's first
/// error, a good one a copy of the library under a name no build had before.
final class RebuildWatcherTests: XCTestCase {
    var root = ""

    override func setUpWithError() throws {
        root = try TemporaryDirectory.make("rebuild-watcher")
        try FileManager.default.createDirectory(atPath: root + "/Sources/Card", withIntermediateDirectories: true)
        try "// swift-tools-version:6.0\n".write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        try "let a = 1\n".write(toFile: root + "/Sources/Card/Card.swift", atomically: true, encoding: .utf8)
        try "library bytes".write(toFile: root + "/libCard.so", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        TemporaryDirectory.remove(root)
    }

    private func watcher(build: [String]) -> RebuildWatcher {
        RebuildWatcher(root: root, buildArguments: build, builtLibrary: root + "/libCard.so", folder: root + "/copies", poll: 0.01, wake: {})
    }

    private func save(_ text: String) throws {
        // A later modification time than the snapshot's, whatever the file system's resolution.
        Thread.sleep(forTimeInterval: 0.05)
        try text.write(toFile: root + "/Sources/Card/Card.swift", atomically: false, encoding: .utf8)
    }

    private func outcome(of watcher: RebuildWatcher) -> RebuildWatcher.Outcome? {
        for _ in 0..<1000 {
            if let outcome = watcher.take() { return outcome }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return nil
    }

    func testAFailedBuildHandsOverTheCompilersFirstError() throws {
        let watcher = watcher(build: ["sh", "-c", "echo '/x/Sources/Card/Card.swift:1:9: error: expected expression'; exit 1"])
        watcher.start()
        try save("let a = = 1\n")
        XCTAssertEqual(outcome(of: watcher), .failed(reason: "Card.swift:1:9: error: expected expression"))
        watcher.resume()
    }

    func testEachGoodBuildIsCopiedUnderANameNoBuildHadBefore() throws {
        let watcher = watcher(build: ["true"])
        watcher.start()
        var copies: [String] = []
        for text in ["let a = 2\n", "let a = 3\n"] {
            try save(text)
            guard case .built(let library, let times)? = outcome(of: watcher) else { return XCTFail("no build handed over") }
            XCTAssertEqual(try String(contentsOfFile: library, encoding: .utf8), "library bytes")
            XCTAssertLessThanOrEqual(times.noticedAt, times.builtAt)
            copies.append(library)
            watcher.resume()
        }
        XCTAssertEqual(Set(copies).count, 2, "\(copies)")
    }

    func testNothingIsBuiltUntilASourceFileChanges() throws {
        let watcher = watcher(build: ["true"])
        watcher.start()
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertNil(watcher.take())
    }
}
