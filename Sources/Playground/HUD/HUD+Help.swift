import Foundation
import Painting
import ViewTree

extension HUD {
    /// The key help (`?`): an opaque panel as large as its text, centred; on a window too small
    /// for it at its natural size the text is drawn smaller, so nothing runs out of the panel.
    func drawHelp(renderer: Painter, size: CGSize) {
        let rows = PlaygroundApp.keyHelp
        let layout = helpLayout.value(for: HelpKey(size: size)) { _ in
            HelpLayout(rows: rows, size: size) { renderer.textWidth($0, size: $1, color: .white) }
        }
        let box = layout.box
        let s = layout.scale
        renderer.fillRoundedRect(box, radius: 16 * s, color: Self.helpPanel)
        renderer.drawText("Keys", at: CGPoint(x: box.minX + HelpLayout.margin * s, y: box.minY + 14 * s), size: 16 * s, color: .white)
        for (i, row) in rows.enumerated() {
            let y = box.minY + (HelpLayout.top + CGFloat(i) * HelpLayout.rowHeight) * s
            renderer.drawText(row.0, at: CGPoint(x: box.minX + HelpLayout.margin * s, y: y), size: 13 * s, color: Color(hex: 0xFF9F0A))
            renderer.drawText(row.1, at: CGPoint(x: box.minX + HelpLayout.margin * s + layout.labelColumn, y: y), size: 13 * s,
                              color: .white)
        }
    }

    /// Opaque: the scene must not show through the words.
    static let helpPanel = Color(white: 0.08, alpha: 1)
}

/// What the help panel's size depends on.
struct HelpKey: Equatable {
    var size: CGSize
}

/// Where the help's panel and columns go: measured from the text at 13 points, then scaled down
/// (never up) to fit the window with a margin.
struct HelpLayout {
    static let margin: CGFloat = 20
    static let top: CGFloat = 42
    static let rowHeight: CGFloat = 22
    static let columnGap: CGFloat = 16
    /// The least room left around the panel.
    static let windowMargin: CGFloat = 8

    var box: CGRect
    /// The text size's factor (1 at 13 points).
    var scale: CGFloat
    /// From the labels' left edge to the descriptions', scaled.
    var labelColumn: CGFloat

    init(rows: [(String, String)], size: CGSize, width: (String, CGFloat) -> CGFloat) {
        let labels = rows.map { width($0.0, 13) }.max() ?? 0
        let texts = rows.map { width($0.1, 13) }.max() ?? 0
        let naturalWidth = Self.margin * 2 + labels + Self.columnGap + texts
        let naturalHeight = Self.top + CGFloat(rows.count) * Self.rowHeight + 14
        let room = CGSize(width: max(size.width - 2 * Self.windowMargin, 1), height: max(size.height - 2 * Self.windowMargin, 1))
        let fit = min(1, room.width / naturalWidth, room.height / naturalHeight)
        // Text is drawn at whole sizes by some painters: measure again at the scaled size.
        scale = fit
        var needed = naturalWidth * fit
        if fit < 1 {
            let scaledLabels = rows.map { width($0.0, 13 * fit) }.max() ?? 0
            let scaledTexts = rows.map { width($0.1, 13 * fit) }.max() ?? 0
            needed = (Self.margin * 2 + Self.columnGap) * fit + scaledLabels + scaledTexts
            labelColumn = scaledLabels + Self.columnGap * fit
        } else {
            labelColumn = labels + Self.columnGap
        }
        let w = min(needed, room.width), h = naturalHeight * fit
        box = CGRect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
    }
}
