import Foundation
import XCTest
@testable import FluidPlayground

/// `--watch` hands the window to the rebuilt program only once that is ready, and keeps the old
/// window running when the rebuilt program ends or hangs before it is.
final class WindowHandOverTests: XCTestCase {
    func testTheOldWindowIsAskedToCloseOnlyOnceTheRebuiltProgramIsReady() {
        var handOver = WindowHandOver()
        XCTAssertEqual(handOver.next(.waited(seconds: 0.1)), .wait)
        XCTAssertEqual(handOver.next(.newReady), .closeOld)
        XCTAssertEqual(handOver.stage, .closingOld)
    }

    func testTheRebuiltProgramIsToldToGoOnceTheOldWindowHasClosed() {
        var handOver = WindowHandOver()
        _ = handOver.next(.newReady)
        XCTAssertEqual(handOver.next(.newReady), .wait)
        XCTAssertEqual(handOver.next(.waited(seconds: 0.3)), .wait)
        XCTAssertEqual(handOver.next(.oldExited(status: 0)), .go)
        XCTAssertEqual(handOver.stage, .handed)
    }

    func testTheRebuiltProgramIsToldToGoOnceTheOldWindowHasWrittenItsCarryOverWithoutWaitingForItsEnd() {
        var handOver = WindowHandOver()
        XCTAssertEqual(handOver.next(.oldHandedOver), .wait, "a carry-over seen before the old window was asked is the last one's")
        _ = handOver.next(.newReady)
        XCTAssertEqual(handOver.next(.oldHandedOver), .go)
        XCTAssertEqual(handOver.next(.oldExited(status: 0)), .wait)
    }

    func testARebuiltProgramThatEndsBeforeItIsReadyLeavesTheOldWindowRunning() {
        var handOver = WindowHandOver()
        XCTAssertEqual(handOver.next(.newExited(status: 2, bySignal: false)), .keepOld(.ended(status: 2)))
        XCTAssertEqual(handOver.stage, .keptOld)
    }

    func testARebuiltProgramThatCrashesBeforeItIsReadyIsSaidToHaveBeenKilledAndTheOldWindowRunsOn() {
        var handOver = WindowHandOver()
        XCTAssertEqual(handOver.next(.newExited(status: 4, bySignal: true)), .keepOld(.killed(signal: 4)))
    }

    func testARebuiltProgramThatIsNotReadyInTimeLeavesTheOldWindowRunning() {
        var handOver = WindowHandOver(patience: 5)
        XCTAssertEqual(handOver.next(.waited(seconds: 4.9)), .wait)
        XCTAssertEqual(handOver.next(.waited(seconds: 5.1)), .keepOld(.notReady(within: 5)))
        XCTAssertEqual(handOver.next(.newReady), .wait, "too late: the old window stays")
    }

    func testTheOldWindowClosedByItsUserWhileTheRebuiltOneStartsEndsTheWatch() {
        var handOver = WindowHandOver()
        XCTAssertEqual(handOver.next(.oldExited(status: 0)), .stop(status: 0))
        XCTAssertEqual(handOver.stage, .stopped)
        XCTAssertEqual(handOver.next(.newReady), .wait)
    }

    func testARebuiltProgramThatEndsWhileTheOldWindowClosesEndsTheWatchWithItsStatus() {
        var handOver = WindowHandOver()
        _ = handOver.next(.newReady)
        XCTAssertEqual(handOver.next(.newExited(status: 3, bySignal: false)), .stop(status: 3))
    }
}
