// Demo: a rotation knob in the style of Building Fluid Interfaces: a dial turned by dragging
// around its centre, which keeps turning with the finger's angular speed on release and settles
// on the nearest of its twelve detents on a spring. The knob is a UIControl that sends
// `.valueChanged`; its ring is a gradient masked by a shape layer, its pointer a rotated view.
// Ported: `import FluidUIKit` (also for `import UIKit.UIGestureRecognizerSubclass`), `Self.x`
// for each `#selector(x)`, no `@objc`.
import FluidUIKit

class KnobViewController: UIViewController {

    let knob = KnobControl(frame: CGRect(x: 0, y: 0, width: 240, height: 240))

    let valueLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .monospacedDigitSystemFont(ofSize: 40, weight: .light)
        label.textColor = .white
        label.text = "0"
        return label
    }()

    private(set) var reportedValues: [Float] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.08, alpha: 1)
        knob.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(knob)
        view.addSubview(valueLabel)
        NSLayoutConstraint.activate([
            knob.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            knob.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            knob.widthAnchor.constraint(equalToConstant: 240),
            knob.heightAnchor.constraint(equalTo: knob.widthAnchor),
            valueLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            valueLabel.bottomAnchor.constraint(equalTo: knob.topAnchor, constant: -40),
        ])
        knob.addTarget(self, action: Self.knobChanged(_:), for: .valueChanged)
    }

    func knobChanged(_ sender: KnobControl) {
        reportedValues.append(sender.value)
        valueLabel.text = "\(Int(sender.value.rounded()))"
    }
}

class KnobControl: UIControl {

    /// Steps from 0 to 11, one a twelfth of a turn.
    private(set) var value: Float = 0
    let detents = 12

    private let trackLayer = CAShapeLayer()
    private let gradientLayer = CAGradientLayer()
    private let ringMask = CAShapeLayer()
    let pointerView = UIView()

    private(set) var angle: CGFloat = 0
    private var angleAtStart: CGFloat = 0
    private var animator: UIViewPropertyAnimator?

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.strokeColor = UIColor(white: 1, alpha: 0.1).cgColor
        trackLayer.lineWidth = 18
        layer.addSublayer(trackLayer)

        gradientLayer.type = .conic
        gradientLayer.colors = [UIColor.systemTeal.cgColor, UIColor.systemPurple.cgColor, UIColor.systemTeal.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 0.5, y: 0)
        ringMask.fillColor = UIColor.clear.cgColor
        ringMask.strokeColor = UIColor.black.cgColor
        ringMask.lineWidth = 6
        gradientLayer.mask = ringMask
        layer.addSublayer(gradientLayer)

        pointerView.backgroundColor = .white
        pointerView.layer.cornerRadius = 3
        pointerView.isUserInteractionEnabled = false
        addSubview(pointerView)

        let rotation = RotationGestureRecognizer(target: self, action: KnobControl.handleRotation(_:))
        addGestureRecognizer(rotation)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 12
        let ring = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        trackLayer.frame = bounds
        trackLayer.path = ring.cgPath
        gradientLayer.frame = bounds
        ringMask.frame = bounds
        ringMask.path = UIBezierPath(arcCenter: center, radius: radius + 10, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath

        // The pointer is a bar from the centre towards 12 o'clock, turned about the centre.
        let savedTransform = pointerView.transform
        pointerView.transform = .identity
        pointerView.frame = CGRect(x: center.x - 3, y: center.y - radius + 10, width: 6, height: radius - 10)
        pointerView.transform = savedTransform
    }

    func handleRotation(_ recognizer: RotationGestureRecognizer) {
        switch recognizer.state {
        case .began:
            animator?.stopAnimation(true)
            angleAtStart = angle - recognizer.touchAngle
        case .changed:
            setAngle(angleAtStart + recognizer.touchAngle)
        case .ended, .cancelled:
            let rate = UIScrollView.DecelerationRate.normal.rawValue
            let projected = angle + recognizer.angularVelocity / 1000 * rate / (1 - rate)
            let step = 2 * CGFloat.pi / CGFloat(detents)
            let target = (projected / step).rounded() * step
            let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.6) {
                self.pointerView.transform = CGAffineTransform(rotationAngle: target)
            }
            animator.addCompletion { _ in self.animator = nil }
            animator.startAnimation()
            self.animator = animator
            angle = target
            updateValue()
        default:
            break
        }
    }

    private func setAngle(_ newAngle: CGFloat) {
        angle = newAngle
        pointerView.transform = CGAffineTransform(rotationAngle: angle)
        updateValue()
    }

    private func updateValue() {
        let turns = angle / (2 * .pi)
        var steps = (turns * CGFloat(detents)).truncatingRemainder(dividingBy: CGFloat(detents))
        if steps < 0 { steps += CGFloat(detents) }
        let newValue = Float(steps)
        guard newValue != value else { return }
        value = newValue
        sendActions(for: .valueChanged)
    }
}

/// A pan that reports the touch's angle around the centre of its view, and begins at once.
class RotationGestureRecognizer: UIPanGestureRecognizer {

    /// Radians, clockwise from 3 o'clock, unwrapped as the finger goes round.
    private(set) var touchAngle: CGFloat = 0
    /// Radians per second, from the last two samples.
    private(set) var angularVelocity: CGFloat = 0
    private var lastTime: TimeInterval = 0

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        maximumNumberOfTouches = 1
        minimumNumberOfTouches = 1
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first else { return }
        touchAngle = angle(of: touch.location(in: view))
        angularVelocity = 0
        lastTime = touch.timestamp
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state != .failed, let touch = touches.first else { return }
        var delta = angle(of: touch.location(in: view)) - angle(of: touch.previousLocation(in: view))
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        touchAngle += delta
        let dt = touch.timestamp - lastTime
        if dt > 0 { angularVelocity = delta / CGFloat(dt) }
        lastTime = touch.timestamp
        state = .changed
    }

    private func angle(of point: CGPoint) -> CGFloat {
        guard let view = view else { return 0 }
        return atan2(point.y - view.bounds.midY, point.x - view.bounds.midX)
    }
}
