import XCTest
import FluidUIKit

/// The door demo run as a scene: the door swings about its top edge, the layout comes from the
/// visual format, the button's action presents the detail, and a drag on the detail scrubs it
/// closed or back.
final class DoorDetailDemoTests: XCTestCase {
    func testTheVisualFormatPlacesTheDoorPagesAndButton() throws {
        let stage = DemoStage { DoorDetailViewController() }
        let controller = stage.controller
        XCTAssertEqual(controller.door.bounds.size, CGSize(width: 342, height: 200))
        XCTAssertEqual(controller.door.layer.anchorPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(controller.door.frame, CGRect(x: 24, y: 80, width: 342, height: 200), "hinged without moving")
        XCTAssertEqual(controller.pages.frame.minY, 296)
        XCTAssertEqual(controller.pages.center.x, controller.door.center.x, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(controller.openButton).currentTitle, "Open")
    }

    func testADragDownSwingsTheDoorAboutItsTopEdge() {
        let stage = DemoStage { DoorDetailViewController() }
        let door = stage.controller.door
        stage.device.drag(from: CGPoint(x: 195, y: 150), by: CGVector(dx: 0, dy: 110), over: 0.4, lift: false)
        XCTAssertEqual(stage.controller.doorOpen, 0.5, accuracy: 0.01)
        XCTAssertEqual(door.frame.minY, 80, accuracy: 1e-6, "the top edge stays on the hinge")
        XCTAssertEqual(door.frame.height, 100, accuracy: 2)
        XCTAssertTrue(stage.window.hitTest(CGPoint(x: 195, y: 250), with: nil) !== door, "what the door uncovered")
        stage.device.lift()
        stage.device.wait(1)
        XCTAssertEqual(door.presentation.transform.scale.height, 0.01, accuracy: 0.01, "released past half: open")
    }

    func testTheButtonPresentsTheDetailZoomingOutOfTheDoor() throws {
        let stage = DemoStage { DoorDetailViewController() }
        let button = try XCTUnwrap(stage.controller.openButton)
        stage.device.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        let detail = try XCTUnwrap(stage.controller.presentedViewController as? DoorDetailScreen)
        stage.device.wait(0.05)
        XCTAssertLessThan(detail.view.presentation.frame.width, 390, "growing out of the door")
        XCTAssertGreaterThan(detail.view.presentation.frame.width, 342)
        stage.device.wait(1)
        XCTAssertEqual(detail.view.frame, stage.window.bounds)
    }

    func testADragDownOnTheDetailScrubsItClosedOrBack() throws {
        let stage = DemoStage { DoorDetailViewController() }
        stage.device.main { stage.controller.showDetail() }
        stage.device.wait(1)
        let detail = try XCTUnwrap(stage.controller.presentedViewController)
        stage.device.drag(from: CGPoint(x: 195, y: 300), by: CGVector(dx: 0, dy: 150), over: 1, lift: false)
        stage.device.wait(1.0 / 60)
        let mid = detail.view.presentation.frame
        XCTAssertLessThan(mid.height, 844, "shrinking toward the door with the finger")
        XCTAssertGreaterThan(mid.height, 200)
        stage.device.lift()
        stage.device.wait(1)
        XCTAssertTrue(stage.controller.presentedViewController === detail, "a short slow drag: back")
        XCTAssertEqual(detail.view.presentation.frame.height, 844, accuracy: 0.5)
        stage.device.drag(from: CGPoint(x: 195, y: 300), by: CGVector(dx: 0, dy: 400), over: 0.5)
        stage.device.wait(1)
        XCTAssertNil(stage.controller.presentedViewController, "a long drag: closed")
        XCTAssertNil(detail.view.superview)
    }
}
