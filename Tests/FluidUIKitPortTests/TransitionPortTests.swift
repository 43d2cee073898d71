// Snapshots and UIView.transition as UIKit code uses them: a card that flips to its back, a
// label that cross-fades to new text, and a view swapped for another.
import FluidUIKit
import XCTest

final class TransitionPortTests: XCTestCase {
    private func card() -> (root: UIView, card: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        card.backgroundColor = .red
        card.layer.cornerRadius = 8
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .white
        card.addSubview(badge)
        root.addSubview(card)
        return (root, card)
    }

    func testASnapshotKeepsWhatTheViewShowedAndIgnoresLaterChanges() throws {
        let (_, card) = card()
        let snapshot = try XCTUnwrap(card.snapshotView(afterScreenUpdates: false))
        card.backgroundColor = .blue
        XCTAssertEqual(snapshot.frame, CGRect(x: 0, y: 0, width: 60, height: 60))
        XCTAssertEqual(snapshot.backgroundColor, .red)
        XCTAssertEqual(snapshot.layer.cornerRadius, 8)
        XCTAssertEqual(snapshot.subviews.count, 1, "the subtree is copied")
        XCTAssertFalse(snapshot.subviews[0].isUserInteractionEnabled)
        let pixel = headlessPixels(of: {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(snapshot)
            return root
        }())
        XCTAssertEqual(pixel(5, 30), 0xFF0000, "drawn red")
        XCTAssertEqual(pixel(20, 20), 0xFFFFFF, "with the badge")
    }

    func testACrossDissolveFadesTheOldLookOutOverTheNew() {
        let (root, card) = card()
        let device = Device(window: root)
        var finished = false
        device.main {
            UIView.transition(with: card, duration: 0.4, options: .transitionCrossDissolve, animations: {
                card.backgroundColor = .blue
            }, completion: { finished = $0 })
        }
        XCTAssertEqual(card.backgroundColor, .blue, "the change is made at once")
        XCTAssertEqual(root.subviews.count, 2, "the old look lies over it")
        device.wait(0.2)
        let midway = headlessPixels(of: root)(50, 30)
        XCTAssertTrue((midway >> 16) & 0xFF > 0x40 && midway & 0xFF > 0x40, "red and blue mixed: \(String(midway, radix: 16))")
        device.wait(0.3)
        XCTAssertTrue(finished)
        XCTAssertEqual(root.subviews.count, 1, "the old look is gone")
        XCTAssertEqual(headlessPixels(of: root)(50, 30), 0x0000FF)
    }

    func testAFlipTurnsTheOldLookEdgeOnAndTheNewBack() {
        let (root, card) = card()
        let device = Device(window: root)
        var finished = false
        device.main {
            UIView.transition(with: card, duration: 0.4, options: [.transitionFlipFromLeft], animations: {
                card.backgroundColor = .green
            }, completion: { finished = $0 })
        }
        XCTAssertTrue(card.isHidden, "the view waits while its looks turn")
        device.wait(0.1)
        let pixel = headlessPixels(of: root)
        XCTAssertEqual(pixel(22, 50), 0xFFFFFF, "the old look narrows toward its middle")
        XCTAssertEqual(pixel(50, 50), 0xFF0000)
        device.wait(0.45)
        XCTAssertTrue(finished)
        XCTAssertFalse(card.isHidden)
        XCTAssertEqual(root.subviews.count, 1)
        XCTAssertEqual(headlessPixels(of: root)(22, 50), UIColor.green.cgColor.hexRGB)
    }

    func testTransitionFromOneViewToAnotherPutsTheNewOneInItsPlace() {
        let (root, card) = card()
        let back = UIView()
        back.backgroundColor = .blue
        let device = Device(window: root)
        device.main { UIView.transition(from: card, to: back, duration: 0.3, options: .transitionCrossDissolve) }
        XCTAssertNil(card.superview)
        XCTAssertTrue(back.superview === root)
        XCTAssertEqual(back.frame, CGRect(x: 20, y: 20, width: 60, height: 60))
        device.wait(0.4)
        XCTAssertEqual(root.subviews.count, 1)
    }
}

private extension CGColor {
    /// The colour as 0xRRGGBB, as the pixel reader gives it.
    var hexRGB: UInt32 {
        let c = color
        return UInt32((c.red * 255).rounded()) << 16 | UInt32((c.green * 255).rounded()) << 8 | UInt32((c.blue * 255).rounded())
    }
}
