// UIStackView as UIKit code uses it: rows and columns of views laid out by Auto Layout, by the
// distribution and alignment Apple documents (R34).
import XCTest
import FluidUIKit

final class UIStackViewTests: XCTestCase {
    private var window: UIView!

    override func setUp() {
        window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.layoutEngine.report = { XCTFail("unexpected report: \($0)") }
    }

    private func box(_ width: CGFloat, _ height: CGFloat) -> UIView {
        let view = UIView()
        view.widthAnchor.constraint(equalToConstant: width).isActive = true
        view.heightAnchor.constraint(equalToConstant: height).isActive = true
        return view
    }

    private func place(_ stack: UIStackView, width: CGFloat = 300, height: CGFloat = 100) {
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            stack.widthAnchor.constraint(equalToConstant: width),
            stack.heightAnchor.constraint(equalToConstant: height),
        ])
        window.layoutIfNeeded()
    }

    func testFillEquallyGivesEveryViewTheSameWidthWithTheSpacingBetween() {
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 15
        place(stack)
        XCTAssertEqual(views.map(\.frame), [
            CGRect(x: 0, y: 0, width: 90, height: 100),
            CGRect(x: 105, y: 0, width: 90, height: 100),
            CGRect(x: 210, y: 0, width: 90, height: 100),
        ])
        XCTAssertTrue(stack.subviews.elementsEqual(views) { $0 === $1 }, "arranged views are subviews, in order")
    }

    func testAVerticalStackCentresItsViewsAcross() {
        let a = box(100, 30), b = box(200, 40)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.alignment = .center
        stack.distribution = .equalSpacing
        place(stack, width: 300, height: 200)
        XCTAssertEqual(a.frame, CGRect(x: 100, y: 0, width: 100, height: 30))
        XCTAssertEqual(b.frame, CGRect(x: 50, y: 160, width: 200, height: 40))
    }

    func testEqualSpacingMakesTheGapsEqual() {
        let views = [box(40, 10), box(60, 10), box(20, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.alignment = .leading
        place(stack, width: 300)
        XCTAssertEqual(views.map(\.frame.minX), [0, 130, 280])
    }

    func testAHiddenViewTakesNoPlaceAfterTheNextPass() {
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        place(stack)
        views[1].isHidden = true
        stack.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(views[0].frame.width, 150)
        XCTAssertEqual(views[2].frame, CGRect(x: 150, y: 0, width: 150, height: 100))
    }

    func testARemovedArrangedViewStaysASubview() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        place(stack)
        stack.removeArrangedSubview(b)
        window.layoutIfNeeded()
        XCTAssertEqual(stack.arrangedSubviews.count, 1)
        XCTAssertTrue(b.superview === stack)
        XCTAssertEqual(a.frame.width, 300)
    }

    func testAViewTakenOutOfTheStackLeavesTheArrangement() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        place(stack)
        b.removeFromSuperview()
        stack.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([a]) { $0 === $1 })
    }

    func testLayoutMarginsInsetTheArrangement() {
        let a = UIView()
        let stack = UIStackView(arrangedSubviews: [a])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        place(stack)
        XCTAssertEqual(a.frame, CGRect(x: 6, y: 5, width: 286, height: 88))
    }

    func testFillProportionallySharesByNaturalWidth() {
        let a = WideView(natural: 100), b = WideView(natural: 300)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        place(stack, width: 200)
        XCTAssertEqual(a.frame.width, 50, accuracy: 1e-9)
        XCTAssertEqual(b.frame.width, 150, accuracy: 1e-9)
    }
}

private final class WideView: UIView {
    let natural: CGFloat
    init(natural: CGFloat) {
        self.natural = natural
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { CGSize(width: natural, height: UIView.noIntrinsicMetric) }
}
