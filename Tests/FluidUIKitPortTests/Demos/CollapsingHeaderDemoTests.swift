import XCTest
import FluidUIKit

/// The collapsing header run as a scene: its height follows the scroll view's offset, and a
/// release in the collapsing range snaps open or closed through `targetContentOffset`.
final class CollapsingHeaderDemoTests: XCTestCase {
    func testScrollingShrinksTheHeaderAndAReleaseMidWaySnapsClosed() {
        let stage = DemoStage { CollapsingHeaderViewController() }
        let controller = stage.controller
        XCTAssertEqual(controller.headerHeight.constant, 200)
        stage.device.drag(from: CGPoint(x: 195, y: 600), by: CGVector(dx: 0, dy: -90), over: 1, lift: false)
        XCTAssertLessThan(controller.headerHeight.constant, 200)
        XCTAssertGreaterThan(controller.headerHeight.constant, 88)
        stage.device.lift()
        stage.device.wait(2)
        XCTAssertEqual(controller.scroll.contentOffset.y, 112, accuracy: 1e-9, "snapped closed: past the middle of the range")
        XCTAssertEqual(controller.headerHeight.constant, 88, accuracy: 1e-9)
    }
}
