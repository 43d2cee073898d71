/// UIStepper: a minus and a plus segment, 94 × 32 points as UIKit's. A tap on a segment steps
/// `value` by `stepValue` within `minimumValue…maximumValue` (round past an end when `wraps`)
/// and sends `.valueChanged`; setting `value` in code sends nothing. A segment that cannot step
/// further is drawn dimmed.
open class UIStepper: UIControl {
    /// The value, kept within `minimumValue…maximumValue`.
    open var value: Double {
        get { storedValue }
        set { storedValue = clamped(newValue); updateContent() }
    }
    private var storedValue: Double = 0
    /// The lowest value (0).
    open var minimumValue: Double = 0 { didSet { value = storedValue } }
    /// The highest value (100).
    open var maximumValue: Double = 100 { didSet { value = storedValue } }
    /// How much a tap changes the value (1; a step of 0 or less is ignored, as UIKit refuses it).
    open var stepValue: Double = 1
    /// Whether stepping past an end continues from the other end.
    open var wraps = false
    /// Kept for code that sets them: a press is one step here (no timer repeats it).
    open var isContinuous = true
    open var autorepeat = true

    private let minus = UILabel()
    private let plus = UILabel()
    private let divider = UIView()
    /// UIKit's stepper: 94 × 32 points.
    static let size = CGSize(width: 94, height: 32)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
        backgroundColor = UIColor(white: 0.93, alpha: 1)
        layer.cornerRadius = 8
        for (label, text) in [(minus, "−"), (plus, "+")] {
            label.text = text
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 22)
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        divider.isUserInteractionEnabled = false
        divider.backgroundColor = UIColor(white: 0.8, alpha: 1)
        addSubview(divider)
        updateContent()
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let half = bounds.width / 2
        minus.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        plus.frame = CGRect(x: half, y: 0, width: half, height: bounds.height)
        divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: max(bounds.height - 16, 0))
    }

    /// A tap inside steps down on the left half, up on the right, and sends `.valueChanged` when
    /// the value moved.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let steps = isEnabled && isTouchInside && (isHighlighted || isTracking)
        let x = touches.first?.location(in: self).x ?? 0
        super.touchesEnded(touches, with: event)
        guard steps, stepValue > 0 else { return }
        let before = storedValue
        storedValue = stepped(by: x < bounds.width / 2 ? -stepValue : stepValue)
        updateContent()
        if storedValue != before { sendValueChangedByUser() }
    }

    private func stepped(by delta: Double) -> Double {
        let next = storedValue + delta
        if wraps {
            if next > maximumValue { return minimumValue }
            if next < minimumValue { return maximumValue }
        }
        return clamped(next)
    }

    private func clamped(_ v: Double) -> Double {
        let low = min(minimumValue, maximumValue), high = max(minimumValue, maximumValue)
        return v.isFinite ? min(max(v, low), high) : low
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    private func updateContent() {
        let color = isEnabled ? UIColor.label : UIColor.tertiaryLabel
        minus.textColor = wraps || storedValue > minimumValue ? color : .tertiaryLabel
        plus.textColor = wraps || storedValue < maximumValue ? color : .tertiaryLabel
    }

    open override func stateDidChange() { updateContent() }
}
