// Demo: a progress ring as published custom-control samples build one: a UIControl subclass
// with two CAShapeLayer arcs, tracking the finger (begin/continue/endTracking) around the ring,
// sending .valueChanged, dimming while highlighted, and settling its stroke with a
// CABasicAnimation from the presentation layer's value; a label follows through target-action.
// Ported: `import FluidUIKit`, `Self.x` for each `#selector(x)`, no `@objc`.
import FluidUIKit

final class ProgressRingControl: UIControl {
    private let track = CAShapeLayer()
    private let ring = CAShapeLayer()
    private(set) var value: CGFloat = 0 {
        didSet { ring.strokeEnd = value }
    }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.7 : 1 }
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 160, height: 160) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for layer in [track, ring] {
            layer.fillColor = UIColor.clear.cgColor
            layer.lineWidth = 14
            layer.lineCap = .round
            self.layer.addSublayer(layer)
        }
        track.strokeColor = UIColor.systemGray5.cgColor
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.strokeEnd = 0
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 10,
                                startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        track.path = path.cgPath
        ring.path = path.cgPath
        track.frame = bounds
        ring.frame = bounds
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        update(with: touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        update(with: touch)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = ring.presentation()?.strokeEnd ?? value
        animation.toValue = value
        animation.duration = 0.25
        animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
        ring.add(animation, forKey: "settle")
    }

    private func update(with touch: UITouch) {
        let p = touch.location(in: self)
        var angle = atan2(p.y - bounds.midY, p.x - bounds.midX) + .pi / 2
        if angle < 0 { angle += 2 * .pi }
        value = angle / (2 * .pi)
        sendActions(for: .valueChanged)
    }
}

final class ProgressRingViewController: UIViewController {
    let ring = ProgressRingControl()
    let label = UILabel()
    private(set) var changes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        ring.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .monospacedDigitSystemFont(ofSize: 28, weight: .semibold)
        view.addSubview(ring)
        view.addSubview(label)
        NSLayoutConstraint.activate([
            ring.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            ring.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            label.centerXAnchor.constraint(equalTo: ring.centerXAnchor),
            label.topAnchor.constraint(equalTo: ring.bottomAnchor, constant: 24),
        ])
        ring.addTarget(self, action: Self.ringChanged, for: .valueChanged)
        let child = UIViewController()
        addChild(child)
        view.addSubview(child.view)
        child.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        child.didMove(toParent: self)
    }

    func ringChanged(_ sender: ProgressRingControl) {
        changes += 1
        label.text = String(format: "%.0f%%", sender.value * 100)
        let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear)
        animator.addAnimations({ self.label.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) }, delayFactor: 0.1)
        animator.addCompletion { _ in self.label.transform = .identity }
        animator.startAnimation()
    }
}
