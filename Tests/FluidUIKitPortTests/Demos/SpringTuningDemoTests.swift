import XCTest
import FluidUIKit

/// The spring tuner run as a scene: the ball is thrown home on the sliders' spring, and the graph
/// draws that spring in `draw(_:)`.
final class SpringTuningDemoTests: XCTestCase {
    func testTheBallRestsUnderTheGraph() {
        let stage = DemoStage { SpringTuningViewController() }
        XCTAssertEqual(stage.controller.home, CGPoint(x: 195, y: 20 + 160 + 120))
        XCTAssertEqual(stage.controller.ball.center, stage.controller.home)
    }

    func testReleasedItOvershootsHomeOnTheHalfDampedSpringAndSettles() {
        let stage = DemoStage { SpringTuningViewController() }
        let home = stage.controller.home
        stage.device.drag(from: home, by: CGVector(dx: 0, dy: 160), over: 0.5, lift: false)
        XCTAssertEqual(stage.controller.ball.center.y, home.y + 150, accuracy: 1e-6, "160 less the pan's 10 point slop")
        stage.device.wait(0.2)
        stage.device.lift()
        var highest = CGFloat.infinity
        for _ in 0..<180 {
            stage.device.wait(1.0 / 60)
            highest = min(highest, stage.controller.ball.shownCenter.y)
        }
        XCTAssertLessThan(highest, home.y - 20, "ζ = 0.5 overshoots by about 16% of 150 points")
        XCTAssertEqual(stage.controller.ball.shownCenter.y, home.y, accuracy: 0.5)
    }

    func testTheDampingSliderAtOneGivesASpringThatDoesNotOvershoot() throws {
        let stage = DemoStage { SpringTuningViewController() }
        let home = stage.controller.home
        let slider = try XCTUnwrap(stage.first(UISlider.self))
        slider.value = 1
        slider.sendActions(for: .valueChanged)
        XCTAssertEqual(stage.controller.dampingRatio, 1)
        XCTAssertEqual(try XCTUnwrap(stage.first(UILabel.self)).text, "Damping ratio: 1.00")
        stage.device.drag(from: home, by: CGVector(dx: 0, dy: 160), over: 0.5, lift: false)
        stage.device.wait(0.2)
        stage.device.lift()
        for _ in 0..<180 {
            stage.device.wait(1.0 / 60)
            XCTAssertGreaterThanOrEqual(stage.controller.ball.shownCenter.y, home.y - 1e-6)
        }
    }

    func testTheGraphIsDrawnByItsDrawMethodAndRedrawnWhenTuned() throws {
        let stage = DemoStage { SpringTuningViewController() }
        let graph = try XCTUnwrap(stage.first(SpringGraphView.self))
        // Two strokes: the baseline and the curve.
        let drawn = graph.layerDecoration.sublayers
        XCTAssertEqual(drawn.count, 2)
        guard case .shape(let curve)? = drawn.last?.content else { return XCTFail("the curve is a shape") }
        XCTAssertEqual(curve.lineWidth, 3)
        XCTAssertEqual(curve.strokeColor, UIColor.systemBlue.color)
        XCTAssertNil(curve.fillColor)
        let slider = try XCTUnwrap(stage.first(UISlider.self))
        slider.value = 1
        slider.sendActions(for: .valueChanged)
        stage.device.wait(1.0 / 60)
        XCTAssertNotEqual(graph.layerDecoration.sublayers.last, drawn.last, "drawn again for the new spring")
    }
}
