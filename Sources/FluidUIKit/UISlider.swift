/// UISlider: a thumb dragged along a track between `minimumValue` and `maximumValue`, sending
/// `.valueChanged` while it moves (or once on release when not `isContinuous`). As in UIKit a
/// drag must start on the thumb (with a little slop), and the value follows the finger's travel.
open class UISlider: UIControl {
    /// The value, kept within `minimumValue…maximumValue`.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0.5
    /// The value at the track's left end.
    open var minimumValue: Float = 0 { didSet { setValue(storedValue, animated: false) } }
    /// The value at the track's right end.
    open var maximumValue: Float = 1 { didSet { setValue(storedValue, animated: false) } }
    /// Whether `.valueChanged` is sent during the drag (true) or once at its end.
    open var isContinuous = true
    /// The track left of the thumb (the tint when nil).
    open var minimumTrackTintColor: UIColor? { didSet { applyColors() } }
    /// The track right of the thumb.
    open var maximumTrackTintColor: UIColor? { didSet { applyColors() } }
    /// The thumb (white when nil).
    open var thumbTintColor: UIColor? { didSet { applyColors() } }
    /// Images at the track's ends and for its parts: kept, not drawn (the tints are).
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    private var partImages: [String: UIImage] = [:]

    /// Kept for code that sets it: the thumb is drawn as a disc in `thumbTintColor`.
    open func setThumbImage(_ image: UIImage?, for state: State) { partImages["thumb\(state.rawValue)"] = image }
    open func thumbImage(for state: State) -> UIImage? { partImages["thumb\(state.rawValue)"] }
    open var currentThumbImage: UIImage? { thumbImage(for: state) ?? thumbImage(for: .normal) }
    /// Kept for code that sets them: the track is drawn in its tints.
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) { partImages["min\(state.rawValue)"] = image }
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) { partImages["max\(state.rawValue)"] = image }

    private let track = UIView()
    private let fill = UIView()
    private let thumb = UIView()
    /// The thumb's diameter and the track's thickness, points (UIKit's).
    static let thumbSize: CGFloat = 28, trackHeight: CGFloat = 4
    /// Where the finger was on the value scale when the drag began, and the value then.
    private var dragStart: (x: CGFloat, value: Float)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for part in [track, fill, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        track.layer.cornerRadius = Self.trackHeight / 2
        fill.layer.cornerRadius = Self.trackHeight / 2
        thumb.layer.cornerRadius = Self.thumbSize / 2
        applyColors()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the value (clamped); the thumb moves at once (inside an animation block it animates).
    open func setValue(_ value: Float, animated: Bool) {
        let low = min(minimumValue, maximumValue), high = max(minimumValue, maximumValue)
        storedValue = value.isFinite ? min(max(value, low), high) : low
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// UISlider's height; its width comes from constraints or the frame.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// The share of the track the value covers (0…1).
    private var share: CGFloat {
        let span = maximumValue - minimumValue
        return span == 0 ? 0 : CGFloat((storedValue - minimumValue) / span)
    }

    /// The track's usable length: the thumb's centre travels between its ends.
    private var travel: CGFloat { max(bounds.width - Self.thumbSize, 0) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let mid = bounds.height / 2
        let x = Self.thumbSize / 2 + travel * share
        track.frame = CGRect(x: 0, y: mid - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
        fill.frame = CGRect(x: 0, y: mid - Self.trackHeight / 2, width: x, height: Self.trackHeight)
        thumb.frame = CGRect(x: x - Self.thumbSize / 2, y: mid - Self.thumbSize / 2, width: Self.thumbSize, height: Self.thumbSize)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    private func applyColors() {
        track.backgroundColor = maximumTrackTintColor ?? UIColor(white: 0.47, alpha: 0.2)
        fill.backgroundColor = minimumTrackTintColor ?? tintColor
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        guard thumb.frame.insetBy(dx: -10, dy: -10).contains(point) else { return false }
        dragStart = (point.x, storedValue)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let start = dragStart, travel > 0 else { return true }
        let moved = Float((touch.location(in: self).x - start.x) / travel) * (maximumValue - minimumValue)
        let before = storedValue
        setValue(start.value + moved, animated: false)
        if isContinuous && storedValue != before { sendValueChangedByUser() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let start = dragStart, !isContinuous, storedValue != start.value { sendValueChangedByUser() }
        dragStart = nil
    }

    open override func cancelTracking(with event: UIEvent?) {
        dragStart = nil
    }
}
