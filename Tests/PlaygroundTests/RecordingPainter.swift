import Foundation
import Painting
import ViewTree
@testable import Playground

/// A painter that keeps what it was asked to draw, in points: the HUD's words and shapes, for
/// tests that read the HUD without pixels. Text is 7 points a character wide at 13 points.
final class RecordingPainter: Painter {
    struct Text {
        var string: String, origin: CGPoint, size: CGFloat, alignment: TextAlignment, width: CGFloat, color: Color
    }
    struct Fill { var rect: CGRect; var color: Color }
    var texts: [Text] = []
    var fills: [Fill] = []
    var lines: [(CGPoint, CGPoint, CGFloat)] = []
    var polylines: [(points: [CGPoint], width: CGFloat, color: Color)] = []
    var overlays: [(View, Double)] = []

    func beginFrame(background: Color) { texts = []; fills = []; lines = []; polylines = []; overlays = [] }
    func draw(_ root: View) {}
    func drawOverlay(_ view: View, alpha: Double) { overlays.append((view, alpha)) }
    func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color, corners: CornerMask) { fills.append(Fill(rect: rect, color: color)) }
    func strokeLine(from a: CGPoint, to b: CGPoint, width: CGFloat, color: Color) { lines.append((a, b, width)) }
    func strokePolyline(_ points: UnsafeBufferPointer<CGPoint>, width: CGFloat, color: Color) {
        polylines.append((Array(points), width, color))
    }
    func drawText(_ string: String, at point: CGPoint, size: CGFloat, color: Color, alignment: TextAlignment) {
        texts.append(Text(string: string, origin: point, size: size, alignment: alignment,
                          width: textWidth(string, size: size, color: color), color: color))
    }
    func textWidth(_ string: String, size: CGFloat, color: Color) -> CGFloat { CGFloat(string.count) * 7 * size / 13 }

    /// Every word drawn, one string.
    var allText: String { texts.map(\.string).joined(separator: "\n") }

    /// The horizontal extent of a text as drawn.
    func span(of text: Text) -> ClosedRange<CGFloat> {
        switch text.alignment {
        case .left: return text.origin.x...(text.origin.x + text.width)
        case .right: return (text.origin.x - text.width)...text.origin.x
        case .center: return (text.origin.x - text.width / 2)...(text.origin.x + text.width / 2)
        }
    }
}

extension PlaygroundApp {
    /// Draws one frame on `painter` (the HUD as the window shows it).
    func drawForTest(on painter: RecordingPainter) {
        draw(with: painter, stats: FrameStats())
    }
}
