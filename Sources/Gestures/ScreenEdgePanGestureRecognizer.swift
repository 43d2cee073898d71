import Foundation
import ViewTree

/// The edges of a rectangle: UIRectEdge's counterpart.
public struct RectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the window: UIScreenEdgePanGestureRecognizer's counterpart
/// (R36). It is a pan in every other way (translation, velocity, the 10 pt hysteresis); a press
/// farther than `edgeWidth` points from every edge in `edges` fails it at once, so a pan or a tap
/// elsewhere goes ahead.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// Which edges it starts at (UIKit's default is none: set it).
    public var edges: RectEdge = []
    /// How close to an edge a press must be, in points (UIKit does not publish its figure; this
    /// is the width of an iPhone's back-swipe zone as commonly measured).
    public var edgeWidth: CGFloat = CGFloat(GestureDefaults.screenEdgeWidth)


    override func pointerDown(at location: CGPoint, time: Double) {
        guard startsAtEdge(location) else {
            storedState = .failed
            return
        }
        super.pointerDown(at: location, time: time)
    }

    /// Whether `location` (window points) is within `edgeWidth` of one of `edges` of the window
    /// (the root of the view it is attached to).
    func startsAtEdge(_ location: CGPoint) -> Bool {
        guard var window = view else { return false }
        while let parent = window.superview { window = parent }
        let frame = window.frame
        return (edges.contains(.left) && location.x - frame.minX <= edgeWidth)
            || (edges.contains(.right) && frame.maxX - location.x <= edgeWidth)
            || (edges.contains(.top) && location.y - frame.minY <= edgeWidth)
            || (edges.contains(.bottom) && frame.maxY - location.y <= edgeWidth)
    }
}
