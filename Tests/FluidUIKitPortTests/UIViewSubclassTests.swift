// UIView subclasses written as for UIKit (Apple's UIView documentation): the layout cycle (R33),
// touches through the responder chain and hit testing (R35), properties animated by an animator.
import XCTest
import FluidUIKit

private final class StackView: UIView {
    private(set) var layoutCount = 0
    let top = UIView()
    let bottom = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(top)
        addSubview(bottom)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        top.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2)
        bottom.frame = CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
}

private final class TouchLog: UIView {
    private(set) var events: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let p = touches.first?.location(in: self) ?? .zero
        events.append("began \(p.x),\(p.y)")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("cancelled") }
}

/// Answers for a larger area than its bounds: 20 points around it.
private final class BigTarget: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

final class UIViewSubclassTests: XCTestCase {
    func testLayoutSubviewsRunsOnLayoutIfNeededAfterSetNeedsLayoutAndNotOtherwise() {
        let view = StackView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        view.layoutIfNeeded()
        XCTAssertEqual(view.layoutCount, 1)
        XCTAssertEqual(view.bottom.frame, CGRect(x: 0, y: 100, width: 100, height: 100))
        view.layoutIfNeeded()
        XCTAssertEqual(view.layoutCount, 1, "nothing pending: no second pass")
        view.setNeedsLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(view.layoutCount, 2)
    }

    func testAResizeMarksTheViewForLayout() {
        let view = StackView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        view.layoutIfNeeded()
        view.frame.size.height = 400
        XCTAssertTrue(view.needsLayoutInSubtree)
        view.layoutIfNeeded()
        XCTAssertEqual(view.bottom.frame, CGRect(x: 0, y: 200, width: 100, height: 200))
        view.center = CGPoint(x: 300, y: 300)
        XCTAssertFalse(view.needsLayoutInSubtree, "a move is not a resize")
    }

    func testALayoutPassInsideAnAnimatorAnimatesTheFramesItSets() {
        let device = Device(window: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 400)))
        let view = StackView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        device.window.addSubview(view)
        view.layoutIfNeeded()
        let animator = device.main {
            UIViewPropertyAnimator(duration: 1, curve: .linear) {
                view.frame.size.height = 400
                view.layoutIfNeeded()
            }
        }
        device.main { animator.startAnimation() }
        device.wait(0.5)
        XCTAssertEqual(view.bottom.frame.minY, 200, "the model is the end")
        XCTAssertEqual(view.bottom.presentation.frame.minY, 150, accuracy: 0.5, "drawn halfway")
        device.wait(0.6)
        XCTAssertEqual(view.bottom.presentation.frame.minY, 200, accuracy: 0.001)
    }

    func testTouchesReachTheHitViewWithLocationsInItsCoordinates() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let log = TouchLog(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(log)
        let device = Device(window: window)
        device.drag(from: CGPoint(x: 110, y: 120), by: CGVector(dx: 5, dy: 0), over: 2.0 / 60)
        XCTAssertEqual(log.events, ["began 10.0,20.0", "moved", "moved", "ended"])
    }

    func testTouchesTravelUpToTheSuperviewWhenAViewDoesNotHandleThem() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let log = TouchLog(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(log)
        log.addSubview(plain)
        Device(window: window).tap(at: CGPoint(x: 20, y: 20))
        XCTAssertEqual(log.events, ["began 20.0,20.0", "ended"])
    }

    func testARecognisingPanCancelsTheViewsTouches() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let log = TouchLog(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(log)
        log.addGestureRecognizer(UIPanGestureRecognizer())
        Device(window: window).drag(from: CGPoint(x: 50, y: 50), by: CGVector(dx: 0, dy: 60), over: 0.1)
        XCTAssertEqual(log.events.first, "began 50.0,50.0")
        XCTAssertEqual(log.events.last, "cancelled")
        XCTAssertFalse(log.events.contains("ended"))
    }

    func testAPanThatDoesNotCancelTouchesLetsThemEnd() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let log = TouchLog(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(log)
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        log.addGestureRecognizer(pan)
        Device(window: window).drag(from: CGPoint(x: 50, y: 50), by: CGVector(dx: 0, dy: 60), over: 0.1)
        XCTAssertEqual(log.events.last, "ended")
    }

    func testPointInsideOverriddenWidensWhatHitTestingFinds() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let target = BigTarget(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        window.addSubview(target)
        XCTAssertTrue(window.hitTest(CGPoint(x: 95, y: 95), with: nil) === target)
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
    }

    func testHiddenTransparentAndNonInteractiveViewsAreSkipped() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(child)
        let p = CGPoint(x: 10, y: 10)
        XCTAssertTrue(window.hitTest(p, with: nil) === child)
        child.isHidden = true
        XCTAssertTrue(window.hitTest(p, with: nil) === window)
        child.isHidden = false
        child.alpha = 0.005
        XCTAssertTrue(window.hitTest(p, with: nil) === window)
        child.alpha = 1
        child.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(p, with: nil) === window)
    }

    func testSubclassesAreNamedForTheirClass() {
        XCTAssertEqual(StackView(frame: .zero).name, "StackView")
        XCTAssertEqual(UIView().name, "UIView")
    }

    func testTintColorComesFromTheSuperview() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        parent.tintColor = .red
        XCTAssertEqual(child.tintColor, .red)
    }
}
