/// UIActivityIndicatorView: the spinner, eight spokes fading round a centre, 20 points across
/// (`.medium`) or 37 (`.large`). `startAnimating()` turns it once a second (a layer animation,
/// so frames keep coming while it spins); `stopAnimating()` stops it and, with
/// `hidesWhenStopped` (the default), hides it.
open class UIActivityIndicatorView: UIView {
    /// UIActivityIndicatorView.Style, the iOS 13 names and the older ones.
    public enum Style: Int, Sendable {
        case medium, large
        @available(*, deprecated, message: "use .large and set color")
        case whiteLarge
        @available(*, deprecated, message: "use .medium and set color")
        case white
        @available(*, deprecated, message: "use .medium")
        case gray
    }

    /// The style; it sets the size and, for the old white styles, the colour.
    open var style: Style = .medium { didSet { styleDidChange() } }
    /// The spokes' colour.
    open var color: UIColor! = .gray { didSet { applyColor() } }
    /// Whether the view hides while it is not spinning.
    open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    /// Whether it is spinning.
    public private(set) var isAnimating = false

    private let spokes = UIView()
    private static let spokeCount = 8
    private static let spinKey = "fluid.spin"

    /// A spinner in `style`.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        styleDidChange()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        spokes.isUserInteractionEnabled = false
        addSubview(spokes)
        for _ in 0..<Self.spokeCount {
            let spoke = UIView()
            spoke.isUserInteractionEnabled = false
            spokes.addSubview(spoke)
        }
        isHidden = hidesWhenStopped
        styleDidChange()
        applyColor()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts spinning (and shows the view).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * Double.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        spokes.layer.add(spin, forKey: Self.spinKey)
    }

    /// Stops spinning (and hides the view when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spokes.layer.removeAnimation(forKey: Self.spinKey)
        if hidesWhenStopped { isHidden = true }
    }

    /// The spinner's diameter, points.
    private var diameter: CGFloat {
        switch style {
        case .large, .whiteLarge: return 37
        default: return 20
        }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: diameter, height: diameter) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let d = diameter
        spokes.frame = CGRect(x: (bounds.width - d) / 2, y: (bounds.height - d) / 2, width: d, height: d)
        let length = d * 0.28, thickness = max(d * 0.1, 2)
        for (index, spoke) in spokes.subviews.enumerated() {
            let angle = CGFloat(index) / CGFloat(Self.spokeCount) * 2 * .pi
            let reach = d / 2 - length / 2
            spoke.transform = .identity
            spoke.frame = CGRect(x: d / 2 - thickness / 2, y: d / 2 - length / 2, width: thickness, height: length)
            spoke.transform = CGAffineTransform(translationX: sin(angle) * reach, y: -cos(angle) * reach)
                .rotated(by: angle)
        }
    }

    private func styleDidChange() {
        switch style {
        case .whiteLarge, .white: color = .white
        case .gray: color = .gray
        default: break
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        for spoke in spokes.subviews { spoke.layer.cornerRadius = max(diameter * 0.05, 1) }
    }

    private func applyColor() {
        for (index, spoke) in spokes.subviews.enumerated() {
            // The spoke at the top leads (the turn is clockwise) and is the brightest; those
            // behind it, counter-clockwise, fade.
            let behind = (Self.spokeCount - index) % Self.spokeCount
            let fade = 1 - CGFloat(behind) / CGFloat(Self.spokeCount) * 0.75
            spoke.backgroundColor = color.withAlphaComponent(fade)
        }
    }
}
