import AutoLayout
import Foundation
import XCTest

/// R34: required constraints that cannot all hold are reported once with the constraints
/// involved, one is broken, and the app goes on.
final class UnsatisfiableTests: XCTestCase {
    private var root: TestView!
    private var child: TestView!
    private var reports: [LayoutReport] = []

    override func setUp() {
        root = TestView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "root")
        child = TestView(frame: CGRect(x: 10, y: 20, width: 30, height: 40), name: "child")
        root.addSubview(child)
        reports = []
        root.layoutEngine.report = { [unowned self] in reports.append($0) }
    }

    func testTwoWidthsAreReportedOnceAndTheLaterOneIsBroken() {
        child.translatesAutoresizingMaskIntoConstraints = false
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([first, second, child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(reports.first?.kind, .unsatisfiable)
        XCTAssert(reports.first?.broken === second)
        XCTAssertEqual(reports.first?.involved.map(ObjectIdentifier.init), [second, first].map(ObjectIdentifier.init))
        XCTAssertEqual(child.frame.width, 100, "the app goes on with the constraint that held")
        XCTAssertTrue(second.isActive, "a broken constraint stays active, as in UIKit")
        XCTAssert(root.layoutEngine.brokenConstraints.contains { $0 === second })
    }

    func testAConstraintOnAViewThatTranslatesItsMaskConflictsWithItsFrame() {
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(reports.count, 1)
        let text = reports.first?.description ?? ""
        XCTAssert(text.contains("Unable to simultaneously satisfy constraints"), text)
        XCTAssert(text.contains("NSAutoresizingMaskLayoutConstraint"), text)
        XCTAssert(text.contains("Will attempt to recover by breaking constraint"), text)
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 20, width: 30, height: 40), "the frame code gave it holds")
    }

    func testABrokenConstraintHoldsOnceWhatItConflictedWithGoes() {
        child.translatesAutoresizingMaskIntoConstraints = false
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([first, second])
        first.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 200)
        XCTAssertTrue(root.layoutEngine.brokenConstraints.isEmpty)
        XCTAssertEqual(reports.count, 1, "the retry is silent")
    }

    func testAConstantThatCannotHoldBreaksItsConstraintOnce() {
        child.translatesAutoresizingMaskIntoConstraints = false
        let floor = child.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
        let ceiling = child.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        NSLayoutConstraint.activate([floor, ceiling])
        floor.constant = 150
        root.layoutIfNeeded()
        XCTAssertEqual(reports.count, 1)
        XCTAssert(reports.first?.broken === floor)
        XCTAssert(reports.first?.involved.contains { $0 === ceiling } ?? false)
        XCTAssertLessThanOrEqual(child.frame.width, 100)
        floor.constant = 80  // fits again: taken back silently
        root.layoutIfNeeded()
        XCTAssertGreaterThanOrEqual(child.frame.width, 80 - 1e-9)
        XCTAssertTrue(root.layoutEngine.brokenConstraints.isEmpty)
        XCTAssertEqual(reports.count, 1)
    }

    func testChangingAnActiveConstraintToOrFromRequiredIsReportedAndRefused() {
        child.translatesAutoresizingMaskIntoConstraints = false
        let c = child.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        c.priority = .defaultHigh
        XCTAssertEqual(c.priority, .required)
        XCTAssertEqual(reports.map(\.kind), [.unsupportedPriorityChange])
    }

    func testAConstraintBetweenTwoTreesIsReportedAndNotActivated() {
        let stranger = TestView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let c = child.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        c.isActive = true
        XCTAssertFalse(c.isActive)
        XCTAssertEqual(reports.map(\.kind), [.noCommonAncestor])
    }

    func testLeadingAgainstLeftIsReportedAndNotActivated() {
        let c = NSLayoutConstraint(item: child!, attribute: .leading, relatedBy: .equal, toItem: root,
                                   attribute: .left, multiplier: 1, constant: 0)
        c.isActive = true
        XCTAssertFalse(c.isActive)
        XCTAssertEqual(reports.map(\.kind), [.invalidConstraint])
    }
}
