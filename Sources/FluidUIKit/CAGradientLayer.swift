/// CAGradientLayer: a layer filled with a gradient across its bounds, rounded by its corner
/// radius: axial (along the line), radial (out from `startPoint` to the ellipse through
/// `endPoint`) or conic (around `startPoint` from the direction of `endPoint`), as `type` says.
open class CAGradientLayer: CALayer, @unchecked Sendable {
    /// presentation(), typed as UIKit types it (`Self?`): on its own, a GradientLayer changes at once
    /// (its animations write it frame by frame), so it is its own presentation; a view's layer
    /// of this class is shown by the view's presented values, as `CALayer`'s.
    public override func presentation() -> CAGradientLayer? {
        hostView == nil ? self : super.presentation() as? CAGradientLayer ?? self
    }

    /// The colours, as UIKit takes them: `[a.cgColor, b.cgColor]` (a `UIColor` is accepted too;
    /// anything else is skipped).
    open var colors: [Any]? { didSet { didChange() } }
    /// Where each colour sits along the line, 0…1, increasing; nil: spread evenly.
    open var locations: [NSNumber]? { didSet { didChange() } }
    /// The line's ends in unit coordinates of the bounds ((0, 0) top-left).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { didChange() } }
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { didChange() } }
    open var type: CAGradientLayerType = .axial { didSet { didChange() } }

    override var content: LayerContent {
        let stops: [Color] = (colors ?? []).compactMap { item in
            if let c = item as? CGColor { return c.color }
            if let c = item as? UIColor { return c.color }
            return nil
        }
        guard !stops.isEmpty else { return .none }
        let at = locations.map { $0.map(\.doubleValue) }
        return .gradient(LayerGradient(colors: stops, locations: at?.count == stops.count ? at : nil,
                                       start: startPoint, end: endPoint, kind: kind))
    }

    private var kind: GradientKind {
        switch type {
        case .radial: return .radial
        case .conic: return .conic
        default: return .axial
        }
    }
}

/// CAGradientLayerType: the gradient's kind.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
