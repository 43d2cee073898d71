import AutoLayout
import Foundation
import XCTest

/// Constants that change (a drag, an animation's target), priorities between optional levels,
/// frames set by code, and trees joining.
final class ConstantChangeTests: XCTestCase {
    private var root: TestView!
    private var sheet: TestView!

    override func setUp() {
        root = TestView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "root")
        sheet = TestView(name: "sheet")
        root.addSubview(sheet)
        sheet.translatesAutoresizingMaskIntoConstraints = false
        root.layoutEngine.report = { XCTFail("unexpected report: \($0)") }
    }

    /// The popup drawer: a sheet whose top follows the finger every frame through its constant,
    /// clamped by an inequality.
    func testASheetFollowsItsTopConstantEveryFrameOfADrag() {
        let top = sheet.topAnchor.constraint(equalTo: root.bottomAnchor, constant: -100)
        top.priority = .defaultHigh
        NSLayoutConstraint.activate([
            top,
            sheet.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 200),
            sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            sheet.heightAnchor.constraint(equalToConstant: 700),
        ])
        for frame in 0...120 {
            top.constant = -100 - CGFloat(frame) * 5
            root.layoutIfNeeded()
            XCTAssertEqual(sheet.frame.minY, max(700 - CGFloat(frame) * 5, 200), "frame \(frame)")
            XCTAssertEqual(sheet.frame.width, 400)
        }
    }

    func testLayoutIfNeededDoesNothingWhenNothingChanged() {
        sheet.widthAnchor.constraint(equalToConstant: 10).isActive = true
        NSLayoutConstraint.activate([sheet.heightAnchor.constraint(equalToConstant: 10),
                                     sheet.topAnchor.constraint(equalTo: root.topAnchor),
                                     sheet.leftAnchor.constraint(equalTo: root.leftAnchor)])
        root.layoutIfNeeded()
        let count = sheet.appliedFrames.count
        root.layoutIfNeeded()
        XCTAssertEqual(sheet.appliedFrames.count, count)
        XCTAssertFalse(root.layoutEngine.needsLayout)
    }

    func testAnOptionalPriorityCanChangeWhileActive() {
        let narrow = sheet.widthAnchor.constraint(equalToConstant: 100)
        let wide = sheet.widthAnchor.constraint(equalToConstant: 300)
        narrow.priority = .defaultLow
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([narrow, wide])
        root.layoutIfNeeded()
        XCTAssertEqual(sheet.frame.width, 300)
        narrow.priority = UILayoutPriority(999)
        root.layoutIfNeeded()
        XCTAssertEqual(sheet.frame.width, 100)
    }

    func testAFrameSetByCodeMovesWhatIsConstrainedToIt() {
        let card = TestView(frame: CGRect(x: 50, y: 60, width: 100, height: 100), name: "card")
        root.addSubview(card)  // translates its frame
        NSLayoutConstraint.activate([
            sheet.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8),
            sheet.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            sheet.widthAnchor.constraint(equalTo: card.widthAnchor),
            sheet.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(sheet.frame, CGRect(x: 50, y: 168, width: 100, height: 20))
        card.frame = CGRect(x: 10, y: 10, width: 200, height: 50)
        root.layoutIfNeeded()
        XCTAssertEqual(sheet.frame, CGRect(x: 10, y: 68, width: 200, height: 20))
    }

    func testFramesAreInTheSuperviewsCoordinates() {
        let inner = TestView(name: "inner")
        sheet.addSubview(inner)
        inner.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            sheet.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
            sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
            sheet.widthAnchor.constraint(equalToConstant: 200), sheet.heightAnchor.constraint(equalToConstant: 200),
            inner.centerXAnchor.constraint(equalTo: sheet.centerXAnchor),
            inner.centerYAnchor.constraint(equalTo: sheet.centerYAnchor),
            inner.widthAnchor.constraint(equalToConstant: 20), inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 90, y: 90, width: 20, height: 20))
    }

    func testConstraintsMadeBeforeATreeJoinsAWindowMoveWithIt() {
        let panel = TestView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "panel")
        let label = TestView(name: "label")
        panel.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 4),
            label.topAnchor.constraint(equalTo: panel.topAnchor, constant: 4),
            label.widthAnchor.constraint(equalTo: panel.widthAnchor, multiplier: 0.5),
            label.heightAnchor.constraint(equalToConstant: 10),
        ])
        let old = panel.layoutEngine
        panel.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        root.addSubview(panel)
        XCTAssertTrue(old.constraints.isEmpty)
        XCTAssertEqual(root.layoutEngine.constraints.filter { $0.firstItem === label }.count, 4)
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 4, y: 4, width: 50, height: 10))
    }
}
