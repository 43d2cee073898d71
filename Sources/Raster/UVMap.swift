import Foundation

/// Texture coordinates: the shape's local rect maps to 0…1 in both axes.
public struct UVMap {
    public let rect: CGRect

    /// Coordinates over `rect` (local units).
    public init(rect: CGRect) { self.rect = rect }

    public func u(localX x: Double) -> Double { (x - Double(rect.minX)) / Double(rect.width) }
    public func v(localY y: Double) -> Double { (y - Double(rect.minY)) / Double(rect.height) }
    /// For axis-aligned maps only: pixel x back to local x, then to u.
    public func u(pixelX x: Double, map: Affine) -> Double { u(localX: (x - map.tx) / map.a) }
    public func v(pixelY y: Double, map: Affine) -> Double { v(localY: (y - map.ty) / map.d) }
}
