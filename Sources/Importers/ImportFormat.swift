/// The kinds of capture `fluid import` reads.
public enum ImportFormat: String, CaseIterable, Sendable {
    /// The YAML of `libinput record` (Linux touch screens and touchpads): `LibinputRecording`.
    case libinput
    /// The text of Android's `getevent -lt`, with `getevent -p`'s axis ranges: `GeteventCapture`.
    case getevent
    /// JSON Lines of browser PointerEvents: `PointerEventLog`.
    case pointer

    /// Whether positions come in device units that `--size` maps to points.
    public var hasDeviceUnits: Bool { self != .pointer }
}
