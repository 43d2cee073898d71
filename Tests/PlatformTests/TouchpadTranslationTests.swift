import CSDL2
import Foundation
import Input
import XCTest
@testable import Platform

/// Issue 47 item 3b in the platform layer: XInput 2.4's pinch events read out of SDL's window-
/// system messages at the offsets of the C headers, and no touchpad pinch (said, not a crash)
/// where there is no X11.
final class TouchpadTranslationTests: XCTestCase {
    private static let opcode: Int32 = 131

    /// An `SDL_SysWMmsg` holding a generic XEvent of `evtype` whose cookie data is `data`.
    private func message(evtype: Int32, data: UnsafeMutableRawPointer?, type: Int32 = 35,
                         opcode: Int32 = opcode) -> UnsafeMutableRawPointer {
        let msg = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
        msg.initializeMemory(as: UInt8.self, repeating: 0, count: 256)
        msg.storeBytes(of: UInt32(2), toByteOffset: 4, as: UInt32.self)   // SDL_SYSWM_X11
        msg.storeBytes(of: type, toByteOffset: 8, as: Int32.self)
        msg.storeBytes(of: opcode, toByteOffset: 8 + 32, as: Int32.self)
        msg.storeBytes(of: evtype, toByteOffset: 8 + 36, as: Int32.self)
        msg.storeBytes(of: UInt(bitPattern: data), toByteOffset: 8 + 48, as: UInt.self)
        return msg
    }

    /// An `XIGesturePinchEvent` (208 bytes on LP64) with the fields the reader takes.
    private func pinchData(time: UInt64, fingers: Int32, x: Double, y: Double, scale: Double, angle: Double,
                           flags: Int32) -> UnsafeMutableRawPointer {
        let data = UnsafeMutableRawPointer.allocate(byteCount: 208, alignment: 16)
        data.initializeMemory(as: UInt8.self, repeating: 0, count: 208)
        data.storeBytes(of: time, toByteOffset: 40, as: UInt64.self)
        data.storeBytes(of: fingers, toByteOffset: 56, as: Int32.self)
        data.storeBytes(of: x, toByteOffset: 104, as: Double.self)
        data.storeBytes(of: y, toByteOffset: 112, as: Double.self)
        data.storeBytes(of: scale, toByteOffset: 152, as: Double.self)
        data.storeBytes(of: angle, toByteOffset: 160, as: Double.self)
        data.storeBytes(of: flags, toByteOffset: 168, as: Int32.self)
        return data
    }

    func testAPinchUpdateIsReadAtXInputsOffsets() {
        let data = pinchData(time: 123_456, fingers: 2, x: 140.5, y: 90.25, scale: 1.25, angle: -7.5, flags: 0)
        let msg = message(evtype: 28, data: data)
        defer { msg.deallocate(); data.deallocate() }
        XCTAssertEqual(X11PinchEvent.read(message: msg, opcode: Self.opcode),
                       X11PinchEvent(kind: .update, location: CGPoint(x: 140.5, y: 90.25), scale: 1.25, angleDelta: -7.5,
                                     cancelled: false, time: 123_456, fingers: 2))
    }

    func testAnEndWithTheCancelledFlagReadsCancelled() {
        let data = pinchData(time: 9, fingers: 3, x: 0, y: 0, scale: 1, angle: 0, flags: 1)
        let msg = message(evtype: 29, data: data)
        defer { msg.deallocate(); data.deallocate() }
        XCTAssertEqual(X11PinchEvent.read(message: msg, opcode: Self.opcode)?.kind, .end)
        XCTAssertEqual(X11PinchEvent.read(message: msg, opcode: Self.opcode)?.cancelled, true)
    }

    func testSwipesOtherExtensionsAndCoreEventsAreNoPinch() {
        let data = pinchData(time: 9, fingers: 3, x: 0, y: 0, scale: 1, angle: 0, flags: 0)
        let swipe = message(evtype: 30, data: data)
        let otherExtension = message(evtype: 28, data: data, opcode: 77)
        let buttonPress = message(evtype: 28, data: data, type: 4)
        let noData = message(evtype: 28, data: nil)
        defer { [swipe, otherExtension, buttonPress, noData, data].forEach { $0.deallocate() } }
        XCTAssertNil(X11PinchEvent.read(message: swipe, opcode: Self.opcode))
        XCTAssertNil(X11PinchEvent.read(message: otherExtension, opcode: Self.opcode))
        XCTAssertNil(X11PinchEvent.read(message: buttonPress, opcode: Self.opcode))
        XCTAssertNil(X11PinchEvent.read(message: noData, opcode: Self.opcode))
        XCTAssertEqual(X11PinchEvent.kind(ofMessage: noData, opcode: Self.opcode), .update)
    }

    /// SDL frees a pinch's data once its watchers ran: the watcher keeps it, and the polled
    /// message (data gone) takes it back in order.
    func testTheWatcherKeepsEachPinchForItsPolledMessage() {
        let gestures = X11TouchpadGestures(opcode: Self.opcode)
        var polled: [UnsafeMutableRawPointer] = []
        for (k, evtype) in [Int32(27), 28, 29].enumerated() {
            let data = pinchData(time: UInt64(100 + k), fingers: 2, x: 10, y: 20, scale: 1 + Double(k) / 10, angle: 3, flags: 0)
            let msg = message(evtype: evtype, data: data)
            var event = SDL_Event()
            event.type = SDL_SYSWMEVENT.rawValue
            event.syswm.msg = OpaquePointer(msg)
            _ = X11TouchpadGestures.watch(Unmanaged.passUnretained(gestures).toOpaque(), &event)
            data.deallocate()
            msg.storeBytes(of: UInt(0), toByteOffset: 8 + 48, as: UInt.self)   // as SDL's copy after XFreeEventData
            polled.append(msg)
        }
        defer { polled.forEach { $0.deallocate() } }
        let taken = polled.compactMap { gestures.take(OpaquePointer($0)) }
        XCTAssertEqual(taken.map(\.kind), [.begin, .update, .end])
        XCTAssertEqual(taken.map(\.time), [100, 101, 102])
        XCTAssertNil(gestures.take(OpaquePointer(polled[0])))
    }

    func testWithoutX11TheTranslatorSaysThereIsNoTouchpadPinch() throws {
        if X11MouseTests.isRequested { throw XCTSkip("FLUID_X11_TESTS runs the X11 tests alone") }
        if SDL_WasInit(SDL_INIT_VIDEO) == 0 {
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "dummy", SDL_HINT_OVERRIDE)
            defer { SDL_ResetHint(SDL_HINT_VIDEODRIVER) }
            guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw XCTSkip("SDL's dummy video driver did not start") }
        }
        let translator = EventTranslator(windowSize: CGSize(width: 400, height: 300))
        XCTAssertEqual(translator.useTouchpadGestures(on: nil),
                       .unavailable("the dummy video driver: SDL 2.26 reports no touchpad gestures"))
    }

    /// Measured under Xvfb (21.1.7): XInput 2.4 is there and the pinch events are selected, but
    /// no device reports gestures (Xvfb has no touchpad).
    ///
    ///     FLUID_X11_TESTS=1 xvfb-run -a swift test --filter TouchpadTranslationTests
    func testUnderXvfbThePinchIsSelectedWithNoGestureDevice() throws {
        guard X11MouseTests.isRequested else { throw XCTSkip("set FLUID_X11_TESTS=1 and run under an X server") }
        XCTAssertEqual(SDL_Init(SDL_INIT_VIDEO), 0, String(cString: SDL_GetError()))
        defer { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
        guard let window = SDL_CreateWindow("touchpad-x11", 100, 100, 400, 300, SDL_WINDOW_SHOWN.rawValue) else {
            throw XCTSkip("no window: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_DestroyWindow(window) }
        let translator = EventTranslator(window: window)
        XCTAssertEqual(translator.useTouchpadGestures(on: X11WindowGeometry.handle(of: window)), .listening(devices: []))
    }
}
