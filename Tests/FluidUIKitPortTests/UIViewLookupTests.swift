// UIView's lookups, sizing helpers and older constraint calls, as UIKit code calls them.
import FluidUIKit
import XCTest

private final class BadgeLabel: UIView {
    var updates = 0
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
    override func updateConstraints() {
        updates += 1
        super.updateConstraints()
    }
}

final class UIViewLookupTests: XCTestCase {
    func testViewWithTagFindsTheViewOrASubviewDepthFirst() {
        let root = UIView(), child = UIView(), grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        grandchild.tag = 7
        XCTAssertTrue(root.viewWithTag(7) === grandchild)
        XCTAssertTrue(root.viewWithTag(0) === root, "every view's tag is 0 by default")
        XCTAssertNil(root.viewWithTag(8))
    }

    func testWindowIsTheTopOfTheTreeAndNilOutsideOne() {
        let top = UIView(), child = UIView(), grandchild = UIView()
        top.addSubview(child)
        child.addSubview(grandchild)
        XCTAssertTrue(grandchild.window === top)
        XCTAssertNil(UIView().window)
    }

    func testSizeToFitTakesTheIntrinsicSizeKeepingTheOrigin() {
        let view = BadgeLabel(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        view.sizeToFit()
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 6, width: 40, height: 20))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        XCTAssertEqual(plain.sizeThatFits(.zero), CGSize(width: 30, height: 10), "no intrinsic size: its own")
        XCTAssertEqual(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 40, height: 20))
    }

    func testAddConstraintActivatesAndRemoveConstraintDeactivates() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let top = NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
                                     multiplier: 1, constant: 20)
        root.addConstraint(top)
        root.addConstraints([child.leftAnchor.constraint(equalTo: root.leftAnchor), child.widthAnchor.constraint(equalToConstant: 10),
                             child.heightAnchor.constraint(equalToConstant: 10)])
        XCTAssertTrue(top.isActive)
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 20, width: 10, height: 10))
        root.removeConstraint(top)
        XCTAssertFalse(top.isActive)
    }

    func testUpdateConstraintsRunsInTheNextLayoutPassAfterSetNeedsUpdateConstraints() {
        let view = BadgeLabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        XCTAssertEqual(view.updates, 0)
        view.setNeedsUpdateConstraints()
        view.layoutIfNeeded()
        XCTAssertEqual(view.updates, 1)
        view.layoutIfNeeded()
        XCTAssertEqual(view.updates, 1, "once per request")
    }

    func testRequiredHuggingKeepsAViewAtItsIntrinsicWidthAgainstAWeakerStretch() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let badge = BadgeLabel()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        let stretch = badge.widthAnchor.constraint(equalToConstant: 200)
        stretch.priority = .defaultHigh
        NSLayoutConstraint.activate([badge.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     badge.topAnchor.constraint(equalTo: root.topAnchor), stretch])
        root.layoutIfNeeded()
        XCTAssertEqual(badge.frame.width, 200, "hugging at 250 gives way to 750")
        XCTAssertEqual(badge.contentHuggingPriority(for: .horizontal), .defaultLow)
        badge.setContentHuggingPriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(badge.frame.width, 40)
        XCTAssertEqual(badge.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        badge.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        XCTAssertEqual(badge.contentCompressionResistancePriority(for: .vertical), .defaultLow)
    }

    func testAccessibilityAndTouchFlagsAreKept() {
        let view = UIView()
        view.accessibilityLabel = "Flashlight"
        view.accessibilityIdentifier = "flashlight"
        view.isAccessibilityElement = true
        view.isExclusiveTouch = true
        view.isMultipleTouchEnabled = true
        XCTAssertEqual(view.accessibilityLabel, "Flashlight")
        XCTAssertEqual(view.accessibilityIdentifier, "flashlight")
        XCTAssertTrue(view.isAccessibilityElement && view.isExclusiveTouch && view.isMultipleTouchEnabled)
    }
}
