import FluidUIKit
import Playground

/// The UIKit scene template (`fluid new --uikit NAME` starts from this file, and the window's
/// catalogue lists it as `uikit-card`): UIKit code as it is written for an iPhone, run as a
/// playground scene. `CardViewController` and `CardView` use UIKit's names only (a view
/// controller, Auto Layout, a subclassed view, target-action, a property animator); the scene
/// class around them hands the playground's tuning keys to the controller.
///
/// What it shows: a card pinned by Auto Layout, dragged by changing its top constraint's constant,
/// caught where it is drawn when pressed mid-flight (R5), and thrown on a spring that starts at
/// the finger's speed (R24) by animating the constant with `layoutIfNeeded()` inside the
/// animator (R34), timed by the tuning (F2: UIKit duration + ζ, what `C` copies).
final class UIKitSceneTemplate: UIKitScene {
    // 1. Who the scene is: `--scene uikit-card`, the HUD's title, `fluid scenes`.
    override class var name: String { "uikit-card" }
    override class var title: String { "UIKit card" }
    override class var summary: String { "UIKit code as written: a view controller, Auto Layout, a thrown card" }
    // 2. What the keys start at and what the release runs: `C` and `fluid export` print it.
    override class var defaultTuning: SceneTuning { SceneTuning(dampingRatio: 0.8, response: 0.5) }
    override class func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming {
        .spring(form: .uikitDuration, dampingRatio: tuning.dampingRatio, response: tuning.response)
    }

    override class func makeViewController() -> UIViewController { CardViewController() }

    private var controller: CardViewController? { viewController as? CardViewController }

    // 3. What the HUD, `C` and the feel report read, and where benchmarks drag: a flick up from
    //    the card, released short of the top rest.
    override var animators: [PropertyAnimator] { controller?.animators ?? [] }

    override func demoDrag(in size: CGSize) -> (from: CGPoint, to: CGPoint) {
        guard let card = controller?.card else { return super.demoDrag(in: size) }
        return (CGPoint(x: card.frame.midX, y: card.frame.midY), CGPoint(x: card.frame.midX, y: 80 + card.frame.height / 2 + 300))
    }

    // 4. The tuning (saved, or set by the keys) reaches the controller before its next release.
    override var tuning: SceneTuning {
        didSet {
            guard let controller else { return }
            controller.dampingRatio = CGFloat(tuning.dampingRatio)
            controller.duration = tuning.response
        }
    }
}

/// The card: a `UIView` subclass with a title, laid out by Auto Layout inside it.
final class CardView: UIView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.04, green: 0.52, blue: 1, alpha: 1)
        layer.cornerRadius = 24
        titleLabel.text = "Drag me"
        titleLabel.textColor = .white
        titleLabel.font = UIFont.systemFont(ofSize: 22, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 24),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A card between two rests, in UIKit's words.
final class CardViewController: UIViewController {
    // 5. What the scene's tuning sets (UIKit duration + ζ).
    var dampingRatio: CGFloat = 0.8
    var duration: TimeInterval = 0.5

    let card = CardView()
    private var cardTop = NSLayoutConstraint()
    private var animator: UIViewPropertyAnimator? { didSet { animators = animator.map { [$0] } ?? [] } }
    /// The running animator, listed for the playground (stored: it reads them every frame).
    private(set) var animators: [UIViewPropertyAnimator] = []
    private var panStartConstant: CGFloat = 0
    private var isUp = false

    // 6. The views and their constraints, made in code (no storyboards here).
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        cardTop = card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 0)
        NSLayoutConstraint.activate([
            cardTop,
            card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            card.widthAnchor.constraint(lessThanOrEqualToConstant: 360),
            card.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, constant: -32),
            card.heightAnchor.constraint(equalToConstant: 220),
        ])
        // As wide as it may be: a wish below the limits above.
        let wide = card.widthAnchor.constraint(equalToConstant: 360)
        wide.priority = .defaultHigh
        wide.isActive = true
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.cardPanned))
    }

    // 7. The rests follow the window's size.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if animator == nil { cardTop.constant = restConstant(up: isUp) }
    }

    private func restConstant(up: Bool) -> CGFloat {
        up ? 80 : max(80, view.bounds.height - 260)
    }

    // 8. The gesture: catch, follow, release.
    func cardPanned(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            // Caught where it is drawn: the animator stops, the constant takes the card's place.
            if let animator, animator.state == .active {
                animator.stopAnimation(true)
                cardTop.constant = card.frame.minY - view.safeAreaInsets.top
            }
            animator = nil
            panStartConstant = cardTop.constant
        case .changed:
            cardTop.constant = panStartConstant + recognizer.translation(in: view).y
        default:
            let velocity = recognizer.state == .ended ? recognizer.velocity(in: view).y : 0
            // The rest nearest to where the card would coast to (UIScrollView's deceleration).
            let rate = UIScrollView.DecelerationRate.normal.rawValue
            let projected = cardTop.constant + velocity / 1000 * rate / (1 - rate)
            let up = abs(projected - restConstant(up: true)) < abs(projected - restConstant(up: false))
            settle(up: up, velocity: velocity)
        }
    }

    // 9. A spring to the rest that starts at the finger's speed: UIKit's initial velocity is
    //    relative to the distance left.
    private func settle(up: Bool, velocity: CGFloat) {
        isUp = up
        // The finger's last move is laid out now, not inside the animation (UIKit's idiom).
        view.layoutIfNeeded()
        let target = restConstant(up: up)
        let distance = target - cardTop.constant
        let relative = distance == 0 ? 0 : velocity / distance
        let timing = UISpringTimingParameters(dampingRatio: dampingRatio,
                                              initialVelocity: CGVector(dx: 0, dy: relative))
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: timing)
        cardTop.constant = target
        animator.addAnimations { self.view.layoutIfNeeded() }
        animator.addCompletion { [weak self, weak animator] _ in
            if let self, self.animator === animator { self.animator = nil }
        }
        animator.startAnimation()
        self.animator = animator
    }
}
