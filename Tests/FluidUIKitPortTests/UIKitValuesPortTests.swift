// UIKit's small value types and the names that are accepted without an effect.
import XCTest
import FluidUIKit

/// The WWDC 2018 momentum projection: where a flick would come to rest under a scroll view's
/// deceleration.
private func project(initialVelocity: CGFloat, decelerationRate: CGFloat) -> CGFloat {
    (initialVelocity / 1000) * decelerationRate / (1 - decelerationRate)
}

final class UIKitValuesPortTests: XCTestCase {
    func testEdgeInsetsInsetARectangle() {
        let insets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 100, height: 100).inset(by: insets), CGRect(x: 20, y: 10, width: 40, height: 60))
        XCTAssertEqual(UIEdgeInsets.zero, UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(CGRect(x: 5, y: 5, width: 10, height: 10).inset(by: .zero), CGRect(x: 5, y: 5, width: 10, height: 10))
        XCTAssertEqual(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).trailing, 4)
        let offset = UIOffset(horizontal: 3, vertical: -2)
        XCTAssertEqual(offset.horizontal, 3)
        XCTAssertEqual(offset.vertical, -2)
        XCTAssertEqual(UIOffset.zero, UIOffset(horizontal: 0, vertical: 0))
    }

    func testDecelerationRatesAreUIKits() {
        XCTAssertEqual(UIScrollView.DecelerationRate.normal.rawValue, 0.998)
        XCTAssertEqual(UIScrollView.DecelerationRate.fast.rawValue, 0.99)
        XCTAssertEqual(project(initialVelocity: 1000, decelerationRate: UIScrollView.DecelerationRate.normal.rawValue), 499, accuracy: 1e-9)
        XCTAssertEqual(UIScrollView.DecelerationRate(rawValue: 0.99), .fast)
    }

    func testImpactFeedbackIsAcceptedAndChangesNothing() {
        let device = Device(window: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        device.window.addSubview(button)
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        let animator = device.main { UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.6) { button.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) } }
        animator.startAnimation()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        XCTAssertEqual(impact.style, .heavy)
        XCTAssertEqual(UIImpactFeedbackGenerator().style, .medium)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(device.window.subviews.count, 1)
    }
}

final class PressurePortTests: XCTestCase {
    /// A flashlight button's choice, as published: pressure when the device has it, a long
    /// press otherwise.
    private func usesPressure(_ capability: UIForceTouchCapability) -> Bool { capability == .available }

    func testTouchesReportNoPressure() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let device = Device(window: window)
        final class PressureProbe: UIGestureRecognizer {
            var forces: [CGFloat] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                for touch in touches { forces += [touch.force, touch.maximumPossibleForce] }
            }
        }
        let probe = PressureProbe()
        probe.cancelsTouchesInView = false
        window.addGestureRecognizer(probe)
        device.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(probe.forces, [0, 0])
        XCTAssertFalse(usesPressure(.unavailable))
    }
}
