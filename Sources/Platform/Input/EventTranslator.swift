import CSDL2
import Foundation
import Gestures
import Input

/// Turns SDL events into `InputEvent`s (R26): mouse buttons and motion and touch fingers become
/// pointer events in window points stamped with the event's own time, wheel events scroll steps;
/// key presses, focus loss, resizes and quit pass through by name (a key pressed with Shift as
/// "Shift+NAME").
///
/// - Mouse coordinates from SDL are already in window points (also on HiDPI displays, where the
///   drawable has more pixels than the window has points), so they pass through unchanged.
/// - Finger coordinates come normalised to 0…1 over the window: they are scaled by
///   `windowSize` (points), which follows the window's size-changed events by itself.
/// - Timestamps are when the input happened (R26): after `useWindowSystemTimes`, on X11 the X
///   server's own event time (SDL_SYSWMEVENT), mapped onto SDL's tick clock in seconds. Elsewhere,
///   and for events the window system did not stamp, `event.common.timestamp` (whole
///   milliseconds, when SDL pumped the event); samples of one pump may then share one, which the
///   velocity tracker copes with (R29).
/// - Only the left mouse button drives gestures; motion counts only while it is held.
/// - Wheel events become scroll steps at the pointer (SDL 2.26's `mouseX`/`mouseY`), in points
///   the way the content follows (`ScrollEvent`), from SDL's precise deltas at
///   `pointsPerScrollUnit`. SDL does not say which device scrolled: a step with a fractional
///   precise delta is continuous (a touchpad, a smooth wheel), a whole one a wheel's notch.
/// - Mouse events SDL synthesised from a touch, and finger events synthesised from the mouse,
///   are dropped: the original is handled, and a gesture must not see every sample twice.
/// - Each touch-screen finger is a pointer of its own, with a small id (1, 2, …) kept from its
///   press to its release (`FingerPointers`); several may be down at once.
/// - Alt (Option) with the mouse's button down makes a second finger (pointer 1, or the next id no touch-screen finger holds) mirrored about
///   the window's centre (the iOS Simulator's way, `TwoFingerMirror`), in `pollEvents` and
///   `translate(_:into:)`.
/// - Fingers of indirect devices (trackpads) are dropped: their coordinates are not positions in
///   the window.
/// - While the left button is held, the mouse is captured (SDL_CaptureMouse), so a release
///   outside the window still arrives and ends the gesture (R27).
public final class EventTranslator {
    /// The window's size in points, for finger coordinates and the mirror's centre.
    public var windowSize: CGSize {
        didSet { mirror.windowSize = windowSize }
    }
    /// Alt (Option) with the mouse makes a second finger (`TwoFingerMirror`), in `pollEvents`.
    public internal(set) var mirror: TwoFingerMirror
    /// Touch-screen fingers' small pointer ids, each kept for its finger's life.
    var fingers = FingerPointers()
    /// Capture the mouse while the left button is held (on by default).
    public var capturesMouse = true
    /// True while this translator holds the mouse capture.
    public private(set) var isCapturingMouse = false
    /// Points per unit of SDL's wheel deltas: a notch is one unit, and SDL scales touchpad
    /// deltas to about a tenth of a pixel (Cocoa's precise deltas × 0.1, Wayland's axis ÷ 10).
    public static let pointsPerScrollUnit: CGFloat = ScrollEvent.pointsPerNotch

    /// True when pointer times come from the window system (X11), not SDL's pump (R26).
    public private(set) var usesWindowSystemTimes = false
    private var wantsWindowSystemTimes = false
    private var serverClock = ServerClockMapper()
    /// The X time of the last pointer XEvent, for the SDL event SDL makes of it next.
    private var pendingServerTime: (kind: X11EventTime.Kind, time: UInt32)?
    private var onFallback: ((String) -> Void)?
    private var hasReportedFallback = false
    /// XInput 2.4's pinch events, when the window gets them (`useTouchpadGestures`).
    private var touchpad: X11TouchpadGestures?
    private var pinchStream = TouchpadPinchStream()

    /// How often the mouse reports while it moves unpressed (issue 52): the frames and the
    /// resampling know the pointer's rate before its first drag.
    public private(set) var hoverRate = InputRate()
    private var lastHover: Double?

    private func hovered(at stamp: Double) {
        guard stamp.isFinite else { return }
        if let lastHover, stamp > lastHover { hoverRate.add(interval: stamp - lastHover) }
        lastHover = stamp
    }

    public init(windowSize: CGSize) {
        self.windowSize = windowSize
        mirror = TwoFingerMirror(windowSize: windowSize)
    }

    /// Stamps pointer events with the window system's own event time from now on (R26): on X11,
    /// SDL is asked for each XEvent (SDL_SYSWMEVENT) and the server's time is mapped onto SDL's
    /// tick clock. Where there is none (another video driver, events SDL made up), the pump time
    /// stays and `onFallback` is told once why.
    public func useWindowSystemTimes(onFallback: @escaping (String) -> Void) {
        wantsWindowSystemTimes = true
        self.onFallback = onFallback
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        guard driver == "x11" else { return }
        _ = SDL_EventState(SDLInput.sysWMEvent, SDLMacros.enable)
        usesWindowSystemTimes = true
        // X servers on this machine count CLOCK_MONOTONIC milliseconds: a first guess of the
        // offset, checked against every event's pump time (see ServerClockMapper).
        var now = timespec()
        let frameNow = Double(SDL_GetTicks64()) / 1000
        if clock_gettime(CLOCK_MONOTONIC, &now) == 0 {
            let serverNow = Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
            serverClock = ServerClockMapper(serverNow: serverNow, frameNow: frameNow)
        }
    }

    /// Reads touchpad pinches from now on (issue 47 item 3b): on X11, XInput 2.4's pinch events
    /// selected on `window` (`X11TouchpadGestures`); elsewhere none. Returns what the window gets,
    /// to be said once.
    func useTouchpadGestures(on window: X11WindowGeometry.Handle?) -> TouchpadGestureSupport {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        guard driver == "x11", let window else {
            return .unavailable("the \(driver) video driver: SDL 2.26 reports no touchpad gestures")
        }
        _ = SDL_EventState(SDLInput.sysWMEvent, SDLMacros.enable)
        let (gestures, support) = X11TouchpadGestures.start(on: window)
        touchpad = gestures
        return support
    }

    /// The touchpad gestures the polled `event` stands for, handed to `input` (a pinch read by
    /// the watcher when SDL pumped it), stamped with the X server's time (R26).
    func translateTouchpad(_ event: SDL_Event, into input: (InputEvent) -> Void) {
        guard event.type == SDLInput.sysWMEvent, let pinch = touchpad?.take(event.syswm.msg) else { return }
        let time = serverClock.map(pinch.time, pumpTime: Self.seconds(event.common.timestamp))
        pinchStream.take(pinch.kind, location: pinch.location, scale: pinch.scale, angleDelta: pinch.angleDelta,
                         cancelled: pinch.cancelled, time: time, fingers: pinch.fingers) { input(.touchpad($0)) }
    }

    /// When the pointer event `event` (of `kind`) happened, seconds on SDL's tick clock (R26).
    /// Only events that drive gestures (`drivesGestures`) are worth a word when they have no
    /// window-system time: SDL makes up hover motions of its own (focus, window changes).
    private func pointerTime(_ event: SDL_Event, _ kind: X11EventTime.Kind, drivesGestures: Bool) -> Double {
        let pump = Self.seconds(event.common.timestamp)
        defer { pendingServerTime = nil }
        if let pending = pendingServerTime, pending.kind == kind {
            return serverClock.map(pending.time, pumpTime: pump)
        }
        if wantsWindowSystemTimes && drivesGestures && !hasReportedFallback {
            hasReportedFallback = true
            let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
            onFallback?(usesWindowSystemTimes
                ? "pointer events without an X event time use SDL's pump time (velocities are less exact)"
                : "the \(driver) video driver gives no pointer event times: using SDL's pump time (velocities are less exact)")
        }
        return pump
    }

    /// A translator for `window` (an `SDL_Window *`), reading its current size in points.
    public convenience init(window: OpaquePointer) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        self.init(windowSize: CGSize(width: CGFloat(w), height: CGFloat(h)))
    }

    deinit {
        if isCapturingMouse { SDL_CaptureMouse(SDL_FALSE) }
    }

    /// The input `event` stands for, or nil when it is none of the translator's business.
    public func translate(_ event: SDL_Event) -> InputEvent? {
        let time = Self.seconds(event.common.timestamp)
        switch event.type {
        case SDLInput.sysWMEvent:
            if let stamp = X11EventTime.read(event.syswm.msg) { pendingServerTime = stamp }
            return nil

        case SDLInput.mouseButtonDown, SDLInput.mouseButtonUp:
            let button = event.button
            let isDown = event.type == SDLInput.mouseButtonDown
            let drives = button.which != SDLInput.touchMouseID && button.button == SDLInput.leftButton
            let stamp = pointerTime(event, isDown ? .buttonPress : .buttonRelease, drivesGestures: drives)
            guard drives else { return nil }
            lastHover = nil
            setCapture(isDown)
            return .pointer(PointerEvent(isDown ? .down : .up, x: CGFloat(button.x), y: CGFloat(button.y), timestamp: stamp))

        case SDLInput.mouseMotion:
            let motion = event.motion
            let drives = motion.which != SDLInput.touchMouseID && motion.state & SDLInput.leftButtonMask != 0
            let stamp = pointerTime(event, .motion, drivesGestures: drives)
            guard drives else {
                if motion.which != SDLInput.touchMouseID { hovered(at: stamp) }
                return nil
            }
            return .pointer(PointerEvent(.move, x: CGFloat(motion.x), y: CGFloat(motion.y), timestamp: stamp))

        case SDLInput.mouseWheel:
            let wheel = event.wheel
            // On X11 a wheel notch is a button press of its own, with the server's time.
            let stamp = pointerTime(event, .buttonPress, drivesGestures: false)
            return .scroll(Self.scrollEvent(wheel, timestamp: stamp))

        case SDLInput.fingerDown, SDLInput.fingerMotion, SDLInput.fingerUp:
            let finger = event.tfinger
            guard finger.touchId != SDLInput.mouseTouchID, !Self.isIndirect(finger.touchId) else { return nil }
            let phase: PointerEvent.Phase = event.type == SDLInput.fingerDown ? .down
                : event.type == SDLInput.fingerUp ? .up : .move
            // R36: each finger keeps a small id of its own (1, 2, …) from its press to its release.
            guard let id = fingers.pointer(device: finger.touchId, finger: finger.fingerId, phase: phase) else { return nil }
            let location = CGPoint(x: CGFloat(finger.x) * windowSize.width, y: CGFloat(finger.y) * windowSize.height)
            return .pointer(PointerEvent(phase, location: location, timestamp: time, pointerID: id))

        case SDLInput.keyDown:
            let key = event.key
            guard key.repeat == 0, let cName = SDL_GetKeyName(key.keysym.sym) else { return nil }
            let name = String(cString: cName)
            guard !name.isEmpty else { return nil }
            // Shift is a modifier of the key, not a key of its own here: "Shift+[" steps finer.
            let shifted = UInt32(key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue) != 0
            return .key(name: shifted ? KeyNames.shifted(name) : name, timestamp: time)

        case SDLInput.windowEvent:
            switch event.window.event {
            case SDLInput.focusLost:
                setCapture(false)
                return .focusLost(timestamp: time)
            case SDLInput.sizeChanged:
                let size = CGSize(width: CGFloat(event.window.data1), height: CGFloat(event.window.data2))
                windowSize = size
                return .resized(size)
            default:
                return nil
            }

        case SDLInput.quit:
            return .quit

        default:
            return nil
        }
    }

    /// Polls every pending SDL event: translated ones go to `input`, the rest to `other` (the
    /// loop may want render-target resets and the like). `intercept` sees each event first and
    /// takes it when it returns true (the loop's Ctrl+Q). Call it often: every pump stamps its
    /// events with the current millisecond. The only SDL poll loop.
    public func pollEvents(_ input: (InputEvent) -> Void, other: (SDL_Event) -> Void = { _ in },
                           intercept: (SDL_Event) -> Bool = { _ in false }) {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if intercept(event) { continue }
            if !translate(event, into: input) { other(event) }
        }
    }

    /// The scroll step a wheel event stands for (see the type's description).
    static func scrollEvent(_ wheel: SDL_MouseWheelEvent, timestamp: Double) -> ScrollEvent {
        let x = wheel.preciseX.isFinite ? wheel.preciseX : 0, y = wheel.preciseY.isFinite ? wheel.preciseY : 0
        let isWhole = x.rounded() == x && y.rounded() == y
        // SDL's x grows to the right (the view scrolls right: content moves left), its y away
        // from the user (the view scrolls up: content moves down).
        let delta = CGPoint(x: -CGFloat(x) * pointsPerScrollUnit, y: CGFloat(y) * pointsPerScrollUnit)
        return ScrollEvent(location: CGPoint(x: CGFloat(wheel.mouseX), y: CGFloat(wheel.mouseY)), delta: delta,
                           timestamp: timestamp, type: isWhole ? .discrete : .continuous)
    }

    /// SDL's millisecond ticks in seconds.
    static func seconds(_ ticks: UInt32) -> Double { Double(ticks) / 1000 }

    private static func isIndirect(_ touch: SDL_TouchID) -> Bool {
        let type = SDL_GetTouchDeviceType(touch)
        return type == SDL_TOUCH_DEVICE_INDIRECT_ABSOLUTE || type == SDL_TOUCH_DEVICE_INDIRECT_RELATIVE
    }

    private func setCapture(_ on: Bool) {
        guard capturesMouse || isCapturingMouse else { return }
        guard on != isCapturingMouse else { return }
        // Fails harmlessly where the video driver cannot capture (the dummy driver, Wayland).
        _ = SDL_CaptureMouse(on ? SDL_TRUE : SDL_FALSE)
        isCapturingMouse = on
    }
}
