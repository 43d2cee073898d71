import AutoLayout
import Foundation
import XCTest

typealias UILayoutGuide = LayoutGuide

/// Layout guides: the margins and safe-area guides a view offers, and guides of one's own.
final class LayoutGuideTests: XCTestCase {
    private var root: TestView!
    private var child: TestView!

    override func setUp() {
        root = TestView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "root")
        child = TestView(name: "child")
        root.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        root.layoutEngine.report = { XCTFail("unexpected report: \($0)") }
    }

    func testAViewPinnedToTheMarginsGuideSitsEightPointsIn() {
        let margins = InsetLayoutGuide(insetting: root, by: LayoutInsets(top: 8, left: 8, bottom: 8, right: 8), identifier: "UIViewLayoutMarginsGuide")
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            child.topAnchor.constraint(equalTo: margins.topAnchor),
            child.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 8, y: 8, width: 384, height: 784))
        XCTAssertEqual(margins.layoutFrame, CGRect(x: 8, y: 8, width: 384, height: 784))
    }

    func testChangingTheSafeAreaInsetsMovesWhatIsPinnedToIt() {
        let safeArea = InsetLayoutGuide(insetting: root, by: .zero, identifier: "UIViewSafeAreaLayoutGuide")
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: safeArea.topAnchor),
            child.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
            child.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.minY, 0)
        safeArea.insets = LayoutInsets(top: 47, left: 0, bottom: 34, right: 0)
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 47, width: 10, height: 719))
    }

    func testAGuideOfOnesOwnSpacesTwoViews() {
        let other = TestView(name: "other")
        root.addSubview(other)
        other.translatesAutoresizingMaskIntoConstraints = false
        let gap = UILayoutGuide(identifier: "gap")
        gap.attach(to: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: child.trailingAnchor),
            gap.widthAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5),
            other.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            other.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor), other.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(other.frame.minX, 150)
        XCTAssertEqual(other.frame.width, 250)
        XCTAssertEqual(gap.layoutFrame.width, 50)
    }
}
