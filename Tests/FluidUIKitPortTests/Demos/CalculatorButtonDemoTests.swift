import XCTest
import FluidUIKit

/// The calculator keypad run as a scene: a key lights at the touch and fades after it.
final class CalculatorButtonDemoTests: XCTestCase {
    private let idle = UIColor(white: 0.2, alpha: 1)
    private let lit = UIColor(white: 0.45, alpha: 1)

    func testTheKeypadIsASquareOfEqualKeysAboveTheBottom() throws {
        let stage = DemoStage { CalculatorViewController() }
        let five = try XCTUnwrap(stage.controller.buttons.first { $0.title == "5" })
        let side = (390 - 32 - 24) / 3.0
        let frame = five.convert(five.bounds, to: stage.window)
        XCTAssertEqual(frame.width, side, accuracy: 1e-6)
        XCTAssertEqual(frame.height, side, accuracy: 1e-6)
        XCTAssertEqual(frame.midX, 195, accuracy: 1e-6)
        XCTAssertEqual(frame.maxY, 844 - 16 - side - 12, accuracy: 1e-6)
        XCTAssertEqual(five.layer.cornerRadius, side / 2, accuracy: 1e-6)
    }

    func testAKeyLightsOnTouchDownAndFadesAfterTheTouchUp() throws {
        let stage = DemoStage { CalculatorViewController() }
        let five = try XCTUnwrap(stage.controller.buttons.first { $0.title == "5" })
        let centre = five.convert(CGPoint(x: five.bounds.midX, y: five.bounds.midY), to: stage.window)
        stage.device.touch(at: centre)
        XCTAssertEqual(five.backgroundColor, lit)
        stage.device.wait(0.3)
        XCTAssertEqual(five.presentation.backgroundColor, lit.color, "lit while held")
        stage.device.lift()
        stage.device.wait(0.25)
        let halfway = five.presentation.backgroundColor.red
        XCTAssertLessThan(halfway, 0.45)
        XCTAssertGreaterThan(halfway, 0.2)
        stage.device.wait(0.3)
        XCTAssertEqual(five.presentation.backgroundColor, idle.color)
        XCTAssertEqual(stage.controller.displayLabel.text, "5")
    }

    func testTypingFastLeavesEachKeyFadingAndTheDigitsInOrder() throws {
        let stage = DemoStage { CalculatorViewController() }
        for title in ["1", "2", "3"] {
            let key = try XCTUnwrap(stage.controller.buttons.first { $0.title == title })
            stage.device.tap(at: key.convert(CGPoint(x: key.bounds.midX, y: key.bounds.midY), to: stage.window))
            stage.device.wait(0.1)
        }
        XCTAssertEqual(stage.controller.typed, "123")
        let fading = stage.controller.buttons.filter { $0.presentation.backgroundColor != idle.color }
        XCTAssertEqual(fading.map(\.title), ["1", "2", "3"])
    }
}
