import Foundation
import Painting
import ViewTree

/// What a frame asked the renderer to draw, in order, kept until the frame ends: only then is
/// it known which pixels changed (`FrameDamage`), and the frame is drawn over those alone.
/// Buffers are kept between frames: recording allocates nothing once they have grown.
struct FrameRecording {
    enum Command {
        case tree(View)
        case overlay(View, alpha: Double)
        case roundedRect(CGRect, radius: CGFloat, color: Color, corners: CornerMask)
        case line(CGPoint, CGPoint, width: CGFloat, color: Color)
        /// Points `range` of `points`, joined.
        case polyline(Range<Int>, width: CGFloat, color: Color)
        case text(String, at: CGPoint, size: CGFloat, color: Color, alignment: TextAlignment)
    }

    private(set) var background = Color.black
    private(set) var commands: [Command] = []
    private(set) var points: [CGPoint] = []

    init() {
        commands.reserveCapacity(256)
        points.reserveCapacity(1024)
    }

    mutating func begin(background: Color) {
        self.background = background
        commands.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
    }

    mutating func append(_ command: Command) { commands.append(command) }

    mutating func appendPolyline(_ line: UnsafeBufferPointer<CGPoint>, width: CGFloat, color: Color) {
        let start = points.count
        points.append(contentsOf: line)
        commands.append(.polyline(start..<points.count, width: width, color: color))
    }
}

extension Renderer {
    /// Adds every recorded command's items to `damage`.
    func collectDamage() {
        let scale = pixelsPerPoint
        for command in recording.commands {
            switch command {
            case .tree(let root):
                tree.collect(root, into: damage, on: self)
            case let .overlay(view, alpha):
                tree.collectOverlay(view, alpha: alpha, into: damage, on: self)
            case let .roundedRect(rect, radius, color, corners):
                damage.addRoundedRect(rect, radius: radius, color: color, corners: corners, scale: scale)
            case let .line(a, b, width, color):
                damage.addLine(from: a, to: b, width: width, color: color, scale: scale)
            case let .polyline(range, width, color):
                for i in range.dropFirst() {
                    damage.addLine(from: recording.points[i - 1], to: recording.points[i], width: width, color: color, scale: scale)
                }
            case let .text(string, point, size, color, alignment):
                guard let rect = placedText(string, at: point, size: size, color: color, alignment: alignment)?.rect else { continue }
                damage.addText(string, at: point, size: size, color: color, alignment: alignment,
                               pixels: CGRect(x: Double(rect.minX) * scale, y: Double(rect.minY) * scale,
                                              width: Double(rect.width) * scale, height: Double(rect.height) * scale))
            }
        }
    }

    /// Draws the recorded commands, in order.
    func replay() {
        for command in recording.commands {
            switch command {
            case .tree(let root):
                tree.draw(root, on: self)
            case let .overlay(view, alpha):
                tree.drawOverlay(view, alpha: alpha, on: self)
            case let .roundedRect(rect, radius, color, corners):
                tree.fillRoundedRect(rect, radius: radius, color: color, corners: corners, on: self)
            case let .line(a, b, width, color):
                tree.strokeLine(from: a, to: b, width: width, color: color, on: self)
            case let .polyline(range, width, color):
                recording.points.withUnsafeBufferPointer { all in
                    tree.strokePolyline(UnsafeBufferPointer(rebasing: all[range]), width: width, color: color, on: self)
                }
            case let .text(string, point, size, color, alignment):
                paintText(string, at: point, size: size, color: color, alignment: alignment)
            }
        }
    }
}
