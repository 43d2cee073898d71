// Demo: a stack of swipeable cards: the top card follows the finger and tilts with it, is thrown
// off the screen when released far or fast enough, and springs back to the stack otherwise.
// Cards are gradient views (their layer class is CAGradientLayer) with a badge drawn in
// draw(_:); the stack orders them with zPosition.
// Ported: `import FluidUIKit`, `Self.x` for each `#selector(x)`, no `@objc`.
import FluidUIKit

class SwipeCardsViewController: UIViewController, UIGestureRecognizerDelegate {

    private let palette: [(UIColor, UIColor)] = [
        (.systemPink, .systemOrange),
        (.systemTeal, .systemBlue),
        (.systemGreen, .systemYellow),
    ]

    private(set) var cards: [SwipeCardView] = []
    private(set) var swipedAway: [SwipeCardView] = []
    private var cardCenter: CGPoint = .zero

    /// How far (points) or how fast (points per second) a release must go to throw a card.
    private let throwDistance: CGFloat = 120
    private let throwSpeed: CGFloat = 800

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.97, alpha: 1)
        for (index, colors) in palette.enumerated() {
            let card = SwipeCardView(frame: CGRect(x: 0, y: 0, width: 280, height: 380))
            card.setColors(colors.0, colors.1)
            card.layer.zPosition = CGFloat(palette.count - index)
            let pan = UIPanGestureRecognizer(target: self, action: Self.handleCardPan(_:))
            pan.delegate = self
            card.addGestureRecognizer(pan)
            // The first card goes on top: touches find views by subview order, not zPosition.
            view.insertSubview(card, at: 0)
            cards.append(card)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        cardCenter = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        for card in cards where card.transform == .identity {
            card.center = cardCenter
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // Only the card on top can be dragged.
        return gestureRecognizer.view === cards.first
    }

    func handleCardPan(_ recognizer: UIPanGestureRecognizer) {
        guard let card = recognizer.view as? SwipeCardView else { return }
        let translation = recognizer.translation(in: view)
        switch recognizer.state {
        case .began:
            card.layer.removeAllAnimations()
        case .changed:
            let angle = translation.x / view.bounds.width * (.pi / 8)
            card.transform = CGAffineTransform(translationX: translation.x, y: translation.y).rotated(by: angle)
            card.badge = translation.x > 0 ? .like : .nope
            card.badgeAlpha = min(abs(translation.x) / throwDistance, 1)
        case .ended, .cancelled:
            let velocity = recognizer.velocity(in: view)
            if abs(translation.x) > throwDistance || abs(velocity.x) > throwSpeed {
                throwAway(card, direction: translation.x + velocity.x * 0.1 > 0 ? 1 : -1, velocity: velocity)
            } else {
                UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5,
                               options: [.allowUserInteraction], animations: {
                    card.transform = .identity
                    card.badgeAlpha = 0
                })
            }
        default:
            break
        }
    }

    private func throwAway(_ card: SwipeCardView, direction: CGFloat, velocity: CGPoint) {
        cards.removeFirst()
        swipedAway.append(card)
        let offscreenX = direction * (view.bounds.width + card.bounds.width)
        let duration = TimeInterval(min(0.4, abs(offscreenX) / max(abs(velocity.x), 1)))
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
            card.transform = CGAffineTransform(translationX: offscreenX, y: velocity.y * CGFloat(duration))
                .rotated(by: direction * .pi / 6)
        }, completion: { _ in
            card.removeFromSuperview()
        })
        for (index, remaining) in cards.enumerated() {
            remaining.layer.zPosition = CGFloat(cards.count - index)
        }
    }
}

class SwipeCardView: UIView {

    enum Badge {
        case like
        case nope
    }

    override class var layerClass: AnyClass {
        return CAGradientLayer.self
    }

    private var gradientLayer: CAGradientLayer {
        return layer as! CAGradientLayer
    }

    var badge: Badge = .like {
        didSet { if badge != oldValue { setNeedsDisplay() } }
    }

    var badgeAlpha: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 16
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 6)
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setColors(_ top: UIColor, _ bottom: UIColor) {
        gradientLayer.colors = [top.cgColor, bottom.cgColor]
    }

    override func draw(_ rect: CGRect) {
        guard badgeAlpha > 0 else { return }
        let badgeRect = CGRect(x: badge == .like ? 20 : bounds.width - 120, y: 24, width: 100, height: 44)
        let path = UIBezierPath(roundedRect: badgeRect, cornerRadius: 8)
        let color: UIColor = badge == .like ? .systemGreen : .systemRed
        color.withAlphaComponent(badgeAlpha).setFill()
        path.fill()
    }
}
