import Foundation

#if !canImport(CoreGraphics)
/// CoreGraphics' vector, which Foundation on Linux lacks: same name and members, so code written
/// for UIKit (a spring's `initialVelocity`, R24) compiles unchanged. Where CoreGraphics exists
/// its own type is used.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() {
        dx = 0
        dy = 0
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public static var zero: CGVector { CGVector() }
}
#endif
