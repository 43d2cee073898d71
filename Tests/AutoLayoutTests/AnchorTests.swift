import AutoLayout
import Foundation
import XCTest

/// Anchors and NSLayoutConstraint in UIKit spelling, against Apple's documentation: each method
/// "defines the relationship first attribute = m × second attribute + c".
final class AnchorTests: XCTestCase {
    private var root: TestView!
    private var child: TestView!
    private var reports: [LayoutReport] = []

    override func setUp() {
        root = TestView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "root")
        child = TestView(name: "child")
        root.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        reports = []
        root.layoutEngine.report = { [unowned self] in reports.append($0) }
    }

    func testPinningEdgesWithConstantsPlacesTheView() {
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 20, y: 100, width: 360, height: 44))
        XCTAssertTrue(reports.isEmpty)
    }

    func testCentringAndAMultipliedWidth() {
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5, constant: 4),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 100, y: 358, width: 200, height: 104))  // centre 410, half height 52
    }

    func testLeftRightTopBottomAnchors() {
        NSLayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            child.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -15),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -30),
            child.topAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 5, y: 400, width: 380, height: 370))
    }

    func testInequalitiesHoldAgainstAWeakerWish() {
        let wish = child.widthAnchor.constraint(equalToConstant: 1000)
        wish.priority = .defaultLow
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
            child.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            child.widthAnchor.constraint(greaterThanOrEqualToConstant: 30),
            child.widthAnchor.constraint(lessThanOrEqualToConstant: 500),
            child.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, multiplier: 0.25),
            child.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 8),
            wish,
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 390, "as wide as the trailing limit lets it")
        XCTAssertGreaterThanOrEqual(child.frame.minY, 8)
        XCTAssertTrue(reports.isEmpty)
        XCTAssertGreaterThanOrEqual(child.frame.height, 50)
        XCTAssertLessThanOrEqual(child.frame.height, 200)
    }

    func testTheInitialiserWithItemsAndAttributesIsTheSameRelation() {
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child!, attribute: .width, relatedBy: .equal, toItem: nil,
                               attribute: .notAnAttribute, multiplier: 1, constant: 120),
            NSLayoutConstraint(item: child!, attribute: .height, relatedBy: .equal, toItem: child,
                               attribute: .width, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: child!, attribute: .left, relatedBy: .equal, toItem: root,
                               attribute: .left, multiplier: 1, constant: 7),
            NSLayoutConstraint(item: child!, attribute: .top, relatedBy: .greaterThanOrEqual, toItem: root,
                               attribute: .top, multiplier: 1, constant: 9),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.size, CGSize(width: 120, height: 60))
        XCTAssertEqual(child.frame.minX, 7)
        XCTAssertGreaterThanOrEqual(child.frame.minY, 9)
    }

    func testAConstraintFromAnAnchorStartsInactiveWithRequiredPriority() {
        let c = child.widthAnchor.constraint(equalToConstant: 10)
        XCTAssertFalse(c.isActive)
        XCTAssertEqual(c.priority, .required)
        XCTAssertEqual(c.multiplier, 1)
        XCTAssert(c.firstItem === child)
        XCTAssertNil(c.secondItem)
        XCTAssertEqual(c.firstAttribute, .width)
        XCTAssertEqual(c.secondAttribute, .notAnAttribute)
        c.isActive = true
        XCTAssertTrue(c.isActive)
        NSLayoutConstraint.deactivate([c])
        XCTAssertFalse(c.isActive)
    }

    func testPrioritiesHaveUIKitsValues() {
        XCTAssertEqual(UILayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(UILayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual((UILayoutPriority.defaultHigh + 1).rawValue, 751)
        XCTAssertEqual(UILayoutPriority(999), UILayoutPriority.required - 1)
    }

    func testTheDescriptionReadsLikeUIKits() {
        let c = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        func address(_ object: AnyObject) -> String { "\(Unmanaged.passUnretained(object).toOpaque())" }
        let line = "<NSLayoutConstraint:\(address(c)) TestView:\(address(child)).leading == TestView:\(address(root)).leading + 20"
        XCTAssertEqual(c.description, line + ">")
        c.isActive = true
        XCTAssertEqual(c.description, line + " (active)>")
    }
}
