import CSDL2
import Foundation
import XCTest

/// SDL's video on the dummy driver, for tests of windows without a display (as the event tests
/// use it): started once per process, whatever SDL_VIDEODRIVER the environment names.
enum DummyVideo {
    /// Runs `body` with SDL's video started and SDL_VIDEODRIVER naming the dummy driver (a
    /// `Window` asks for a display or a driver before it opens).
    static func with(_ body: () throws -> Void) throws {
        let previous = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        defer { if let previous { setenv("SDL_VIDEODRIVER", previous, 1) } else { unsetenv("SDL_VIDEODRIVER") } }
        try start()
        try body()
    }

    /// Starts SDL's video on the dummy driver unless it runs already.
    static func start() throws {
        if X11MouseTests.isRequested { throw XCTSkip("FLUID_X11_TESTS runs the X11 test alone") }
        guard SDL_WasInit(SDL_INIT_VIDEO) == 0 else { return }
        SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "dummy", SDL_HINT_OVERRIDE)
        defer { SDL_ResetHint(SDL_HINT_VIDEODRIVER) }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw XCTSkip("SDL could not start the dummy video driver: \(String(cString: SDL_GetError()))")
        }
    }
}
