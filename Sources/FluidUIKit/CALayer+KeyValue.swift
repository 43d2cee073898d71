import Foundation

/// Key-value reads and writes of a layer's animatable properties, as Core Animation code does
/// them with key paths (`layer.value(forKeyPath: "transform.rotation.z") as? CGFloat`). The key
/// paths are the ones layer animations take (docs/PORTING.md); any other reads as nil and is
/// not written.
extension CALayer {
    /// The value at `keyPath`: a `CGFloat` for one component (read it `as? CGFloat`: without
    /// Objective-C bridging an `NSNumber` would not cast to `CGFloat`, nor a `CGFloat` to
    /// `Double`), a `CGPoint` for `position`, a `CGSize` for
    /// `bounds.size`, a `CGRect` for `bounds`, a `CGColor` for a colour; nil for a key path not
    /// listed or a property the layer does not have.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let path = LayerKeyPath(keyPath), let v = path.read(self) else { return nil }
        switch path {
        case .position: return CGPoint(x: v[0], y: v[1])
        case .boundsSize: return CGSize(width: v[0], height: v[1])
        case .bounds: return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor:
            return CGColor(red: CGFloat(v[0]), green: CGFloat(v[1]), blue: CGFloat(v[2]), alpha: CGFloat(v[3]))
        default: return v.first.map { CGFloat($0) }
        }
    }

    /// `value(forKeyPath:)` for a key without dots.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the property at `keyPath` to `value` (a number, point, size, rect or colour, as
    /// `value(forKeyPath:)` gives). At once: a layer has no implicit animation here.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let path = LayerKeyPath(keyPath), let numbers = LayerKeyPath.numbers(value) else { return }
        path.write(numbers, to: self)
    }

    /// `setValue(_:forKeyPath:)` for a key without dots.
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }
}
