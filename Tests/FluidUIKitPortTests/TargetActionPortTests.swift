// Target–action without Objective-C (R37): UIKit code with `#selector(m)` written `Self.m` and
// `@objc` dropped, in a class that is not final (as view controllers are).
import XCTest
import FluidUIKit

private class PanelController {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let panel = UIView(frame: CGRect(x: 0, y: 300, width: 300, height: 300))
    private(set) var panStates: [UIGestureRecognizer.State] = []
    private(set) var taps = 0
    private(set) var optionalTaps = 0
    private(set) var anyStates: [UIGestureRecognizer.State] = []
    private(set) var translation: CGPoint = .zero

    init() {
        view.addSubview(panel)
        // was: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        panel.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handlePan))
        // was: UITapGestureRecognizer(target: self, action: #selector(togglePanel))
        let tap = UITapGestureRecognizer(target: self, action: Self.togglePanel)
        tap.addTarget(self, action: Self.handleTap(_:))
        view.addGestureRecognizer(tap)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        panStates.append(recognizer.state)
        translation = recognizer.translation(in: view)
    }

    func togglePanel() { taps += 1 }

    func handleTap(_ sender: UITapGestureRecognizer? = nil) { optionalTaps += 1 }

    func handleAny(_ recognizer: UIGestureRecognizer) { anyStates.append(recognizer.state) }
}

/// A target that counts how often it is called and can go away.
private final class Counter {
    var calls = 0
    func handle(_ recognizer: UIPanGestureRecognizer) { calls += 1 }
}

final class TargetActionPortTests: XCTestCase {
    func testAMethodReferenceTakesThePlaceOfASelector() {
        let controller = PanelController()
        let device = Device(window: controller.view)
        device.drag(from: CGPoint(x: 150, y: 400), by: CGVector(dx: 0, dy: 60), over: 0.1)
        XCTAssertEqual(controller.panStates.first, .began)
        XCTAssertEqual(controller.panStates.last, .ended)
        XCTAssertEqual(controller.translation, CGPoint(x: 0, y: 50), "60 pt less the 10 pt hysteresis")
        device.tap(at: CGPoint(x: 150, y: 100))
        XCTAssertEqual(controller.taps, 1, "a method without the parameter")
        XCTAssertEqual(controller.optionalTaps, 1, "a method whose parameter is optional")
    }

    func testTheBaseClassTakesATargetAndAnActionOnTheBaseType() {
        let controller = PanelController()
        let device = Device(window: controller.view)
        let pan = UIPanGestureRecognizer()
        pan.addTarget(controller, action: PanelController.handleAny)
        controller.view.addGestureRecognizer(pan)
        device.drag(from: CGPoint(x: 150, y: 100), by: CGVector(dx: 40, dy: 0), over: 0.1)
        XCTAssertEqual(controller.anyStates.first, .began)
        XCTAssertEqual(controller.anyStates.last, .ended)

        let base = UIGestureRecognizer(target: controller, action: PanelController.handleAny)
        XCTAssertTrue(type(of: base) == UIGestureRecognizer.self)
        XCTAssertEqual(base.state, .possible)
    }

    func testTheTargetIsHeldWeakly() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let device = Device(window: window)
        weak var gone: Counter?
        do {
            let counter = Counter()
            gone = counter
            window.addGestureRecognizer(UIPanGestureRecognizer(target: counter, action: Counter.handle))
            device.drag(from: CGPoint(x: 50, y: 50), by: CGVector(dx: 50, dy: 0), over: 0.1)
            XCTAssertGreaterThan(counter.calls, 2)
        }
        XCTAssertNil(gone, "the recogniser does not keep its target alive")
        device.drag(from: CGPoint(x: 50, y: 50), by: CGVector(dx: 50, dy: 0), over: 0.1)
        XCTAssertEqual(window.gestureRecognizers?.first?.state, .ended, "a gone target is skipped")
    }
}
