import Animation
import Foundation
import Momentum
import Gestures
import ScriptedInput
import ViewTree
import XCTest
@testable import Playground

/// SPEC F5 in every scene with rest positions: a release goes to the rest nearest to where the
/// view is plus the projection of its velocity (`v/1000 · r/(1 − r)`, r = 0.998: 499 points for
/// 1000 points per second), not by a speed threshold. Window 1280×800, through the real
/// recognisers (the first 10 points of a drag are slop, R28), stepped without drawing.
final class ProjectionTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)
    private static let slop: CGFloat = 10

    /// A scene's two rests as the dragged view's drawn top (presented, with its transform), and
    /// the finger's points from one to the other in the scene's scrub mapping.
    private struct Travel {
        let scene: String
        var pausesOnCompletion = false
        let view: String
        let press: CGPoint
        let startY: Double, endY: Double
        let travel: CGFloat
    }

    /// Every scene from its first rest (closed, collapsed, thumbnail) towards the next one, up.
    private let travels: [Travel] = [
        Travel(scene: "drawer", view: "drawer", press: CGPoint(x: 200, y: 780), startY: 755, endY: 450, travel: 305),
        Travel(scene: "pull-up-blur", view: "imageView", press: CGPoint(x: 640, y: 760), startY: 0, endY: -720, travel: 720),
        Travel(scene: "pull-up-blur", pausesOnCompletion: true, view: "imageView", press: CGPoint(x: 640, y: 760),
               startY: 0, endY: -720, travel: 720),
        Travel(scene: "card-blur", view: "whiteView", press: CGPoint(x: 640, y: 770), startY: 720, endY: 64, travel: 656),
        // Collapsed (top 704) to half (400): the middle is 552.
        Travel(scene: "half-modal", view: "sheet", press: CGPoint(x: 640, y: 730), startY: 704, endY: 400, travel: 304),
        // The seed's mapping: half the height (400) is the whole way; the thumbnail's top is 585.6.
        Travel(scene: "floating-player", view: "player", press: CGPoint(x: 1087, y: 683), startY: 585.6, endY: 0, travel: 400),
        // The card is 624 high, 80 of it showing when collapsed.
        Travel(scene: "wwdc-card", view: "card", press: CGPoint(x: 640, y: 760), startY: 720, endY: 176, travel: 544),
        Travel(scene: "mini-player", view: "player", press: CGPoint(x: 640, y: 696), startY: 664, endY: 0, travel: 664),
    ]

    /// Drags `t`'s view up `distance` points (slop included) over `duration`, releases (after
    /// `rest` seconds still, when given), runs until everything settles, and returns where the
    /// view rests.
    private func restingY(_ t: Travel, distance: CGFloat, duration: Double, rest: Double = 0) throws -> Double {
        let app = try PlaygroundApp.forTests(scene: t.scene, pausesOnCompletion: t.pausesOnCompletion)
        let drag = DragScript.verticalDrag(x: t.press.x, fromY: t.press.y, toY: t.press.y - distance,
                                           duration: duration, restBeforeRelease: rest)
        let session = ScriptedRun(app: app, size: size, records: drag)
        session.run()
        XCTAssertFalse(app.scene.animators.contains { $0.isRunning }, "\(t.scene): settled")
        return try XCTUnwrap(app.snapshot().view(t.view)?.presentedFrame[1])
    }

    private func name(_ t: Travel) -> String { t.scene + (t.pausesOnCompletion ? " (pausesOnCompletion)" : "") }

    func testSlowReleaseJustPastTheMiddleGoesToTheFarEnd() throws {
        for t in travels {
            let y = try restingY(t, distance: t.travel / 2 + 15 + Self.slop, duration: 0.6, rest: 0.3)
            XCTAssertEqual(y, t.endY, accuracy: 0.5, "\(name(t)): 15 points past the middle, at rest")
        }
    }

    func testSlowReleaseJustShortOfTheMiddleGoesBack() throws {
        for t in travels {
            let y = try restingY(t, distance: t.travel / 2 - 15 + Self.slop, duration: 0.6, rest: 0.3)
            XCTAssertEqual(y, t.startY, accuracy: 0.5, "\(name(t)): 15 points short of the middle, at rest")
        }
    }

    func testShortFlickProjectedPastTheMiddleCarriesOn() throws {
        // 40 points in 50 ms: 800 points per second project 399 points on, past every middle
        // (the largest is pull-up-blur's 360) from 30 points along.
        for t in travels {
            let y = try restingY(t, distance: 40, duration: 0.05)
            XCTAssertEqual(y, t.endY, accuracy: 0.5, "\(name(t)): a flick projected past the middle")
        }
    }

    func testGentleFlickProjectedShortOfTheMiddleGoesBack() throws {
        // F5 (v2): 250 points per second (20 points in 80 ms) project 125 points: 10 along plus
        // 125 is short of every middle (the smallest is the drawer's 152.5). Under the old
        // speed thresholds (200 points per second in the drawer, the sheets and the mini player)
        // this flick carried on.
        for t in travels {
            let y = try restingY(t, distance: 20, duration: 0.08)
            XCTAssertEqual(y, t.startY, accuracy: 0.5, "\(name(t)): a flick projected short of the middle")
        }
    }

    func testCaughtFallingBackAndReleasedAtRestGoesToTheNearerEnd() throws {
        // A short pull released at rest falls back (its animators reversed, R14 v2: their
        // fraction now counts towards the start). Caught on the way, moved 10 points (after the
        // slop) and released at rest, the view goes to the end nearer where it is drawn. The
        // drawer and card-blur used to read the reversed fraction as an absolute one and opened.
        for t in travels {
            let app = try PlaygroundApp.forTests(scene: t.scene, pausesOnCompletion: t.pausesOnCompletion)
            let short = DragScript.verticalDrag(x: t.press.x, fromY: t.press.y, toY: t.press.y - t.travel * 0.3 - Self.slop,
                                                duration: 0.3, restBeforeRelease: 0.2)
            let run = ScriptedRun(app: app, size: size, records: short)
            let view = try XCTUnwrap(app.scene.view.viewNamed(t.view))
            while run.nextFrameTime < 0.64 { run.step() }
            let caught = Double(view.presentedTransformedFrame.minY)
            XCTAssertGreaterThan(abs(caught - t.startY), 5, "\(name(t)): still falling back when caught")
            let grab = CGFloat(caught) + t.press.y - CGFloat(t.startY)
            let again = DragScript.verticalDrag(x: t.press.x, fromY: grab, toY: grab - 20, start: run.nextFrameTime,
                                                duration: 0.1, restBeforeRelease: 0.3)
            run.deliver(again.dropLast())
            run.step()
            let released = Double(view.presentedTransformedFrame.minY)
            run.deliver(Array(again.suffix(1)))
            run.run()
            let nearer = abs(released - t.startY) < abs(released - t.endY) ? t.startY : t.endY
            let rest = try XCTUnwrap(app.snapshot().view(t.view)?.presentedFrame[1])
            XCTAssertEqual(rest, nearer, accuracy: 0.5, "\(name(t)): released at rest at \(released)")
        }
    }

    // MARK: The shared helper

    func testDistanceIsVelocityOverAThousandTimesRateOverOneMinusRate() {
        XCTAssertEqual(Double(Projection.distance(velocity: 1000)), 499, accuracy: 1e-6)
        XCTAssertEqual(Double(Projection.distance(velocity: 250)), 124.75, accuracy: 1e-6)
        XCTAssertEqual(Double(Projection.distance(velocity: -500)), -249.5, accuracy: 1e-6, "signed as the velocity")
        XCTAssertEqual(Projection.distance(velocity: 0), 0)
    }

    func testNearestRestIsTheOneClosestToTheProjectedPoint() {
        let detents: [CGFloat] = [704, 400, 44]
        XCTAssertEqual(Projection.nearestRest(detents, from: 704, velocity: 0), 0, "at rest: where it is")
        XCTAssertEqual(Projection.nearestRest(detents, from: 704, velocity: -400), 1, "199.6 points up: half")
        XCTAssertEqual(Projection.nearestRest(detents, from: 704, velocity: -1000), 2, "499 points up: full")
        XCTAssertEqual(Projection.nearestRest(detents, from: 400, velocity: 200), 1, "99.8 points down: stays at half")
    }

    func testReachesEndFromThePositionAlongTheTravelPlusTheProjection() {
        XCTAssertTrue(Projection.reachesEnd(fraction: 0.5, travel: 300, velocity: 0), "half-way exactly carries on")
        XCTAssertFalse(Projection.reachesEnd(fraction: 0.49, travel: 300, velocity: 0))
        XCTAssertTrue(Projection.reachesEnd(fraction: 0.1, travel: 300, velocity: 300), "30 + 149.7 ≥ 150")
        XCTAssertFalse(Projection.reachesEnd(fraction: 0.1, travel: 300, velocity: 200), "30 + 99.8 < 150")
        XCTAssertFalse(Projection.reachesEnd(fraction: 0.9, travel: 300, velocity: -500), "270 − 249.5 < 150")
    }

    func testTimelineFractionCountsFromTheTimelinesStartWhicheverWayTheAnimatorRuns() {
        let view = View(name: "moved")
        let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.fractionComplete = 0.3
        XCTAssertEqual(Projection.timelineFraction(of: animator), 0.3, accuracy: 1e-9)
        animator.isReversed = true
        XCTAssertEqual(animator.fractionComplete, 0.7, accuracy: 1e-9, "R14 (v2): counted in its own direction")
        XCTAssertEqual(Projection.timelineFraction(of: animator), 0.3, accuracy: 1e-9)
        animator.stopAnimation(true)
    }
}
