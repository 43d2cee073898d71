import Foundation
import XCTest
@_spi(AnimationEngine) @testable import ViewTree

/// The lane pointers animators write presented values through: each property's lanes
/// are where `presentation` reads them, in vector order, and stay put for the view's life.
final class PresentedLanesTests: XCTestCase {
    func testWritingThroughTheLanesIsWhatPresentationReads() {
        let v = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        for property in AnimatableProperty.allCases {
            let lanes = v.presentedLanes(property)
            for k in 0..<property.laneCount { lanes[k] = Double(100 * (property.rawValue + 1) + k) }
        }
        for property in AnimatableProperty.allCases {
            let vector = v.presentation.vector(property)
            for k in 0..<8 {
                let expected = k < property.laneCount ? Double(100 * (property.rawValue + 1) + k) : 0
                XCTAssertEqual(vector[k], expected, "\(property) lane \(k)")
            }
        }
        XCTAssertEqual(v.model.frame, CGRect(x: 1, y: 2, width: 3, height: 4), "the model is not touched")
    }

    /// The written-out lane table is the one the fields' key paths give (it used to be worked
    /// out from them in the first frame that animated a view).
    func testTheWrittenLaneTableIsTheFieldsLayout() {
        for property in AnimatableProperty.allCases {
            let fromKeyPaths = PresentedLayout.checkedLayout(property)
            let written = PresentedLayout.table[property.rawValue]
            XCTAssertEqual(written.offset, fromKeyPaths.offset, "\(property)'s first lane")
            XCTAssertEqual(written.count, fromKeyPaths.count, "\(property)'s lane count")
        }
        XCTAssertEqual(PresentedLayout.table.count, AnimatableProperty.allCases.count)
    }

    func testLaneCountsCoverEveryNonZeroLaneOfAValue() {
        var values = AnimatableValues()
        values.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        values.boundsOrigin = CGPoint(x: 5, y: 6)
        values.alpha = 0.5
        values.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        values.cornerRadius = 7
        values.blurRadius = 8
        values.transform = Transform(translation: CGPoint(x: 9, y: 10), scale: CGSize(width: 11, height: 12),
                                     rotation: 13, skew: 14)
        for property in AnimatableProperty.allCases {
            let vector = values.vector(property)
            XCTAssertNotEqual(vector[property.laneCount - 1], 0, "\(property): its last lane is within laneCount")
            for k in property.laneCount..<8 { XCTAssertEqual(vector[k], 0, "\(property) lane \(k)") }
        }
    }

    func testLanesStayWhereTheyAreAsTheViewChanges() {
        let v = View()
        let before = AnimatableProperty.allCases.map { v.presentedLanes($0) }
        v.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        v.transform = Transform(rotationAngle: 1)
        v.addSubview(View())
        XCTAssertEqual(AnimatableProperty.allCases.map { v.presentedLanes($0) }, before)
        XCTAssertEqual(v.presentedLanes(.frame)[0], 10)
    }

    func testTheHeadHoldsFrameTransformAlphaAndCornerRadiusInPairs() {
        let v = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        v.transform = Transform(translation: CGPoint(x: 5, y: 6), scale: CGSize(width: 7, height: 8), rotation: 9, skew: 10)
        v.alpha = 0.5
        v.cornerRadius = 11
        let head = v.presentedHead
        XCTAssertEqual(Int(bitPattern: head) % 16, 0, "pairs are 16-byte aligned")
        let lanes = (0..<View.presentedHeadLaneCount / 2).flatMap { [head[$0].x, head[$0].y] }
        XCTAssertEqual(lanes, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0.5, 11])
        let inHead = AnimatableProperty.allCases.filter(\.isInPresentedHead)
        XCTAssertEqual(Set(inHead), [.frame, .transform, .alpha, .cornerRadius])
    }
}
