/// UIPageControl: a row of dots, one per page, the current one brighter. A tap left or right of
/// the current dot moves one page that way and sends `.valueChanged`; setting `currentPage` in
/// code sends nothing. The classic look: white dots for a coloured background.
open class UIPageControl: UIControl {
    /// The number of pages (dots); negative counts as 0.
    open var numberOfPages: Int = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            rebuildDots()
        }
    }
    /// The page shown, 0 ..< numberOfPages.
    open var currentPage: Int = 0 {
        didSet {
            currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            applyColors()
        }
    }
    /// Whether a single page shows no dot.
    open var hidesForSinglePage = false { didSet { applyColors() } }
    /// The other dots' colour (translucent white when nil).
    open var pageIndicatorTintColor: UIColor? { didSet { applyColors() } }
    /// The current dot's colour (white when nil).
    open var currentPageIndicatorTintColor: UIColor? { didSet { applyColors() } }

    private var dots: [UIView] = []
    /// A dot's diameter and the distance from one dot's centre to the next, points.
    static let dotSize: CGFloat = 7, pitch: CGFloat = 16, height: CGFloat = 26

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The size the dots of `pageCount` pages take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * Self.pitch, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (index, dot) in dots.enumerated() {
            dot.frame = CGRect(x: dotCenterX(index) - Self.dotSize / 2, y: (bounds.height - Self.dotSize) / 2,
                               width: Self.dotSize, height: Self.dotSize)
        }
    }

    /// Where the dot of page `index` is centred across, the row being centred in the bounds.
    private func dotCenterX(_ index: Int) -> CGFloat {
        (bounds.width - CGFloat(dots.count) * Self.pitch) / 2 + (CGFloat(index) + 0.5) * Self.pitch
    }

    /// A tap inside moves one page toward the side of the current dot it landed on.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let moves = isEnabled && isTouchInside && (isHighlighted || isTracking)
        let x = touches.first?.location(in: self).x ?? 0
        super.touchesEnded(touches, with: event)
        guard moves, numberOfPages > 1 else { return }
        let before = currentPage
        currentPage += x < dotCenterX(currentPage) ? -1 : 1
        if currentPage != before { sendValueChangedByUser() }
    }

    private func rebuildDots() {
        while dots.count > numberOfPages { dots.removeLast().removeFromSuperview() }
        while dots.count < numberOfPages {
            let dot = UIView()
            dot.isUserInteractionEnabled = false
            dot.layer.cornerRadius = Self.dotSize / 2
            addSubview(dot)
            dots.append(dot)
        }
        applyColors()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func applyColors() {
        let hidden = hidesForSinglePage && numberOfPages == 1
        for (index, dot) in dots.enumerated() {
            dot.isHidden = hidden
            dot.backgroundColor = index == currentPage
                ? currentPageIndicatorTintColor ?? .white
                : pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.35)
        }
    }
}
