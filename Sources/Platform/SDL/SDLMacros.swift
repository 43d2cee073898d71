import CSDL2

/// SDL's C macros that do not import into Swift, wrapped once here.
enum SDLMacros {
    static let initVideo: UInt32 = 0x0000_0020
    static let initEvents: UInt32 = 0x0000_4000
    static let windowPosCentered: Int32 = 0x2FFF_0000
    static let pixelFormatARGB8888 = UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue)
    /// 32-bit pixels with the canvas's bytes and no alpha (SDL's RGB888): X11's usual visual.
    static let pixelFormatXRGB8888 = UInt32(SDL_PIXELFORMAT_RGB888.rawValue)
    /// SDL_ENABLE, for SDL_EventState.
    static let enable: Int32 = 1

    /// The last SDL error as a Swift string.
    static var lastError: String { String(cString: SDL_GetError()) }

    /// Opens `path` for reading or writing through SDL's RWops (SDL_LoadBMP is a macro over this).
    static func file(_ path: String, mode: String) -> UnsafeMutablePointer<SDL_RWops>? {
        SDL_RWFromFile(path, mode)
    }
}
