import XCTest
import FluidUIKit

/// The picture-in-picture window run as a scene: thrown to the corner its projection is nearest.
final class PictureInPictureDemoTests: XCTestCase {
    // The corners' centres: 23 + 43 points in from the sides, 25 + 65 from the top and bottom.
    private let topLeft = CGPoint(x: 66, y: 90)
    private let topRight = CGPoint(x: 324, y: 90)
    private let bottomRight = CGPoint(x: 324, y: 754)

    private func pip(_ stage: DemoStage<PipViewController>) throws -> PipView {
        try XCTUnwrap(stage.first(PipView.self))
    }

    func testTheWindowStartsInTheBottomRightCorner() throws {
        let stage = DemoStage { PipViewController() }
        let pip = try pip(stage)
        XCTAssertEqual(pip.bounds.size, CGSize(width: 86, height: 130))
        XCTAssertEqual(pip.center, bottomRight)
        let outlines = stage.controller.view.subviews.compactMap { $0 as? PipPositionView }
        XCTAssertEqual(outlines.map(\.center), [topLeft, topRight, CGPoint(x: 66, y: 754), bottomRight])
    }

    func testAFlickUpAndLeftLandsInTheTopLeftCorner() throws {
        let stage = DemoStage { PipViewController() }
        let pip = try pip(stage)
        stage.device.drag(from: bottomRight, by: CGVector(dx: -120, dy: -240), over: 0.15)
        stage.device.wait(0.05)
        XCTAssertLessThan(pip.shownCenter.y, bottomRight.y - 200, "still moving on at the finger's speed")
        stage.device.wait(2)
        XCTAssertEqual(pip.shownCenter.x, topLeft.x, accuracy: 1e-6)
        XCTAssertEqual(pip.shownCenter.y, topLeft.y, accuracy: 1e-6)
    }

    func testASlowDragComesBackToTheNearestCorner() throws {
        let stage = DemoStage { PipViewController() }
        let pip = try pip(stage)
        stage.device.drag(from: bottomRight, by: CGVector(dx: -60, dy: -60), over: 1.5, lift: false)
        // It follows the finger from where the pan began: 10 points out along each axis (its slop).
        XCTAssertEqual(pip.center.x, bottomRight.x - 50, accuracy: 1e-6)
        XCTAssertEqual(pip.center.y, bottomRight.y - 50, accuracy: 1e-6)
        stage.device.wait(0.3)
        stage.device.lift()
        stage.device.wait(2)
        XCTAssertEqual(pip.shownCenter.x, bottomRight.x, accuracy: 1e-6)
        XCTAssertEqual(pip.shownCenter.y, bottomRight.y, accuracy: 1e-6)
    }
}
