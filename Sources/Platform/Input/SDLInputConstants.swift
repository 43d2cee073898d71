import CSDL2

/// SDL values the input code needs that come from C macros Swift does not import (cast or
/// function-like macros), or from C enums that import as structs.
enum SDLInput {
    /// SDL_TOUCH_MOUSEID: `which` of a mouse event SDL synthesised from a touch. The finger
    /// event itself is handled, so the copy is dropped.
    static let touchMouseID = UInt32.max
    /// SDL_MOUSE_TOUCHID: `touchId` of a finger event SDL synthesised from the mouse.
    static let mouseTouchID: SDL_TouchID = -1
    /// SDL_BUTTON_LMASK, `SDL_BUTTON(SDL_BUTTON_LEFT)`.
    static let leftButtonMask = UInt32(1) << (UInt32(SDL_BUTTON_LEFT) - 1)
    static let leftButton = UInt8(SDL_BUTTON_LEFT)

    static let quit = SDL_QUIT.rawValue
    static let windowEvent = SDL_WINDOWEVENT.rawValue
    static let keyDown = SDL_KEYDOWN.rawValue
    static let keyUp = SDL_KEYUP.rawValue
    static let mouseMotion = SDL_MOUSEMOTION.rawValue
    static let mouseButtonDown = SDL_MOUSEBUTTONDOWN.rawValue
    static let mouseButtonUp = SDL_MOUSEBUTTONUP.rawValue
    static let mouseWheel = SDL_MOUSEWHEEL.rawValue
    static let fingerDown = SDL_FINGERDOWN.rawValue
    static let fingerUp = SDL_FINGERUP.rawValue
    static let fingerMotion = SDL_FINGERMOTION.rawValue
    static let sysWMEvent = SDL_SYSWMEVENT.rawValue

    static let focusLost = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
    static let sizeChanged = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
    static let exposed = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
}
