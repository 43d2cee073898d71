import ViewTree

/// The lab panel's fixed words and their colours, as a newcomer reads them (issue 51): no rule
/// number to look up, and the quiet line before any refusal not in a refusal's red.
extension AnimatorLabScene {
    /// The diagnostic line before any call was refused: grey, as the hint (red is for a refusal).
    static let noDiagnostics = "no diagnostics yet"
    static let quietColor = Color(hex: 0x8E8E93)
    static let warningColor = Color(hex: 0xC7254E)
    /// What the panel's last line says: where UIKit would crash or assert, the call is refused.
    static let hint = "A call UIKit would crash on changes nothing here and is shown above."
}
