import CSDL2
import Foundation

/// Opens the video side of SDL for a window, refusing to run on with nothing to show:
/// unless the user chose a driver (`SDL_VIDEODRIVER`), only x11 and wayland are tried, so a
/// `DISPLAY` that points nowhere is an error, not SDL's silent offscreen fallback.
public enum DisplayGuard {
    /// The display's usable area in points (desktop minus panels), once video is open.
    public struct Bounds: Equatable {
        public var width: Int
        public var height: Int
    }

    /// Initialises SDL video (x11 or wayland only, unless chosen) and returns the first
    /// display's usable bounds. Throws "cannot open display X" when no driver opens.
    public static func open(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Bounds? {
        let chosen = !(environment["SDL_VIDEODRIVER"] ?? "").isEmpty
        if !chosen { SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11,wayland") }
        if SDL_WasInit(SDLMacros.initVideo) == 0, SDL_InitSubSystem(SDLMacros.initVideo | SDLMacros.initEvents) != 0 {
            let display = environment["DISPLAY"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["WAYLAND_DISPLAY"] ?? ""
            throw DisplayError.cannotOpen(display: display, reason: SDLMacros.lastError)
        }
        if !chosen, let driver = SDL_GetCurrentVideoDriver().map({ String(cString: $0) }), driver != "x11", driver != "wayland" {
            throw DisplayError.unexpectedDriver(driver)
        }
        var rect = SDL_Rect()
        guard SDL_GetNumVideoDisplays() > 0, SDL_GetDisplayUsableBounds(0, &rect) == 0, rect.w > 0, rect.h > 0 else { return nil }
        return Bounds(width: Int(rect.w), height: Int(rect.h))
    }
}

/// Why no display could be opened.
public enum DisplayError: Error, Equatable, CustomStringConvertible {
    /// No x11 or wayland driver opened `display` (SDL's words in `reason`).
    case cannotOpen(display: String, reason: String)
    /// SDL fell back to another video driver that was not asked for.
    case unexpectedDriver(String)

    public var description: String {
        switch self {
        case let .cannotOpen(display, reason): return "cannot open display \(display) (\(reason))"
        case .unexpectedDriver(let driver): return "cannot open display: SDL chose the '\(driver)' video driver; set SDL_VIDEODRIVER to use it"
        }
    }
}
