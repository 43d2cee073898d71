import CSDL2
import FluidTestSupport
import Foundation
import Input
import XCTest
import Gestures
import Platform
import ViewTree

/// Real SDL events (R26, R27): events go through SDL's own queue (SDL_PushEvent, dummy video
/// driver), come back from SDL_PollEvent, and reach the recognisers through `EventTranslator`.
final class SDLEventTranslationTests: XCTestCase {
    private static var sharedWindowID: UInt32 = 0

    /// Starts SDL's video with the dummy driver and a small hidden window, again if another
    /// test quit SDL in between (tests of other layers share the process).
    private static func startSDL() -> Bool {
        // The X11 test needs the real driver in its process (SDL picks one per process).
        if X11MouseTests.isRequested { return false }
        if SDL_WasInit(SDL_INIT_VIDEO) == 0 {
            // Override so a SDL_VIDEODRIVER in the environment cannot pick a real display, and
            // reset afterwards so other tests in the process see the hints they set themselves.
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "dummy", SDL_HINT_OVERRIDE)
            defer { SDL_ResetHint(SDL_HINT_VIDEODRIVER) }
            guard SDL_Init(SDL_INIT_VIDEO) == 0 else { return false }
        }
        if sharedWindowID == 0 || SDL_GetWindowFromID(sharedWindowID) == nil {
            guard let window = SDL_CreateWindow("gestures", 0, 0, 400, 300, SDL_WINDOW_HIDDEN.rawValue) else { return false }
            sharedWindowID = SDL_GetWindowID(window)
        }
        return true
    }

    private var windowID: UInt32 = 0

    override func setUpWithError() throws {
        guard Self.startSDL() else {
            throw XCTSkip(X11MouseTests.isRequested ? "FLUID_X11_TESTS runs the X11 test alone"
                          : "SDL could not start the dummy video driver: \(String(cString: SDL_GetError()))")
        }
        windowID = Self.sharedWindowID
        SDL_PumpEvents()
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    }

    // MARK: Building SDL events

    private func button(_ down: Bool, x: Int32, y: Int32, which: UInt32 = 0, button: UInt8 = 1, time: UInt32 = 0) -> SDL_Event {
        var b = SDL_MouseButtonEvent()
        b.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        b.timestamp = time
        b.windowID = windowID
        b.which = which
        b.button = button
        b.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        b.clicks = 1
        b.x = x
        b.y = y
        var e = SDL_Event()
        e.button = b
        return e
    }

    private func motion(x: Int32, y: Int32, held: Bool = true, which: UInt32 = 0, time: UInt32 = 0) -> SDL_Event {
        var m = SDL_MouseMotionEvent()
        m.type = SDL_MOUSEMOTION.rawValue
        m.timestamp = time
        m.windowID = windowID
        m.which = which
        m.state = held ? 1 : 0
        m.x = x
        m.y = y
        var e = SDL_Event()
        e.motion = m
        return e
    }

    private func finger(_ type: SDL_EventType, x: Float, y: Float, fingerID: Int64 = 0, touchID: Int64 = 5) -> SDL_Event {
        var f = SDL_TouchFingerEvent()
        f.type = type.rawValue
        f.touchId = touchID
        f.fingerId = fingerID
        f.x = x
        f.y = y
        f.pressure = 1
        f.windowID = windowID
        var e = SDL_Event()
        e.tfinger = f
        return e
    }

    private func key(_ code: SDL_KeyCode, repeat isRepeat: Bool = false, shift: Bool = false) -> SDL_Event {
        var k = SDL_KeyboardEvent()
        k.keysym.mod = shift ? UInt16(KMOD_LSHIFT.rawValue) : 0
        k.type = SDL_KEYDOWN.rawValue
        k.windowID = windowID
        k.state = UInt8(SDL_PRESSED)
        k.repeat = isRepeat ? 1 : 0
        k.keysym.sym = SDL_Keycode(bitPattern: code.rawValue)
        var e = SDL_Event()
        e.key = k
        return e
    }

    private func windowEvent(_ id: SDL_WindowEventID, data1: Int32 = 0, data2: Int32 = 0) -> SDL_Event {
        var w = SDL_WindowEvent()
        w.type = SDL_WINDOWEVENT.rawValue
        w.windowID = windowID
        w.event = UInt8(id.rawValue)
        w.data1 = data1
        w.data2 = data2
        var e = SDL_Event()
        e.window = w
        return e
    }

    /// Pushes `events` through SDL's queue and polls them back, translated.
    private func roundTrip(_ events: [SDL_Event], translator: EventTranslator) -> [InputEvent] {
        for var event in events { XCTAssertEqual(SDL_PushEvent(&event), 1, String(cString: SDL_GetError())) }
        var inputs: [InputEvent] = []
        translator.pollEvents { inputs.append($0) }
        return inputs
    }

    /// An SDL_SYSWMEVENT carrying an X pointer event of `xType` (ButtonPress 4, ButtonRelease 5,
    /// MotionNotify 6) at server time `serverTime`, laid out as SDL_SysWMmsg is on 64-bit Linux.
    private func x11Event(_ xType: Int32, serverTime: UInt64, pump: UInt32, buffers: inout [UnsafeMutableRawPointer]) -> SDL_Event {
        let msg = UnsafeMutableRawPointer.allocate(byteCount: 200, alignment: 8)
        msg.initializeMemory(as: UInt8.self, repeating: 0, count: 200)
        msg.storeBytes(of: UInt32(2), toByteOffset: 4, as: UInt32.self)  // SDL_SYSWM_X11
        msg.storeBytes(of: xType, toByteOffset: 8, as: Int32.self)
        msg.storeBytes(of: serverTime, toByteOffset: 64, as: UInt64.self)
        buffers.append(msg)
        var w = SDL_SysWMEvent()
        w.type = SDL_SYSWMEVENT.rawValue
        w.timestamp = pump
        w.msg = OpaquePointer(msg)
        var e = SDL_Event()
        e.syswm = w
        return e
    }

    // MARK: Tests

    // R26, R27: a mouse drag through SDL's queue drives a pan on a view.
    func testMouseDragThroughTheQueueDrivesAPan() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let card = View(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        root.addSubview(card)
        let pan = PanGestureRecognizer()
        card.addGestureRecognizer(pan)
        var states: [GestureRecognizerState] = []
        pan.addHandler { states.append($0.state) }
        let dispatcher = GestureDispatcher(root: root)
        let translator = EventTranslator(windowSize: CGSize(width: 400, height: 300))

        var events = [button(true, x: 100, y: 100)]
        for i in 1...6 { events.append(motion(x: 100, y: 100 + Int32(i) * 10)) }
        events.append(motion(x: 300, y: 300, held: false))  // hover: not a gesture sample
        events.append(button(true, x: 100, y: 160, button: 3))  // right button: ignored
        events.append(motion(x: 10, y: 10, which: UInt32.max))  // synthesised from touch: dropped
        events.append(button(false, x: 100, y: 160))
        let inputs = roundTrip(events, translator: translator)
        XCTAssertEqual(inputs.count, 8)
        for input in inputs { dispatcher.handle(input) }

        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.filter { $0 == .began }.count, 1)
        XCTAssertEqual(states.last, .ended)
        XCTAssertEqual(pan.translation(in: card), CGPoint(x: 0, y: 50))  // R28: less the hysteresis
        XCTAssertFalse(dispatcher.hasActiveGesture)
        // SDL_PushEvent stamps with SDL_GetTicks: times are SDL's, in seconds, in order.
        let times = inputs.compactMap(\.timestamp)
        XCTAssertEqual(times, times.sorted())
        XCTAssertLessThanOrEqual(times.last ?? .infinity, Double(SDL_GetTicks()) / 1000)
        XCTAssertFalse(translator.isCapturingMouse)
    }

    // R27: capture is taken on press and released on release and on focus loss.
    func testMouseCaptureFollowsTheButton() {
        let translator = EventTranslator(windowSize: CGSize(width: 400, height: 300))
        _ = translator.translate(button(true, x: 1, y: 1))
        XCTAssertTrue(translator.isCapturingMouse)
        _ = translator.translate(button(false, x: -50, y: 500))
        XCTAssertFalse(translator.isCapturingMouse)
        _ = translator.translate(button(true, x: 1, y: 1))
        XCTAssertEqual(translator.translate(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST)), .focusLost(timestamp: 0))
        XCTAssertFalse(translator.isCapturingMouse)
        translator.capturesMouse = false
        _ = translator.translate(button(true, x: 1, y: 1))
        XCTAssertFalse(translator.isCapturingMouse)
    }

    // R29 through the translation: SDL's millisecond stamps become seconds, and a drag at
    // 1000 Hz released at speed reads its speed.
    func testTimestampsAndVelocityThroughTranslation() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        var released: CGPoint?
        pan.addHandler { if $0.state == .ended { released = $0.velocity(in: nil) } }
        let dispatcher = GestureDispatcher(root: root)
        let translator = EventTranslator(windowSize: CGSize(width: 400, height: 300))
        var events = [button(true, x: 10, y: 100, time: 5000)]
        for ms in 1...80 { events.append(motion(x: 10 + Int32(ms * 3), y: 100, time: 5000 + UInt32(ms))) }
        events.append(button(false, x: 250, y: 100, time: 5080))
        for event in events {
            if let input = translator.translate(event) { dispatcher.handle(input) }
        }
        XCTAssertEqual(translator.translate(events[0]), .pointer(PointerEvent(.down, x: 10, y: 100, timestamp: 5)))
        XCTAssertEqual(Double(released?.x ?? 0), 3000, accuracy: 30)
        XCTAssertEqual(Double(released?.y ?? 1), 0, accuracy: 1e-6)
    }

    // R26: fingers come normalised; they land in window points, with their own pointer id.
    func testFingersBecomePointerEventsInPoints() {
        let translator = EventTranslator(windowSize: CGSize(width: 400, height: 300))
        let inputs = roundTrip([finger(SDL_FINGERDOWN, x: 0.25, y: 0.5),
                                finger(SDL_FINGERMOTION, x: 0.5, y: 0.5),
                                finger(SDL_FINGERUP, x: 0.5, y: 0.75, fingerID: 0),
                                finger(SDL_FINGERDOWN, x: 0.1, y: 0.1, touchID: -1)],  // synthesised from mouse
                               translator: translator)
        XCTAssertEqual(inputs.count, 3)
        guard inputs.count == 3, case .pointer(let down) = inputs[0], case .pointer(let move) = inputs[1],
              case .pointer(let up) = inputs[2] else { return XCTFail("\(inputs)") }
        XCTAssertEqual(down.phase, .down)
        XCTAssertEqual(down.location, CGPoint(x: 100, y: 150))
        XCTAssertEqual(down.pointerID, 1)  // finger 0 → pointer 1 (0 is the mouse)
        XCTAssertEqual(move.location, CGPoint(x: 200, y: 150))
        XCTAssertEqual(up.phase, .up)
        XCTAssertEqual(up.location, CGPoint(x: 200, y: 225))

        // After a resize, fingers scale by the new size.
        let resized = roundTrip([windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, data1: 800, data2: 600),
                                 finger(SDL_FINGERDOWN, x: 0.5, y: 0.5)], translator: translator)
        XCTAssertEqual(resized.first, .resized(CGSize(width: 800, height: 600)))
        guard case .pointer(let scaled)? = resized.last else { return XCTFail("\(resized)") }
        XCTAssertEqual(scaled.location, CGPoint(x: 400, y: 300))
    }

    // R27: Escape and focus loss from SDL cancel a drag.
    func testEscapeAndFocusLossCancelThroughTranslation() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        let dispatcher = GestureDispatcher(root: root)
        let translator = EventTranslator(windowSize: CGSize(width: 400, height: 300))
        for (cancel, expectedName) in [(key(SDLK_ESCAPE), "Escape"), (windowEvent(SDL_WINDOWEVENT_FOCUS_LOST), nil)] {
            let inputs = roundTrip([button(true, x: 10, y: 10), motion(x: 60, y: 10), cancel], translator: translator)
            XCTAssertEqual(inputs.count, 3)
            if let expectedName, case .key(let name, _)? = inputs.last { XCTAssertEqual(name, expectedName) }
            for input in inputs { dispatcher.handle(input) }
            XCTAssertEqual(pan.state, .cancelled)
            XCTAssertFalse(dispatcher.hasActiveGesture)
            _ = roundTrip([button(false, x: 60, y: 10)], translator: translator).map { dispatcher.handle($0) }
            XCTAssertEqual(pan.state, .cancelled)
        }
    }

    func testKeyNamesAsSDLSpellsThem() {
        let translator = EventTranslator(windowSize: CGSize(width: 400, height: 300))
        let inputs = roundTrip([key(SDLK_SPACE), key(SDLK_RIGHTBRACKET), key(SDLK_ESCAPE, repeat: true), key(SDLK_a)],
                               translator: translator)
        let names = inputs.compactMap { input -> String? in
            if case .key(let name, _) = input { return name }
            return nil
        }
        XCTAssertEqual(names, ["Space", "]", "A"])
    }

    func testAKeyWithShiftIsNamedWithItsShift() {
        let translator = EventTranslator(windowSize: CGSize(width: 400, height: 300))
        let inputs = roundTrip([key(SDLK_RIGHTBRACKET, shift: true), key(SDLK_LSHIFT, shift: true), key(SDLK_MINUS)],
                               translator: translator)
        let names = inputs.compactMap { input -> String? in
            if case .key(let name, _) = input { return name }
            return nil
        }
        XCTAssertEqual(names, ["Shift+]", "Left Shift", "-"])
        XCTAssertTrue(KeyNames.isKnown("Shift+]"), "a recording may say it")
        XCTAssertFalse(KeyNames.isKnown("Shift+"))
        XCTAssertFalse(KeyNames.isKnown("Shift+Flurble"))
    }

    // The recorder writes what `fluid inspect` and `--replay` read back.
    func testRecorderWritesDecodableLines() throws {
        let folder = try TemporaryDirectory.make("fluid-record")
        defer { TemporaryDirectory.remove(folder) }
        let path = folder + "/recording.jsonl"
        let recorder = try InputRecorder(path: path, startTime: 10)
        let translator = EventTranslator(windowSize: CGSize(width: 400, height: 300))
        let events = [button(true, x: 10, y: 20, time: 10_000), motion(x: 15, y: 20, time: 10_016),
                      finger(SDL_FINGERDOWN, x: 0.5, y: 0.5),  // a second pointer, with its id (R36)
                      button(false, x: 30, y: 20, time: 10_032), key(SDLK_SPACE),
                      windowEvent(SDL_WINDOWEVENT_FOCUS_LOST)]
        for event in events {
            if let input = translator.translate(event) { recorder.record(input) }
        }
        recorder.close()
        XCTAssertNil(recorder.error)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let records = try InputRecordCoding.decode(text)
        XCTAssertEqual(Array(records.prefix(4)), [InputRecord(time: 0, kind: .down(CGPoint(x: 10, y: 20))),
                                                  InputRecord(time: 0.016, kind: .move(CGPoint(x: 15, y: 20))),
                                                  InputRecord(time: 0.016, kind: .down(CGPoint(x: 200, y: 150)), pointer: 1),
                                                  InputRecord(time: 0.032, kind: .up(CGPoint(x: 30, y: 20)))])
        XCTAssertEqual(records.count, 6)
        XCTAssertEqual(records[4].kind, .key("Space"))
        XCTAssertEqual(records[5].kind, .focusLost)
        // Stamped before the start (keys built with time 0 here): clamped, and never before
        // the record written before it (a recording's times do not go backwards).
        XCTAssertEqual(records[4].time, 0.032)
        XCTAssertEqual(GestureInspector.summarize(records).first?.translation, CGPoint(x: 20, y: 0))
    }

    // `--replay`: recorded lines become the same live inputs, at a chosen time offset.
    func testRecordsConvertBackToInputEvents() {
        XCTAssertEqual(InputEvent(InputRecord(time: 0.5, kind: .move(CGPoint(x: 1, y: 2))), timeOffset: 10),
                       .pointer(PointerEvent(.move, x: 1, y: 2, timestamp: 10.5)))
        XCTAssertEqual(InputEvent(InputRecord(time: 1, kind: .key("Escape"))), .key(name: "Escape", timestamp: 1))
        XCTAssertEqual(InputEvent(InputRecord(time: 2, kind: .focusLost)), .focusLost(timestamp: 2))
    }

    func testUntranslatedEventsGoToOther() {
        let translator = EventTranslator(windowSize: CGSize(width: 400, height: 300))
        var user = SDL_Event()
        user.type = SDL_USEREVENT.rawValue
        XCTAssertEqual(SDL_PushEvent(&user), 1)
        var others: [UInt32] = []
        var inputs = 0
        translator.pollEvents({ _ in inputs += 1 }, other: { others.append($0.type) })
        XCTAssertEqual(inputs, 0)
        XCTAssertTrue(others.contains(SDL_USEREVENT.rawValue))
    }

    func testRecorderReportsAnUnwritablePath() {
        XCTAssertThrowsError(try InputRecorder(path: "/nonexistent-dir/x.jsonl", startTime: 0))
    }

    // R26: the X server's time (SDL_SYSWMEVENT) stamps the SDL pointer event it produced,
    // mapped onto SDL's tick clock with the server's spacing; an event without one keeps its
    // pump time, and the X time of one kind never stamps an event of another.
    func testR26WindowSystemTimeStampsThePointerEventItProduced() {
        let translator = EventTranslator(windowSize: CGSize(width: 400, height: 300))
        var buffers: [UnsafeMutableRawPointer] = []
        defer { buffers.forEach { $0.deallocate() } }
        let sequence: [SDL_Event] = [
            x11Event(4, serverTime: 5000, pump: 7000, buffers: &buffers), button(true, x: 10, y: 10, time: 7000),
            x11Event(6, serverTime: 5010, pump: 7016, buffers: &buffers), motion(x: 10, y: 20, time: 7016),
            motion(x: 10, y: 25, time: 7020),
            x11Event(6, serverTime: 5021, pump: 7033, buffers: &buffers), motion(x: 10, y: 30, time: 7033),
            x11Event(5, serverTime: 5031, pump: 7033, buffers: &buffers), motion(x: 10, y: 31, time: 7033),
            button(false, x: 10, y: 31, time: 7040),
        ]
        let times = sequence.compactMap { translator.translate($0)?.timestamp }
        XCTAssertEqual(times.count, 6)
        let expected = [7.000, 7.010, 7.020, 7.021, 7.033, 7.040]
        for (got, want) in zip(times, expected) { XCTAssertEqual(got, want, accuracy: 1e-9) }
    }
}
