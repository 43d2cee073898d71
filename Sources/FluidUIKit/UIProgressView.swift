/// UIProgressView: a bar that fills a track from the left by `progress` (0…1), 4 points high
/// as UIKit's and centred in the view's height whatever it is. `setProgress(_:animated:)` slides the bar; inside an animation block a set
/// animates on that block's timing, as any frame does.
open class UIProgressView: UIView {
    /// UIProgressView.Style: `.bar` has no track colour of its own (it sits in a toolbar).
    public enum Style: Int, Sendable { case `default`, bar }

    /// The style.
    open var progressViewStyle: Style = .default { didSet { applyColors() } }
    /// How much is done, 0…1 (values outside are clamped).
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0
    /// The bar's colour (the tint when nil).
    open var progressTintColor: UIColor? { didSet { applyColors() } }
    /// The track's colour (a light grey when nil).
    open var trackTintColor: UIColor? { didSet { applyColors() } }
    /// Kept for code that sets them; colours are drawn, images are not.
    open var progressImage: UIImage?
    open var trackImage: UIImage?

    private let track = UIView()
    private let bar = UIView()
    /// UIKit's bar: 4 points high, rounded.
    static let height: CGFloat = 4

    /// A progress view in `style`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        track.isUserInteractionEnabled = false
        track.clipsToBounds = true
        track.layer.cornerRadius = Self.height / 2
        bar.isUserInteractionEnabled = false
        bar.layer.cornerRadius = Self.height / 2
        addSubview(track)
        track.addSubview(bar)
        applyColors()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the progress (clamped); `animated` slides the bar over 0.25 s.
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.isFinite ? min(max(progress, 0), 1) : 0
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: {
                self.placeBar()
            })
        } else {
            placeBar()
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeBar()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    private func placeBar() {
        track.frame = CGRect(x: 0, y: (bounds.height - Self.height) / 2, width: bounds.width, height: Self.height)
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: Self.height)
    }

    private func applyColors() {
        bar.backgroundColor = progressTintColor ?? tintColor
        track.backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill)
    }
}
