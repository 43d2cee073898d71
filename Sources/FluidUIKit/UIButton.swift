/// UIButton: a control with a title (and an image) per state, drawn by a `titleLabel` (and an
/// `imageView`) that fill it. A system button dims its title while highlighted, as UIKit's does.
open class UIButton: UIControl {
    /// UIButton.ButtonType: `.system` and `.custom` differ here only in the highlight dimming.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The kind of button.
    public private(set) var buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private lazy var titleView: UILabel = makeTitleLabel()
    private lazy var imageContent: UIImageView = makeImageView()

    /// A button of `buttonType`. A convenience initialiser, as UIKit's class method is, so a
    /// subclass that overrides `init(frame:)` is made with it too (`GradientButton(type: .custom)`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateContent()
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        triggersPrimaryActionOnTouchUp = true
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The label that draws the title (made on first use).
    open var titleLabel: UILabel? { titleView }
    /// The view that draws the image (made on first use).
    open var imageView: UIImageView? { imageContent }

    /// The title for `state`; states without one use `.normal`'s.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title's colour for `state`; states without one use `.normal`'s (the tint for a system button).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The image for `state`; states without one use `.normal`'s.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The title set for `state` (or `.normal`'s).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    /// The title colour set for `state` (or `.normal`'s).
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    /// The image set for `state` (or `.normal`'s).
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// Points between the button's edges and its content (title and image), added to its
    /// intrinsic size.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentLayoutDidChange() } }
    /// The title's place inside the content, inset further.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// The image's place inside the content, inset further.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Kept for code that sets it; the image is not darkened here.
    open var adjustsImageWhenHighlighted = true
    /// Kept for code that sets it: no glow is drawn on a touch.
    open var showsTouchWhenHighlighted = false

    open override func stateDidChange() { updateContent() }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    /// `init(type:primaryAction:)` and `init(frame:primaryAction:)`: the action's title and image
    /// become the button's.
    override func adoptPrimaryAction(_ action: UIAction?) {
        guard let action else { return }
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
        super.adoptPrimaryAction(action)
    }

    /// The title's estimated size plus UIKit's system-button padding (6 points above and below).
    open override var intrinsicContentSize: CGSize {
        let text = titleView.intrinsicContentSize, insets = contentEdgeInsets
        return CGSize(width: text.width + insets.left + insets.right, height: text.height + 12 + insets.top + insets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.inset(by: contentEdgeInsets)
        titleView.frame = content.inset(by: titleEdgeInsets)
        imageContent.frame = content.inset(by: imageEdgeInsets)
    }

    private func contentLayoutDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    func updateContent() {
        let current = state
        titleView.text = title(for: current)
        var color = titleColor(for: current) ?? (buttonType == .system ? tintColor : .white)
        if buttonType == .system && current.contains(.highlighted) { color = color?.withAlphaComponent(0.2) }
        if current.contains(.disabled) { color = color?.withAlphaComponent(0.35) }
        titleView.textColor = color
        imageContent.image = image(for: current)
        invalidateIntrinsicContentSize()
    }

    private func makeTitleLabel() -> UILabel {
        let label = UILabel(frame: bounds)
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 17)
        label.isUserInteractionEnabled = false
        addSubview(label)
        return label
    }

    private func makeImageView() -> UIImageView {
        let view = UIImageView(frame: bounds)
        view.isUserInteractionEnabled = false
        insertSubview(view, at: 0)
        return view
    }
}
