// More of UIKit's surface as ports use it: autoresizing masks, the optional
// `gestureRecognizers`, Dynamic Type fonts, the device, a touch's window and an animator's
// hit-testing switches.
import FluidUIKit
import XCTest


/// A view that keeps the touches it is sent.
private final class TouchPad: UIView {
    var windows: [UIView?] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        windows.append(touches.first?.window)
    }
}

final class UIKitSurfaceMoreTests: XCTestCase {
    func testAFlexibleWidthAndBottomMarginFollowTheSuperviewsNewSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let bar = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let fixed = UIView(frame: CGRect(x: 10, y: 60, width: 20, height: 20))
        root.addSubview(bar)
        root.addSubview(fixed)
        root.frame.size = CGSize(width: 300, height: 400)
        XCTAssertEqual(bar.frame, CGRect(x: 10, y: 10, width: 280, height: 40))
        XCTAssertEqual(fixed.frame, CGRect(x: 10, y: 60, width: 20, height: 20), "no mask: stays")
    }

    func testFlexibleMarginsOnBothSidesKeepAViewCentred() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = UIView(frame: CGRect(x: 80, y: 0, width: 40, height: 10))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(badge)
        root.frame.size.width = 400
        XCTAssertEqual(badge.frame.midX, 200)
    }

    func testGestureRecognizersIsNilUntilOneIsAddedAndSettable() {
        let view = UIView()
        XCTAssertNil(view.gestureRecognizers)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        XCTAssertTrue(view.gestureRecognizers?.first === pan)
        view.gestureRecognizers?.forEach(view.removeGestureRecognizer)
        XCTAssertNil(view.gestureRecognizers)
        let tap = UITapGestureRecognizer()
        view.gestureRecognizers = [tap]
        XCTAssertTrue(tap.view === view)
        XCTAssertEqual(view.gestureRecognizers?.count, 1)
    }

    func testPreferredFontsHaveTheDefaultDynamicTypeSizes() {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).weight, .semibold)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption2).pointSize, 11)
    }

    func testTheDeviceIsALargeWindowInPortrait() {
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, UIView().traitCollection.userInterfaceIdiom)
        XCTAssertTrue(UIDevice.current.orientation.isPortrait)
    }

    func testATouchsWindowIsTheTopOfTheTouchedViewsTree() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pad = TouchPad(frame: window.bounds)
        window.addSubview(pad)
        Device(window: window).tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(pad.windows.count, 1)
        XCTAssertTrue(pad.windows.first.flatMap { $0 } === window)
    }

    func testAnAnimatorWithUserInteractionDisabledMakesItsViewsIgnoreTouches() {
        let driver = AnimationDriver()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(card)
        let animator = driver.run { UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x += 50 } }
        XCTAssertTrue(animator.isUserInteractionEnabled)
        animator.isUserInteractionEnabled = false
        animator.startAnimation()
        driver.advance(by: 0.5)
        XCTAssertTrue(root.hitTest(CGPoint(x: 90, y: 50), with: nil) === root, "the card ignores touches while it moves")
        animator.isUserInteractionEnabled = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 90, y: 50), with: nil) === card)
        driver.advance(by: 1)
        XCTAssertTrue(root.hitTest(CGPoint(x: 140, y: 50), with: nil) === card)
    }

    func testManualHitTestingFindsAMovingViewWhereItsModelIs() {
        let driver = AnimationDriver()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(card)
        let animator = driver.run { UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x += 200 } }
        animator.isManualHitTestingEnabled = true
        animator.startAnimation()
        driver.advance(by: 0.1)
        XCTAssertTrue(root.hitTest(CGPoint(x: 250, y: 50), with: nil) === card, "at its model frame")
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 50), with: nil) === root)
    }
}
