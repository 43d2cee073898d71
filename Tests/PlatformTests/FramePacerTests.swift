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

    /// A loop whose presents wait for the display wakes at uneven times (half a frame to a frame
    /// and a half apart), and waits when it would start before `earliestStart`: the frames'
    /// times only go forward, at least a period apart (a frame drawn for an earlier time steps
    /// the animation back; a short one is a lurch), and never more than two frames ahead.
    func testTargetsOnlyGoForwardWhateverTheWakeUps() {
        var pacer = FramePacer(refreshRate: 60, sleeps: false)
        var rng = SystemRandomNumberGenerator()
        var now = 3.0, last = -Double.infinity
        for _ in 0..<5000 {
            now = max(now + Double.random(in: 0.5 / 60...1.5 / 60, using: &rng), pacer.earliestStart(after: last))
            let t = pacer.target(now: now)
            XCTAssertGreaterThanOrEqual(t - last, 1.0 / 60 - 1e-9, "at \(now)")
            XCTAssertGreaterThanOrEqual(t, now)
            XCTAssertLessThanOrEqual(t, now + 2.0 / 60 + 1e-9)
            last = t
        }
    }

    /// Seen in a window under Xvfb on a busy machine: presents slowed by load (counted as
    /// waiting for the display) returned well before the frame's time, the loop ran ahead of its
    /// grid, and every tenth frame or so the old pacer pulled the grid back by half a frame: an
    /// 8.3 ms frame in a steady drag. A loop running ahead keeps whole periods (and waits for
    /// `earliestStart`, tested above).
    func testALoopRunningAheadOfItsGridNeverMakesAShortFrame() {
        var pacer = FramePacer(refreshRate: 60, sleeps: false)
        let p = 1.0 / 60
        var now = 2.0, last = pacer.target(now: now)
        for k in 1...60 {
            now += 0.012   // each frame's work and present took 12 ms
            let t = pacer.target(now: now)
            XCTAssertEqual(t - last, p, accuracy: 1e-9, "frame \(k) started at \(now)")
            last = t
        }
    }

    /// The wake-ups of a vsync-blocked loop seen in a window under Xvfb: the old pacer re-synced
    /// to an earlier time than the frame before.
    func testAnEarlyWakeUpDoesNotStepBack() {
        var pacer = FramePacer(refreshRate: 60, sleeps: false)
        var last = -Double.infinity
        for now in [3.1595, 3.1764, 3.1923, 3.2085, 3.2250, 3.2411] {
            let t = pacer.target(now: now)
            XCTAssertGreaterThan(t, last)
            last = t
        }
    }

    /// Seen in a window under Xvfb during a steady drag: a present that waits for the display
    /// returns at the display's blank, up to most of a frame before the loop's own target. The
    /// frames must stay a whole period apart (F7: a short frame is a lurch in a steady drag); only
    /// a loop that fell behind moves the grid.
    func testWakingEarlyKeepsTheFramesAWholePeriodApart() {
        var pacer = FramePacer(refreshRate: 60, sleeps: false)
        let p = 1.0 / 60
        var last = pacer.target(now: 1.7222)
        for k in 1...40 {
            // The blank comes 13.5 ms before the target on some frames, at the target on others.
            let now = last - (k % 3 == 0 ? 0.0135 : 0.0005)
            let t = pacer.target(now: now)
            XCTAssertEqual(t - last, p, accuracy: 1e-9, "frame \(k) woke at \(now)")
            last = t
        }
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

extension FramePacerTests {
    /// Issue 52: a frame a finger's sample starts is a period after its start like any other,
    /// never before the last frame's target plus the gap, and the grid goes on from it.
    func testAFrameStartedBySampleOnlyGoesForward() {
        var pacer = FramePacer(refreshRate: 60, sleeps: true)
        let grid = pacer.target(now: 1)
        let bySample = pacer.target(now: 1.008, startedBySampleAfter: 0.0048)
        XCTAssertEqual(bySample, 1.008 + 1.0 / 60, accuracy: 1e-12)
        XCTAssertGreaterThan(bySample, grid)
        let early = pacer.target(now: 1.009, startedBySampleAfter: 0.0048)
        XCTAssertEqual(early, bySample + 0.0048, accuracy: 1e-12)
        XCTAssertEqual(pacer.target(now: early - 1.0 / 60), early + 1.0 / 60, accuracy: 1e-12)
    }
}
