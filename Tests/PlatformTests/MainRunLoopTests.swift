import Foundation
import XCTest
@testable import Platform

/// The window's loop runs what UIKit code leaves for the main thread each turn (issue 46):
/// `DispatchQueue.main.async`, `asyncAfter` once due, and `Timer.scheduledTimer`.
final class MainRunLoopTests: XCTestCase {
    func testAMainQueueBlockRunsAtTheNextTurn() {
        var ran = false
        DispatchQueue.main.async { ran = true }
        FrameLoop.runMainRunLoop()
        XCTAssertTrue(ran)
    }

    /// A timer that came due and went (invalidated before the loop turned) leaves the run loop's
    /// timer port ready: a turn that served only that one port left a main-queue block for the
    /// next turn (seen once in a full test run, after the test below).
    func testAMainQueueBlockRunsAtTheNextTurnThoughATimerCameDueAndWent() {
        for _ in 0..<20 {
            let timer = Timer.scheduledTimer(withTimeInterval: 0.001, repeats: false) { _ in }
            usleep(3_000)
            timer.invalidate()
            var ran = false
            DispatchQueue.main.async { ran = true }
            FrameLoop.runMainRunLoop()
            XCTAssertTrue(ran)
            // Whatever is left, for the next round.
            for _ in 0..<3 { FrameLoop.runMainRunLoop() }
        }
    }

    func testADelayedBlockAndATimerRunAtATurnAfterTheirTime() {
        var after = false, fired = false
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { after = true }
        let timer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in fired = true }
        FrameLoop.runMainRunLoop()
        XCTAssertFalse(after || fired, "not before their time")
        usleep(60_000)
        // Turns as the loop makes them (a few ms apart): a delayed block reaches the main queue
        // from dispatch's timer thread, so it may take a turn or two after its time.
        for _ in 0..<40 where !(after && fired) {
            FrameLoop.runMainRunLoop()
            usleep(5_000)
        }
        XCTAssertTrue(after)
        XCTAssertTrue(fired)
        timer.invalidate()
    }
}
