/// UISwitch: an on/off control, 51 × 31 points as UIKit's. A tap toggles it (the thumb slides
/// over 0.25 s) and sends `.valueChanged`; setting `isOn` in code sends nothing, as in UIKit.
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    private var storedIsOn = false
    /// The track's colour when on (`systemGreen` when nil).
    open var onTintColor: UIColor? { didSet { applyColors() } }
    /// The thumb's colour (white when nil).
    open var thumbTintColor: UIColor? { didSet { applyColors() } }
    /// Kept for code that sets them; no images are drawn on the track.
    open var onImage: UIImage?
    open var offImage: UIImage?
    /// UISwitch.Style: the look asked for; a switch always slides here.
    public enum Style: Int, Sendable { case automatic, checkbox, sliding }
    open var preferredStyle = Style.automatic
    /// The look shown: `.sliding`.
    open var style: Style { .sliding }

    private let thumb = UIView()
    /// UIKit's switch: 51 × 31 points, a 27-point thumb 2 points in from the track's edge.
    static let size = CGSize(width: 51, height: 31), thumbSize: CGFloat = 27

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        layer.cornerRadius = Self.size.height / 2
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = Self.thumbSize / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(thumb)
        applyColors()
        placeThumb()
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Turns the switch on or off; `animated` slides the thumb (0.25 s, ease in-out). Sends no
    /// action.
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: {
                self.applyColors()
                self.placeThumb()
            })
        } else {
            applyColors()
            placeThumb()
        }
    }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeThumb()
    }

    /// A tap inside toggles it and sends `.valueChanged` after the touch-up's own events.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let toggles = isEnabled && isTouchInside && (isHighlighted || isTracking)
        super.touchesEnded(touches, with: event)
        guard toggles else { return }
        setOn(!isOn, animated: true)
        sendValueChangedByUser()
    }

    private func placeThumb() {
        let inset = (bounds.height - Self.thumbSize) / 2
        let x = isOn ? bounds.width - inset - Self.thumbSize : inset
        thumb.frame = CGRect(x: x, y: inset, width: Self.thumbSize, height: Self.thumbSize)
    }

    private func applyColors() {
        backgroundColor = isOn ? (onTintColor ?? .systemGreen) : UIColor(white: 0.9, alpha: 1)
        thumb.backgroundColor = thumbTintColor ?? .white
    }
}
