import CSDL2
import Foundation
import Input
import XCTest
import Gestures
import Platform
import ViewTree

/// A real mouse on a real X server (R26, R27): xdotool moves the X pointer over an SDL window,
/// presses, drags out of the window and releases there; the pan must follow in window points
/// and end. Needs a display and xdotool, and its own process (SDL's video driver is chosen once
/// per process, and the other SDL tests use the dummy one), so it runs only when asked:
///
///     FLUID_X11_TESTS=1 xvfb-run -a swift test --filter X11MouseTests
final class X11MouseTests: XCTestCase {
    static var isRequested: Bool { ProcessInfo.processInfo.environment["FLUID_X11_TESTS"] == "1" }

    func testRealMouseDragEndsOutsideTheWindow() throws {
        guard Self.isRequested else { throw XCTSkip("set FLUID_X11_TESTS=1 and run under an X server") }
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw XCTSkip("no DISPLAY") }
        let xdotool = ["/usr/bin/xdotool", "/usr/local/bin/xdotool"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let xdotool else { throw XCTSkip("xdotool not installed") }

        XCTAssertEqual(SDL_Init(SDL_INIT_VIDEO), 0, String(cString: SDL_GetError()))
        defer { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
        guard let window = SDL_CreateWindow("gestures-x11", 100, 100, 400, 300, SDL_WINDOW_SHOWN.rawValue) else {
            throw XCTSkip("no window: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_DestroyWindow(window) }
        var wx: Int32 = 0, wy: Int32 = 0
        // Let the server map the window, then read where it really is.
        let settle = Date()
        while Date().timeIntervalSince(settle) < 0.5 { SDL_PumpEvents(); usleep(10_000) }
        SDL_GetWindowPosition(window, &wx, &wy)

        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let card = View(frame: CGRect(x: 50, y: 50, width: 300, height: 200))
        root.addSubview(card)
        let pan = PanGestureRecognizer()
        card.addGestureRecognizer(pan)
        var states: [GestureRecognizerState] = []
        var ended: (translation: CGPoint, velocity: CGPoint)?
        pan.addHandler { pan in
            states.append(pan.state)
            if pan.state == .ended { ended = (pan.translation(in: root), pan.velocity(in: root)) }
        }
        let dispatcher = GestureDispatcher(root: root)
        dispatcher.coalescesChanges = true
        let translator = EventTranslator(window: window)
        var fallbacks: [String] = []
        translator.useWindowSystemTimes { fallbacks.append($0) }
        XCTAssertTrue(translator.usesWindowSystemTimes, "R26: X11 gives the server's event times")

        // Press at window point (100, 100), drag right and down in 20 steps of (10, 5), then on
        // to window point (600, 500), outside the 400×300 window, and release there.
        var script = ["mousemove", "\(wx + 100)", "\(wy + 100)", "sleep", "0.1", "mousedown", "1"]
        for i in 1...20 { script += ["sleep", "0.01", "mousemove", "\(wx + 100 + Int32(i) * 10)", "\(wy + 100 + Int32(i) * 5)"] }
        script += ["sleep", "0.02", "mousemove", "\(wx + 600)", "\(wy + 500)", "sleep", "0.1", "mouseup", "1"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xdotool)
        process.arguments = script
        try process.run()

        var pointerEvents: [PointerEvent] = []
        var doneAt: Date?
        while doneAt.map({ Date().timeIntervalSince($0) < 0.3 }) ?? true {
            if doneAt == nil, !process.isRunning { doneAt = Date() }
            translator.pollEvents { input in
                if case .pointer(let event) = input { pointerEvents.append(event) }
                dispatcher.handle(input)
            }
            dispatcher.flush()
            usleep(2_000)
        }
        XCTAssertEqual(process.terminationStatus, 0)

        XCTAssertEqual(pointerEvents.first?.phase, .down)
        XCTAssertEqual(pointerEvents.first?.location, CGPoint(x: 100, y: 100))
        XCTAssertEqual(pointerEvents.last?.phase, .up)
        XCTAssertEqual(pointerEvents.last?.location, CGPoint(x: 600, y: 500))
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.filter { $0 == .began }.count, 1)
        XCTAssertEqual(states.last, .ended)
        // R28: began at the first step, (10, 5) from the press: the hysteresis removed is (10, 5).
        XCTAssertEqual(ended?.translation, CGPoint(x: 490, y: 395))
        XCTAssertFalse(dispatcher.hasActiveGesture)
        XCTAssertFalse(translator.isCapturingMouse)
        let times = pointerEvents.map(\.timestamp)
        XCTAssertEqual(times, times.sorted(), "the X server's timestamps, in order")
        XCTAssertEqual(fallbacks, [], "every pointer event had its X time")
    }
}
