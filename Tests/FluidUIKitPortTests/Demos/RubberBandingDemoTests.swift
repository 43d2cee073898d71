import XCTest
import FluidUIKit

/// The rubber-banding card run as a scene: free inside 50 points of home, resisted past that.
final class RubberBandingDemoTests: XCTestCase {
    private let home = CGPoint(x: 195, y: 422)

    private func card(_ stage: DemoStage<RubberBandingViewController>) throws -> UIView {
        try XCTUnwrap(stage.first(UIView.self) { $0.bounds.size == CGSize(width: 160, height: 160) })
    }

    /// UIScrollView's curve, as the demo computes it: (1 − 1 / (x c / d + 1)) d.
    private func band(_ x: CGFloat, _ d: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / d + 1)) * d }

    func testInsideTheRegionTheCardFollowsTheFinger() throws {
        let stage = DemoStage { RubberBandingViewController() }
        let card = try card(stage)
        XCTAssertEqual(card.center, home)
        stage.device.drag(from: home, by: CGVector(dx: 40, dy: 0), over: 0.3, lift: false)
        // The pan begins 10 points out (its slop): the translation is the rest.
        XCTAssertEqual(card.center.x, home.x + 30, accuracy: 1e-6)
        XCTAssertEqual(card.center.y, home.y, accuracy: 1e-6)
        stage.device.lift()
    }

    func testPastTheEdgeItMovesByTheRubberBandCurve() throws {
        let stage = DemoStage { RubberBandingViewController() }
        let card = try card(stage)
        stage.device.drag(from: home, by: CGVector(dx: 0, dy: 210), over: 0.5, lift: false)
        let beyond: CGFloat = 200 - 50
        XCTAssertEqual(card.center.y, home.y + 50 + band(beyond, 844), accuracy: 1e-6)
        XCTAssertLessThan(card.center.y, home.y + 130, "resisted")
        let label = try XCTUnwrap(stage.first(UILabel.self))
        XCTAssertEqual(label.text, String(format: "%.0f pt from home", 50 + band(beyond, 844)))
        stage.device.lift()
    }

    func testReleasedItSpringsHome() throws {
        let stage = DemoStage { RubberBandingViewController() }
        let card = try card(stage)
        stage.device.drag(from: home, by: CGVector(dx: -150, dy: 150), over: 0.3)
        XCTAssertNotEqual(card.shownCenter, home)
        stage.device.wait(2)
        XCTAssertEqual(card.shownCenter.x, home.x, accuracy: 1e-6)
        XCTAssertEqual(card.shownCenter.y, home.y, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(stage.first(UILabel.self)).text, "Drag the card")
    }
}
