import XCTest
@testable import Animation

/// `AnimatorLifecycle`: the phase, the driver link and the capture as one value; each
/// transition moves only between the states that can follow each other.
final class AnimatorLifecycleTests: XCTestCase {
    /// A lifecycle running and scheduled by its driver (the path `run(from:at:)` takes).
    private func scheduled() -> AnimatorLifecycle {
        var life = AnimatorLifecycle()
        life.run()
        XCTAssertEqual(life.schedule(), .needsListing)
        return life
    }

    func testStartsInactiveUnlistedAndNotCapturing() {
        let life = AnimatorLifecycle()
        XCTAssertEqual(life.phase, .inactive)
        XCTAssertEqual(life.link, .unlisted)
        XCTAssertEqual(life.capture, .idle)
        XCTAssertFalse(life.link.isScheduled || life.link.isListed || life.link.hasReachedEnd)
    }

    func testPhaseTransitionsOfAStartPauseStopFinish() {
        var life = AnimatorLifecycle()
        life.wait()
        XCTAssertEqual(life.phase, .waiting)
        life.pause()
        XCTAssertEqual(life.phase, .paused)
        life.run()
        XCTAssertEqual(life.phase, .running)
        XCTAssertEqual(life.schedule(), .needsListing)
        XCTAssertTrue(life.unschedule())
        life.stop()
        XCTAssertEqual(life.phase, .stopped)
        XCTAssertEqual(life.link, .listed, "unscheduled but still in the driver's list until it compacts")
        life.finish()
        XCTAssertEqual(life.phase, .inactive)
    }

    func testSchedulingTwiceOrAfterAStopBetweenFramesListsOnce() {
        var life = scheduled()
        XCTAssertEqual(life.schedule(), .alreadyScheduled)
        XCTAssertTrue(life.unschedule())
        XCTAssertFalse(life.unschedule(), "unscheduling twice is a no-op")
        life.pause()
        life.run()
        XCTAssertEqual(life.schedule(), .stillListed, "restarted before the driver compacted: not appended again")
        XCTAssertEqual(life.link, .scheduled)
    }

    func testCompactionDropsOnlyUnscheduledAnimators() {
        var life = scheduled()
        XCTAssertFalse(life.unlistIfUnscheduled())
        XCTAssertEqual(life.link, .scheduled)
        XCTAssertTrue(life.unschedule())
        XCTAssertTrue(life.unlistIfUnscheduled())
        XCTAssertEqual(life.link, .unlisted)
        life.pause()
        life.run()
        XCTAssertEqual(life.schedule(), .needsListing, "compacted away: appended again")
    }

    func testReachingTheEndIsCollectedFinishedAndCleared() {
        var life = scheduled()
        XCTAssertFalse(life.collectIfReachedEnd(), "not at its end: stays scheduled")
        life.markReachedEnd()
        XCTAssertEqual(life.link, .scheduledAtEnd)
        XCTAssertTrue(life.link.isScheduled && life.link.hasReachedEnd)
        XCTAssertTrue(life.collectIfReachedEnd())
        XCTAssertEqual(life.link, .finishingListed)
        XCTAssertFalse(life.collectIfReachedEnd(), "collected once")
        XCTAssertTrue(life.unlistIfUnscheduled())
        XCTAssertEqual(life.link, .finishing)
        XCTAssertTrue(life.link.hasReachedEnd && !life.link.isListed)
        life.clearReachedEnd()   // driverDidFinish
        XCTAssertEqual(life.link, .unlisted)
        life.finish()
        XCTAssertEqual(life, AnimatorLifecycle(), "clean again")
    }

    func testARunStartedBeforeTheDriverFinishesItClearsTheEnd() {
        // Another animator's completion restarts this one between collection and its own finish.
        var life = scheduled()
        life.markReachedEnd()
        XCTAssertTrue(life.collectIfReachedEnd())
        XCTAssertTrue(life.unlistIfUnscheduled())
        life.run()
        XCTAssertEqual(life.link, .unlisted)
        XCTAssertEqual(life.schedule(), .needsListing)
        life.clearReachedEnd()
        XCTAssertEqual(life.link, .scheduled)
    }

    func testPausedAtItsEndWhileFinishing() {
        // pausesOnCompletion (R18): the driver let go, then the animator pauses at its end.
        var life = scheduled()
        life.markReachedEnd()
        XCTAssertTrue(life.collectIfReachedEnd())
        XCTAssertTrue(life.unlistIfUnscheduled())
        life.clearReachedEnd()
        life.pause()
        XCTAssertEqual(life.phase, .paused)
        XCTAssertEqual(life.link, .unlisted)
    }

    func testCapturesNestAndRestore() {
        var life = AnimatorLifecycle()
        let outer = life.beginCapture(keyframes: false, onWholeTimeline: true)
        XCTAssertEqual(outer, .idle)
        XCTAssertEqual(life.capture, .animations(onWholeTimeline: true))
        XCTAssertFalse(life.capture.recordsKeyframeTracks)
        // UIView.addKeyframe inside: keyframes on the whole timeline, R13's timing.
        let inAnimations = life.beginKeyframe()
        XCTAssertTrue(life.capture.recordsKeyframeTracks)
        life.endCapture(restoring: inAnimations)
        XCTAssertEqual(life.capture, .animations(onWholeTimeline: true))
        life.endCapture(restoring: outer)
        XCTAssertEqual(life.capture, .idle)
    }

    func testKeyframesAddedMidFlightAreNotOnTheOverallProgress() {
        var life = AnimatorLifecycle()
        let outer = life.beginCapture(keyframes: false, onWholeTimeline: false)
        let inner = life.beginKeyframe()
        XCTAssertEqual(life.capture, .keyframes(onWholeTimeline: false))
        XCTAssertFalse(life.capture.recordsKeyframeTracks)
        life.endCapture(restoring: inner)
        life.endCapture(restoring: outer)
        let keyframes = life.beginCapture(keyframes: true, onWholeTimeline: true)
        XCTAssertTrue(life.capture.recordsKeyframeTracks)
        life.endCapture(restoring: keyframes)
        XCTAssertEqual(life.capture, .idle)
    }
}
