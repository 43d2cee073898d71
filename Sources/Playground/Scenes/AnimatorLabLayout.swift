import Foundation
import ViewTree

/// The animator lab's measures for a window size: the roomy layout, or on a short or narrow
/// window (800×600) a tighter one, so the state panel's words, diagnostics included, stay in it.
struct AnimatorLabLayout {
    /// The stage's height as a share of the window's (120…190 points).
    var stageShare: CGFloat = 0.24
    var buttonHeight: CGFloat = 44
    var buttonStep: CGFloat = 52
    /// From the slider's top to the panel's.
    var sliderStep: CGFloat = 50
    var bottomMargin: CGFloat = 28
    /// The state panel's share of the width it shares with the plot.
    var panelShare: CGFloat = 0.5
    /// The panel's rows: the two chip rows (their tops and height), then the tops of the
    /// fraction, the call, the diagnostic's two lines and the hint.
    var chipRows: (CGFloat, CGFloat) = (18, 58)
    var chipHeight: CGFloat = 30
    var fraction: CGFloat = 98, call: CGFloat = 128, diagnostic: CGFloat = 156, detail: CGFloat = 180, hint: CGFloat = 206
    var lineHeight: CGFloat = 24

    init(size: CGSize) {
        if size.height < 700 {
            stageShare = 0.19
            buttonHeight = 40
            buttonStep = 48
            sliderStep = 42
            bottomMargin = 14
            chipRows = (12, 44)
            chipHeight = 28
            fraction = 78; call = 102; diagnostic = 124; detail = 144; hint = 166
            lineHeight = 20
        }
        if size.width < 1000 { panelShare = 0.58 }
    }
}

extension LabText {
    /// Sets a one-line label to `text` at the largest size up to `maxSize` (and at least 9)
    /// that an average glyph of 0.6 em lets fit the view's width.
    static func fit(_ view: View, _ text: String, maxSize: CGFloat) {
        guard var label = view.label else { return }
        let widthPerPoint = CGFloat(max(text.count, 1)) * 0.6
        let size = min(maxSize, max(9, (view.frame.width / widthPerPoint).rounded(.down)))
        guard label.string != text || label.size != size else { return }
        label.string = text
        label.size = size
        view.label = label
    }
}

extension AnimatorLabLayout {
    /// Room at each end of the stage for a subject `side` points wide: 24 points, and for a
    /// spring of `springDampingRatio` what its overshoot takes past the far end (from rest, a
    /// fraction e^(−ζπ/√(1−ζ²)) of the run), the square turned past upright included, so the
    /// stage's edge never cuts the overshoot off (issue 51).
    static func subjectInset(stageWidth: CGFloat, side: CGFloat, springDampingRatio: Double?) -> CGFloat {
        guard let zeta = springDampingRatio, zeta < 1 else { return 24 }
        let overshoot = CGFloat(exp(-zeta * .pi / (1 - zeta * zeta).squareRoot()))
        let margin = 6 + side * 0.21
        let needed = (overshoot * (stageWidth - side) + margin) / (1 + 2 * overshoot)
        return max(24, min(needed, (stageWidth - side) / 2 - 8))
    }
}
