import CSDL2

/// The desktop clipboard, through SDL (needs the video subsystem, i.e. a window).
public enum Clipboard {
    /// Puts `text` on the clipboard; false (with SDL's reason in `lastError`) when it cannot.
    @discardableResult
    public static func set(_ text: String) -> Bool {
        SDL_SetClipboardText(text) == 0
    }

    /// SDL's last error, for a message.
    public static var lastError: String { String(cString: SDL_GetError()) }
}
