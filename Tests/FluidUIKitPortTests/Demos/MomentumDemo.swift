// Demo: "Momentum" from Building Fluid Interfaces (WWDC 2018), as such re-creations write it:
// a drawer that is pulled up from the bottom of the screen, caught at any time by an instant
// pan, and thrown open or closed with the finger's velocity carried into a spring.
// Ported: `import FluidUIKit`, `Self.panned` for `#selector(panned(recognizer:))`, no `@objc`.
import FluidUIKit

class MomentumViewController: UIViewController {

    private lazy var momentumView: DrawerGradientView = {
        let view = DrawerGradientView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.topColor = UIColor(red: 0.38, green: 0.66, blue: 1, alpha: 1)
        view.bottomColor = UIColor(red: 0.14, green: 0.41, blue: 0.99, alpha: 1)
        view.cornerRadius = 30
        return view
    }()

    private lazy var handleView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = UIColor(white: 1, alpha: 0.5)
        view.layer.cornerRadius = 3
        return view
    }()

    private let panRecognizer = InstantPanRecognizer()

    private var animator = UIViewPropertyAnimator()

    private var isOpen = false
    private var animationProgress: CGFloat = 0

    private var closedTransform = CGAffineTransform.identity

    override func viewDidLoad() {
        super.viewDidLoad()

        view.backgroundColor = .white

        view.addSubview(momentumView)
        NSLayoutConstraint.activate([
            momentumView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            momentumView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            momentumView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 80),
            momentumView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.8),
        ])

        momentumView.addSubview(handleView)
        NSLayoutConstraint.activate([
            handleView.topAnchor.constraint(equalTo: momentumView.topAnchor, constant: 10),
            handleView.widthAnchor.constraint(equalToConstant: 50),
            handleView.heightAnchor.constraint(equalToConstant: 5),
            handleView.centerXAnchor.constraint(equalTo: momentumView.centerXAnchor),
        ])

        closedTransform = CGAffineTransform(translationX: 0, y: view.bounds.height * 0.6)
        momentumView.transform = closedTransform

        panRecognizer.addTarget(self, action: Self.panned(recognizer:))
        momentumView.addGestureRecognizer(panRecognizer)
    }

    func panned(recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            startAnimationIfNeeded()
            animator.pauseAnimation()
            animationProgress = animator.fractionComplete
        case .changed:
            var fraction = -recognizer.translation(in: momentumView).y / closedTransform.ty
            if isOpen { fraction *= -1 }
            if animator.isReversed { fraction *= -1 }
            animator.fractionComplete = fraction + animationProgress
        case .ended, .cancelled:
            let yVelocity = recognizer.velocity(in: momentumView).y
            let shouldClose = yVelocity > 0
            if yVelocity == 0 {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                break
            }
            if isOpen {
                if !shouldClose && !animator.isReversed { animator.isReversed.toggle() }
                if shouldClose && animator.isReversed { animator.isReversed.toggle() }
            } else {
                if shouldClose && !animator.isReversed { animator.isReversed.toggle() }
                if !shouldClose && animator.isReversed { animator.isReversed.toggle() }
            }
            let fractionRemaining = 1 - animator.fractionComplete
            let distanceRemaining = fractionRemaining * closedTransform.ty
            if distanceRemaining == 0 {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                break
            }
            let relativeVelocity = min(abs(yVelocity) / distanceRemaining, 30)
            let timingParameters = UISpringTimingParameters(dampingRatio: 0.8, frequencyResponse: 0.3, initialVelocity: CGVector(dx: relativeVelocity, dy: relativeVelocity))
            let preferredDuration = UIViewPropertyAnimator(duration: 0, timingParameters: timingParameters).duration
            let durationFactor = CGFloat(preferredDuration / animator.duration)
            animator.continueAnimation(withTimingParameters: timingParameters, durationFactor: durationFactor)
        default:
            break
        }
    }

    private func startAnimationIfNeeded() {
        if animator.isRunning { return }
        let timingParameters = UISpringTimingParameters(dampingRatio: 1, frequencyResponse: 0.4)
        animator = UIViewPropertyAnimator(duration: 0, timingParameters: timingParameters)
        animator.addAnimations {
            self.momentumView.transform = self.isOpen ? self.closedTransform : .identity
        }
        animator.addCompletion { position in
            if position == .end { self.isOpen.toggle() }
        }
        animator.startAnimation()
    }
}

/// A pan that begins on touch down, so a moving drawer can be caught mid-flight.
class InstantPanRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began { return }
        super.touchesBegan(touches, with: event)
        state = .began
    }
}

/// A view filled with a vertical gradient.
class DrawerGradientView: UIView {

    private let gradientLayer = CAGradientLayer()

    var topColor: UIColor = .white {
        didSet { updateColors() }
    }

    var bottomColor: UIColor = .black {
        didSet { updateColors() }
    }

    var cornerRadius: CGFloat = 0 {
        didSet {
            layer.cornerRadius = cornerRadius
            gradientLayer.cornerRadius = cornerRadius
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(gradientLayer)
        gradientLayer.startPoint = CGPoint(x: 0.5, y: 0)
        gradientLayer.endPoint = CGPoint(x: 0.5, y: 1)
        updateColors()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds
    }

    private func updateColors() {
        gradientLayer.colors = [topColor.cgColor, bottomColor.cgColor]
    }
}

extension UISpringTimingParameters {
    /// A spring described by its damping ratio and response, as in the WWDC talk.
    convenience init(dampingRatio: CGFloat, frequencyResponse response: CGFloat, initialVelocity: CGVector = .zero) {
        let stiffness = pow(2 * .pi / response, 2)
        let damp = 4 * .pi * dampingRatio / response
        self.init(mass: 1, stiffness: stiffness, damping: damp, initialVelocity: initialVelocity)
    }
}
