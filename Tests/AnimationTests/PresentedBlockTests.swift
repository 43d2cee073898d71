import FluidTestSupport
import Foundation
import XCTest
import ViewTree
@_spi(AnimationEngine) @testable import Animation

/// An animator's tracks on one view fused into a `PresentedBlock`: they land exactly
/// what the tracks land one by one, leave the lanes no track moves as they were, and fall back to
/// one by one when a value would not be finite (R8).
final class PresentedBlockTests: XCTestCase {
    private let start = CGRect(x: 3, y: 5, width: 20, height: 30)
    private let end = CGRect(x: 301.7, y: -45.3, width: 41, height: 77)
    private let turned = Transform(rotationAngle: 0.5).scaledBy(x: 1.5, y: 1.5)

    private func moveAll(_ view: View) {
        view.frame = end
        view.alpha = 0.37
        view.cornerRadius = 12.5
        view.transform = turned
    }

    /// Every presented lane of `view`, as bits: equal means identical, down to the sign of zero.
    private func bits(_ view: View) -> [UInt64] {
        AnimatableProperty.allCases.flatMap { p in (0..<8).map { view.presentation.vector(p)[$0].bitPattern } }
    }

    func testFusedTracksLandBitForBitWhatTheTracksLandOneByOne() {
        let driver = AnimationDriver()
        let fused = View(frame: start), apart = View(frame: start)
        let a = PropertyAnimator(duration: 0.7, curve: .easeInOut, driver: driver) { self.moveAll(fused) }
        // One animator per property: one track each, written on its own.
        let singles = [{ apart.frame = self.end }, { apart.alpha = 0.37 }, { apart.cornerRadius = 12.5 },
                       { apart.transform = self.turned }].map {
            PropertyAnimator(duration: 0.7, curve: .easeInOut, driver: driver, animations: $0)
        }
        a.startAnimation()
        singles.forEach { $0.startAnimation() }
        for i in 1...50 {
            driver.advance(to: Double(i) / 60)
            XCTAssertEqual(bits(fused), bits(apart), "frame \(i)")
        }
        XCTAssertTrue(singles.allSatisfy { $0.inStepWrites.blocks.isEmpty }, "a lone track is not fused")
        XCTAssertEqual(fused.presentation, apart.presentation)
        XCTAssertEqual(fused.presentation.frame, end)
    }

    func testTheFourPropertiesOfOneViewAreFusedIntoOneBlock() {
        let driver = AnimationDriver()
        let view = View(frame: start)
        let a = PropertyAnimator(duration: 1, curve: .easeInOut, driver: driver) { self.moveAll(view) }
        a.startAnimation()
        driver.advance(to: 0.1)
        XCTAssertTrue(a.tracksInStep)
        XCTAssertTrue(a.inStepWrites.hasLeadOnly)
        XCTAssertEqual(a.inStepWrites.members, [[0, 1, 2, 3]])
        XCTAssertTrue(a.inStepWrites.loose.isEmpty)
    }

    func testALaneNoTrackMovesKeepsItsNegativeZero() {
        let driver = AnimationDriver()
        let view = View(frame: start)
        view.transform = Transform(translation: CGPoint(x: -0.0, y: 0))
        // Frame and alpha are fused; the transform's lanes are in the block but no track moves them.
        let a = PropertyAnimator(duration: 1, curve: .easeInOut, driver: driver) {
            view.frame = self.end
            view.alpha = 0.5
        }
        a.startAnimation()
        for i in 1...20 { driver.advance(to: Double(i) / 60) }
        XCTAssertTrue(a.inStepWrites.hasLeadOnly)
        XCTAssertEqual(view.presentation.transform.translation.x.sign, .minus)
    }

    func testR8AValueThatWouldNotBeFiniteLeavesTheOtherTracksOfTheBlockMoving() {
        let driver = AnimationDriver()
        let big = 1.5e308
        let view = View(frame: CGRect(x: big, y: 0, width: 1, height: 1))
        let a = PropertyAnimator(duration: 1, curve: .linear, driver: driver) {
            view.frame = CGRect(x: -big, y: 0, width: 1, height: 1)   // a change of −3e308: refused
            view.alpha = 0
        }
        a.startAnimation()
        driver.advance(to: 0.25)
        driver.advance(to: 0.5)
        XCTAssertTrue(a.inStepWrites.hasLeadOnly)
        XCTAssertEqual(view.presentation.frame.origin.x, big, "the frame's write is refused")
        assertClose(Double(view.presentation.alpha), 0.5, 1e-12, "alpha moves all the same")
    }

    func testTwoTracksOnOnePropertyStayApartAndAddUpInTheirOrder() {
        let driver = AnimationDriver()
        let view = View(frame: start)
        let a = PropertyAnimator(duration: 1, curve: .linear, driver: driver) {
            view.frame = self.end
            view.cornerRadius = 8
        }
        a.addAnimations { view.cornerRadius = 20 }
        a.startAnimation()
        driver.advance(to: 0.5)
        XCTAssertTrue(a.tracksInStep)
        XCTAssertTrue(a.inStepWrites.blocks.isEmpty, "frame is left alone on the view: not fused")
        XCTAssertEqual(a.inStepWrites.loose.count, 3)
        assertClose(Double(view.presentation.cornerRadius), 10, 1e-12)
    }

    func testAPropertyOutsideTheHeadIsWrittenOnItsOwnBesideTheBlock() {
        let driver = AnimationDriver()
        let view = View(frame: start)
        let a = PropertyAnimator(duration: 1, curve: .linear, driver: driver) {
            view.frame = self.end
            view.alpha = 0
            view.blurRadius = 10
        }
        a.startAnimation()
        driver.advance(to: 0.5)
        XCTAssertEqual(a.inStepWrites.members, [[0, 1]])
        XCTAssertEqual(a.inStepWrites.loose.count, 1)
        XCTAssertFalse(a.inStepWrites.hasLeadOnly)
        assertClose(Double(view.presentation.blurRadius), 5, 1e-12)
        assertClose(Double(view.presentation.alpha), 0.5, 1e-12)
    }
}
