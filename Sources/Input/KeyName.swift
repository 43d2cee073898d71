/// How a key record names a key pressed with Shift held: "Shift+" and the key's own name as SDL
/// spells it ("Shift+[" for Shift and `[`), so the playground can step tuning finer with Shift.
public enum KeyName {
    public static let shiftPrefix = "Shift+"

    /// The key's name without Shift ("[" for "Shift+["); nil when it was pressed without.
    public static func unshifted(_ name: String) -> String? {
        name.hasPrefix(shiftPrefix) ? String(name.dropFirst(shiftPrefix.count)) : nil
    }
}
