import CSDL2
import CSDL2TTF

/// Starts and stops SDL for the process.
public enum SDLLifecycle {
    /// Shuts SDL and SDL_ttf down (after every window, canvas and texture is gone).
    public static func shutdown() {
        if TTF_WasInit() != 0 { TTF_Quit() }
        SDL_Quit()
    }
}
