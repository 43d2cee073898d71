// A layer tree as the values the painter draws (ViewTree's `LayerPicture`, `ViewDecoration`).

extension CALayer {
    var shadowPicture: LayerShadow? {
        guard shadowOpacity > 0, let color = shadowColor?.color, color.alpha > 0 else { return nil }
        return LayerShadow(color: color.withAlphaComponent(color.alpha * Double(min(shadowOpacity, 1))),
                           offset: shadowOffset, radius: max(0, shadowRadius), path: shadowPath?.path)
    }

    var borderPicture: LayerBorder? {
        guard borderWidth > 0, let color = borderColor?.color, color.alpha > 0 else { return nil }
        return LayerBorder(width: borderWidth, color: color)
    }

    /// This layer (made on its own) and its sublayers as one value.
    func picture() -> LayerPicture {
        var p = LayerPicture(frame: frame)
        p.boundsOrigin = bounds.origin
        p.opacity = Double(min(max(opacity, 0), 1))
        p.isHidden = isHidden
        p.backgroundColor = backgroundColor?.color ?? .clear
        p.cornerRadius = cornerRadius
        p.corners = maskedCorners
        p.masksToBounds = masksToBounds
        p.border = borderPicture
        p.shadow = shadowPicture
        p.content = content
        p.sublayers = (sublayers ?? []).inDrawingOrder.map { $0.picture() }
        p.mask = mask?.picture()
        return p
    }

    /// What a view's layer adds to the view's own drawing.
    func decoration() -> ViewDecoration {
        var d = ViewDecoration()
        d.shadow = shadowPicture
        d.border = borderPicture
        d.content = content
        d.sublayers = drawnContent + (sublayers ?? []).inDrawingOrder.map { $0.picture() }
        d.mask = mask?.picture()
        return d
    }
}

extension Array where Element == CALayer {
    /// Back to front as drawn: by `zPosition`, ties in the order added.
    var inDrawingOrder: [CALayer] {
        guard contains(where: { $0.zPosition != 0 }) else { return self }
        return enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }
}
