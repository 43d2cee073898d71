import Foundation
import Painting
import ViewTree

/// How `G`'s ghost is drawn: the outline of the ghost run's moving view in one tint, labelled
/// with the ghost's tuning, so it reads as "where the other tuning puts it" and never as a
/// second, washed-out copy of the scene (no fills, no pictures, no labels of its own).
enum GhostOutline {
    static let tint = Color(hex: 0xBF5AF2)
    static let lineWidth: CGFloat = 2
    /// Points along each rounded corner.
    static let cornerSteps = 6
    /// The most points an outline has (four corners and the point that closes it).
    static let capacity = 4 * (cornerSteps + 1) + 1

    /// The outline of `view`'s presented bounds, rounded corners included, in its root's
    /// coordinates (the window's), into `points`; the number written.
    static func outline(of view: View, into points: inout [CGPoint]) -> Int {
        if points.count < capacity { points = [CGPoint](repeating: .zero, count: capacity) }
        let b = view.presentedBounds
        let r = min(max(view.presentation.cornerRadius, 0), min(b.width, b.height) / 2)
        // Corner centres, clockwise from the top left, each with its arc's start angle.
        let corners: [(CGPoint, Double)] = [
            (CGPoint(x: b.minX + r, y: b.minY + r), .pi), (CGPoint(x: b.maxX - r, y: b.minY + r), 1.5 * .pi),
            (CGPoint(x: b.maxX - r, y: b.maxY - r), 0), (CGPoint(x: b.minX + r, y: b.maxY - r), 0.5 * .pi),
        ]
        var n = 0
        for (centre, start) in corners {
            for i in 0...cornerSteps {
                let a = start + 0.5 * .pi * Double(i) / Double(cornerSteps)
                let p = CGPoint(x: centre.x + r * CGFloat(cos(a)), y: centre.y + r * CGFloat(sin(a)))
                points[n] = view.convertToRoot(p)
                n += 1
            }
        }
        points[n] = points[0]
        return n + 1
    }

    /// Draws the ghost: its outline at `opacity` (1 while it moves, fading once both runs rest)
    /// and its label at the outline's top left.
    static func draw(_ view: View, label: String, opacity: Double, painter: Painter, points: inout [CGPoint]) {
        guard opacity > 0, !view.isHidden else { return }
        let n = outline(of: view, into: &points)
        let color = tint.withAlphaComponent(tint.alpha * opacity)
        points.withUnsafeBufferPointer { painter.strokePolyline(UnsafeBufferPointer(rebasing: $0[0..<n]), width: lineWidth, color: color) }
        var top = points[0]
        for p in points[0..<n] where p.y < top.y || (p.y == top.y && p.x < top.x) { top = p }
        var minX = points[0].x
        for p in points[0..<n] { minX = min(minX, p.x) }
        // Above the outline when there is room, else just inside it.
        let y = top.y >= 22 ? top.y - 20 : top.y + 4
        let width = painter.textWidth(label, size: 11, color: .white) + 12
        let box = CGRect(x: max(minX, 4), y: y, width: width, height: 17)
        painter.fillRoundedRect(box, radius: 5, color: Color(white: 0.08, alpha: 0.85 * opacity))
        painter.drawText(label, at: CGPoint(x: box.minX + 6, y: box.minY + 2), size: 11, color: color)
    }
}
