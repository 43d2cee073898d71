import Foundation
import Input
import Painting
import ViewTree

/// The fingers of a gesture of several (R36), drawn as translucent circles over the scene,
/// as the iOS Simulator draws the two points Option makes (issue 47): each pressed pointer
/// where the frame shows it (resampled to the frame's sample time, F7). One pointer draws
/// nothing, so a mouse drag's frames are what they always were. The window and headless runs
/// of the same input draw the same circles: they come from the pointers, not from the keys.
struct TouchPoints {
    /// Where each pressed pointer is shown this frame (room kept: a frame allocates nothing).
    private(set) var points: [CGPoint] = []
    /// A fingertip's size on a phone (points).
    static let radius: CGFloat = 22
    /// Grey, half translucent: seen on light and dark scenes, and what is under it shows.
    static let color = Color(hex: 0x8E8E93, alpha: 0.5)

    init() {
        points.reserveCapacity(InputResampler.pointerCapacity)
    }

    /// Takes the pressed pointers' places at the frame's sample time `time`.
    mutating func follow(_ resampler: inout InputResampler, at time: Double) {
        points.removeAll(keepingCapacity: true)
        let count = resampler.pressedCount
        guard count > 1 else { return }
        for index in 0..<count {
            if let p = resampler.location(of: resampler.pressedPointer(index), at: time), p.x.isFinite, p.y.isFinite {
                points.append(p)
            }
        }
    }

    /// Draws a circle at each point.
    func draw(with painter: Painter) {
        let r = Self.radius
        for p in points {
            painter.fillRoundedRect(CGRect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r), radius: r, color: Self.color)
        }
    }
}
