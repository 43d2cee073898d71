import CSDL2
import Input

/// Key names as SDL spells them ("Space", "]", "Escape"): what a recording's key records may say.
/// A key pressed with Shift held is "Shift+" and its name ("Shift+[").
public enum KeyNames {
    /// True when SDL knows `name` as a key, with or without the Shift prefix (works without SDL
    /// initialised).
    public static func isKnown(_ name: String) -> Bool {
        let key = KeyName.unshifted(name) ?? name
        return !key.isEmpty && SDL_GetKeyFromName(key) != Int32(SDLK_UNKNOWN.rawValue)
    }

    /// `name` pressed with Shift held; a Shift key itself stays as it is.
    static func shifted(_ name: String) -> String {
        name.hasSuffix("Shift") ? name : KeyName.shiftPrefix + name
    }
}
