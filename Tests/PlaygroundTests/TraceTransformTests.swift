import Foundation
import ViewTree
import XCTest
@testable import Playground

/// `--trace` says how a view is scaled and turned (a pinch and a rotation read from it), and
/// nothing more for a view that is only moved.
final class TraceTransformTests: XCTestCase {
    func testAScaledAndTurnedViewHasItsScaleAndRotation() {
        let words = FrameTrace.scaleAndRotation(of: Transform(scale: CGSize(width: 2, height: 1.5), rotation: -0.25))
        XCTAssertEqual(words, "\"scale\":[2,1.5],\"rotation\":-0.25,")
    }

    func testAMovedViewHasNeither() {
        XCTAssertEqual(FrameTrace.scaleAndRotation(of: Transform(translationX: 30, y: -4)), "")
        XCTAssertEqual(FrameTrace.scaleAndRotation(of: .identity), "")
    }

    func testATracedLineHoldsThemWhereTheViewIsTurned() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        var text = ""
        app.trace = FrameTrace(origin: 0) { text += $0 }
        app.resize(to: CGSize(width: 640, height: 480))
        let view = try XCTUnwrap(app.scene.view.subviews.first { !$0.name.isEmpty })
        view.transform = Transform(rotationAngle: 0.5)
        app.update(to: 1.0 / 60)
        app.trace?.record(app: app, time: 1.0 / 60)
        app.trace?.flush()
        let line = try XCTUnwrap(text.split(separator: "\n").last)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let views = try XCTUnwrap(json["views"] as? [String: [String: Any]])
        let entry = try XCTUnwrap(views[view.name])
        XCTAssertEqual(entry["rotation"] as? Double, 0.5)
        XCTAssertEqual(entry["scale"] as? [Double], [1, 1])
    }
}
