import CSDL2

/// Key names as SDL spells them ("Space", "]", "Escape"): what a recording's key records may say.
public enum KeyNames {
    /// True when SDL knows `name` as a key (works without SDL initialised).
    public static func isKnown(_ name: String) -> Bool {
        SDL_GetKeyFromName(name) != Int32(SDLK_UNKNOWN.rawValue)
    }
}
