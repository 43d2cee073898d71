import XCTest
import FluidUIKit

/// The popup drawer run as a scene: an instant pan scrubs three animators (the constraint, the
/// overlay and corner radius, the titles) and a flick finishes or reverses them.
final class PopupDrawerDemoTests: XCTestCase {
    private let closedTop: CGFloat = 844 + 440 - 500
    private let openTop: CGFloat = 844 - 500

    private func overlay(_ stage: DemoStage<PopupViewController>) -> UIView? {
        stage.controller.view.subviews.first as? UIView
    }

    func testThePopupPeeksSixtyPointsWithItsTitle() {
        let stage = DemoStage { PopupViewController() }
        XCTAssertEqual(stage.controller.popupView.frame, CGRect(x: 0, y: closedTop, width: 390, height: 500))
        XCTAssertEqual(overlay(stage)?.alpha, 0)
    }

    func testDraggingHalfwayScrubsTheConstraintAndTheOverlayTogether() {
        let stage = DemoStage { PopupViewController() }
        let popup = stage.controller.popupView
        stage.device.drag(from: CGPoint(x: 195, y: 800), by: CGVector(dx: 0, dy: -220), over: 0.3, lift: false)
        XCTAssertEqual(popup.presentation.frame.minY, closedTop - 220, accuracy: 1e-6)
        XCTAssertEqual(overlay(stage)?.presentation.alpha ?? -1, 0.25, accuracy: 1e-6)
        XCTAssertEqual(popup.presentation.cornerRadius, 10, accuracy: 1e-6)
        stage.device.lift()
    }

    func testAFlickUpOpensItAndAFlickDownClosesIt() {
        let stage = DemoStage { PopupViewController() }
        let popup = stage.controller.popupView
        stage.device.drag(from: CGPoint(x: 195, y: 800), by: CGVector(dx: 0, dy: -100), over: 0.1)
        stage.device.wait(2)
        XCTAssertTrue(stage.controller.isOpen)
        XCTAssertEqual(popup.presentation.frame.minY, openTop, accuracy: 1e-6)
        XCTAssertEqual(popup.frame.minY, openTop)
        XCTAssertEqual(popup.layer.cornerRadius, 20)
        XCTAssertEqual(overlay(stage)?.alpha, 0.5)
        stage.device.drag(from: CGPoint(x: 195, y: openTop + 30), by: CGVector(dx: 0, dy: 100), over: 0.1)
        stage.device.wait(2)
        XCTAssertFalse(stage.controller.isOpen)
        XCTAssertEqual(popup.presentation.frame.minY, closedTop, accuracy: 1e-6)
    }

    func testAFlickBackDownMidwayReversesToClosed() {
        let stage = DemoStage { PopupViewController() }
        let popup = stage.controller.popupView
        stage.device.drag(from: CGPoint(x: 195, y: 800), by: CGVector(dx: 0, dy: -200), over: 0.3, lift: false)
        stage.device.move(by: CGVector(dx: 0, dy: 40), over: 0.05)
        stage.device.lift()
        stage.device.wait(2)
        XCTAssertFalse(stage.controller.isOpen)
        XCTAssertEqual(popup.presentation.frame.minY, closedTop, accuracy: 1e-6)
        XCTAssertEqual(popup.frame.minY, closedTop)
        XCTAssertEqual(overlay(stage)?.presentation.alpha ?? -1, 0, accuracy: 1e-9)
    }
}
