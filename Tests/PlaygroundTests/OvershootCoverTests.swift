import Foundation
import Gestures
import Input
import ScriptedInput
import XCTest
@testable import Playground

/// Springs never show what the layout hides (F2): a sheet that overshoots its open
/// position keeps its bottom edge below the window, as a real sheet is taller than its travel.
final class OvershootCoverTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// The lowest the view's bottom edge came, over a flick and its settling, in points.
    private func highestBottom(scene: String, view name: String, tuning: SceneTuning,
                               drag: [InputRecord]) throws -> (bottom: CGFloat, overshot: Bool) {
        let app = try PlaygroundApp.forTests(scene: scene)
        app.tuning = tuning
        let run = ScriptedRun(app: app, size: size, records: drag)
        let view = try XCTUnwrap(app.scene.view.viewNamed(name))
        var bottom = CGFloat.infinity, top = CGFloat.infinity
        for _ in 0..<240 {
            run.step()
            bottom = min(bottom, view.presentedTransformedFrame.maxY)
            top = min(top, view.presentedTransformedFrame.minY)
        }
        let rest = view.presentedTransformedFrame.minY
        return (bottom, top < rest - 1)
    }

    func testTheDrawerOvershootingOpenNeverLiftsOffTheBottom() throws {
        let flick = DragScript.verticalDrag(x: 200, fromY: 775, toY: 600, duration: 0.06)
        let (bottom, overshot) = try highestBottom(scene: "drawer", view: "drawer",
                                                   tuning: SceneTuning(dampingRatio: 0.5, response: 1), drag: flick)
        XCTAssertTrue(overshot, "ζ 0.5 overshoots the open position")
        XCTAssertGreaterThanOrEqual(bottom, size.height, "the page under the drawer never shows")
    }

    func testTheHalfModalOvershootingFullNeverLiftsOffTheBottom() throws {
        let flick = DragScript.verticalDrag(x: 640, fromY: 730, toY: 500, duration: 0.08)
        let (bottom, overshot) = try highestBottom(scene: "half-modal", view: "sheet",
                                                   tuning: SceneTuning(dampingRatio: 0.35, response: 0.45), drag: flick)
        XCTAssertTrue(overshot, "ζ 0.35 overshoots full")
        XCTAssertGreaterThanOrEqual(bottom, size.height, "the sheet's bottom edge never shows")
    }
}
