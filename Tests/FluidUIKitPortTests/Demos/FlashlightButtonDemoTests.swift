import XCTest
import FluidUIKit

/// The flashlight button run as a scene: without 3D Touch a long press turns it on, it grows,
/// its glow pulses in on a layer animation, and it springs back when released.
final class FlashlightButtonDemoTests: XCTestCase {
    private let centre = CGPoint(x: 195, y: 844 - 60 - 25)

    private func glow(of button: FlashlightButton) throws -> CAGradientLayer {
        try XCTUnwrap(button.layer.sublayers?.first as? CAGradientLayer)
    }

    func testTheButtonSitsAboveTheBottomAtItsIntrinsicSize() throws {
        let stage = DemoStage { FlashlightViewController() }
        let button = stage.controller.flashlightButton
        XCTAssertEqual(button.frame, CGRect(x: 170, y: 844 - 60 - 50, width: 50, height: 50))
        XCTAssertEqual(try glow(of: button).frame, CGRect(x: -25, y: -25, width: 100, height: 100))
        XCTAssertEqual(try glow(of: button).type, .radial)
    }

    func testALongPressTurnsItOnGrowsItAndPulsesTheGlow() throws {
        let stage = DemoStage { FlashlightViewController() }
        let button = stage.controller.flashlightButton
        let glow = try glow(of: button)
        stage.device.touch(at: centre)
        stage.device.wait(0.3)
        XCTAssertFalse(button.isOn, "not before the press's 0.4 s")
        stage.device.wait(0.15)
        XCTAssertTrue(button.isOn)
        XCTAssertEqual(stage.controller.statusLabel.text, "Flashlight on")
        XCTAssertEqual(glow.animationKeys(), ["pulse"])
        XCTAssertGreaterThan(glow.opacity, 0, "the pulse is under way")
        XCTAssertLessThan(glow.opacity, 1)
        stage.device.wait(0.4)
        XCTAssertEqual(glow.opacity, 1, "the pulse ended at the value set")
        XCTAssertNil(glow.animationKeys())
        XCTAssertEqual(button.presentation.transform.scale.width, 1.6, accuracy: 1e-6)
        stage.device.lift()
        stage.device.wait(2)
        XCTAssertEqual(button.presentation.transform.scale.width, 1, accuracy: 1e-6)
    }

    func testASecondLongPressTurnsItOff() {
        let stage = DemoStage { FlashlightViewController() }
        let button = stage.controller.flashlightButton
        for _ in 0..<2 {
            stage.device.touch(at: centre)
            stage.device.wait(0.5)
            stage.device.lift()
            stage.device.wait(1)
        }
        XCTAssertFalse(button.isOn)
        XCTAssertEqual(stage.controller.statusLabel.text, "Flashlight off")
        XCTAssertEqual(button.backgroundColor, UIColor(white: 0.2, alpha: 0.9))
    }
}
