import XCTest
@testable import Platform

final class FramePacerTests: XCTestCase {
    func testTargetsAdvanceOneFrameAtATime() {
        var pacer = FramePacer(refreshRate: 60, sleeps: true)
        let first = pacer.target(now: 10)
        XCTAssertEqual(first, 10 + 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(pacer.target(now: first), first + 1.0 / 60, accuracy: 1e-12)
    }

    func testFallingBehindResyncsInsteadOfBursting() {
        var pacer = FramePacer(refreshRate: 60, sleeps: true)
        _ = pacer.target(now: 0)
        let late = pacer.target(now: 0.5)
        XCTAssertEqual(late, 0.5 + 1.0 / 60, accuracy: 1e-12)
    }

    func testSleepsUntilTheTargetOnlyWhenPacing() {
        let pacing = FramePacer(refreshRate: 60, sleeps: true)
        XCTAssertEqual(pacing.sleepTime(now: 1.0, target: 1.01), 0.01, accuracy: 1e-12)
        XCTAssertEqual(pacing.sleepTime(now: 1.02, target: 1.01), 0)
        let unpaced = FramePacer(refreshRate: 60, sleeps: false)
        XCTAssertEqual(unpaced.sleepTime(now: 1.0, target: 1.01), 0)
    }

    func testUnknownRefreshRateMeansSixtyHertz() {
        XCTAssertEqual(FramePacer(refreshRate: 0, sleeps: true).period, 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(FramePacer(refreshRate: .nan, sleeps: true).period, 1.0 / 60, accuracy: 1e-12)
    }

    func testAPresentThatWaitedForVSyncCountsAsBlocking() {
        let pacer = FramePacer(refreshRate: 60, sleeps: true)
        XCTAssertTrue(pacer.presentBlocked(presenting: 0, presented: 0.012))
        XCTAssertFalse(pacer.presentBlocked(presenting: 0, presented: 0.001))
    }
}
