import Input
import XCTest
@testable import Platform

/// Issue 52: on a display that says no rate, frames follow a dragging finger's samples.
final class FingerFollowingTests: XCTestCase {
    private let period = 1.0 / 60

    private func assertFollowing(_ following: FingerFollowing, interval: Double, last: Double,
                                 file: StaticString = #filePath, line: UInt = #line) {
        guard case .following(let i, let l) = following.state else {
            return XCTFail("\(following.state) is not following", file: file, line: line)
        }
        XCTAssertEqual(i, interval, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(l, last, accuracy: 1e-9, file: file, line: line)
    }

    private func drag(_ following: inout FingerFollowing, every interval: Double, moves: Int, from start: Double = 1) {
        following.note(PointerEvent(.down, x: 0, y: 0, timestamp: start))
        for i in 1...moves {
            following.note(PointerEvent(.move, x: CGFloat(i), y: 0, timestamp: start + Double(i) * interval))
        }
    }

    func testASteadyDragFasterThanTheFramesIsFollowed() {
        var following = FingerFollowing(displayHasRate: false, period: period)
        drag(&following, every: 0.008, moves: 6)
        assertFollowing(following, interval: 0.008, last: 1 + 6 * 0.008)
        XCTAssertEqual(following.minimumGap, 0.008 * 0.6, accuracy: 1e-12)
    }

    func testADisplayWithARateKeepsItsBlank() {
        var following = FingerFollowing(displayHasRate: true, period: period)
        drag(&following, every: 0.008, moves: 6)
        XCTAssertEqual(following.state, .off)
        XCTAssertEqual(following.minimumGap, period)
    }

    func testInputNoFasterThanTheFramesIsNotFollowed() {
        var following = FingerFollowing(displayHasRate: false, period: period)
        drag(&following, every: 0.020, moves: 6)
        XCTAssertEqual(following.state, .idle)
    }

    /// A 60 Hz mouse on the 60 Hz grid: its samples start the frames (no resampling delay, no
    /// grid tick between two samples showing nothing new).
    func testInputAsFastAsTheFramesIsFollowed() {
        var following = FingerFollowing(displayHasRate: false, period: period)
        drag(&following, every: period, moves: 6)
        assertFollowing(following, interval: period, last: 1 + 6 * period)
    }

    func testAFewSamplesAreNotYetARate() {
        var following = FingerFollowing(displayHasRate: false, period: period)
        drag(&following, every: 0.008, moves: 2)
        XCTAssertFalse(following.isFollowing)
    }

    func testAThousandHertzMouseGetsFramesNoCloserThanTheFastestRate() {
        var following = FingerFollowing(displayHasRate: false, period: period)
        drag(&following, every: 0.001, moves: 20)
        XCTAssertTrue(following.isFollowing)
        XCTAssertEqual(following.minimumGap, 1 / FingerFollowing.fastestRate, accuracy: 1e-12)
    }

    /// The pointer's rate is kept from one drag to the next: the next press is followed at once.
    func testTheReleaseEndsFollowingAndTheNextPressIsFollowedAtOnce() {
        var following = FingerFollowing(displayHasRate: false, period: period)
        drag(&following, every: 0.008, moves: 6)
        following.note(PointerEvent(.up, x: 6, y: 0, timestamp: 1.06))
        XCTAssertFalse(following.isFollowing)
        following.note(PointerEvent(.down, x: 0, y: 0, timestamp: 2))
        assertFollowing(following, interval: 0.008, last: 2)
        following.note(PointerEvent(.move, x: 1, y: 0, timestamp: 2.5))
        assertFollowing(following, interval: 0.008, last: 2.5)   // the gap between drags is no interval
    }

    func testAFingerThatRestsHandsTheFramesBackToTheGrid() {
        var following = FingerFollowing(displayHasRate: false, period: period)
        drag(&following, every: 0.008, moves: 6)
        following.rest(at: 1.048 + 0.015)
        XCTAssertTrue(following.isFollowing)
        following.rest(at: 1.048 + 0.017)
        XCTAssertEqual(following.state, .idle)
    }

    /// A 1,000 Hz mouse's frame (update, draw, present: 2–3 ms) outlasts two of its intervals:
    /// a finger still moving must not count as rested then, or its next samples wait for the
    /// grid (17 ms: `fluid bench window --rate 1000` had p99 16–17 ms in the drawer). It rests
    /// after two of the fastest frames' gaps without a sample.
    func testAThousandHertzFingerRestsOnlyAfterTwoOfTheFastestFrames() {
        var following = FingerFollowing(displayHasRate: false, period: period)
        drag(&following, every: 0.001, moves: 20)
        let last = 1 + 20 * 0.001, floor = 2 / FingerFollowing.fastestRate
        following.rest(at: last + 0.003)
        XCTAssertTrue(following.isFollowing)
        following.rest(at: last + floor - 0.0005)
        XCTAssertTrue(following.isFollowing)
        following.rest(at: last + floor + 0.0005)
        XCTAssertEqual(following.state, .idle)
    }

    func testASecondFingerLiftingKeepsTheDragFollowed() {
        var following = FingerFollowing(displayHasRate: false, period: period)
        drag(&following, every: 0.008, moves: 6)
        following.note(PointerEvent(.down, x: 50, y: 0, timestamp: 1.05, pointerID: 1))
        following.note(PointerEvent(.up, x: 50, y: 0, timestamp: 1.052, pointerID: 1))
        following.note(PointerEvent(.move, x: 7, y: 0, timestamp: 1.056))
        XCTAssertTrue(following.isFollowing)
    }

    /// The release comes a moment after the last move: one frame more, one interval after that
    /// move (the release's first step as long as the drag's), then the grid.
    func testALiftedFingerGetsOneFrameOneIntervalAfterItsLastSample() {
        var following = FingerFollowing(displayHasRate: false, period: period)
        drag(&following, every: 0.008, moves: 6)
        following.note(PointerEvent(.up, x: 6, y: 0, timestamp: 1.0485))
        guard case .lifted(let last, let interval) = following.state else { return XCTFail("\(following.state)") }
        XCTAssertEqual(last, 1.048, accuracy: 1e-9)
        XCTAssertEqual(interval, 0.008, accuracy: 1e-9)
        XCTAssertEqual(following.overdue ?? 0, 1.056, accuracy: 1e-12)
        XCTAssertEqual(following.minimumGap, 1 / FingerFollowing.fastestRate, "not a whole frame: the release frame comes when due")
        following.rest(at: 1.055)
        XCTAssertNotNil(following.overdue)
        following.rest(at: 1.057)
        XCTAssertEqual(following.state, .idle)
        XCTAssertNil(following.overdue)
    }

    /// F7 addendum in a window that follows the finger: an up polled a few milliseconds after a
    /// last move a frame has shown must not start a frame at once (the release a fraction of a
    /// step in, then the rest in the overdue frame: `--trace` at 60 Hz showed 0.62 and 0.55 of
    /// the drag's step); its frame reads one interval after the move, as the next sample would.
    func testTheReleaseFrameReadsOneIntervalAfterAShownLastMove() {
        var following = FingerFollowing(displayHasRate: false, period: period)
        drag(&following, every: period, moves: 6)
        let last = 1 + 6 * period
        following.note(PointerEvent(.up, x: 6, y: 0, timestamp: last + 0.001))
        XCTAssertEqual(following.readTime(now: last + 0.010, lastRead: last), last + period, accuracy: 1e-12,
                       "later than now: the loop waits for it")
        XCTAssertEqual(following.readTime(now: last + 0.021, lastRead: last), last + period, accuracy: 1e-12,
                       "an overdue frame that polled the up steps one interval too")
    }

    /// xdotool (and a mouse whose up lands in the same report) delivers the last move and the
    /// up in one poll, both stamped a moment after the loop's clock: the frame they start must
    /// read its input no earlier than that move, or the move and the release wait for the
    /// overdue frame (`fluid bench window --rate 60`: the last move of a drag shown 25 ms after
    /// its stamp in half the runs, against 3 ms for the others).
    func testAFrameStartedByTheLiftReadsNoEarlierThanTheLastMove() {
        var following = FingerFollowing(displayHasRate: false, period: period)
        drag(&following, every: period, moves: 6)
        let last = 1 + 6 * period
        following.note(PointerEvent(.up, x: 6, y: 0, timestamp: last))
        XCTAssertFalse(following.isFollowing)
        XCTAssertEqual(following.newestSample ?? 0, last, accuracy: 1e-12)
        XCTAssertEqual(following.readTime(now: last - 0.0004, lastRead: last - period), last, accuracy: 1e-12,
                       "the move not read yet: read with it, now")
        following.rest(at: last + period + 0.001)
        XCTAssertNil(following.newestSample, "once the grid has taken over, no frame waits for it")
    }

    /// Only frames that input decides leave the grid: with no finger followed, or a followed
    /// finger's overdue frame whose poll brought nothing newer, a frame keeps it (a first
    /// version read every frame at its poll's end, grid or not).
    func testFramesNoSampleDecidesKeepTheGrid() {
        var following = FingerFollowing(displayHasRate: false, period: period)
        XCTAssertFalse(following.readsOffGrid(startedBySample: false, start: 1))
        XCTAssertTrue(following.readsOffGrid(startedBySample: true, start: 1))
        drag(&following, every: 0.008, moves: 6)
        let last = 1 + 6 * 0.008
        XCTAssertFalse(following.readsOffGrid(startedBySample: false, start: last + 0.010), "an overdue frame")
        XCTAssertTrue(following.readsOffGrid(startedBySample: false, start: last - 0.0005), "polled a sample stamped after its start")
        following.note(PointerEvent(.up, x: 6, y: 0, timestamp: last + 0.001))
        XCTAssertTrue(following.readsOffGrid(startedBySample: false, start: last + 0.010), "the release frame")
        var onARate = FingerFollowing(displayHasRate: true, period: period)
        drag(&onARate, every: 0.008, moves: 6)
        XCTAssertFalse(onARate.readsOffGrid(startedBySample: false, start: last - 0.0005), "a display with a rate keeps its blank")
    }

    /// The mouse's rate on its way to what it drags (the window measures it) is learned at the
    /// press: the first drag is followed from its press.
    func testARateLearnedBeforeThePressIsFollowedAtOnce() {
        var following = FingerFollowing(displayHasRate: false, period: period)
        var hover = InputRate()
        for _ in 0..<5 { hover.add(interval: 0.008) }
        following.learnRate(from: hover)
        following.note(PointerEvent(.down, x: 5, y: 0, timestamp: 1.04))
        assertFollowing(following, interval: 0.008, last: 1.04)
    }

    /// Between drags of a pointer known to be fast only a press ends the loop's wait (hover moves
    /// do not start frames); during a drag, and just after it, any pointer input does.
    func testWhatEndsTheWaitFollowsTheState() {
        var following = FingerFollowing(displayHasRate: false, period: period)
        XCTAssertEqual(following.wake, .never)
        drag(&following, every: 0.008, moves: 6)
        XCTAssertEqual(following.wake, .input)
        following.note(PointerEvent(.up, x: 6, y: 0, timestamp: 1.0485))
        XCTAssertEqual(following.wake, .input)
        following.rest(at: 1.1)
        XCTAssertEqual(following.wake, .press)
        XCTAssertEqual(following.minimumGap, 1 / FingerFollowing.fastestRate, accuracy: 1e-12)
        XCTAssertEqual(FingerFollowing(displayHasRate: true, period: period).wake, .never)
    }
}
