import Foundation
import Painting
import ViewTree

extension PlaygroundApp {
    /// The caption on a dark plate, legible over any scene.
    func drawCaption(_ text: String, with painter: Painter) {
        let size: CGFloat = 20, pad: CGFloat = 8
        let width = painter.textWidth(text, size: size, color: .white)
        painter.fillRoundedRect(CGRect(x: 8, y: 8, width: width + 2 * pad, height: size + 2 * pad), radius: 6,
                                color: Color(white: 0, alpha: 0.75))
        painter.drawText(text, at: CGPoint(x: 8 + pad, y: 8 + pad), size: size, color: .white)
    }
}
