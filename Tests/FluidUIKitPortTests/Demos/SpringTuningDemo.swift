// Demo: "Spring animations" from Building Fluid Interfaces: two sliders tune a spring's damping
// ratio and response, a graph draws the spring's step response, and a ball moves to wherever it
// is dragged to and is thrown back home on that spring.
// Ported: `import FluidUIKit`, `Self.x` for each `#selector(x)`, no `@objc`.
import FluidUIKit

class SpringTuningViewController: UIViewController {

    private(set) var dampingRatio: CGFloat = 0.5
    private(set) var response: CGFloat = 1

    private let graphView = SpringGraphView()

    private lazy var dampingSlider = makeSlider(value: 0.5, min: 0.1, max: 1)
    private lazy var responseSlider = makeSlider(value: 1, min: 0.1, max: 2)
    private let dampingLabel = UILabel()
    private let responseLabel = UILabel()

    private let resetButton = UIButton(type: .system)

    let ball: UIView = {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.backgroundColor = .systemOrange
        view.layer.cornerRadius = 30
        return view
    }()

    private(set) var home: CGPoint = .zero
    private var hasPlacedBall = false
    private var animator: UIViewPropertyAnimator?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        for label in [dampingLabel, responseLabel] {
            label.font = .systemFont(ofSize: 15, weight: .medium)
            label.textColor = .darkGray
        }
        resetButton.setTitle("Reset", for: .normal)
        resetButton.addTarget(self, action: Self.resetTapped, for: .touchUpInside)

        dampingSlider.addTarget(self, action: Self.dampingChanged(_:), for: .valueChanged)
        responseSlider.addTarget(self, action: Self.responseChanged(_:), for: .valueChanged)

        let stack = UIStackView(arrangedSubviews: [dampingLabel, dampingSlider, responseLabel, responseSlider, resetButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        graphView.translatesAutoresizingMaskIntoConstraints = false
        graphView.backgroundColor = UIColor(white: 0.95, alpha: 1)
        view.addSubview(graphView)

        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),

            graphView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            graphView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            graphView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            graphView.heightAnchor.constraint(equalToConstant: 160),
        ])

        view.addSubview(ball)
        ball.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.ballPanned(_:)))
        updateLabels()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        home = CGPoint(x: view.bounds.width / 2, y: graphView.frame.maxY + 120)
        if !hasPlacedBall {
            ball.center = home
            hasPlacedBall = true
        }
    }

    private func makeSlider(value: Float, min: Float, max: Float) -> UISlider {
        let slider = UISlider()
        slider.minimumValue = min
        slider.maximumValue = max
        slider.value = value
        return slider
    }

    func dampingChanged(_ sender: UISlider) {
        dampingRatio = CGFloat(sender.value)
        updateLabels()
    }

    func responseChanged(_ sender: UISlider) {
        response = CGFloat(sender.value)
        updateLabels()
    }

    func resetTapped() {
        dampingSlider.setValue(0.5, animated: true)
        responseSlider.setValue(1, animated: true)
        dampingRatio = 0.5
        response = 1
        updateLabels()
    }

    private func updateLabels() {
        dampingLabel.text = String(format: "Damping ratio: %.2f", dampingRatio)
        responseLabel.text = String(format: "Response: %.2f s", response)
        graphView.dampingRatio = dampingRatio
        graphView.response = response
    }

    /// The spring for the current slider values, as mass, stiffness and damping.
    func springParameters(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {
        let mass: CGFloat = 1
        let stiffness = pow(2 * .pi / response, 2) * mass
        let damping = 4 * .pi * dampingRatio * mass / response
        return UISpringTimingParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    func ballPanned(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            animator?.stopAnimation(true)
            animator = nil
        case .changed:
            let translation = recognizer.translation(in: view)
            ball.center = CGPoint(x: ball.center.x + translation.x, y: ball.center.y + translation.y)
            recognizer.setTranslation(.zero, in: view)
        case .ended, .cancelled:
            let velocity = recognizer.velocity(in: view)
            let distance = CGVector(dx: home.x - ball.center.x, dy: home.y - ball.center.y)
            let initialVelocity = CGVector(dx: distance.dx == 0 ? 0 : velocity.x / distance.dx,
                                           dy: distance.dy == 0 ? 0 : velocity.y / distance.dy)
            let animator = UIViewPropertyAnimator(duration: 0, timingParameters: springParameters(initialVelocity: initialVelocity))
            animator.addAnimations {
                self.ball.center = self.home
            }
            animator.addCompletion { _ in
                self.animator = nil
            }
            animator.startAnimation()
            self.animator = animator
        default:
            break
        }
    }
}

/// Plots x(t) of a spring released from 0 towards 1 over two seconds.
class SpringGraphView: UIView {

    var dampingRatio: CGFloat = 0.5 { didSet { setNeedsDisplay() } }
    var response: CGFloat = 1 { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        let inset = bounds.insetBy(dx: 8, dy: 16)
        let baseline = UIBezierPath()
        baseline.move(to: CGPoint(x: inset.minX, y: inset.minY + inset.height * 0.25))
        baseline.addLine(to: CGPoint(x: inset.maxX, y: inset.minY + inset.height * 0.25))
        UIColor.lightGray.setStroke()
        baseline.lineWidth = 1
        baseline.stroke()

        let curve = UIBezierPath()
        let steps = 100
        for step in 0...steps {
            let t = 2 * CGFloat(step) / CGFloat(steps)
            let x = inset.minX + inset.width * CGFloat(step) / CGFloat(steps)
            let y = inset.maxY - inset.height * 0.75 * value(at: t)
            if step == 0 { curve.move(to: CGPoint(x: x, y: y)) } else { curve.addLine(to: CGPoint(x: x, y: y)) }
        }
        UIColor.systemBlue.setStroke()
        curve.lineWidth = 3
        curve.stroke()
    }

    /// The spring's position at time t (s), from 0 at rest towards 1.
    func value(at t: CGFloat) -> CGFloat {
        let omega = 2 * .pi / response
        if dampingRatio < 1 {
            let omegaD = omega * sqrt(1 - dampingRatio * dampingRatio)
            let envelope = exp(-dampingRatio * omega * t)
            return 1 - envelope * (cos(omegaD * t) + dampingRatio * omega / omegaD * sin(omegaD * t))
        }
        return 1 - exp(-omega * t) * (1 + omega * t)
    }
}
