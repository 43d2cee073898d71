/// UIRefreshControl: pull-to-refresh above a scroll view's content. A drag that pulls the
/// content more than 80 points past its top starts refreshing: the control sends
/// `.valueChanged`, its spinner turns, and the content rests 60 points down while it refreshes;
/// `endRefreshing()` lets the content go back up. `beginRefreshing()` from code sends nothing,
/// as in UIKit.
open class UIRefreshControl: UIControl {
    /// Whether it is refreshing.
    public private(set) var isRefreshing = false
    /// Shown under the spinner in UIKit; kept here (no text is drawn).
    open var attributedTitle: NSAttributedString?

    private let spinner = UIActivityIndicatorView(style: .medium)
    /// How far past the top a pull starts a refresh, and how much room the spinner takes while
    /// refreshing, points.
    static let trigger: CGFloat = 80, height: CGFloat = 60
    private weak var scrollView: UIScrollView?
    /// Whether the pull went past the trigger in this drag (a refresh starts once a drag).
    private var armed = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        spinner.hidesWhenStopped = false
        spinner.isUserInteractionEnabled = false
        addSubview(spinner)
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override var tintColor: UIColor! {
        didSet { spinner.color = tintColor }
    }

    /// Starts refreshing from code: the spinner turns and the content makes room (no event).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        guard let scrollView else { return }
        scrollView.contentInset.top += Self.height
        if scrollView.contentOffset.y > -scrollView.contentInset.top {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -scrollView.contentInset.top), animated: true)
        }
    }

    /// Ends the refresh: the spinner stops and the content goes back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        guard let scrollView else { return }
        scrollView.contentInset.top -= Self.height
        if !scrollView.isDragging {
            let top = -scrollView.contentInset.top
            if scrollView.contentOffset.y < top {
                scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
            }
        }
    }

    /// Sits above the content of `scrollView`, across its width.
    func placeAbove(_ scrollView: UIScrollView) {
        self.scrollView = scrollView
        frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
        autoresizingMask = [.flexibleWidth]
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        spinner.frame = CGRect(x: (bounds.width - 20) / 2, y: (bounds.height - 20) / 2, width: 20, height: 20)
    }

    /// The content moved: a drag pulling past the trigger starts a refresh (once a drag), and
    /// the spinner fades in with the pull.
    func scrollViewDidMove(_ scrollView: UIScrollView) {
        let pulled = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        if !isRefreshing { spinner.alpha = min(max(pulled / Self.trigger, 0), 1) }
        if !scrollView.isDragging { armed = true }
        guard scrollView.isDragging, armed, !isRefreshing, pulled >= Self.trigger else { return }
        armed = false
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        scrollView.contentInset.top += Self.height
        sendValueChangedByUser()
    }
}
