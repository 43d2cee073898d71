import Animation
import Foundation
import Gestures
import Input
import ViewTree
import XCTest
@testable import Playground

/// The photo scene (issue 47 item 4) driven by two-finger scripted input through `SceneRun`, as
/// `G`'s ghost and the app's rebuilt scene are: pinch, turn, drag, double tap and long press (R36),
/// each released on a spring (F1).
final class PhotoSceneTests: XCTestCase {
    private let size = CGSize(width: 1000, height: 800)
    private var centre: CGPoint { CGPoint(x: size.width / 2, y: size.height / 2) }

    /// A scene in a run of its own, fed frame by frame at 60 Hz.
    private final class PhotoRun {
        let run: SceneRun
        let scene: PhotoScene
        private var frame = 0
        private var queued: [PointerEvent] = []

        init(size: CGSize) throws {
            let root = View(frame: CGRect(origin: .zero, size: size), name: "window")
            run = SceneRun(type: PhotoScene.self, root: root,
                           history: SceneHistory(startTime: 0, tuning: PhotoScene.defaultTuning, size: size))
            scene = try XCTUnwrap(run.scene as? PhotoScene)
        }

        var now: Double { Double(frame) / 60 }

        /// Queues `events` (their times on the run's clock) and runs frames until `until`.
        func play(_ events: [PointerEvent], until end: Double) {
            queued += events
            queued.sort { $0.timestamp < $1.timestamp }
            while now <= end {
                let time = now
                while let next = queued.first, next.timestamp <= time {
                    run.enqueue(.pointer(next))
                    queued.removeFirst()
                }
                run.resampler.read(at: time)
                let sample = time - run.resampler.delay
                run.deliver(dueBy: sample) { $0 }
                run.advance(to: time, sampleTime: sample)
                frame += 1
            }
        }

        /// What is drawn: the zoom, the turn, the lift and the photo's place.
        var shownScale: CGFloat { scene.zoom.presentation.transform.scale.width }
        var shownAngle: CGFloat { scene.turn.presentation.transform.rotation }
        var shownLift: CGFloat { scene.lifted.presentation.transform.scale.width }
        var shownOrigin: CGPoint { scene.photo.presentation.frame.origin }
    }

    /// Two fingers about `centre` moving at 120 Hz from `start` for `duration` seconds, from
    /// `radius0` apart-half at `angle0` to `radius1` at `angle1` (radians, clockwise), their
    /// middle moving by `shift`; lifted `hold` seconds after the last move.
    private func twoFingers(start: Double, duration: Double, radius: (CGFloat, CGFloat), angle: (Double, Double) = (0, 0),
                            shift: CGVector = .zero, hold: Double = 0.008) -> [PointerEvent] {
        func place(_ k: Double) -> (CGPoint, CGPoint) {
            let r = Double(radius.0 + (radius.1 - radius.0) * CGFloat(k)), a = angle.0 + (angle.1 - angle.0) * k
            let c = CGPoint(x: centre.x + shift.dx * CGFloat(k), y: centre.y + shift.dy * CGFloat(k))
            return (CGPoint(x: c.x - r * cos(a), y: c.y - r * sin(a)), CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)))
        }
        let (a0, b0) = place(0)
        var events = [PointerEvent(.down, location: a0, timestamp: start, pointerID: 0),
                      PointerEvent(.down, location: b0, timestamp: start + 0.004, pointerID: 1)]
        let steps = max(1, Int(duration * 120))
        for i in 1...steps {
            let (a, b) = place(Double(i) / Double(steps)), t = start + 0.01 + Double(i) / 120
            events.append(PointerEvent(.move, location: a, timestamp: t, pointerID: 0))
            events.append(PointerEvent(.move, location: b, timestamp: t + 0.001, pointerID: 1))
        }
        let (a1, b1) = place(1), end = start + 0.01 + Double(steps) / 120 + hold
        events.append(PointerEvent(.up, location: a1, timestamp: end, pointerID: 0))
        events.append(PointerEvent(.up, location: b1, timestamp: end + 0.004, pointerID: 1))
        return events
    }

    func testTwoFingersSpreadingZoomThePhotoByTheirDistance() throws {
        let photo = try PhotoRun(size: size)
        let events = twoFingers(start: 0.1, duration: 0.5, radius: (60, 120))
        photo.play(Array(events.dropLast(2)), until: 0.7)
        // 120 to 240 apart, counted from when the pinch began (5 pt of spread): about 1.95.
        XCTAssertEqual(photo.shownScale, 240 / 125, accuracy: 0.05)
        photo.play(Array(events.suffix(2)), until: 2.5)
        XCTAssertEqual(photo.shownScale, photo.scene.scale, accuracy: 0.001)
        XCTAssertTrue(PhotoScene.zoomLimits.contains(photo.shownScale))
        XCTAssertGreaterThan(photo.shownScale, 1.8)
    }

    func testAPinchReleasedWithinTheLimitsGoesOnAtItsOwnSpeed() throws {
        let photo = try PhotoRun(size: size)
        // 120 to 240 apart in a quarter of a second, released moving (about 4 scale a second).
        let events = twoFingers(start: 0.1, duration: 0.25, radius: (60, 120))
        photo.play(events, until: 0.4)   // released by 0.383
        let released = photo.shownScale
        photo.play([], until: photo.now)
        XCTAssertGreaterThan(photo.shownScale - released, 0.03, "the zoom goes on growing after the release (F1), not stopped dead")
        photo.play([], until: 3)
        XCTAssertGreaterThan(photo.shownScale, released + 0.1, "it coasts on, as a turn does")
        XCTAssertTrue(PhotoScene.zoomLimits.contains(photo.shownScale))
    }

    func testAPinchPastTheLimitRubberBandsAndSpringsBackToIt() throws {
        let photo = try PhotoRun(size: size)
        let events = twoFingers(start: 0.1, duration: 0.5, radius: (50, 300))
        photo.play(Array(events.dropLast(2)), until: 0.7)
        // The fingers ask for about 6×: shown past the limit of 3 by less than one scale unit.
        XCTAssertGreaterThan(photo.shownScale, PhotoScene.zoomLimits.upperBound + 0.3)
        XCTAssertLessThan(photo.shownScale, PhotoScene.zoomLimits.upperBound + 1)
        photo.play(Array(events.suffix(2)), until: 3)
        XCTAssertEqual(photo.shownScale, PhotoScene.zoomLimits.upperBound, accuracy: 0.005)
    }

    func testASlowTurnPastAnEighthSnapsToTheQuarterTurn() throws {
        let photo = try PhotoRun(size: size)
        // 60° over a second, then held still before the release: no velocity to project.
        let events = twoFingers(start: 0.1, duration: 1, radius: (100, 100), angle: (0, .pi / 3), hold: 0.2)
        photo.play(events, until: 3.5)
        XCTAssertEqual(photo.shownAngle, .pi / 2, accuracy: 0.002)
    }

    func testASlowTurnShortOfAnEighthSnapsBack() throws {
        let photo = try PhotoRun(size: size)
        let events = twoFingers(start: 0.1, duration: 1, radius: (100, 100), angle: (0, .pi / 6), hold: 0.2)
        photo.play(events, until: 3.5)
        XCTAssertEqual(photo.shownAngle, 0, accuracy: 0.002)
    }

    func testAFlickedShortTurnCoastsOnToTheQuarterTurn() throws {
        let photo = try PhotoRun(size: size)
        // 30° in a tenth of a second, released moving (about 5 rad/s): projected past 45°.
        let events = twoFingers(start: 0.1, duration: 0.1, radius: (100, 100), angle: (0, .pi / 6))
        photo.play(events, until: 3)
        XCTAssertEqual(photo.shownAngle, .pi / 2, accuracy: 0.002)
    }

    func testTwoFingersDragThePhotoByTheirCentroidAndAThrowCarriesItOn() throws {
        let photo = try PhotoRun(size: size)
        let start = photo.shownOrigin
        // 300 pt/s down, let go moving: it coasts about 150 pt further (F5's projection).
        let events = twoFingers(start: 0.1, duration: 0.5, radius: (80, 80), shift: CGVector(dx: 0, dy: 150))
        photo.play(Array(events.dropLast(2)), until: 0.8)
        XCTAssertEqual(photo.shownOrigin.y - start.y, 150, accuracy: 2)  // the pan begins on the press
        XCTAssertEqual(photo.shownScale, 1, accuracy: 0.001)
        photo.play(Array(events.suffix(2)), until: 3)
        XCTAssertEqual(photo.shownOrigin.y - start.y, 300, accuracy: 15)
        XCTAssertEqual(photo.shownOrigin.x, start.x, accuracy: 0.5)
    }

    func testAFastThrowLeavesThePhotoOnTheScreen() throws {
        let photo = try PhotoRun(size: size)
        let events = twoFingers(start: 0.1, duration: 0.1, radius: (80, 80), shift: CGVector(dx: 0, dy: 300))
        photo.play(events, until: 3)
        let height = photo.scene.photo.frame.height
        XCTAssertEqual(photo.shownOrigin.y, size.height - height / 4, accuracy: 0.5)
    }

    /// R15: a retune while the turn springs on continues it on the new spring, from where it is
    /// drawn and at its own speed: a low damping ratio then overshoots the quarter turn.
    func testARetuneMidTurnContinuesTheTurnOnTheNewSpring() throws {
        let photo = try PhotoRun(size: size)
        let events = twoFingers(start: 0.1, duration: 0.1, radius: (100, 100), angle: (0, .pi / 6))
        photo.play(events, until: 0.26)
        let before = photo.shownAngle
        XCTAssertLessThan(before, .pi / 2 - 0.3, "still on its way")
        var bouncy = photo.scene.tuning
        bouncy.dampingRatio = 0.3
        photo.run.apply(.tuning(bouncy))
        XCTAssertEqual(photo.shownAngle, before, accuracy: 1e-9, "no jump at the retune")
        var furthest = before
        for k in 1...120 {
            photo.play([], until: 0.26 + Double(k) / 60)
            furthest = max(furthest, photo.shownAngle)
        }
        XCTAssertGreaterThan(furthest, .pi / 2 + 0.02, "the new spring's overshoot")
        XCTAssertEqual(photo.shownAngle, .pi / 2, accuracy: 0.01)
    }

    func testADoubleTapZoomsInAndAnotherZoomsBack() throws {
        let photo = try PhotoRun(size: size)
        func doubleTap(at t: Double) -> [PointerEvent] {
            [PointerEvent(.down, location: centre, timestamp: t), PointerEvent(.up, location: centre, timestamp: t + 0.06),
             PointerEvent(.down, location: centre, timestamp: t + 0.2), PointerEvent(.up, location: centre, timestamp: t + 0.26)]
        }
        photo.play(doubleTap(at: 0.1), until: 2)
        XCTAssertEqual(photo.shownScale, PhotoScene.doubleTapZoom, accuracy: 0.005)
        photo.play(doubleTap(at: 2.1), until: 4)
        XCTAssertEqual(photo.shownScale, 1, accuracy: 0.005)
    }

    func testALongPressLiftsThePhotoUntilTheFingerLifts() throws {
        let photo = try PhotoRun(size: size)
        photo.play([PointerEvent(.down, location: centre, timestamp: 0.1)], until: 1.6)
        XCTAssertEqual(photo.shownLift, PhotoScene.liftScale, accuracy: 0.002)
        photo.play([PointerEvent(.up, location: centre, timestamp: 1.65)], until: 3)
        XCTAssertEqual(photo.shownLift, 1, accuracy: 0.002)
    }

}
