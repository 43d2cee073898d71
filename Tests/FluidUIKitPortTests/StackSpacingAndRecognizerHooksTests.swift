// A stack view's custom spacing, and a recogniser subclass's and delegate's failure and
// prevention hooks, as UIKit code uses them.
import FluidUIKit
import XCTest

private final class Watcher: NSObject, UIGestureRecognizerDelegate {
    var log: [String] = []
    weak var tap: UITapGestureRecognizer?
    weak var doubleTap: UITapGestureRecognizer?
    func tapped(_ r: UITapGestureRecognizer) { log.append("tap") }
    func doubleTapped(_ r: UITapGestureRecognizer) { log.append("double") }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === tap && otherGestureRecognizer === doubleTap
    }
}

/// A press recogniser that never stops the others, as UIKit subclasses write it.
private final class PressRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        state = .began
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

final class StackSpacingAndRecognizerHooksTests: XCTestCase {
    func testCustomSpacingAfterAViewWidensThatGapOnly() {
        let a = UIView(), b = UIView(), c = UIView()
        for v in [a, b, c] { v.heightAnchor.constraint(equalToConstant: 20).isActive = true }
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = UIStackView.spacingUseSystem
        stack.setCustomSpacing(30, after: a)
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 98)
        stack.layoutIfNeeded()
        XCTAssertEqual(b.frame.minY, 50, "20 + 30")
        XCTAssertEqual(c.frame.minY, 78, "the system's 8 after b")
        XCTAssertEqual(stack.customSpacing(after: a), 30)
        XCTAssertEqual(stack.customSpacing(after: b), UIStackView.spacingUseDefault)
    }

    /// As NSStackView documents it: a view's custom spacing is lost when it leaves the stack.
    func testAViewsCustomSpacingGoesWhenItLeavesTheArrangement() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.setCustomSpacing(30, after: a)
        stack.setCustomSpacing(12, after: b)
        stack.removeArrangedSubview(a)
        stack.insertArrangedSubview(a, at: 0)
        XCTAssertEqual(stack.customSpacing(after: a), UIStackView.spacingUseDefault, "taken out: its spacing went")
        b.removeFromSuperview()
        stack.layoutIfNeeded()
        stack.addArrangedSubview(b)
        XCTAssertEqual(stack.customSpacing(after: b), UIStackView.spacingUseDefault, "removed from the stack: its spacing went")
        let stranger = UIView()
        stack.setCustomSpacing(40, after: stranger)
        XCTAssertEqual(stack.customSpacing(after: stranger), UIStackView.spacingUseDefault, "not arranged here: ignored")
    }

    func testADelegateCanMakeATapWaitForADoubleTapInEachGesture() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let watcher = Watcher()
        let tap = UITapGestureRecognizer(target: watcher, action: Watcher.tapped)
        let doubleTap = UITapGestureRecognizer(target: watcher, action: Watcher.doubleTapped)
        doubleTap.numberOfTapsRequired = 2
        tap.delegate = watcher
        watcher.tap = tap
        watcher.doubleTap = doubleTap
        root.addGestureRecognizer(tap)
        root.addGestureRecognizer(doubleTap)
        let device = Device(window: root)
        device.flushesEachFrame = true
        device.tap(at: CGPoint(x: 50, y: 50))
        device.wait(0.1)
        device.tap(at: CGPoint(x: 50, y: 50))
        device.wait(1)
        XCTAssertEqual(watcher.log, ["double"], "the single tap waited and failed")
    }

    func testARecogniserThatCannotPreventLetsTheOthersRecogniseToo() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let watcher = Watcher()
        let press = PressRecognizer()
        let tap = UITapGestureRecognizer(target: watcher, action: Watcher.tapped)
        root.addGestureRecognizer(press)
        root.addGestureRecognizer(tap)
        Device(window: root).tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(press.state, .ended)
        XCTAssertEqual(watcher.log, ["tap"], "the press began first and did not stop the tap")
    }
}
