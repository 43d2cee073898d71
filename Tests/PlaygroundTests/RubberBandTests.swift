import Foundation
import Momentum
import Gestures
import ScriptedInput
import XCTest
@testable import Playground

/// F4: past an end a view follows the finger on a rubber band,
/// offset = (1 − 1/(x·0.55/d + 1))·d, and springs back on release.
final class RubberBandTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    func testTheFormulaIsSPECsAndKeepsItsSign() {
        let x: CGFloat = 100, d: CGFloat = 800
        let expected: CGFloat = (1 - 1 / (x * 0.55 / d + 1)) * d   // 51.42 points
        XCTAssertEqual(RubberBand.offset(past: x, dimension: d), expected, accuracy: 1e-9)
        XCTAssertEqual(RubberBand.offset(past: -100, dimension: 800), -RubberBand.offset(past: 100, dimension: 800), accuracy: 1e-9)
        XCTAssertEqual(RubberBand.offset(past: 0, dimension: 800), 0)
        XCTAssertEqual(RubberBand.offset(past: .infinity, dimension: 800), 0, "never a non-finite offset (R8)")
    }

    func testAClosedDrawerPulledDownStretchesThenSpringsBack() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        // Press on the closed drawer and pull it 100 points down, and hold.
        let pull = DragScript.verticalDrag(x: 640, fromY: 770, toY: 870, start: 0.1, duration: 0.2, restBeforeRelease: 0.3)
        let run = ScriptedRun(app: app, size: size, records: pull)
        let drawer = try XCTUnwrap(app.scene.view.viewNamed("drawer"))
        let rest = drawer.presentedTransformedFrame.minY
        while run.nextFrameTime < 0.55 { run.step() }
        // 100 points from the press, 90 once the slop is left out (R28).
        let stretched = drawer.presentedTransformedFrame.minY - rest
        XCTAssertEqual(stretched, RubberBand.offset(past: 90, dimension: size.height), accuracy: 0.5)
        XCTAssertLessThan(stretched, 60, "less than the finger")
        run.run()
        XCTAssertEqual(drawer.presentedTransformedFrame.minY, rest, accuracy: 0.01, "sprung back")
        XCTAssertEqual(app.snapshot().view("drawer")?.frame[1] ?? .nan, Double(rest), accuracy: 0.01)
    }

    func testAnOpenDrawerPulledUpPastOpenStretchesUpwards() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        let open = DragScript.verticalDrag(x: 640, fromY: 778, toY: 420, start: 0.1, duration: 0.3)
        let further = DragScript.verticalDrag(x: 640, fromY: 500, toY: 380, start: 3.0, duration: 0.2, restBeforeRelease: 0.3)
        let run = ScriptedRun(app: app, size: size, records: open + further)
        let drawer = try XCTUnwrap(app.scene.view.viewNamed("drawer"))
        while run.nextFrameTime < 2.9 { run.step() }
        let openTop = drawer.presentedTransformedFrame.minY
        while run.nextFrameTime < 3.45 { run.step() }
        XCTAssertEqual(drawer.presentedTransformedFrame.minY - openTop, -RubberBand.offset(past: 110, dimension: size.height), accuracy: 0.5)
        run.run()
        XCTAssertEqual(drawer.presentedTransformedFrame.minY, openTop, accuracy: 0.01, "back at open")
    }
}

/// F4 on the WWDC card: the collapsed card pulled down stretches, then springs back.
final class CardRubberBandTests: SceneRubberBandTestCase {
    func testTheCollapsedCardPulledDownStretchesThenSpringsBack() throws {
        try assertPull("wwdc-card", "card", x: 640, from: 760, by: 100, start: 0.1, shows: band)
    }
}
