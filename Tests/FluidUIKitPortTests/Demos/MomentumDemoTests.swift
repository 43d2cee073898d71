import XCTest
import FluidUIKit

/// The momentum drawer run as a scene: the instant pan scrubs its spring animator, a flick throws it.
final class MomentumDemoTests: XCTestCase {
    /// 0.6 of the screen's height: how far down the closed drawer is moved.
    private let closedOffset: CGFloat = 844 * 0.6

    private func drawer(_ stage: DemoStage<MomentumViewController>) throws -> DrawerGradientView {
        try XCTUnwrap(stage.first(DrawerGradientView.self))
    }

    func testTheDrawerStartsClosedAtSixTenthsOfTheScreenDown() throws {
        let stage = DemoStage { MomentumViewController() }
        let drawer = try drawer(stage)
        XCTAssertEqual(drawer.bounds.height, 844 * 0.8, accuracy: 1e-9)
        XCTAssertEqual(drawer.presentation.transform.ty, closedOffset, accuracy: 1e-9)
        XCTAssertEqual(drawer.layer.sublayers?.first?.frame, drawer.bounds, "the gradient fills the view after layout")
    }

    func testADragUpScrubsTheAnimatorUnderTheFingerFromTheFirstPoint() throws {
        let stage = DemoStage { MomentumViewController() }
        let drawer = try drawer(stage)
        stage.device.drag(from: CGPoint(x: 195, y: 800), by: CGVector(dx: 0, dy: -300), over: 0.3, lift: false)
        // Instant pan: no slop, so the drawer is exactly 300 points up.
        XCTAssertEqual(drawer.presentation.transform.ty, closedOffset - 300, accuracy: 1e-6)
        stage.device.wait(0.5)
        XCTAssertEqual(drawer.presentation.transform.ty, closedOffset - 300, accuracy: 1e-6, "paused under the finger")
    }

    func testAFlickUpOpensAndAFlickDownClosesAgain() throws {
        let stage = DemoStage { MomentumViewController() }
        let drawer = try drawer(stage)
        stage.device.drag(from: CGPoint(x: 195, y: 800), by: CGVector(dx: 0, dy: -150), over: 0.1)
        stage.device.wait(2)
        XCTAssertEqual(drawer.presentation.transform.ty, 0, accuracy: 1e-6)
        stage.device.drag(from: CGPoint(x: 195, y: 400), by: CGVector(dx: 0, dy: 150), over: 0.1)
        stage.device.wait(2)
        XCTAssertEqual(drawer.presentation.transform.ty, closedOffset, accuracy: 1e-6)
    }

    func testCaughtMidFlightItStopsWhereItIsDrawn() throws {
        let stage = DemoStage { MomentumViewController() }
        let drawer = try drawer(stage)
        stage.device.drag(from: CGPoint(x: 195, y: 800), by: CGVector(dx: 0, dy: -150), over: 0.1)
        stage.device.wait(0.1)
        let drawn = drawer.presentation.transform.ty
        XCTAssertGreaterThan(drawn, 1)
        stage.device.touch(at: CGPoint(x: 195, y: 300 + drawn))
        stage.device.wait(0.5)
        XCTAssertEqual(drawer.presentation.transform.ty, drawn, accuracy: 1e-6)
        stage.device.lift()
    }
}
