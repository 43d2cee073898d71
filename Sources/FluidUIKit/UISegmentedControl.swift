/// UISegmentedControl: a row of segments, one selected. A tap on a segment selects it and sends
/// `.valueChanged` (setting `selectedSegmentIndex` in code sends nothing, as in UIKit). Segments
/// share the width equally; titles are drawn, image segments are kept and draw nothing.
open class UISegmentedControl: UIControl {
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// The selected segment, or `noSegment`.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet { setNeedsLayout() }
    }
    /// The selected segment's colour (white when nil).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// A momentary control selects nothing after the tap.
    open var isMomentary = false
    /// Kept for code that sets it: segments share the width left after the fixed ones.
    open var apportionsSegmentWidthsByContent = false
    /// One segment: its title and its own settings, which go with it when segments are
    /// inserted or removed before it.
    private struct Segment {
        var title: String?
        /// Whether it takes taps (its title dims when not).
        var isEnabled = true
        /// A fixed width, points (0: it shares the width left).
        var width: CGFloat = 0
    }
    private var segments: [Segment] = []

    /// Whether segment `segment` takes taps (its title dims when not).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsLayout()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : true
    }

    /// Gives segment `segment` a fixed width, points (0: it shares the width left).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width > 0 && width.isFinite ? width : 0
        setNeedsLayout()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Each segment's span across the control: fixed widths first, the rest shared.
    private var segmentSpans: [(x: CGFloat, width: CGFloat)] {
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let sharing = segments.filter { $0.width == 0 }.count
        let shared = sharing > 0 ? max(bounds.width - fixed, 0) / CGFloat(sharing) : 0
        var x: CGFloat = 0
        return segments.map { segment in
            let w = segment.width > 0 ? segment.width : shared
            defer { x += w }
            return (x, w)
        }
    }

    private var labels: [UILabel] = []
    private let selection = UIView()

    /// A control with a segment for each item (a `String` title, or a `UIImage`).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for item in items ?? [] { append(item as? String) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    private func setUp() {
        backgroundColor = UIColor(white: 0.93, alpha: 1)
        layer.cornerRadius = 8
        selection.isUserInteractionEnabled = false
        selection.layer.cornerRadius = 7
        addSubview(selection)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` at `segment` (clamped).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(Segment(title: title), at: index)
        let label = makeLabel(title)
        labels.insert(label, at: index)
        setNeedsLayout()
    }

    /// Removes segment `segment` (nothing when there is none); the selection goes with it.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        labels.remove(at: segment).removeFromSuperview()
        if selectedSegmentIndex == segment { selectedSegmentIndex = UISegmentedControl.noSegment }
        setNeedsLayout()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        labels.forEach { $0.removeFromSuperview() }
        labels = []
        segments = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    /// Sets segment `segment`'s title.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        labels[segment].text = title
    }

    /// Segment `segment`'s title.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Kept for code that sets them: titles are drawn in the label's font and colour.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {}

    /// 32 points tall, as UIKit's.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: labels.reduce(0) { $0 + $1.intrinsicContentSize.width + 24 }, height: 32)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let spans = segmentSpans
        for (i, label) in labels.enumerated() where spans.indices.contains(i) {
            label.frame = CGRect(x: spans[i].x, y: 0, width: spans[i].width, height: bounds.height)
            label.alpha = segments[i].isEnabled ? 1 : 0.35
        }
        selection.isHidden = !segments.indices.contains(selectedSegmentIndex)
        selection.backgroundColor = selectedSegmentTintColor ?? .white
        if !selection.isHidden {
            let span = spans[selectedSegmentIndex]
            selection.frame = CGRect(x: span.x, y: 0, width: span.width, height: bounds.height).insetBy(dx: 2, dy: 2)
        }
    }

    /// A tap inside selects the segment under the finger and sends `.valueChanged`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let selects = isEnabled && isTouchInside && (isHighlighted || isTracking)
        super.touchesEnded(touches, with: event)
        guard selects, let touch = touches.first, !segments.isEmpty, bounds.width > 0 else { return }
        let x = touch.location(in: self).x
        let index = segmentSpans.lastIndex { $0.x <= x } ?? 0
        guard segments[index].isEnabled else { return }
        selectedSegmentIndex = index
        sendValueChangedByUser()
        if isMomentary { selectedSegmentIndex = UISegmentedControl.noSegment }
    }

    private func append(_ title: String?) {
        insertSegment(withTitle: title, at: segments.count, animated: false)
    }

    private func makeLabel(_ title: String?) -> UILabel {
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 13, weight: .medium)
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
        return label
    }
}
