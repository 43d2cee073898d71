/// UIView.draw(_:) and setNeedsDisplay(): a view class that overrides `draw(_:)` paints its
/// content with UIKit's drawing calls (`UIBezierPath.fill()`, `stroke()`, `UIColor.setFill()`,
/// …). It is drawn when the view first takes part in a layout pass, after `setNeedsDisplay()`,
/// and when its size changes (as `contentMode = .redraw` asks; UIKit's default stretches the old
/// drawing instead), always in the pass before the next frame (R33). What it paints sits over
/// the background and under the layer's sublayers and the subviews.
extension UIView {
    /// Marks the whole view to be drawn again before the next frame.
    public func setNeedsDisplay() {
        needsDisplayPass = true
        layoutEngine.setNeedsLayout()
    }

    /// Marks the view to be drawn again (all of it: there is no partial drawing here).
    public func setNeedsDisplay(_ invalidRect: CGRect) { setNeedsDisplay() }

    /// Runs `draw(_:)` over the bounds now if the view is marked, recording what it paints.
    final func displayIfNeeded() {
        guard needsDisplayPass else { return }
        needsDisplayPass = false
        // FluidUIKit's own classes paint nothing in draw(_:): no recording for them.
        guard !UIView.drawsNothing.contains(ObjectIdentifier(type(of: self))) else { return }
        let recording = GraphicsDrawing()
        GraphicsDrawing.$current.withValue(recording) { draw(bounds) }
        // A view that paints nothing and never did needs no layer for it.
        guard !recording.shapes.isEmpty || (layerObject as? CALayer)?.drawnContent.isEmpty == false else { return }
        let frame = CGRect(origin: bounds.origin, size: bounds.size)
        layer.drawnContent = recording.shapes.map { shape in
            var picture = LayerPicture(frame: frame)
            picture.boundsOrigin = bounds.origin
            picture.content = .shape(shape)
            return picture
        }
    }

    /// The classes whose `draw(_:)` is UIView's own, which paints nothing.
    private static let drawsNothing: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UILabel.self), ObjectIdentifier(UIImageView.self),
        ObjectIdentifier(UIButton.self), ObjectIdentifier(UIControl.self), ObjectIdentifier(UISlider.self),
        ObjectIdentifier(UISwitch.self), ObjectIdentifier(UISegmentedControl.self), ObjectIdentifier(UIStackView.self),
        ObjectIdentifier(UIVisualEffectView.self),
    ]
}
