// Gesture recognisers subclassed outside Fluid, as UIKit code writes them after
// `import UIKit.UIGestureRecognizerSubclass` (here `import FluidUIKit` alone).
import XCTest
import FluidUIKit

/// The "instant pan" of the WWDC interactions: it begins on the press, so a moving view can be
/// caught at once.
private class InstantPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if self.state == UIGestureRecognizer.State.began { return }
        super.touchesBegan(touches, with: event)
        self.state = UIGestureRecognizer.State.began
    }
}

/// A recogniser of one's own: continuous from the press, reporting the touch's path length.
private final class TraceGestureRecognizer: UIGestureRecognizer {
    private(set) var length: CGFloat = 0
    private(set) var resets = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, touch.force == 0, event.touches(for: self)?.count == 1 else { return }
        XCTAssertEqual(touch.location(in: nil), location(ofTouch: 0, in: nil))
        XCTAssertEqual(numberOfTouches, 1)
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        let now = touch.location(in: view), before = touch.previousLocation(in: view)
        length += hypot(now.x - before.x, now.y - before.y)
        XCTAssertEqual(touch.phase, .moved)
        state = .changed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = length > 0 ? .ended : .cancelled
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
    }

    override func reset() {
        super.reset()
        length = 0
        resets += 1
    }
}

/// A target that keeps the states it is sent.
private final class Recorder {
    var states: [UIGestureRecognizer.State] = []
    func record(_ recognizer: UIGestureRecognizer) { states.append(recognizer.state) }
}

private final class Popup {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let sheet = UIView(frame: CGRect(x: 0, y: 400, width: 300, height: 400))
    private(set) var states: [UIGestureRecognizer.State] = []
    private(set) var tapped = 0
    private(set) var lastTranslation: CGPoint = .zero

    init() {
        view.addSubview(sheet)
        let pan = InstantPanGestureRecognizer()
        pan.addTarget(self, action: Popup.popupViewPanned(recognizer:))
        sheet.addGestureRecognizer(pan)
        sheet.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Popup.popupTapped))
    }

    func popupViewPanned(recognizer: UIPanGestureRecognizer) {
        states.append(recognizer.state)
        lastTranslation = recognizer.translation(in: view)
    }

    func popupTapped() { tapped += 1 }
}

final class RecognizerSubclassPortTests: XCTestCase {
    func testAnInstantPanBeginsOnThePressAndCountsFromIt() {
        let popup = Popup()
        let device = Device(window: popup.view)
        device.touch(at: CGPoint(x: 150, y: 450))
        XCTAssertEqual(popup.states, [.began], "began on the press, before any move")
        device.move(by: CGVector(dx: 0, dy: -4), over: 1.0 / 60)
        XCTAssertEqual(popup.states.last, .changed)
        XCTAssertEqual(popup.lastTranslation, CGPoint(x: 0, y: -4), "no hysteresis: translation counts from the press")
        device.lift()
        XCTAssertEqual(popup.states.last, .ended)

        // A press and release without a move: the instant pan has won the press, the tap fails.
        device.tap(at: CGPoint(x: 150, y: 450))
        XCTAssertEqual(popup.tapped, 0)
        XCTAssertEqual(popup.states.suffix(2), [.began, .ended])
    }

    func testARecognizerOfOnesOwnSeesTouchesAndSetsItsState() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let device = Device(window: window)
        let trace = TraceGestureRecognizer()
        let recorder = Recorder()
        trace.addTarget(recorder, action: Recorder.record)
        window.addGestureRecognizer(trace)
        device.drag(from: CGPoint(x: 10, y: 10), by: CGVector(dx: 30, dy: 40), over: 0.1)
        XCTAssertEqual(trace.length, 50, accuracy: 1e-9)
        XCTAssertEqual(recorder.states.first, .began)
        XCTAssertEqual(recorder.states.last, .ended)
        XCTAssertEqual(recorder.states.filter { $0 == .changed }.count, 6)
        XCTAssertEqual(trace.resets, 1)

        // A press and release in place: the subclass cancels its gesture.
        recorder.states.removeAll()
        device.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(trace.resets, 2, "reset before each gesture")
        XCTAssertEqual(recorder.states, [.began, .cancelled])
        // An illegal change (cancelled → changed) is ignored, as UIKit would refuse it.
        trace.state = .changed
        XCTAssertEqual(trace.state, .cancelled)
    }

    func testAPanSubclassStillVetoedByItsDelegate() {
        final class Veto: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let popup = Popup()
        let device = Device(window: popup.view)
        let veto = Veto()
        popup.sheet.gestureRecognizers?.first?.delegate = veto
        device.touch(at: CGPoint(x: 150, y: 450))
        XCTAssertEqual(popup.states, [])
        XCTAssertEqual(popup.sheet.gestureRecognizers?.first?.state, .failed)
        device.lift()
    }

    func testADelegateKeepsTouchesOnTheHandleFromTheSheetsPan() {
        /// Lets the sheet's pan have only touches below its 44 pt title bar.
        final class BelowTitleBar: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                touch.location(in: gestureRecognizer.view).y > 44
            }
        }
        let popup = Popup()
        let device = Device(window: popup.view)
        let delegate = BelowTitleBar()
        popup.sheet.gestureRecognizers?.first?.delegate = delegate
        device.tap(at: CGPoint(x: 150, y: 420))
        XCTAssertEqual(popup.states, [], "the title bar's touch never reached the pan")
        XCTAssertEqual(popup.tapped, 1, "so the tap has it")
        device.tap(at: CGPoint(x: 150, y: 500))
        XCTAssertEqual(popup.states, [.began, .ended])
        XCTAssertEqual(popup.tapped, 1)
    }
}
