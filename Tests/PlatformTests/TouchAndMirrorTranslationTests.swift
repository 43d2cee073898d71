import CSDL2
import Foundation
import Input
import XCTest
@testable import Platform

/// Issue 47 points 3a and 3c through the window's event translation: touch-screen fingers are
/// pointers of their own, several at once, and Alt with the mouse makes a mirrored second one.
/// The events are built by hand and translated directly, with SDL's dummy video driver (SDL's
/// touch and key tables need its video started; no display).
final class TouchAndMirrorTranslationTests: XCTestCase {
    private let translator = EventTranslator(windowSize: CGSize(width: 400, height: 300))

    override func setUpWithError() throws {
        // The X11 test needs the real driver in its process (SDL picks one per process).
        if X11MouseTests.isRequested { throw XCTSkip("FLUID_X11_TESTS runs the X11 test alone") }
        guard SDL_WasInit(SDL_INIT_VIDEO) == 0 else { return }
        SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "dummy", SDL_HINT_OVERRIDE)
        defer { SDL_ResetHint(SDL_HINT_VIDEODRIVER) }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw XCTSkip("SDL's dummy video driver did not start: \(String(cString: SDL_GetError()))") }
    }

    private func finger(_ type: SDL_EventType, x: Float, y: Float, fingerID: Int64, time: UInt32 = 0) -> SDL_Event {
        var f = SDL_TouchFingerEvent()
        f.type = type.rawValue
        f.timestamp = time
        f.touchId = 5
        f.fingerId = fingerID
        f.x = x
        f.y = y
        var e = SDL_Event()
        e.tfinger = f
        return e
    }

    private func button(_ down: Bool, x: Int32, y: Int32, which: UInt32 = 0, time: UInt32) -> SDL_Event {
        var b = SDL_MouseButtonEvent()
        b.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        b.timestamp = time
        b.which = which
        b.button = UInt8(SDL_BUTTON_LEFT)
        b.x = x
        b.y = y
        var e = SDL_Event()
        e.button = b
        return e
    }

    private func motion(x: Int32, y: Int32, time: UInt32) -> SDL_Event {
        var m = SDL_MouseMotionEvent()
        m.type = SDL_MOUSEMOTION.rawValue
        m.timestamp = time
        m.state = 1
        m.x = x
        m.y = y
        var e = SDL_Event()
        e.motion = m
        return e
    }

    /// A key event for Left Alt, with the modifiers SDL gives it (the state after the key).
    private func alt(_ down: Bool, shift: Bool = false, time: UInt32) -> SDL_Event {
        var k = SDL_KeyboardEvent()
        k.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
        k.timestamp = time
        k.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        k.keysym.sym = SDL_Keycode(bitPattern: SDLK_LALT.rawValue)
        k.keysym.mod = UInt16((down ? KMOD_LALT.rawValue : 0) | (shift ? KMOD_LSHIFT.rawValue : 0))
        var e = SDL_Event()
        e.key = k
        return e
    }

    private func pointers(_ events: [SDL_Event]) -> [PointerEvent] {
        var out: [PointerEvent] = []
        for event in events {
            translator.translate(event) { if case .pointer(let p) = $0 { out.append(p) } }
        }
        return out
    }

    func testTwoFingersAtOnceAreTwoPointersInWindowPoints() {
        let out = pointers([finger(SDL_FINGERDOWN, x: 0.25, y: 0.5, fingerID: 900),
                            finger(SDL_FINGERDOWN, x: 0.75, y: 0.5, fingerID: 77),
                            finger(SDL_FINGERMOTION, x: 0.5, y: 0.25, fingerID: 900),
                            finger(SDL_FINGERUP, x: 0.5, y: 0.25, fingerID: 900),
                            finger(SDL_FINGERUP, x: 0.75, y: 0.5, fingerID: 77)])
        XCTAssertEqual(out, [PointerEvent(.down, x: 100, y: 150, timestamp: 0, pointerID: 1),
                             PointerEvent(.down, x: 300, y: 150, timestamp: 0, pointerID: 2),
                             PointerEvent(.move, x: 200, y: 75, timestamp: 0, pointerID: 1),
                             PointerEvent(.up, x: 200, y: 75, timestamp: 0, pointerID: 1),
                             PointerEvent(.up, x: 300, y: 150, timestamp: 0, pointerID: 2)])
    }

    func testTheMouseCopyOfATouchIsDroppedSoOneFingerIsOnePointer() {
        let out = pointers([finger(SDL_FINGERDOWN, x: 0.25, y: 0.5, fingerID: 1),
                            button(true, x: 100, y: 150, which: SDLInput.touchMouseID, time: 0)])
        XCTAssertEqual(out.map(\.pointerID), [1])
    }

    func testAltWithTheButtonDownMakesAMirroredSecondPointerAndItsReleaseLiftsIt() {
        let out = pointers([button(true, x: 100, y: 50, time: 1000), alt(true, time: 1010),
                            motion(x: 120, y: 50, time: 1020), alt(false, time: 1030), button(false, x: 120, y: 50, time: 1040)])
        XCTAssertEqual(out, [PointerEvent(.down, x: 100, y: 50, timestamp: 1.0),
                             PointerEvent(.down, x: 300, y: 250, timestamp: 1.01, pointerID: 1),
                             PointerEvent(.move, x: 120, y: 50, timestamp: 1.02),
                             PointerEvent(.move, x: 280, y: 250, timestamp: 1.02, pointerID: 1),
                             PointerEvent(.up, x: 280, y: 250, timestamp: 1.03, pointerID: 1),
                             PointerEvent(.up, x: 120, y: 50, timestamp: 1.04)])
    }

    func testAFingerPressedWhileTheMirrorsSecondPointIsDownGetsAnIdOfItsOwn() {
        let out = pointers([button(true, x: 100, y: 50, time: 1000), alt(true, time: 1010),
                            finger(SDL_FINGERDOWN, x: 0.25, y: 0.5, fingerID: 900, time: 1020),
                            finger(SDL_FINGERUP, x: 0.25, y: 0.5, fingerID: 900, time: 1030)])
        XCTAssertEqual(out.map(\.pointerID), [0, 1, 2, 2], "the mirror holds 1: the finger is 2")
    }

    func testTheMirrorsSecondPointTakesAnIdNoFingerHolds() {
        let out = pointers([finger(SDL_FINGERDOWN, x: 0.25, y: 0.5, fingerID: 900, time: 900),
                            button(true, x: 100, y: 50, time: 1000), alt(true, time: 1010),
                            motion(x: 120, y: 50, time: 1020), alt(false, time: 1030)])
        XCTAssertEqual(out.map(\.pointerID), [1, 0, 2, 0, 2, 2], "the finger holds 1: the second point is 2")
    }

    func testFocusLostMidAltDragCancelsTheGestureThenLiftsTheSecondPointer() {
        var focusLost = SDL_Event()
        focusLost.window.type = SDL_WINDOWEVENT.rawValue
        focusLost.window.timestamp = 1050
        focusLost.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        var inputs: [InputEvent] = []
        for event in [alt(true, time: 900), button(true, x: 100, y: 50, time: 1000), focusLost] {
            translator.translate(event) { inputs.append($0) }
        }
        XCTAssertEqual(Array(inputs.suffix(2)), [.focusLost(timestamp: 1.05),
                                                 .pointer(PointerEvent(.up, x: 300, y: 250, timestamp: 1.05, pointerID: 1))])
    }

    func testTheMirrorCentreFollowsAResize() {
        var resize = SDL_Event()
        resize.window.type = SDL_WINDOWEVENT.rawValue
        resize.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        resize.window.data1 = 800
        resize.window.data2 = 600
        let out = pointers([resize, alt(true, time: 900), button(true, x: 100, y: 50, time: 1000)])
        XCTAssertEqual(out.last, PointerEvent(.down, x: 700, y: 550, timestamp: 1.0, pointerID: 1))
    }
}
