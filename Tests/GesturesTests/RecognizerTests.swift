import Foundation
import XCTest
import ViewTree
@testable import Gestures

/// Records every state a recogniser reports to its handlers.
final class StateLog {
    var states: [GestureRecognizerState] = []
}

/// A scene-like target for target–action.
final class DrawerScene {
    var pans: [GestureRecognizerState] = []
    var taps = 0
    func didPan(_ recognizer: PanGestureRecognizer) { pans.append(recognizer.state) }
    func toggleDrawerTapped() { taps += 1 }
}

final class RecognizerTests: XCTestCase {
    var root: View!
    var dispatcher: GestureDispatcher!

    override func setUp() {
        root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "root")
        dispatcher = GestureDispatcher(root: root)
    }

    private func log(_ pan: PanGestureRecognizer) -> StateLog {
        let log = StateLog()
        pan.addHandler { log.states.append($0.state) }
        return log
    }

    private func log(_ tap: TapGestureRecognizer) -> StateLog {
        let log = StateLog()
        tap.addHandler { log.states.append($0.state) }
        return log
    }

    /// Press at `from`, move in `steps` equal steps to `to` at 120 Hz, optionally release.
    private func drag(from: CGPoint, to: CGPoint, steps: Int = 10, start: Double = 0, release: Bool = true) {
        dispatcher.handle(PointerEvent(.down, location: from, timestamp: start))
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            dispatcher.handle(PointerEvent(.move, x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f,
                                           timestamp: start + Double(i) / 120))
        }
        if release {
            dispatcher.handle(PointerEvent(.up, location: to, timestamp: start + Double(steps) / 120))
        }
    }

    // R30, R27
    func testSmallMoveIsATapNotAPan() {
        let button = View(frame: CGRect(x: 100, y: 100, width: 200, height: 44), name: "button")
        root.addSubview(button)
        let pan = PanGestureRecognizer(), tap = TapGestureRecognizer()
        button.addGestureRecognizer(pan)
        button.addGestureRecognizer(tap)
        let panLog = log(pan), tapLog = log(tap)
        drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 155, y: 120), steps: 5)
        XCTAssertEqual(tapLog.states, [.ended])
        XCTAssertEqual(panLog.states, [])
        XCTAssertEqual(pan.state, .failed)
        XCTAssertEqual(tap.state, .recognized)
        XCTAssertFalse(dispatcher.hasActiveGesture)
    }

    // R27, R30
    func testLongMoveIsAPanThatBeganOnce() {
        let card = View(frame: CGRect(x: 0, y: 400, width: 400, height: 400), name: "card")
        root.addSubview(card)
        let pan = PanGestureRecognizer(), tap = TapGestureRecognizer()
        card.addGestureRecognizer(tap)
        card.addGestureRecognizer(pan)
        let panLog = log(pan), tapLog = log(tap)
        drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 470), steps: 10, release: false)
        XCTAssertEqual(panLog.states.filter { $0 == .began }.count, 1)
        XCTAssertEqual(panLog.states.first, .began)
        // 3 pt per step: began at the 4th move (12 pt), changed on each of the 6 after.
        XCTAssertEqual(panLog.states, [.began] + Array(repeating: .changed, count: 6))
        XCTAssertEqual(tap.state, .failed)
        XCTAssertEqual(pan.translation(in: card), CGPoint(x: 0, y: -30))  // R28: from the press
        dispatcher.handle(PointerEvent(.up, x: 200, y: 470, timestamp: 0.2))
        XCTAssertEqual(panLog.states.last, .ended)
        XCTAssertEqual(tapLog.states, [])
    }

    // R27: exactly 10 points begins.
    func testHysteresisIsTenPoints() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        dispatcher.handle(PointerEvent(.down, x: 100, y: 100, timestamp: 0))
        dispatcher.handle(PointerEvent(.move, x: 106, y: 107.9, timestamp: 0.01))  // 9.99 pt
        XCTAssertEqual(pan.state, .possible)
        dispatcher.handle(PointerEvent(.move, x: 106, y: 108, timestamp: 0.02))  // 10 pt
        XCTAssertEqual(pan.state, .began)
    }

    // R27: focus loss (and Escape) mid-drag cancels.
    func testCancelAllMidDragCancels() {
        let pan = PanGestureRecognizer(), tap = TapGestureRecognizer()
        root.addGestureRecognizer(pan)
        root.addGestureRecognizer(tap)
        let panLog = log(pan), tapLog = log(tap)
        drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), release: false)
        dispatcher.cancelAll()
        XCTAssertEqual(panLog.states.last, .cancelled)
        XCTAssertEqual(panLog.states.filter { $0 == .cancelled }.count, 1)
        XCTAssertFalse(dispatcher.hasActiveGesture)
        // The rest of that drag is ignored.
        dispatcher.handle(PointerEvent(.move, x: 150, y: 10, timestamp: 1))
        dispatcher.handle(PointerEvent(.up, x: 150, y: 10, timestamp: 1.1))
        XCTAssertEqual(panLog.states.last, .cancelled)
        XCTAssertEqual(tapLog.states, [])
    }

    func testCancelBeforeBeganFailsSilently() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        let panLog = log(pan)
        dispatcher.handle(PointerEvent(.down, x: 10, y: 10, timestamp: 0))
        dispatcher.handle(PointerEvent(.cancel, x: 10, y: 10, timestamp: 0.1))
        XCTAssertEqual(pan.state, .failed)
        XCTAssertEqual(panLog.states, [])
    }

    // R27: disabling mid-drag cancels; a disabled recogniser then ignores presses.
    func testDisablingMidDragCancels() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        let panLog = log(pan)
        drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), release: false)
        pan.isEnabled = false
        XCTAssertEqual(panLog.states.last, .cancelled)
        dispatcher.handle(PointerEvent(.move, x: 150, y: 10, timestamp: 1))
        dispatcher.handle(PointerEvent(.up, x: 150, y: 10, timestamp: 1.1))
        XCTAssertEqual(panLog.states.filter { $0 == .cancelled }.count, 1)
        XCTAssertEqual(panLog.states.last, .cancelled)
        let count = panLog.states.count
        drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10))
        XCTAssertEqual(panLog.states.count, count)
        pan.isEnabled = true
        drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10))
        XCTAssertEqual(panLog.states.last, .ended)
    }

    func testDisablingFromInsideTheHandler() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        let log = StateLog()
        pan.addHandler { p in
            log.states.append(p.state)
            if p.state == .changed { p.isEnabled = false }
        }
        drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10))
        XCTAssertEqual(log.states, [.began, .changed, .cancelled])
    }

    // R28: translation in a rotated, scaled child matches the conversion of the raw points.
    func testTranslationInRotatedScaledChild() {
        let parent = View(frame: CGRect(x: 50, y: 60, width: 300, height: 300), name: "parent")
        parent.transform = Transform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 1.5)
        let child = View(frame: CGRect(x: 40, y: 30, width: 200, height: 150), name: "child")
        child.transform = Transform(translationX: 12, y: -7).scaledBy(x: 2, y: 0.5).rotated(by: -1.1)
        root.addSubview(parent)
        parent.addSubview(child)
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        let a = CGPoint(x: 200, y: 210), b = CGPoint(x: 263, y: 171)
        drag(from: a, to: b, release: false)
        XCTAssertEqual(pan.state, .changed)
        for view in [child, parent, root!] {
            let ca = view.convert(a, from: nil), cb = view.convert(b, from: nil)
            let t = pan.translation(in: view)
            XCTAssertEqual(Double(t.x), Double(cb.x - ca.x), accuracy: 1e-9)
            XCTAssertEqual(Double(t.y), Double(cb.y - ca.y), accuracy: 1e-9)
            // Velocity goes through the same linear map.
            let v = pan.velocity(in: nil), vc = pan.velocity(in: view)
            let p0 = view.convert(b, from: nil), p1 = view.convert(CGPoint(x: b.x + v.x, y: b.y + v.y), from: nil)
            XCTAssertEqual(Double(vc.x), Double(p1.x - p0.x), accuracy: 1e-6)
            XCTAssertEqual(Double(vc.y), Double(p1.y - p0.y), accuracy: 1e-6)
        }
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 63, y: -39))
        // R28: setTranslation resets the reference in that view's coordinates.
        pan.setTranslation(CGPoint(x: 5, y: -2), in: child)
        XCTAssertEqual(Double(pan.translation(in: child).x), 5, accuracy: 1e-9)
        XCTAssertEqual(Double(pan.translation(in: child).y), -2, accuracy: 1e-9)
        pan.setTranslation(.zero, in: nil)
        XCTAssertEqual(pan.translation(in: parent), .zero)
        dispatcher.handle(PointerEvent(.move, x: 273, y: 171, timestamp: 1))
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 10, y: 0))
    }

    /// Dragging a view that follows the pan (transform = translation) keeps reading the whole drag,
    /// as UIKit's translation(in: drawer) does in seed 000.
    func testTranslationInTheDraggedViewItself() {
        let drawer = View(frame: CGRect(x: 0, y: 455, width: 400, height: 350), name: "drawer")
        root.addSubview(drawer)
        let pan = PanGestureRecognizer()
        drawer.addGestureRecognizer(pan)
        var readings: [CGFloat] = []
        pan.addHandler { p in
            let y = p.translation(in: drawer).y
            readings.append(y)
            drawer.transform = Transform(translationX: 0, y: y)
        }
        drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), steps: 20)
        XCTAssertEqual(readings.last, -200)
        XCTAssertEqual(drawer.presentation.transform.translation.y, -200)
    }

    // R29 through the recogniser: release velocity of a constant drag, and 0 after a rest.
    func testReleaseVelocityAndRest() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        var atEnd: CGPoint?
        pan.addHandler { p in if p.state == .ended { atEnd = p.velocity(in: nil) } }
        dispatcher.handle(PointerEvent(.down, x: 100, y: 100, timestamp: 0))
        for i in 1...30 {
            let t = Double(i) / 240
            dispatcher.handle(PointerEvent(.move, x: 100 + 900 * t, y: 100, timestamp: t))
        }
        dispatcher.handle(PointerEvent(.up, x: 100 + 900 * 0.125, y: 100, timestamp: 0.125))
        XCTAssertEqual(Double(atEnd?.x ?? 0), 900, accuracy: 9)

        atEnd = nil
        dispatcher.handle(PointerEvent(.down, x: 100, y: 100, timestamp: 1))
        for i in 1...30 {
            let t = Double(i) / 240
            dispatcher.handle(PointerEvent(.move, x: 100 + 900 * t, y: 100, timestamp: 1 + t))
        }
        // Rests 50 ms, then releases where it stopped.
        dispatcher.handle(PointerEvent(.up, x: 100 + 900 * 0.125, y: 100, timestamp: 1.175))
        XCTAssertEqual(atEnd, .zero)
    }

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
        XCTAssertEqual(pan.translation(in: nil).x, 200, accuracy: 1e-9)
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
        XCTAssertEqual(pan.translation(in: nil).x, 300)
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

    func testOtherPointersAreIgnoredDuringAGesture() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        dispatcher.handle(PointerEvent(.down, x: 10, y: 10, timestamp: 0, pointerID: 7))
        dispatcher.handle(PointerEvent(.down, x: 300, y: 300, timestamp: 0.01, pointerID: 0))
        dispatcher.handle(PointerEvent(.move, x: 300, y: 500, timestamp: 0.02, pointerID: 0))
        XCTAssertEqual(pan.state, .possible)
        dispatcher.handle(PointerEvent(.move, x: 10, y: 50, timestamp: 0.03, pointerID: 7))
        XCTAssertEqual(pan.state, .began)
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: 40))
        dispatcher.handle(PointerEvent(.up, x: 300, y: 500, timestamp: 0.04, pointerID: 0))
        XCTAssertTrue(dispatcher.hasActiveGesture)
        dispatcher.handle(PointerEvent(.up, x: 10, y: 50, timestamp: 0.05, pointerID: 7))
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
