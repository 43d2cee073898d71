import FluidTestSupport
import Foundation
import XCTest
@testable import FluidPlayground

/// The rebuilt program's side: it says it is ready, then waits for the watcher's go; an input
/// ended without it means the old window was kept.
final class HandOverSignalTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try TemporaryDirectory.make("hand-over")
    }

    override func tearDown() { TemporaryDirectory.remove(folder) }

    private func waitWith(_ bytes: [UInt8]) -> Bool {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        var bytes = bytes
        if !bytes.isEmpty { XCTAssertEqual(write(ends[1], &bytes, bytes.count), bytes.count) }
        close(ends[1])
        defer { close(ends[0]) }
        return HandOverSignal.sayReadyAndWait(carryOver: folder + "/carry-over.json", input: ends[0])
    }

    func testGoIsGoAndTheReadyFileWasMadeFirst() {
        XCTAssertTrue(waitWith([HandOverSignal.go]))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/ready"))
    }

    func testAnInputEndedWithoutGoIsNoGo() {
        XCTAssertFalse(waitWith([]))
        XCTAssertFalse(waitWith([UInt8(ascii: "x")]))
    }
}
