import CSDL2
import Foundation
import Input
import Painting

/// The windowed frame loop: one frame per vsync. Each frame drains input (visible in that same
/// frame), advances the client to the frame's target timestamp, draws, presents; update and draw
/// times are measured every frame.
public final class FrameLoop {
    public struct Options {
        public var vsync = true
        public var record: InputRecorder?
        /// A recording replayed into the window: its times count from the loop's start.
        public var replay: InputFeed?
        /// Called once, when the first frame is on screen (`--watch` measures a reload to it).
        public var firstFramePresented: (() -> Void)?
        public init(vsync: Bool = true, record: InputRecorder? = nil, replay: InputFeed? = nil) {
            self.vsync = vsync
            self.record = record
            self.replay = replay
        }
    }

    private let window: Window
    private let client: FrameClient
    /// What the frames are drawn on; the window shows its pixels.
    public let surface: Surface
    /// The frame itself: input, update, draw (the same step headless runs use).
    private let step: FrameStep
    private let translator: EventTranslator
    /// Whether touchpad pinches reach the window, and why not (issue 47 item 3b), to be said once.
    public private(set) var touchpadSupport: TouchpadGestureSupport = .unavailable("not asked")
    /// What the loop was started with; `record` may be set until `run()`.
    public var options: Options
    private var quitRequested = false
    /// The window needs a frame whatever the client says (exposed, resized).
    private var mustDraw = true
    /// The longest the loop waits for input while nothing needs drawing: timed gesture decisions
    /// (a tap waiting for its second press) still get their frame.
    static let idleWait: Int32 = 100

    /// A loop drawing `client`'s frames with `painter`, which it sizes to the window.
    /// Wakes the loop from its rest, from any thread: its next turn (and the client's
    /// `update`) runs at once rather than after up to `idleWait` ms.
    public static func wake() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        _ = SDL_PushEvent(&event)
    }

    /// Ends the loop from any thread, as closing the window does (`fluid bench window` when
    /// its scripted drag is over).
    public static func quit() {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        _ = SDL_PushEvent(&event)
    }

    public init(window: Window, client: FrameClient, painter: Surface, options: Options = Options()) throws {
        self.window = window
        self.client = client
        self.options = options
        surface = painter
        let pixels = window.drawableSize
        try painter.resize(width: Int(pixels.width), height: Int(pixels.height))
        painter.pixelsPerPoint = window.pixelsPerPoint
        step = FrameStep(client: client, painter: painter)
        let points = window.sizeInPoints
        translator = EventTranslator(windowSize: CGSize(width: CGFloat(points.width), height: CGFloat(points.height)))
        // R26: pointer samples carry when they happened, not when this loop read them.
        translator.useWindowSystemTimes { message in
            FileHandle.standardError.write(Data("fluid: \(message)\n".utf8))
        }
        touchpadSupport = translator.useTouchpadGestures(on: window.x11)
    }

    /// A loop drawing with a `Renderer` on `threads` threads (nil: every core this process may use).
    public convenience init(window: Window, client: FrameClient, threads: Int? = nil, options: Options = Options()) throws {
        let pixels = window.drawableSize
        let renderer = try Renderer(width: Int(pixels.width), height: Int(pixels.height), threads: threads)
        try self.init(window: window, client: client, painter: renderer, options: options)
    }

    /// Warnings raised while drawing (font, images).
    public var warnings: Warnings { surface.warnings }

    /// The update and draw times of recent frames.
    public var stats: FrameStats { step.stats }

    /// Draws one frame, untimed and not counted, and hands it to the window (hidden, so not
    /// seen): what a first frame costs beyond drawing (preparing the tree, the window's texture
    /// and the display driver's first upload) is then paid before `run()`.
    public func warmUp() throws {
        try followWindowSize()
        step.update(to: FrameClock().now())
        step.draw()
        window.present(surface.pixels, changed: surface.takeUnpresented())
        step.restartStats()
    }

    /// Runs until the window closes, Ctrl+Q, or the client wants to quit.
    public func run() throws {
        // The window may have been resized since the loop was made (`warmUp`, a reload).
        try followWindowSize()
        let clock = FrameClock()
        step.clock = { clock.now() }
        var pacer = FramePacer(refreshRate: window.refreshRate, sleeps: options.vsync)
        var following = FingerFollowing(displayHasRate: window.displayRate != nil, period: pacer.period)
        var startedBySample = false
        /// When the last frame read its input (`FingerFollowing.readTime`).
        var lastRead = -Double.infinity
        options.replay?.timeOffset = clock.now()
        while !quitRequested && !client.wantsToQuit {
            let start = clock.now()
            step.begin(stamp: start)
            options.replay?.take(dueBy: start) { step.handle($0) }
            // The one poll loop: the translator's.
            translator.pollEvents({ input in
                if client.records(input) { options.record?.record(input) }
                if case .pointer(let event) = input {
                    // A press in a loop at rest: no frame has learned the hover rate yet.
                    if event.phase == .down { following.learnRate(from: translator.hoverRate) }
                    following.note(event)
                    if event.phase == .down {
                        client.pointerPressed(rate: translator.hoverRate, framesFollow: following.isFollowing)
                    }
                }
                switch input {
                case .quit: quitRequested = true
                case .resized: try? followWindowSize(); window.invalidate(); mustDraw = true
                default: break
                }
                step.handle(input)
            }, other: { event in
                // The X server keeps no copy of a covered window's pixels.
                if Self.isExposed(event) { window.invalidate(); mustDraw = true }
            }, intercept: { event in
                // Ctrl+Q by the event's own modifiers: the live modifier state has already moved
                // on to keys pumped after it.
                guard Self.isControlQ(event) else { return false }
                quitRequested = true
                return true
            })
            if quitRequested || client.wantsToQuit { break }
            // A frame a sample started reads its input after the poll, when `readTime` says: its
            // X stamp maps within SDL's millisecond of its pumping, which may lie after the
            // frame's start or even after now. So does a frame that an overdue sample started,
            // when the poll brought it after all, and a lifted finger's release frame (waiting
            // here for its time when that is a moment away); other frames keep the grid.
            let readAt = following.readTime(now: clock.now(), lastRead: lastRead)
            if readAt > clock.now() { usleep(useconds_t(min(readAt - clock.now(), pacer.period) * 1_000_000)) }
            let target = following.readsOffGrid(startedBySample: startedBySample, start: start)
                ? pacer.target(now: readAt, startedBySampleAfter: 1 / FingerFollowing.fastestRate)
                : pacer.target(now: start)
            lastRead = target - pacer.period
            Self.runMainRunLoop()
            // Input is read now, about a frame before the frame is shown (F7).
            step.update(to: target, inputLatency: pacer.period)
            guard mustDraw || step.needsDisplay else {
                // Nothing would change on screen: draw nothing and sleep until input arrives;
                // the next frame starts as soon as it does.
                SDL_WaitEventTimeout(nil, Self.idleWait)
                // A resize SDL has not seen yet is caught at rest too.
                if window.keepWithinCanvasLimit() { mustDraw = true }
                step.restartStats()
                pacer = FramePacer(refreshRate: window.refreshRate, sleeps: options.vsync)
                startedBySample = false
                continue
            }
            mustDraw = false
            step.draw()
            let presenting = clock.now()
            window.present(surface.pixels, changed: surface.takeUnpresented())
            step.presented(at: clock.now())
            if let firstFramePresented = options.firstFramePresented {
                options.firstFramePresented = nil
                firstFramePresented()
            }
            // A present that waited for the display (vsync) already paced the frame, unless it
            // returned more than a frame early (slowed by load, not held for the blank); one that
            // cannot wait for a blank (no vsync: Xvfb, software renderers) leaves the pacing to us,
            // however long it took.
            let blocked = window.waitsForBlank && pacer.presentBlocked(presenting: presenting, presented: clock.now())
            // A finger whose samples wait in the queue (they came while this frame was drawn and
            // presented) has not rested, however long ago its newest polled one was.
            if following.wake == .input {
                SDL_PumpEvents()
                if !Self.hasPointerInput(.input) { following.rest(at: clock.now()) }
            }
            // Before the wait, so that a first press can end it (`FingerFollowing.wake`).
            following.learnRate(from: translator.hoverRate)
            // One frame for an overdue sample: a later one waits for input.
            let overdue = following.overdue.map { $0 > start ? $0 : .infinity } ?? .infinity
            // While a followed finger's next sample is due, the grid does not tick before it: a
            // tick between two samples would show none new (a 60 Hz finger's steps beat with a
            // 60 Hz grid). Once it is overdue the grid takes over again.
            let grid = blocked ? pacer.earliestStart(after: target) : target
            startedBySample = waitForFrame(clock: clock, pacer: pacer,
                                           target: overdue.isFinite ? max(grid, overdue) : grid,
                                           wake: following.wake, after: start + following.minimumGap, overdue: overdue)
        }
        options.record?.close()
    }

    /// Sleeps in short slices until the frame boundary, pumping SDL in between so input gets
    /// finer timestamps than one per frame. While frames follow a finger (`FingerFollowing`),
    /// from `earliest` on the pointer input `wake` names, or a sample `overdue`, ends the wait at
    /// once: true when it did.
    private func waitForFrame(clock: FrameClock, pacer: FramePacer, target: Double,
                              wake: FingerFollowing.Wake, after earliest: Double, overdue: Double) -> Bool {
        while true {
            let now = clock.now()
            let remaining = pacer.sleepTime(now: now, target: target)
            if remaining <= 0.0002 { return false }
            SDL_PumpEvents()
            if wake != .never, now >= earliest, now >= overdue || Self.hasPointerInput(wake) { return true }
            // Half a millisecond while a finger's samples start frames: what a sample waits for.
            let slice = wake == .never ? 0.002 : 0.0005
            usleep(useconds_t(min(remaining, slice) * 1_000_000))
        }
    }

    /// The window's size in points and pixels the surface and the client were last given.
    private var followed: (points: (Int32, Int32), pixels: (Int32, Int32))?

    private func followWindowSize() throws {
        let pixels = window.drawableSize
        // Laying the client out again would have it prepare its tree again for nothing.
        if let followed, followed.points == window.sizeInPoints, followed.pixels == pixels { return }
        followed = (window.sizeInPoints, pixels)
        try surface.resize(width: Int(pixels.width), height: Int(pixels.height))
        surface.pixelsPerPoint = window.pixelsPerPoint
        let points = window.sizeInPoints
        client.resize(to: CGSize(width: CGFloat(points.width), height: CGFloat(points.height)))
    }
}

extension FrameLoop {
    /// Runs, without waiting, what scene code left for the main thread: `DispatchQueue.main`
    /// blocks (`async`, `asyncAfter` once due) and the main run loop's timers
    /// (`Timer.scheduledTimer`), as UIKit's main run loop does between frames. Once a turn, after
    /// input, so what they change is drawn in that frame; at rest the loop turns at least every
    /// `idleWait` ms.
    static func runMainRunLoop() {
        // A pass without waiting serves one ready port (the main queue's, the timers', …): a
        // timer port left ready by a timer that came due and went would take the only pass and
        // leave the main queue's blocks for the next turn. Each further pass serves the next.
        for _ in 0..<Self.runLoopPasses { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
    }

    /// Passes of the main run loop a turn: the timers' port, the main queue's, and one more.
    static let runLoopPasses = 3

    /// True when pointer input of the kind `wake` names waits in SDL's queue (left there for the
    /// next poll): any motion, press or release, or only a press.
    static func hasPointerInput(_ wake: FingerFollowing.Wake) -> Bool {
        switch wake {
        case .never:
            return false
        case .press:
            return SDL_PeepEvents(nil, 0, SDL_PEEKEVENT, SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONDOWN.rawValue) > 0
                || SDL_PeepEvents(nil, 0, SDL_PEEKEVENT, SDL_FINGERDOWN.rawValue, SDL_FINGERDOWN.rawValue) > 0
        case .input:
            return SDL_PeepEvents(nil, 0, SDL_PEEKEVENT, SDL_MOUSEMOTION.rawValue, SDL_MOUSEBUTTONUP.rawValue) > 0
                || SDL_PeepEvents(nil, 0, SDL_PEEKEVENT, SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue) > 0
        }
    }

    static func isExposed(_ event: SDL_Event) -> Bool {
        event.type == SDLInput.windowEvent && event.window.event == SDLInput.exposed
    }

    static func isControlQ(_ event: SDL_Event) -> Bool {
        guard event.type == SDL_KEYDOWN.rawValue else { return false }
        let ctrl = UInt32(event.key.keysym.mod) & UInt32(KMOD_CTRL.rawValue) != 0
        return ctrl && event.key.keysym.sym == Int32(SDLK_q.rawValue)
    }
}

/// Seconds on SDL's event clock (SDL_GetTicks), at the performance counter's resolution, so that
/// frame timestamps and input timestamps can be compared.
struct FrameClock {
    private let frequency = Double(SDL_GetPerformanceFrequency())
    private let offset: Double

    init() {
        let counter = Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
        offset = Double(SDL_GetTicks64()) / 1000 - counter
    }

    func now() -> Double { Double(SDL_GetPerformanceCounter()) / frequency + offset }
}
