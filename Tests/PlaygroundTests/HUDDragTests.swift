import Foundation
import Input
import Painting
import ViewTree
import XCTest
@testable import Playground

/// The HUD's panel can be dragged out of the way: the drag moves the panel only, the
/// scene never sees it, and recordings leave it out.
final class HUDDragTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    private func pointer(_ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat, _ t: Double) -> InputEvent {
        .pointer(PointerEvent(phase, location: CGPoint(x: x, y: y), timestamp: t))
    }

    private func app(_ scene: String = "drawer") throws -> PlaygroundApp {
        let app = try PlaygroundApp.forTests(scene: scene)
        app.showsHUD = true
        app.resize(to: size)
        app.update(to: 1.0 / 60)
        return app
    }

    private func panel(_ app: PlaygroundApp) -> CGRect {
        app.hud.panelFrame(size: size, animatorCount: app.scene.animators.count)
    }

    func testADragOnThePanelMovesItAndNotTheScene() throws {
        let app = try app()
        let before = panel(app)
        let drawer = try XCTUnwrap(app.scene.movingView)
        let drawerFrame = drawer.presentedTransformedFrame
        let events = [pointer(.down, 1100, 30, 0.1), pointer(.move, 900, 200, 0.15), pointer(.move, 600, 300, 0.2),
                      pointer(.up, 600, 300, 0.25)]
        for e in events {
            XCTAssertFalse(app.records(e), "the panel's drag is left out of recordings")
            app.handle(e)
        }
        for i in 1...30 { app.update(to: 0.25 + Double(i) / 60) }
        XCTAssertEqual(panel(app).minX, before.minX - 500, accuracy: 1e-9)
        XCTAssertEqual(panel(app).minY, before.minY + 270, accuracy: 1e-9)
        XCTAssertEqual(drawer.presentedTransformedFrame, drawerFrame, "the scene saw nothing")
        XCTAssertTrue(app.scene.pans.allSatisfy { $0.state == .possible })
    }

    func testThePanelIsDrawnWhereItWasDragged() throws {
        let app = try app()
        for e in [pointer(.down, 1100, 30, 0.1), pointer(.move, 600, 300, 0.2), pointer(.up, 600, 300, 0.25)] { app.handle(e) }
        let painter = RectPainter()
        app.draw(with: painter, stats: FrameStats())
        XCTAssertEqual(painter.rects.first, panel(app))
        XCTAssertEqual(painter.rects.first?.minX ?? 0, 472, accuracy: 1e-9)
    }

    func testThePanelStaysInsideTheWindow() throws {
        let app = try app()
        for e in [pointer(.down, 1100, 30, 0.1), pointer(.move, -3000, 5000, 0.2), pointer(.up, -3000, 5000, 0.25)] {
            app.handle(e)
        }
        let frame = panel(app)
        XCTAssertEqual(frame.minX, 0)
        XCTAssertEqual(frame.maxY, size.height, accuracy: 1e-9)
        // Dragged back from the edge, it follows at once (from where it is drawn).
        for e in [pointer(.down, 100, 780, 0.3), pointer(.move, 150, 700, 0.35), pointer(.up, 150, 700, 0.4)] { app.handle(e) }
        XCTAssertEqual(panel(app).minX, 50, accuracy: 1e-9)
        XCTAssertEqual(panel(app).maxY, size.height - 80, accuracy: 1e-9)
    }

    func testWithTheHUDHiddenAPressThereIsTheScenes() throws {
        let app = try app()
        app.showsHUD = false
        let press = pointer(.down, 1100, 30, 0.1)
        XCTAssertTrue(app.records(press))
        app.handle(press)
        XCTAssertNil(app.hud.panelDrag)
    }

    func testAPressElsewhereIsRecordedAndGoesToTheScene() throws {
        let app = try app()
        let press = pointer(.down, 200, 780, 0.1)
        XCTAssertTrue(app.records(press))
        app.handle(press)
        XCTAssertNil(app.hud.panelDrag)
    }
}

/// Records the rounded rectangles filled, in order (the HUD's panel is its first).
private final class RectPainter: Painter {
    var rects: [CGRect] = []
    func beginFrame(background: Color) {}
    func draw(_ root: View) {}
    func drawOverlay(_ view: View, alpha: Double) {}
    func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color, corners: CornerMask) { rects.append(rect) }
    func strokeLine(from a: CGPoint, to b: CGPoint, width: CGFloat, color: Color) {}
    func strokePolyline(_ points: UnsafeBufferPointer<CGPoint>, width: CGFloat, color: Color) {}
    func drawText(_ string: String, at point: CGPoint, size: CGFloat, color: Color, alignment: TextAlignment) {}
    func textWidth(_ string: String, size: CGFloat, color: Color) -> CGFloat { CGFloat(string.count) * 7 }
}
