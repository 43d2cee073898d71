import Foundation
import Gestures
import Input
import Platform
import ViewTree
import XCTest
@testable import Playground

/// At 800×600 every scene's words stay where they belong: the animator lab's state panel and
/// its diagnostics inside the panel and the window, the mini player's captions above the bar.
final class SmallWindowLayoutTests: XCTestCase {
    private let size = CGSize(width: 800, height: 600)

    private func views(in root: View) -> [View] { [root] + root.subviews.flatMap(views(in:)) }

    private func rootFrame(_ view: View) -> CGRect {
        let a = view.convertToRoot(.zero), b = view.convertToRoot(CGPoint(x: view.bounds.width, y: view.bounds.height))
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// Taps the lab's button labelled `title`.
    private func tap(_ title: String, in app: PlaygroundApp, run: ScriptedRun) throws {
        let button = try XCTUnwrap(views(in: app.scene.view).first { $0.label?.string == title }, title)
        let f = rootFrame(button)
        run.deliver([InputRecord(time: run.nextFrameTime, kind: .down(CGPoint(x: f.midX, y: f.midY))),
                     InputRecord(time: run.nextFrameTime + 0.03, kind: .up(CGPoint(x: f.midX, y: f.midY)))])
        run.run(frames: 10)
    }

    func testTheAnimatorLabsPanelAndItsLongestDiagnosticFitAt800By600() throws {
        let app = try PlaygroundApp.forTests(scene: "animator-lab")
        let run = ScriptedRun(app: app, size: size, records: [])
        run.run(frames: 2)
        try tap("continue", in: app, run: run)   // the longest call's diagnostic
        let lab = try XCTUnwrap(app.scene as? AnimatorLabScene)
        XCTAssertEqual(lab.diagnosticLabel.label?.string, "⚠ continueAnimation(withTimingParameters:durationFactor:):")
        let renderer = try Renderer(points: size)
        let panel = try XCTUnwrap(app.scene.view.viewNamed("statePanel"))
        let window = CGRect(origin: .zero, size: size)
        XCTAssertTrue(window.contains(rootFrame(panel)), "the panel is in the window: \(rootFrame(panel))")
        XCTAssertTrue(window.contains(rootFrame(try XCTUnwrap(app.scene.view.viewNamed("plot")))))
        for view in views(in: panel).dropFirst() {
            XCTAssertLessThanOrEqual(view.frame.maxY, panel.bounds.height, "\(view.name) below the panel")
            XCTAssertLessThanOrEqual(view.frame.maxX, panel.bounds.width, "\(view.name) right of the panel")
            guard let label = view.label, !label.string.isEmpty, view.superview === panel else { continue }
            let width = renderer.textWidth(label.string, size: label.size, color: label.color)
            XCTAssertLessThanOrEqual(width, view.frame.width, "\"\(label.string)\" runs out of \(view.name)")
        }
    }

    func testTheMiniPlayersCaptionsEndAboveTheBar() throws {
        let app = try PlaygroundApp.forTests(scene: "mini-player")
        app.resize(to: size)
        let bar = rootFrame(try XCTUnwrap(app.scene.view.viewNamed("miniPlayer")))
        var captions = 0
        for view in views(in: app.scene.view) where view.name.hasPrefix("recentText") {
            captions += 1
            XCTAssertLessThanOrEqual(rootFrame(view).maxY, bar.minY, "\(view.name) under the mini player")
        }
        XCTAssertGreaterThan(captions, 0)
    }
}
