import Foundation
import Gestures
import Animation
import Input
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// A press at the first point, straight moves through the others (each leg taking its own
/// seconds, 120 samples a second), an optional rest (zero velocity at release, R29), the release.
private func cardDrag(_ points: [CGFloat], x: CGFloat = 640, start: Double = 0.1, legs: [Double],
                      rest: Double = 0) -> [InputRecord] {
    var records = [InputRecord(time: start, kind: .down(CGPoint(x: x, y: points[0])))]
    var t = start
    for (i, seconds) in legs.enumerated() where i + 1 < points.count {
        let samples = max(1, Int((seconds * 120).rounded()))
        for k in 1...samples {
            let f = CGFloat(k) / CGFloat(samples)
            records.append(InputRecord(time: t + seconds * Double(f),
                                       kind: .move(CGPoint(x: x, y: points[i] + (points[i + 1] - points[i]) * f))))
        }
        t += seconds
    }
    let end = CGPoint(x: x, y: points[min(legs.count, points.count - 1)])
    let rests = Int((rest * 120).rounded())
    for k in stride(from: 1, through: rests, by: 1) {
        records.append(InputRecord(time: t + rest * Double(k) / Double(rests), kind: .move(end)))
    }
    records.append(InputRecord(time: t + rest, kind: .up(end)))
    return records
}

/// Seed 003's card. Window 1280×800: the card is 624 high; collapsed its top is at 800 − 80 = 720,
/// expanded at 800 − 624 = 176, so a pan of 544 points is the whole way.
final class WWDCCardSceneTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)
    private let collapsedY = 720.0, expandedY = 176.0, distance = 544.0
    private let titleBar = CGPoint(x: 640, y: 760)

    private func makeApp() throws -> PlaygroundApp { try .forTests(scene: "wwdc-card") }

    private func scene(_ app: PlaygroundApp) throws -> WWDCCardScene {
        try XCTUnwrap(app.scene as? WWDCCardScene)
    }

    private func assertSettled(_ app: PlaygroundApp, expanded: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        let state = app.snapshot()
        XCTAssertEqual(state.view("card")?.frame[1] ?? .nan, expanded ? expandedY : collapsedY, accuracy: 0.01,
                       file: file, line: line)
        XCTAssertEqual(Double(try scene(app).card.presentation.frame.minY), expanded ? expandedY : collapsedY,
                       accuracy: 0.01, "drawn where the model says", file: file, line: line)
        XCTAssertEqual(state.view("card")?.cornerRadius ?? .nan, expanded ? 12 : 0, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(state.view("visualEffectView")?.blurRadius ?? .nan, expanded ? 15 : 0, accuracy: 1e-6,
                       file: file, line: line)
        XCTAssertTrue(state.animators.isEmpty, "runningAnimations cleared (R31)", file: file, line: line)
        XCTAssertEqual(try scene(app).cardVisible, expanded, file: file, line: line)
    }

    func testStartsCollapsed() throws {
        let app = try makeApp()
        ScriptedRun(app: app, size: size, records: []).run(frames: 2)
        try assertSettled(app, expanded: false)
    }

    func testTapOnTitleBarExpandsThenCollapses() throws {
        let app = try makeApp()
        let records = DragScript.tap(at: titleBar, time: 0.1, hold: 0.05)
            + DragScript.tap(at: CGPoint(x: 640, y: 210), time: 2.5, hold: 0.05)
        let session = ScriptedRun(app: app, size: size, records: records)
        session.run(frames: 140)   // 2.33 s: the first tap's animation has ended
        try assertSettled(app, expanded: true)
        session.run()
        try assertSettled(app, expanded: false)
    }

    func testDragUpExpands() throws {
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size, records: cardDrag([760, 300], legs: [0.6], rest: 0.1))
        session.run()
        try assertSettled(app, expanded: true)
    }

    func testDragDownCollapses() throws {
        let app = try makeApp()
        let open = cardDrag([760, 300], legs: [0.6], rest: 0.1)
        let close = cardDrag([220, 700], start: 3, legs: [0.6], rest: 0.1)
        let session = ScriptedRun(app: app, size: size, records: open + close)
        session.run()
        try assertSettled(app, expanded: false)
    }

    /// The three animators scrub together: frame, corner radius and blur at the same fraction.
    func testPanScrubsFrameCornerRadiusAndBlurTogether() throws {
        let app = try makeApp()
        // R28: 282 points up reads 272 once the 10-point hysteresis is left out.
        let session = ScriptedRun(app: app, size: size, records: cardDrag([760, 478], legs: [0.4], rest: 1))
        session.run(frames: 45)   // 0.75 s: dragged 272 points up (half way), still pressed
        let state = app.snapshot()
        XCTAssertEqual(state.animators.count, 3)
        for animator in state.animators {
            XCTAssertEqual(animator.state, StateSnapshot.name(of: .active))
            XCTAssertFalse(animator.isRunning)
            XCTAssertEqual(animator.fractionComplete, 272 / distance, accuracy: 0.02)
        }
        let fraction = 272 / distance
        let card = try scene(app).card.presentation
        XCTAssertEqual(Double(card.frame.minY), collapsedY - 272, accuracy: 11, "the card follows the finger")
        XCTAssertEqual(Double(card.cornerRadius), 12 * fraction, accuracy: 0.3)
        let blur = try XCTUnwrap(app.scene.view.viewNamed("visualEffectView")).presentation.blurRadius
        XCTAssertEqual(Double(blur), 15 * fraction, accuracy: 0.4)
        session.run()
        try assertSettled(app, expanded: true)
    }

    func testFastShortFlickCompletes() throws {
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size, records: cardDrag([760, 700], legs: [0.05]))
        session.run()
        try assertSettled(app, expanded: true)
    }

    func testSlowShortDragReverses() throws {
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size, records: cardDrag([760, 660], legs: [0.8], rest: 0.1))
        session.run(frames: 54)   // 0.9 s: 100 points up
        XCTAssertLessThan(Double(try scene(app).card.presentation.frame.minY), collapsedY - 60)
        session.run()
        try assertSettled(app, expanded: false)
    }

    /// Improves on the seed (which always continues): past half way, a flick back reverses.
    func testFlickBackAfterHalfWayReverses() throws {
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size, records: cardDrag([760, 340, 400], legs: [0.6, 0.05]))
        session.run()
        try assertSettled(app, expanded: false)
    }

    /// Seed 000's scenario on this card: tap to expand, catch it mid-flight, flick it back down.
    func testTapThenPanMidFlightReverses() throws {
        let app = try makeApp()
        let records = DragScript.tap(at: titleBar, time: 0.1, hold: 0.05) + cardDrag([740, 790], start: 0.35, legs: [0.06])
        let session = ScriptedRun(app: app, size: size, records: records)
        session.run(frames: 21)   // 0.35 s: rising
        let y = Double(try scene(app).card.presentation.frame.minY)
        XCTAssertLessThan(y, collapsedY - 30, "under way when caught")
        XCTAssertGreaterThan(y, expandedY + 30, "not there yet when caught")
        session.run()
        try assertSettled(app, expanded: false)
    }

    func testTapMidFlightTurnsRound() throws {
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size, records: DragScript.tap(at: titleBar, time: 0.1, hold: 0.05))
        session.run(frames: 15)   // 0.25 s: rising
        let y = try scene(app).card.presentation.frame.minY
        XCTAssertLessThan(Double(y), collapsedY - 30)
        // Tap the title bar where it is drawn now.
        session.deliver(DragScript.tap(at: CGPoint(x: 640, y: y + 40), time: session.nextFrameTime, hold: 0.05))
        session.run()
        try assertSettled(app, expanded: false)
    }

    /// R31: a cancelled pan (focus lost) still lands the card.
    func testTuningChangeMidFlightRetunesTheFrameSpring() throws {
        // R15: the spring in flight continues from where it is (no jump, R9) and at the speed it
        // has on the new tuning: with a far slower response it moves unlike an
        // untouched twin a quarter second on, and still lands expanded.
        func run(retuned: Bool) throws -> (app: PlaygroundApp, session: ScriptedRun) {
            let app = try makeApp()
            let session = ScriptedRun(app: app, size: size, records: DragScript.tap(at: titleBar, time: 0.1, hold: 0.05))
            session.run(frames: 25)
            if retuned {
                let before = Double(try scene(app).card.presentation.frame.minY)
                app.tuning = SceneTuning(dampingRatio: 1, response: 4)
                XCTAssertTrue(try XCTUnwrap(try scene(app).animators.first).isRunning)
                XCTAssertEqual(Double(try scene(app).card.presentation.frame.minY), before, accuracy: 1e-9, "no jump (R9)")
            }
            session.run(frames: 15)
            return (app, session)
        }
        let twin = try run(retuned: false), retuned = try run(retuned: true)
        let twinY = Double(try scene(twin.app).card.presentation.frame.minY)
        let retunedY = Double(try scene(retuned.app).card.presentation.frame.minY)
        XCTAssertGreaterThan(abs(retunedY - twinY), 20, "the retuned spring moves on its own way")
        retuned.session.run()
        try assertSettled(retuned.app, expanded: true)
    }

    func testCancelledPanLandsTheCard() throws {
        let app = try makeApp()
        var records = cardDrag([760, 400], legs: [0.3])
        records.removeLast()
        records.append(InputRecord(time: 0.45, kind: .focusLost))
        let session = ScriptedRun(app: app, size: size, records: records)
        session.run()
        try assertSettled(app, expanded: true)   // 360 of 544 points: the nearer end
    }

    func testResizeMidFlightLandsExpandedForNewSize() throws {
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size, records: DragScript.tap(at: titleBar, time: 0.1, hold: 0.05))
        session.run(frames: 20)
        app.resize(to: CGSize(width: 900, height: 700))
        session.run()
        let state = app.snapshot()
        // 700 high: the card is 700 × 0.78 = 546 high, its top at 154.
        XCTAssertEqual(state.view("card")?.frame ?? [], [0, 154, 900, 546])
        XCTAssertTrue(state.animators.isEmpty)
        XCTAssertTrue(try scene(app).cardVisible)
    }
}
