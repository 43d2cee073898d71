// Demo: "Pausing" from Building Fluid Interfaces: a card is dragged up from the bottom; when the
// finger slows down and rests, the interface reacts at once (the card grows and a hint appears,
// with a tap of haptics) instead of waiting for the finger to lift, as the app switcher does.
// Releasing while paused keeps the card up; a release in motion sends it back down.
// Ported: `import FluidUIKit`, `Self.handlePan(_:)` for the `#selector`, no `@objc`.
import FluidUIKit

class PauseViewController: UIViewController {

    /// Below this speed (points per second) the finger counts as resting.
    let pauseSpeedThreshold: CGFloat = 50
    /// How long it has to rest, in seconds.
    let pauseDuration: TimeInterval = 0.15

    let cardView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
        view.layer.cornerRadius = 20
        view.layer.zPosition = 10
        return view
    }()

    let hintLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Release to keep it open"
        label.font = UIFont.systemFont(ofSize: 16, weight: .medium)
        label.textColor = .white
        label.alpha = 0
        return label
    }()

    private var cardBottomConstraint: NSLayoutConstraint!
    private let restingOffset: CGFloat = 0
    private var panStartOffset: CGFloat = 0

    private var slowSince: TimeInterval?
    private(set) var isPaused = false {
        didSet {
            guard isPaused != oldValue else { return }
            pauseStateChanged()
        }
    }
    private(set) var pauseCount = 0
    private let feedback = UIImpactFeedbackGenerator(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        view.addSubview(cardView)
        cardView.addSubview(hintLabel)
        cardBottomConstraint = cardView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 200)
        NSLayoutConstraint.activate([
            cardView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            cardView.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.8),
            cardView.heightAnchor.constraint(equalToConstant: 300),
            cardBottomConstraint,
            hintLabel.centerXAnchor.constraint(equalTo: cardView.centerXAnchor),
            hintLabel.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 24),
        ])

        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
        cardView.addGestureRecognizer(pan)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            cardView.layer.removeAllAnimations()
            panStartOffset = cardBottomConstraint.constant
            slowSince = nil
            feedback.prepare()
        case .changed:
            let translation = recognizer.translation(in: view)
            cardBottomConstraint.constant = min(200, panStartOffset + translation.y)
            trackPause(velocity: recognizer.velocity(in: view))
        case .ended, .cancelled:
            let keepOpen = isPaused
            isPaused = false
            slowSince = nil
            cardBottomConstraint.constant = keepOpen ? -100 : 200
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                           options: [.allowUserInteraction], animations: {
                self.view.layoutIfNeeded()
            }, completion: nil)
        default:
            break
        }
    }

    /// Pauses when the finger has been slow for `pauseDuration`, resumes as soon as it speeds up.
    private func trackPause(velocity: CGPoint) {
        let speed = hypot(velocity.x, velocity.y)
        let now = CACurrentMediaTime()
        if speed < pauseSpeedThreshold {
            if let since = slowSince {
                if now - since >= pauseDuration { isPaused = true }
            } else {
                slowSince = now
            }
        } else {
            slowSince = nil
            isPaused = false
        }
    }

    private func pauseStateChanged() {
        if isPaused {
            pauseCount += 1
            feedback.impactOccurred()
        }
        let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.7) {
            self.cardView.transform = self.isPaused ? CGAffineTransform(scaleX: 1.1, y: 1.1) : .identity
            self.hintLabel.alpha = self.isPaused ? 1 : 0
        }
        animator.startAnimation()
        if isPaused {
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
                guard let self = self, !self.isPaused else { return }
                self.hintLabel.alpha = 0
            }
        }
    }
}
