import XCTest
import FluidUIKit

/// The pause-on-slow-down card run as a scene: resting the finger mid-drag reacts before the lift.
final class PauseOnSlowDownDemoTests: XCTestCase {
    private let start = CGPoint(x: 195, y: 800)

    func testTheCardPeeksFromTheBottomAboveEverythingElse() {
        let stage = DemoStage { PauseViewController() }
        let card = stage.controller.cardView
        XCTAssertEqual(card.frame, CGRect(x: 39, y: 844 + 200 - 300, width: 312, height: 300))
        XCTAssertEqual(card.layer.zPosition, 10)
    }

    func testRestingTheFingerPausesAndTheReleaseKeepsTheCardOpen() {
        let stage = DemoStage { PauseViewController() }
        let card = stage.controller.cardView
        stage.device.drag(from: start, by: CGVector(dx: 0, dy: -300), over: 0.3, lift: false)
        XCTAssertFalse(stage.controller.isPaused)
        // Almost still: 2 points in 0.5 s.
        stage.device.move(by: CGVector(dx: 0, dy: -2), over: 0.5)
        XCTAssertTrue(stage.controller.isPaused)
        XCTAssertEqual(stage.controller.pauseCount, 1)
        stage.device.wait(0.5)
        XCTAssertEqual(card.presentation.transform.scale.width, 1.1, accuracy: 1e-3, "grown while paused")
        XCTAssertEqual(stage.controller.hintLabel.presentation.alpha, 1, accuracy: 1e-3)
        stage.device.lift()
        stage.device.wait(1.5)
        XCTAssertEqual(card.presentation.frame.minY, 844 - 100 - 300, accuracy: 1e-3, "kept open, 100 points up")
        XCTAssertEqual(card.presentation.transform, .identity)
    }

    func testAReleaseInMotionSendsTheCardBack() {
        let stage = DemoStage { PauseViewController() }
        let card = stage.controller.cardView
        stage.device.drag(from: start, by: CGVector(dx: 0, dy: -300), over: 0.3)
        XCTAssertEqual(stage.controller.pauseCount, 0)
        stage.device.wait(1.5)
        XCTAssertEqual(card.presentation.frame.minY, 844 + 200 - 300, accuracy: 1e-3)
    }

    func testGrabbingTheCardOnItsWayBackEndsThatAnimationAtItsEnd() {
        let stage = DemoStage { PauseViewController() }
        let card = stage.controller.cardView
        stage.device.drag(from: start, by: CGVector(dx: 0, dy: -300), over: 0.3)
        stage.device.wait(0.1)
        XCTAssertLessThan(card.presentation.frame.minY, 844 + 200 - 300 - 1, "on its way down")
        // removeAllAnimations() in .began: the spring's block ends where it was going.
        // Touches find the card where its model is (the animation allows user interaction).
        stage.device.touch(at: CGPoint(x: 195, y: card.frame.minY + 20))
        stage.device.move(by: CGVector(dx: 0, dy: -20), over: 0.1)
        XCTAssertEqual(card.presentation.frame.minY, card.frame.minY, "nothing animates it any more")
        XCTAssertEqual(card.frame.minY, 844 + 200 - 300 - 10, accuracy: 1e-6, "dragged 20 points less the slop")
        stage.device.lift()
    }
}
