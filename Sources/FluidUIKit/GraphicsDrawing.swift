/// What a view's `draw(_:)` paints, recorded: UIKit's current graphics context, as far as
/// UIKit's own drawing calls go (`UIColor.setFill()` / `setStroke()` / `set()`,
/// `UIBezierPath.fill()` / `stroke()`, `UIRectFill`). Each fill or stroke becomes one shape,
/// drawn over the view's background and under its sublayers, as a layer's contents are.
final class GraphicsDrawing {
    /// The recording `draw(_:)` runs in; nil outside one (the calls then draw nothing, as
    /// UIKit's do without a context).
    @TaskLocal static var current: GraphicsDrawing?

    var fillColor: Color = .black
    var strokeColor: Color = .black
    private(set) var shapes: [ShapeContent] = []

    func fill(_ path: UIBezierPath, alpha: Double = 1) {
        guard !path.isEmpty else { return }
        shapes.append(ShapeContent(path: path.path, fillColor: fillColor.withAlphaComponent(fillColor.alpha * alpha),
                                   evenOdd: path.usesEvenOddFillRule, strokeColor: nil))
    }

    func stroke(_ path: UIBezierPath, alpha: Double = 1) {
        guard !path.isEmpty, path.lineWidth > 0 else { return }
        let cap: LineCap = path.lineCapStyle == .round ? .round : path.lineCapStyle == .square ? .square : .butt
        let join: LineJoin = path.lineJoinStyle == .round ? .round : path.lineJoinStyle == .bevel ? .bevel : .miter
        shapes.append(ShapeContent(path: path.path, fillColor: nil,
                                   strokeColor: strokeColor.withAlphaComponent(strokeColor.alpha * alpha),
                                   lineWidth: path.lineWidth, lineCap: cap, lineJoin: join))
    }
}

extension UIColor {
    /// UIColor.setFill(): the colour of the following fills in `draw(_:)`.
    public func setFill() { GraphicsDrawing.current?.fillColor = color }
    /// UIColor.setStroke(): the colour of the following strokes in `draw(_:)`.
    public func setStroke() { GraphicsDrawing.current?.strokeColor = color }
    /// UIColor.set(): both.
    public func set() {
        setFill()
        setStroke()
    }
}

extension UIBezierPath {
    /// UIBezierPath.fill(): fills the path (in the view's coordinates) with the fill colour, in
    /// `draw(_:)`.
    public func fill() { GraphicsDrawing.current?.fill(self) }
    /// UIBezierPath.stroke(): strokes it `lineWidth` points wide with the stroke colour.
    public func stroke() { GraphicsDrawing.current?.stroke(self) }
    /// Fills at `alpha` (0…1) times the fill colour's alpha (blend modes other than normal are
    /// drawn as normal).
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) { GraphicsDrawing.current?.fill(self, alpha: Double(alpha)) }
    /// Strokes at `alpha` (0…1) times the stroke colour's alpha.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { GraphicsDrawing.current?.stroke(self, alpha: Double(alpha)) }
}

/// UIRectFill: fills `rect` with the fill colour, in `draw(_:)`.
public func UIRectFill(_ rect: CGRect) { UIBezierPath(rect: rect).fill() }

/// CGBlendMode: accepted; everything is drawn in the normal mode.
public enum CGBlendMode: Int32, Sendable { case normal, multiply, screen, overlay, darken, lighten, clear, copy }
