import CSDL2
import Foundation
import Input
import Painting
import Raster
import XCTest
@testable import Platform
import ViewTree

/// A client that draws one still view and quits after `frames` frames.
private final class StillClient: FrameClient {
    var frames: Int
    /// Called after each frame's draw with the frames still to come.
    var afterDraw: (Int) -> Void = { _ in }
    let root = View(frame: CGRect(x: 0, y: 0, width: 64, height: 48))
    init(frames: Int) {
        self.frames = frames
        root.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6)
    }
    func handle(_ input: InputEvent) {}
    func update(to time: Double) {}
    func prepare(with painter: Painter) {}
    func draw(with painter: Painter, stats: FrameStats) {
        painter.beginFrame(background: .black)
        painter.draw(root)
        painter.endFrame()
        frames -= 1
        afterDraw(frames)
    }
    func resize(to size: CGSize) {}
    /// Quits after its frames, or after 10 s without them (a frame not drawn fails the test
    /// instead of hanging it).
    let deadline = Date().addingTimeInterval(10)
    var wantsToQuit: Bool { frames <= 0 || Date() > deadline }
}

/// The X server keeps no copy of a covered window: once exposed, the loop's next frame shows all
/// of the window though nothing in it changed (the window's surface is shown only where a frame
/// changed otherwise).
final class ExposedWindowTests: XCTestCase {
    func testAnExposedWindowIsShownWholeThoughNothingChanged() throws {
        try DummyVideo.with {
            let window = try Window(title: "exposed", width: 64, height: 48, vsync: false)
            let presenter = try XCTUnwrap(window.presenter as? SurfacePresenter, "no blank to wait for: the window's surface")
            // Three frames: the second changes nothing and is exposed after it; the third shows it.
            let client = StillClient(frames: 3)
            let loop = try FrameLoop(window: window, client: client, threads: 1, options: .init(vsync: false))
            try loop.warmUp()
            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            var shownBeforeTheExpose: PixelRect?? = .none
            client.afterDraw = { left in
                // The frame drawn is presented after this: what the one before it showed.
                if left == 0 { shownBeforeTheExpose = .some(presenter.lastShown) }
                guard left == 1 else { return }
                var exposed = SDL_Event()
                exposed.window.type = SDL_WINDOWEVENT.rawValue
                exposed.window.windowID = window.id
                exposed.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
                SDL_PushEvent(&exposed)
            }
            try loop.run()
            XCTAssertEqual(client.frames, 0)
            XCTAssertEqual(shownBeforeTheExpose, .some(nil), "the second frame changed nothing and showed nothing")
            XCTAssertEqual(presenter.lastShown, PixelRect(x: 0, y: 0, width: 64, height: 48), "the exposed window, whole")
        }
    }
}
