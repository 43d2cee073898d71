import Foundation
import XCTest
@testable import ViewTree

final class ViewPropertyTests: XCTestCase {
    private final class Recorder: PropertyChangeRecorder {
        var records: [(AnimatableProperty, AnimatableVector, AnimatableVector)] = []
        func record(view: View, property: AnimatableProperty, from: AnimatableVector, to: AnimatableVector, token: UInt64) {
            records.append((property, from, to))
        }
    }

    func testSetOutsideCaptureMovesModelAndPresentation() {
        let v = View()
        v.alpha = 0.3
        XCTAssertEqual(v.alpha, 0.3)
        XCTAssertEqual(v.presentation.alpha, 0.3)
    }

    func testR10SetInsideCaptureMovesModelOnlyAndRecordsFromPresented() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let recorder = Recorder()
        PropertyCapture.capturing(into: recorder) {
            v.frame.origin.y = 100
        }
        XCTAssertEqual(v.frame.origin.y, 100)
        XCTAssertEqual(v.presentation.frame.origin.y, 0)
        XCTAssertEqual(recorder.records.count, 1)
        XCTAssertEqual(recorder.records.first?.0, .frame)
        XCTAssertEqual(recorder.records.first?.1[1], 0)
        XCTAssertEqual(recorder.records.first?.2[1], 100)
    }

    func testR8NonFiniteAssignmentsAreIgnored() {
        let v = View()
        v.alpha = 0.5
        v.alpha = .nan
        v.cornerRadius = .infinity
        v.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        XCTAssertEqual(v.alpha, 0.5)
        XCTAssertEqual(v.cornerRadius, 0)
        XCTAssertEqual(v.frame, .zero)
    }

    func testLastWriterDrivesThePresentedValue() {
        let v = View()
        let first = v.claim(.alpha)
        XCTAssertTrue(v.setPresented(.alpha, CGFloat(0.2).animatableVector, token: first))
        v.alpha = 1   // a direct set is a later writer
        XCTAssertFalse(v.setPresented(.alpha, CGFloat(0.4).animatableVector, token: first))
        XCTAssertEqual(v.presentation.alpha, 1)
    }

    func testTreeRejectsCycles() {
        let a = View(), b = View()
        a.addSubview(b)
        b.addSubview(a)
        XCTAssertNil(a.superview)
        XCTAssertTrue(b.superview === a)
        a.addSubview(a)
        XCTAssertEqual(a.subviews.count, 1)
    }

    func testViewNamedFindsDescendant() {
        let root = View(name: "root"), sheet = View(name: "sheet"), handle = View(name: "handle")
        root.addSubview(sheet)
        sheet.addSubview(handle)
        XCTAssertTrue(root.viewNamed("handle") === handle)
        XCTAssertNil(root.viewNamed("nothing"))
    }
}
