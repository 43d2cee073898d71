// Demo: a card in the style of many published "drag a card" samples: a gradient card with a
// shadow path set in layoutSubviews, dragged and tilted by a pan, sprung home by a property
// animator carrying the finger's velocity; a double tap pops it; a long press pulses it.
// Ported: `import FluidUIKit`, `Self.x` for each `#selector(x)`, no `@objc`.
import FluidUIKit

final class SpringCardView: UIView {
    private let gradient = CAGradientLayer()
    private let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 20
        layer.cornerCurve = .continuous
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowOffset = CGSize(width: 0, height: 8)
        layer.shadowRadius = 16
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.cornerRadius = 20
        layer.insertSublayer(gradient, at: 0)
        title.font = UIFont.preferredFont(forTextStyle: .headline)
        title.textColor = .white
        title.text = "Drag me"
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        NSLayoutConstraint.activate([
            title.centerXAnchor.constraint(equalTo: centerXAnchor),
            title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        gradient.frame = bounds
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 20).cgPath
        CATransaction.commit()
    }
}

final class SpringCardViewController: UIViewController {
    let card = SpringCardView(frame: CGRect(x: 0, y: 0, width: 240, height: 320))
    private var animator: UIViewPropertyAnimator?
    private var startCenter = CGPoint.zero
    private let haptic = UISelectionFeedbackGenerator()
    private let notify = UINotificationFeedbackGenerator()
    private(set) var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(card)
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)
        card.addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer(target: self, action: Self.handleTap)
        tap.numberOfTapsRequired = 2
        card.addGestureRecognizer(tap)
        let press = UILongPressGestureRecognizer(target: self, action: Self.handlePress)
        press.minimumPressDuration = 0.3
        card.addGestureRecognizer(press)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if animator == nil { card.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY) }
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            animator?.stopAnimation(true)
            startCenter = card.center
            haptic.prepare()
        case .changed:
            let t = recognizer.translation(in: view)
            card.center = CGPoint(x: startCenter.x + t.x, y: startCenter.y + t.y)
            let angle = t.x / view.bounds.width * (.pi / 8)
            card.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: 0.95, y: 0.95)
        case .ended, .cancelled:
            let v = recognizer.velocity(in: view)
            let target = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            let dx = target.x - card.center.x, dy = target.y - card.center.y
            let distance = sqrt(dx * dx + dy * dy)
            let relative = distance > 0 ? CGVector(dx: v.x / distance, dy: v.y / distance) : .zero
            let timing = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: relative)
            let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: timing)
            animator.addAnimations {
                self.card.center = target
                self.card.transform = .identity
            }
            animator.addCompletion { position in
                if position == .end { self.notify.notificationOccurred(.success) }
            }
            animator.startAnimation()
            self.animator = animator
            haptic.selectionChanged()
        default:
            break
        }
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        taps += 1
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                       options: [.allowUserInteraction, .beginFromCurrentState], animations: {
            self.card.transform = self.card.transform.isIdentity ? CGAffineTransform(scaleX: 1.2, y: 1.2) : .identity
        }, completion: nil)
    }

    func handlePress(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                self.card.alpha = 0.5
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                self.card.alpha = 1
            }
        })
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.6
        pulse.duration = 0.2
        pulse.autoreverses = true
        card.layer.add(pulse, forKey: "pulse")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            UIView.performWithoutAnimation { self.card.backgroundColor = .clear }
        }
    }
}
