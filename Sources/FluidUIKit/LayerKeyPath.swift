import ViewTree

/// A layer property a `CAPropertyAnimation` can move, read and written as numbers (points,
/// radians, 0…1 fractions, colour components).
enum LayerKeyPath {
    case opacity, position, positionX, positionY, bounds, boundsSize, cornerRadius, borderWidth
    case shadowOpacity, shadowRadius, zPosition, backgroundColor, borderColor, shadowColor
    case rotation, scale, scaleX, scaleY, translationX, translationY
    case strokeStart, strokeEnd, lineWidth, fillColor, strokeColor

    init?(_ path: String) {
        let table: [String: LayerKeyPath] = [
            "opacity": .opacity, "position": .position, "position.x": .positionX, "position.y": .positionY,
            "bounds": .bounds, "bounds.size": .boundsSize, "cornerRadius": .cornerRadius, "borderWidth": .borderWidth,
            "shadowOpacity": .shadowOpacity, "shadowRadius": .shadowRadius, "zPosition": .zPosition,
            "backgroundColor": .backgroundColor, "borderColor": .borderColor, "shadowColor": .shadowColor,
            "transform.rotation": .rotation, "transform.rotation.z": .rotation, "transform.scale": .scale,
            "transform.scale.x": .scaleX, "transform.scale.y": .scaleY,
            "transform.translation.x": .translationX, "transform.translation.y": .translationY,
            "strokeStart": .strokeStart, "strokeEnd": .strokeEnd, "lineWidth": .lineWidth,
            "fillColor": .fillColor, "strokeColor": .strokeColor,
        ]
        guard let found = table[path] else { return nil }
        self = found
    }

    /// The view property a view's layer shows this key path through, when it has a presented
    /// value of its own; nil for the rest (bounds with its origin, decoration, shape strokes).
    var viewProperty: AnimatableProperty? {
        switch self {
        case .opacity: return .alpha
        case .position, .positionX, .positionY, .boundsSize: return .frame
        case .cornerRadius: return .cornerRadius
        case .backgroundColor: return .backgroundColor
        case .rotation, .scale, .scaleX, .scaleY, .translationX, .translationY: return .transform
        default: return nil
        }
    }

    /// The view properties a key path's value is placed against (a position needs the size and
    /// transform; a transform's part, the rest of it).
    static let geometry: [AnimatableProperty] = [.frame, .boundsOrigin, .transform]

    /// The property's value on `layer` now; nil when the layer has no such property (a
    /// transform on a layer of its own, a stroke on a layer that is not a shape).
    func read(_ layer: CALayer) -> [Double]? {
        let shape = layer as? CAShapeLayer
        let transform = layer.hostView?.transform
        switch self {
        case .opacity: return [Double(layer.opacity)]
        case .position: return [Double(layer.position.x), Double(layer.position.y)]
        case .positionX: return [Double(layer.position.x)]
        case .positionY: return [Double(layer.position.y)]
        case .bounds: return [layer.bounds.minX, layer.bounds.minY, layer.bounds.width, layer.bounds.height].map { Double($0) }
        case .boundsSize: return [Double(layer.bounds.width), Double(layer.bounds.height)]
        case .cornerRadius: return [Double(layer.cornerRadius)]
        case .borderWidth: return [Double(layer.borderWidth)]
        case .shadowOpacity: return [Double(layer.shadowOpacity)]
        case .shadowRadius: return [Double(layer.shadowRadius)]
        case .zPosition: return [Double(layer.zPosition)]
        case .backgroundColor: return Self.components(layer.backgroundColor ?? .clear)
        case .borderColor: return Self.components(layer.borderColor ?? .clear)
        case .shadowColor: return Self.components(layer.shadowColor ?? .clear)
        case .rotation: return transform.map { [Double($0.rotation)] }
        case .scale, .scaleX: return transform.map { [Double($0.scale.width)] }
        case .scaleY: return transform.map { [Double($0.scale.height)] }
        case .translationX: return transform.map { [Double($0.translation.x)] }
        case .translationY: return transform.map { [Double($0.translation.y)] }
        case .strokeStart: return shape.map { [Double($0.strokeStart)] }
        case .strokeEnd: return shape.map { [Double($0.strokeEnd)] }
        case .lineWidth: return shape.map { [Double($0.lineWidth)] }
        case .fillColor: return shape.map { Self.components($0.fillColor ?? .clear) }
        case .strokeColor: return shape.map { Self.components($0.strokeColor ?? .clear) }
        }
    }

    /// Sets the property on `layer` to `v` (as many numbers as `read` gives).
    func write(_ v: [Double], to layer: CALayer) {
        guard let first = v.first else { return }
        let x = CGFloat(first), shape = layer as? CAShapeLayer
        func point() -> CGPoint { CGPoint(x: x, y: CGFloat(v.count > 1 ? v[1] : first)) }
        func color() -> CGColor { CGColor(red: x, green: CGFloat(v[1]), blue: CGFloat(v[2]), alpha: CGFloat(v[3])) }
        func transform(_ change: (inout CGAffineTransform) -> Void) {
            guard let view = layer.hostView else { return }
            var t = view.transform
            change(&t)
            view.transform = t
        }
        switch self {
        case .opacity: layer.opacity = Float(x)
        case .position: layer.position = point()
        case .positionX: layer.position.x = x
        case .positionY: layer.position.y = x
        case .bounds where v.count == 4:
            layer.bounds = CGRect(x: x, y: CGFloat(v[1]), width: CGFloat(v[2]), height: CGFloat(v[3]))
        case .bounds: break
        case .boundsSize: layer.bounds.size = CGSize(width: x, height: CGFloat(v.count > 1 ? v[1] : first))
        case .cornerRadius: layer.cornerRadius = x
        case .borderWidth: layer.borderWidth = x
        case .shadowOpacity: layer.shadowOpacity = Float(x)
        case .shadowRadius: layer.shadowRadius = x
        case .zPosition: layer.zPosition = x
        case .backgroundColor where v.count == 4:
            // A view's layer takes the view's own colour: no CGColor is made a frame.
            if let view = layer.hostView {
                view.ViewTree::backgroundColor = Color(red: Double(x), green: v[1], blue: v[2], alpha: v[3])
                layer.didChange()
            } else {
                layer.backgroundColor = color()
            }
        case .borderColor where v.count == 4: layer.borderColor = color()
        case .shadowColor where v.count == 4: layer.shadowColor = color()
        case .backgroundColor, .borderColor, .shadowColor: break
        case .rotation: transform { $0.rotation = x }
        case .scale: transform { $0.scale = CGSize(width: x, height: x) }
        case .scaleX: transform { $0.scale.width = x }
        case .scaleY: transform { $0.scale.height = x }
        case .translationX: transform { $0.translation.x = x }
        case .translationY: transform { $0.translation.y = x }
        case .strokeStart: shape?.strokeStart = x
        case .strokeEnd: shape?.strokeEnd = x
        case .lineWidth: shape?.lineWidth = x
        case .fillColor where v.count == 4: shape?.fillColor = color()
        case .strokeColor where v.count == 4: shape?.strokeColor = color()
        case .fillColor, .strokeColor: break
        }
    }

    private static func components(_ color: CGColor) -> [Double] {
        [color.color.red, color.color.green, color.color.blue, color.color.alpha]
    }

    /// A `fromValue` / `toValue` as numbers; nil for a value of a kind no key path takes.
    static func numbers(_ value: Any?) -> [Double]? {
        switch value {
        case let n as Double: return [n]
        case let n as CGFloat: return [Double(n)]
        case let n as Float: return [Double(n)]
        case let n as Int: return [Double(n)]
        case let n as NSNumber: return [n.doubleValue]
        case let p as CGPoint: return [Double(p.x), Double(p.y)]
        case let s as CGSize: return [Double(s.width), Double(s.height)]
        case let r as CGRect: return [r.minX, r.minY, r.width, r.height].map { Double($0) }
        case let c as CGColor: return components(c)
        case let c as UIColor: return components(c.cgColor)
        default: return nil
        }
    }
}
