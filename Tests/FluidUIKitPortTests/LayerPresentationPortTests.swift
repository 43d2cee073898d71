// layer.presentation(), written as for UIKit: what an interruption reads of a view mid-animation.
import XCTest
import FluidUIKit

final class LayerPresentationPortTests: XCTestCase {
    func testAViewsPresentationLayerHoldsWhatIsDrawnMidAnimation() throws {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.addSubview(card)
        let device = Device(window: window)
        device.main {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                card.frame.origin.x = 200
                card.alpha = 0
            }
            animator.startAnimation()
        }
        device.wait(0.5)
        let shown = try XCTUnwrap(card.layer.presentation())
        XCTAssertEqual(shown.frame.minX, 100, accuracy: 4)
        XCTAssertEqual(shown.frame.width, 100)
        XCTAssertEqual(Double(shown.opacity), 0.5, accuracy: 0.05)
        XCTAssertEqual(card.layer.frame.minX, 200, "the model is already at the end")
    }

    func testALayerOfItsOwnIsItsOwnPresentation() {
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertTrue(layer.presentation() === layer)
    }
}
