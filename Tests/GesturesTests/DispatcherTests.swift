import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// Who gets the pointer and when (R26, R30, R32): hit testing, exclusivity, coalescing, handlers.
final class DispatcherTests: GestureTestCase {
    // R26: deepest view with a recogniser; an ancestor sees the drag when the child has none.
    func testHitTestingPicksDeepestAndFallsBackToAncestors() {
        let sheet = View(frame: CGRect(x: 0, y: 200, width: 400, height: 600), name: "sheet")
        let titleBar = View(frame: CGRect(x: 0, y: 0, width: 400, height: 60), name: "titleBar")
        let label = View(frame: CGRect(x: 10, y: 10, width: 100, height: 40), name: "label")
        root.addSubview(sheet)
        sheet.addSubview(titleBar)
        titleBar.addSubview(label)
        let sheetPan = PanGestureRecognizer(), titleTap = TapGestureRecognizer()
        sheet.addGestureRecognizer(sheetPan)
        titleBar.addGestureRecognizer(titleTap)
        let panLog = log(sheetPan), tapLog = log(titleTap)

        // A tap on the label (no recogniser) reaches the title bar's tap.
        drag(from: CGPoint(x: 20, y: 220), to: CGPoint(x: 22, y: 221), steps: 2)
        XCTAssertEqual(tapLog.states, [.ended])
        XCTAssertEqual(panLog.states, [])
        // A drag on the title bar reaches the sheet's pan, and fails the title bar's tap (R30).
        drag(from: CGPoint(x: 20, y: 220), to: CGPoint(x: 20, y: 320))
        XCTAssertEqual(panLog.states.first, .began)
        XCTAssertEqual(panLog.states.last, .ended)
        XCTAssertEqual(tapLog.states, [.ended])
        XCTAssertEqual(titleTap.state, .failed)

        // Hidden, transparent and non-interactive views are not hit: the press falls through.
        let overlay = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "overlay")
        let overlayTap = TapGestureRecognizer()
        overlay.addGestureRecognizer(overlayTap)
        let overlayLog = log(overlayTap)
        root.addSubview(overlay)
        for hide in [{ overlay.isHidden = true }, { overlay.alpha = 0.005 }, { overlay.isUserInteractionEnabled = false }] {
            overlay.isHidden = false; overlay.alpha = 1; overlay.isUserInteractionEnabled = true
            hide()
            drag(from: CGPoint(x: 20, y: 220), to: CGPoint(x: 20, y: 221), steps: 1)
        }
        XCTAssertEqual(overlayLog.states, [])
        XCTAssertEqual(tapLog.states.count, 4)
        overlay.isHidden = false; overlay.alpha = 1; overlay.isUserInteractionEnabled = true
        drag(from: CGPoint(x: 20, y: 220), to: CGPoint(x: 20, y: 221), steps: 1)
        XCTAssertEqual(overlayLog.states, [.ended])
        XCTAssertEqual(tapLog.states.count, 4)
    }

    func testNestedPansChildWinsUnlessSimultaneous() {
        let child = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200), name: "child")
        root.addSubview(child)
        let outer = PanGestureRecognizer(), inner = PanGestureRecognizer()
        root.addGestureRecognizer(outer)
        child.addGestureRecognizer(inner)
        let outerLog = log(outer), innerLog = log(inner)
        drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50))
        XCTAssertEqual(innerLog.states.first, .began)
        XCTAssertEqual(outerLog.states, [])
        XCTAssertEqual(outer.state, .failed)

        final class Both: GestureRecognizerDelegate {
            func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith o: GestureRecognizer) -> Bool { true }
        }
        let both = Both()
        inner.delegate = both
        drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50))
        XCTAssertEqual(outerLog.states.first, .began)
        XCTAssertEqual(outerLog.states.last, .ended)
        XCTAssertEqual(innerLog.states.last, .ended)

        // A delegate can veto a pan; then the outer one wins.
        final class Veto: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool { false }
        }
        let veto = Veto()
        inner.delegate = veto
        let innerCount = innerLog.states.count, outerCount = outerLog.states.count
        drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50))
        XCTAssertEqual(innerLog.states.count, innerCount)
        XCTAssertEqual(inner.state, .failed)
        XCTAssertGreaterThan(outerLog.states.count, outerCount)
    }

    // R32: a flood is coalesced into one `.changed` per flush; every sample reaches the tracker.
    func testFloodIsCoalescedButTrackedInFull() {
        dispatcher.coalescesChanges = true
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        let panLog = log(pan)
        dispatcher.handle(PointerEvent(.down, x: 0, y: 0, timestamp: 0))
        // Frame 1: 5000 samples at 50 kHz, all in one frame. `.began` is not held back.
        var t = 0.0
        for i in 1...5000 {
            t = Double(i) / 50_000
            dispatcher.handle(PointerEvent(.move, x: 2000 * t, y: 0, timestamp: t))
        }
        XCTAssertEqual(panLog.states, [.began])
        dispatcher.flush()
        XCTAssertEqual(panLog.states, [.began, .changed])
        XCTAssertEqual(pan.translation(in: nil).x, 190, accuracy: 1e-9)  // R28: less the 10 pt hysteresis
        XCTAssertEqual(Double(pan.velocity(in: nil).x), 2000, accuracy: 1)
        dispatcher.flush()  // nothing new: no `.changed`
        XCTAssertEqual(panLog.states.count, 2)
        // Frame 2: more moves, then the release in the same frame: the held-back `.changed`
        // fires before `.ended`, so the scene sees the final position first.
        for i in 1...100 {
            dispatcher.handle(PointerEvent(.move, x: 200 + CGFloat(i), y: 0, timestamp: t + Double(i) / 50_000))
        }
        dispatcher.handle(PointerEvent(.up, x: 300, y: 0, timestamp: t + 0.002))
        XCTAssertEqual(panLog.states, [.began, .changed, .changed, .ended])
        XCTAssertEqual(pan.translation(in: nil).x, 290, accuracy: 1e-9)
        dispatcher.flush()
        XCTAssertEqual(panLog.states.count, 4)
    }

    func testTargetActionAndClosureInitialisers() {
        let scene = DrawerScene()
        let pan = PanGestureRecognizer(target: scene, action: DrawerScene.didPan)
        let tap = TapGestureRecognizer(target: scene, action: DrawerScene.toggleDrawerTapped)
        let button = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        root.addSubview(button)
        root.addGestureRecognizer(pan)
        button.addGestureRecognizer(tap)
        XCTAssertTrue(pan.view === root)
        XCTAssertEqual(button.gestureRecognizers.count, 1)
        drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 12, y: 10), steps: 1)
        XCTAssertEqual(scene.taps, 1)
        drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 10, y: 300))
        XCTAssertEqual(scene.pans.first, .began)
        XCTAssertEqual(scene.pans.last, .ended)

        var tapped = 0
        let closureTap = TapGestureRecognizer { _ in tapped += 1 }
        button.removeGestureRecognizer(tap)
        XCTAssertNil(tap.view)
        button.addGestureRecognizer(closureTap)
        drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 12, y: 10), steps: 1)
        XCTAssertEqual(tapped, 1)
        XCTAssertEqual(scene.taps, 1)
    }

    func testTargetIsHeldWeakly() {
        var scene: DrawerScene? = DrawerScene()
        weak var weakScene = scene
        let pan = PanGestureRecognizer(target: scene!, action: DrawerScene.didPan)
        root.addGestureRecognizer(pan)
        scene = nil
        XCTAssertNil(weakScene)
        drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 10, y: 300))  // no crash
        XCTAssertEqual(pan.state, .ended)
    }

    func testNonFiniteEventsAreDropped() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        dispatcher.handle(PointerEvent(.down, x: 10, y: 10, timestamp: 0))
        dispatcher.handle(PointerEvent(.move, x: .nan, y: 10, timestamp: 0.01))
        dispatcher.handle(PointerEvent(.move, x: 10, y: 60, timestamp: .infinity))
        XCTAssertEqual(pan.state, .possible)
        XCTAssertEqual(pan.translation(in: nil), .zero)
    }

    func testRemovingTheRecognizerMidDragCancels() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        let panLog = log(pan)
        drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), release: false)
        root.removeGestureRecognizer(pan)
        XCTAssertEqual(panLog.states.last, .cancelled)
        dispatcher.handle(PointerEvent(.up, x: 100, y: 10, timestamp: 1))
        XCTAssertEqual(panLog.states.last, .cancelled)
        XCTAssertTrue(root.gestureRecognizers.isEmpty)
    }
}
