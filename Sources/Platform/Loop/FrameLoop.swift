import CSDL2
import Foundation
import Input

/// The windowed frame loop: one frame per vsync. Each frame drains input (visible in that same
/// frame), advances the client to the frame's target timestamp, draws, presents; update and draw
/// times are measured every frame.
public final class FrameLoop {
    public struct Options {
        public var vsync = true
        public var record: InputRecorder?
        /// Inputs to inject each frame (a replayed recording): given seconds since the loop
        /// started and the clock's time then, returns the inputs due, stamped on that clock.
        public var scheduledInputs: ((_ elapsed: Double, _ clockTime: Double) -> [InputEvent])?
        /// Rendering threads (nil: every core this process may use), as for `Renderer`.
        public var threads: Int?
        public init(vsync: Bool = true, record: InputRecorder? = nil,
                    scheduledInputs: ((Double, Double) -> [InputEvent])? = nil, threads: Int? = nil) {
            self.vsync = vsync
            self.record = record
            self.scheduledInputs = scheduledInputs
            self.threads = threads
        }
    }

    private let window: Window
    private let client: FrameClient
    /// Draws the frames; its pool has `options.threads` threads.
    public let renderer: Renderer
    private let translator: EventTranslator
    private let options: Options
    public private(set) var stats = FrameStats()
    private var quitRequested = false
    /// The window needs a frame whatever the client says (exposed, resized).
    private var mustDraw = true
    /// The longest the loop waits for input while nothing needs drawing: timed gesture decisions
    /// (a tap waiting for its second press) still get their frame.
    static let idleWait: Int32 = 100

    public init(window: Window, client: FrameClient, options: Options = Options()) throws {
        self.window = window
        self.client = client
        self.options = options
        let pixels = window.drawableSize
        renderer = Renderer(canvas: try Canvas(width: pixels.width, height: pixels.height), threads: options.threads)
        renderer.pixelsPerPoint = window.pixelsPerPoint
        let points = window.sizeInPoints
        translator = EventTranslator(windowSize: CGSize(width: CGFloat(points.width), height: CGFloat(points.height)))
        // R26: pointer samples carry when they happened, not when this loop read them.
        translator.useWindowSystemTimes { message in
            FileHandle.standardError.write(Data("fluid: \(message)\n".utf8))
        }
    }

    /// Warnings raised while drawing (font, images).
    public var warnings: Warnings { renderer.warnings }

    /// Runs until the window closes, Ctrl+Q, or the client wants to quit.
    public func run() throws {
        let points = window.sizeInPoints
        client.resize(to: CGSize(width: CGFloat(points.width), height: CGFloat(points.height)))
        let clock = FrameClock()
        var pacer = FramePacer(refreshRate: window.refreshRate, sleeps: options.vsync)
        let loopStart = clock.now()
        while !quitRequested && !client.wantsToQuit {
            let start = clock.now()
            let target = pacer.target(now: start)
            if let scheduled = options.scheduledInputs {
                for input in scheduled(start - loopStart, loopStart) { client.handle(input) }
            }
            // The one poll loop (issue 15 §2): the translator's.
            translator.pollEvents({ input in
                if client.records(input) { options.record?.record(input) }
                switch input {
                case .quit: quitRequested = true
                case .resized: try? followWindowSize(); mustDraw = true
                default: break
                }
                client.handle(input)
            }, other: { event in
                if Self.isExposed(event) { mustDraw = true }
            }, intercept: { event in
                // Ctrl+Q by the event's own modifiers: the live modifier state has already moved
                // on to keys pumped after it.
                guard Self.isControlQ(event) else { return false }
                quitRequested = true
                return true
            })
            if quitRequested || client.wantsToQuit { break }
            client.update(to: target)
            guard mustDraw || client.needsDisplay else {
                // Nothing would change on screen: draw nothing and sleep until input arrives
                // (issue 14 §6); the next frame starts as soon as it does.
                SDL_WaitEventTimeout(nil, Self.idleWait)
                stats.restart()
                pacer = FramePacer(refreshRate: window.refreshRate, sleeps: options.vsync)
                continue
            }
            mustDraw = false
            let updated = clock.now()
            // A scene just loaded (or a resized window) is prepared outside the timed frame.
            client.prepare(with: renderer)
            let prepared = clock.now()
            client.draw(with: renderer, stats: stats)
            renderer.endFrame()
            let drawn = clock.now()
            stats.record(start: start, update: updated - start, draw: drawn - prepared)
            let presenting = clock.now()
            window.present(renderer.canvas)
            // A present that waited for the display (vsync) already paced the frame; one that
            // returned at once (Xvfb, software renderers) leaves the pacing to us.
            if !pacer.presentBlocked(presenting: presenting, presented: clock.now()) {
                waitForFrame(clock: clock, pacer: pacer, target: target)
            }
        }
        options.record?.close()
    }

    /// Sleeps in short slices until the frame boundary, pumping SDL in between so input gets
    /// finer timestamps than one per frame.
    private func waitForFrame(clock: FrameClock, pacer: FramePacer, target: Double) {
        while true {
            let remaining = pacer.sleepTime(now: clock.now(), target: target)
            if remaining <= 0.0002 { return }
            SDL_PumpEvents()
            usleep(useconds_t(min(remaining, 0.002) * 1_000_000))
        }
    }

    private func followWindowSize() throws {
        let pixels = window.drawableSize
        try renderer.canvas.resize(width: pixels.width, height: pixels.height)
        renderer.pixelsPerPoint = window.pixelsPerPoint
        let points = window.sizeInPoints
        client.resize(to: CGSize(width: CGFloat(points.width), height: CGFloat(points.height)))
    }
}

extension FrameLoop {
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
