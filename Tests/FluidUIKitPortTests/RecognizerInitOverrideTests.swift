// A recogniser subclass overriding UIKit's designated initialiser, `init(target:action:)`, as
// published knob controls write one.
import FluidUIKit
import XCTest

private class OneFingerPan: UIPanGestureRecognizer {
    private(set) var madeByInit = false

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        maximumNumberOfTouches = 1
        madeByInit = true
    }
}

private final class Target {
    var states: [UIGestureRecognizer.State] = []
    func panned(_ recognizer: OneFingerPan) { states.append(recognizer.state) }
    func plain(_ recognizer: UIPanGestureRecognizer) { states.append(recognizer.state) }
}

final class RecognizerInitOverrideTests: XCTestCase {
    func testMadeWithAMethodReferenceTheSubclassInitRunsAndTheActionIsSent() {
        let target = Target()
        let pan = OneFingerPan(target: target, action: Target.panned)
        XCTAssertTrue(pan.madeByInit)
        XCTAssertEqual(pan.maximumNumberOfTouches, 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addGestureRecognizer(pan)
        let device = Device(window: view)
        device.drag(from: CGPoint(x: 50, y: 50), by: CGVector(dx: 60, dy: 0), over: 0.2)
        XCTAssertEqual(target.states.first, .began)
        XCTAssertEqual(target.states.last, .ended)
    }

    func testMadeWithNoArgumentsTheSubclassInitRunsToo() {
        let pan = OneFingerPan()
        XCTAssertTrue(pan.madeByInit)
    }

    func testASelectorValuePassedToTheDesignatedInitialiserIsSent() {
        let target = Target()
        let pan = UIPanGestureRecognizer(target: target, action: Selector(Target.plain))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addGestureRecognizer(pan)
        Device(window: view).drag(from: CGPoint(x: 50, y: 50), by: CGVector(dx: 0, dy: 60), over: 0.2)
        XCTAssertEqual(target.states.first, .began)
    }

    func testANilActionSendsNothing() {
        let pan = UIPanGestureRecognizer(target: Target(), action: nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addGestureRecognizer(pan)
        Device(window: view).drag(from: CGPoint(x: 50, y: 50), by: CGVector(dx: 0, dy: 60), over: 0.2)
        XCTAssertEqual(pan.state, .ended, "it still recognises")
    }
}
