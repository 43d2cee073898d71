import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// State sequences of pan and tap (R27, R28, R29, R30).
final class RecognizerTests: GestureTestCase {
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
        XCTAssertEqual(pan.translation(in: card), CGPoint(x: 0, y: -20))  // R28: less the 10 pt hysteresis
        dispatcher.handle(PointerEvent(.up, x: 200, y: 470, timestamp: 0.2))
        XCTAssertEqual(panLog.states.last, .ended)
        XCTAssertEqual(tapLog.states, [])
    }

    // R27: a release sends `.ended` alone, never an extra `.changed` first, even when the
    // pointer is released elsewhere than its last move (as UIKit: the handler reads the final
    // translation in `.ended`).
    func testR27_ReleaseSendsNoExtraChanged() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        var seen: [(GestureRecognizerState, CGPoint)] = []
        pan.addHandler { seen.append(($0.state, $0.translation(in: nil))) }
        dispatcher.handle(PointerEvent(.down, x: 100, y: 100, timestamp: 0))
        dispatcher.handle(PointerEvent(.move, x: 100, y: 120, timestamp: 0.01))
        dispatcher.handle(PointerEvent(.move, x: 100, y: 130, timestamp: 0.02))
        dispatcher.handle(PointerEvent(.up, x: 100, y: 140, timestamp: 0.03))
        XCTAssertEqual(seen.map(\.0), [.began, .changed, .ended])
        XCTAssertEqual(seen.last?.1, CGPoint(x: 0, y: 30), "the release's position reads in `.ended`")
    }

    // R27 (v2): the pan begins at 10 points along either axis, not at 10 points of distance.
    func testR27HysteresisIsTenPointsPerAxis() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        dispatcher.handle(PointerEvent(.down, x: 100, y: 100, timestamp: 0))
        dispatcher.handle(PointerEvent(.move, x: 109.9, y: 90.1, timestamp: 0.01))  // 14 pt away, 9.9 per axis
        XCTAssertEqual(pan.state, .possible)
        dispatcher.handle(PointerEvent(.move, x: 106, y: 90, timestamp: 0.02))  // |ty| = 10
        XCTAssertEqual(pan.state, .began)
    }

    // R27 (v2) along x alone, with R28's numbers: (9.9, 9.9) is 14 pt away and does not begin;
    // (10, 9.9) begins, and the translation then is (0, 0): sign(t)·max(|t| − 10, 0) per axis.
    func testR27_PanBeginsAtTenPointsAlongXAloneWithNothingLeftOver() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        var atBegan: CGPoint?
        pan.addHandler { p in if p.state == .began { atBegan = p.translation(in: nil) } }
        dispatcher.handle(PointerEvent(.down, x: 100, y: 100, timestamp: 0))
        dispatcher.handle(PointerEvent(.move, x: 90.1, y: 109.9, timestamp: 0.01))
        XCTAssertEqual(pan.state, .possible, "9.9 pt per axis is not enough, though 14 pt away")
        dispatcher.handle(PointerEvent(.move, x: 110, y: 109.9, timestamp: 0.02))
        XCTAssertEqual(pan.state, .began, "|tx| = 10")
        XCTAssertEqual(atBegan, CGPoint(x: 0, y: 0), "no jump: the hysteresis is removed per axis")
        dispatcher.handle(PointerEvent(.move, x: 113, y: 111.9, timestamp: 0.03))
        XCTAssertEqual(Double(pan.translation(in: nil).x), 3, accuracy: 1e-9)
        XCTAssertEqual(Double(pan.translation(in: nil).y), 2, accuracy: 1e-9)
    }

    // R28 (v2): at the begin, translation is sign(t)·max(|t| − 10, 0) per axis.
    func testR28TranslationHasTheHysteresisRemovedPerAxis() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        var atBegan: CGPoint?
        pan.addHandler { p in if p.state == .began { atBegan = p.translation(in: nil) } }
        dispatcher.handle(PointerEvent(.down, x: 100, y: 100, timestamp: 0))
        dispatcher.handle(PointerEvent(.move, x: 87.5, y: 104, timestamp: 0.01))
        XCTAssertEqual(atBegan, CGPoint(x: -2.5, y: 0))
        dispatcher.handle(PointerEvent(.move, x: 80, y: 120, timestamp: 0.02))
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: -10, y: 16))  // later moves add in full
    }

    // R28 (v2): no jump on the first `.changed`: each reading moves by the pointer's step only.
    func testR28NoJumpOnTheFirstChanged() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        var readings: [CGFloat] = []
        pan.addHandler { readings.append($0.translation(in: nil).y) }
        drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 440), steps: 20, release: false)  // 3 pt a step
        XCTAssertEqual(readings.count, 17)  // began at the 4th step (12 pt), then 16 changes
        XCTAssertEqual(Double(readings.first ?? 0), -2, accuracy: 1e-9)
        for (a, b) in zip(readings, readings.dropFirst()) { XCTAssertEqual(Double(b - a), -3, accuracy: 1e-9) }
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
        // R28: began at the 2nd of 10 steps, (12.6, -7.8) from the press: the reference is
        // (10, -7.8) from it, the hysteresis removed per axis in window coordinates.
        let r = CGPoint(x: a.x + 10, y: a.y + (b.y - a.y) * 0.2)
        for view in [child, parent, root!] {
            let ca = view.convert(r, from: nil), cb = view.convert(b, from: nil)
            let t = pan.translation(in: view)
            XCTAssertEqual(Double(t.x), Double(cb.x - ca.x), accuracy: 1e-9)
            XCTAssertEqual(Double(t.y), Double(cb.y - ca.y), accuracy: 1e-9)
            // Velocity goes through the same linear map.
            let v = pan.velocity(in: nil), vc = pan.velocity(in: view)
            let p0 = view.convert(b, from: nil), p1 = view.convert(CGPoint(x: b.x + v.x, y: b.y + v.y), from: nil)
            XCTAssertEqual(Double(vc.x), Double(p1.x - p0.x), accuracy: 1e-6)
            XCTAssertEqual(Double(vc.y), Double(p1.y - p0.y), accuracy: 1e-6)
        }
        XCTAssertEqual(Double(pan.translation(in: nil).x), 53, accuracy: 1e-9)
        XCTAssertEqual(Double(pan.translation(in: nil).y), -31.2, accuracy: 1e-9)
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
        XCTAssertEqual(readings.last, -190)  // R28: the whole drag less the hysteresis
        XCTAssertEqual(drawer.presentation.transform.translation.y, -190)
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

    // F3: a pan with `beginsOnPress` begins on the press, counts from the press and
    // wins the pointer, so a scene can catch a moving view at once.
    func testPanThatBeginsOnPressBeginsAtOnceAndTheTapFails() {
        let card = View(frame: CGRect(x: 0, y: 400, width: 400, height: 400), name: "card")
        root.addSubview(card)
        let pan = PanGestureRecognizer(), tap = TapGestureRecognizer()
        pan.beginsOnPress = true
        card.addGestureRecognizer(tap)
        card.addGestureRecognizer(pan)
        let panLog = log(pan), tapLog = log(tap)
        var atBegan: CGPoint?
        pan.addHandler { p in if p.state == .began { atBegan = p.translation(in: nil) } }
        dispatcher.handle(PointerEvent(.down, x: 200, y: 500, timestamp: 0))
        XCTAssertEqual(panLog.states, [.began])
        XCTAssertEqual(atBegan, .zero)
        XCTAssertEqual(tap.state, .failed)
        dispatcher.handle(PointerEvent(.move, x: 200, y: 497, timestamp: 0.008))
        XCTAssertEqual(panLog.states, [.began, .changed])
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: -3))  // no hysteresis to remove
        dispatcher.handle(PointerEvent(.up, x: 200, y: 497, timestamp: 0.016))
        XCTAssertEqual(panLog.states.last, .ended)
        XCTAssertEqual(tapLog.states, [])
    }

    // The default pan still waits for 10 points (UIKit's default).
    func testPanDoesNotBeginOnPressByDefault() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        XCTAssertFalse(pan.beginsOnPress)
        dispatcher.handle(PointerEvent(.down, x: 200, y: 500, timestamp: 0))
        XCTAssertEqual(pan.state, .possible)
    }

    // R29 (v2): the release is not a sample: releasing away from the last move changes the
    // translation the scene reads, not the velocity.
    func testR29ReleasePositionIsNotASample() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        var atEnd: CGPoint?
        pan.addHandler { p in if p.state == .ended { atEnd = p.velocity(in: nil) } }
        dispatcher.handle(PointerEvent(.down, x: 100, y: 100, timestamp: 0))
        for i in 1...12 { dispatcher.handle(PointerEvent(.move, x: 100 + 8 * CGFloat(i), y: 100, timestamp: Double(i) * 0.008)) }
        dispatcher.handle(PointerEvent(.up, x: 400, y: 300, timestamp: 0.1))
        XCTAssertEqual(Double(atEnd?.x ?? 0), 1000, accuracy: 1e-6)
        XCTAssertEqual(Double(atEnd?.y ?? 1), 0, accuracy: 1e-6)
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 290, y: 200))
    }
}
