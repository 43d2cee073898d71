// Demo: the lock screen's flashlight button from Building Fluid Interfaces: it grows with the
// press (with 3D Touch, by the touch's force; without it, a long press stands in), turns on at
// the press's peak with a haptic tap, glows with a radial gradient and springs back when
// released. Turning on pulses the glow with a layer animation.
// Ported: `import FluidUIKit`, `Self.x` for each `#selector(x)`, no `@objc`.
import FluidUIKit

class FlashlightViewController: UIViewController {

    let flashlightButton = FlashlightButton()

    let statusLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .systemFont(ofSize: 14, weight: .semibold)
        label.textColor = UIColor(white: 1, alpha: 0.7)
        label.text = "Press firmly"
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.05, green: 0.07, blue: 0.12, alpha: 1)

        flashlightButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(flashlightButton)
        view.addSubview(statusLabel)
        NSLayoutConstraint.activate([
            flashlightButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            flashlightButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -60),
            statusLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            statusLabel.topAnchor.constraint(equalTo: flashlightButton.bottomAnchor, constant: 16),
        ])
        flashlightButton.addTarget(self, action: Self.flashlightToggled(_:), for: .valueChanged)
    }

    func flashlightToggled(_ sender: FlashlightButton) {
        statusLabel.text = sender.isOn ? "Flashlight on" : "Flashlight off"
    }
}

class FlashlightButton: UIControl {

    private(set) var isOn = false

    private let diameter: CGFloat = 50
    private let maxScale: CGFloat = 1.6
    private let offColor = UIColor(white: 0.2, alpha: 0.9)
    private let onColor = UIColor(white: 0.95, alpha: 1)

    private let imageView = UIImageView()
    private let glowLayer = CAGradientLayer()
    private let feedbackGenerator = UIImpactFeedbackGenerator(style: .medium)
    private var longPress: UILongPressGestureRecognizer!

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setup() {
        backgroundColor = offColor
        layer.cornerRadius = diameter / 2

        glowLayer.type = .radial
        glowLayer.colors = [UIColor(white: 1, alpha: 0.6).cgColor, UIColor(white: 1, alpha: 0).cgColor]
        glowLayer.startPoint = CGPoint(x: 0.5, y: 0.5)
        glowLayer.endPoint = CGPoint(x: 1, y: 1)
        glowLayer.opacity = 0
        layer.addSublayer(glowLayer)

        imageView.image = UIImage(named: "flashlight")
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .white
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.isUserInteractionEnabled = false
        addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: centerXAnchor),
            imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
            imageView.widthAnchor.constraint(equalToConstant: 24),
            imageView.heightAnchor.constraint(equalToConstant: 24),
        ])

        // Without 3D Touch, a long press is the firm press.
        longPress = UILongPressGestureRecognizer(target: self, action: FlashlightButton.handleLongPress(_:))
        longPress.minimumPressDuration = 0.4
        longPress.cancelsTouchesInView = false
        addGestureRecognizer(longPress)
    }

    override var intrinsicContentSize: CGSize {
        return CGSize(width: diameter, height: diameter)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        glowLayer.frame = bounds.insetBy(dx: -diameter / 2, dy: -diameter / 2)
        glowLayer.cornerRadius = glowLayer.bounds.width / 2
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        feedbackGenerator.prepare()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first, traitCollection.forceTouchCapability == .available else { return }
        let force = touch.force / touch.maximumPossibleForce
        let scale = 1 + (maxScale - 1) * force
        transform = CGAffineTransform(scaleX: scale, y: scale)
        if force >= 1 && !isHighlighted {
            isHighlighted = true
            toggle()
        } else if force < 0.5 {
            isHighlighted = false
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        springBack()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        springBack()
    }

    func handleLongPress(_ recognizer: UILongPressGestureRecognizer) {
        switch recognizer.state {
        case .began:
            UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut, .allowUserInteraction], animations: {
                self.transform = CGAffineTransform.identity.scaledBy(x: self.maxScale, y: self.maxScale)
            }, completion: nil)
            toggle()
        case .ended, .cancelled, .failed:
            springBack()
        default:
            break
        }
    }

    private func toggle() {
        isOn.toggle()
        feedbackGenerator.impactOccurred()
        backgroundColor = isOn ? onColor : offColor
        imageView.tintColor = isOn ? .black : .white
        glowLayer.opacity = isOn ? 1 : 0
        if isOn {
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.fromValue = 0
            pulse.toValue = 1
            pulse.duration = 0.3
            pulse.timingFunction = CAMediaTimingFunction(name: .easeOut)
            glowLayer.add(pulse, forKey: "pulse")
        }
        sendActions(for: .valueChanged)
    }

    private func springBack() {
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                       options: [.allowUserInteraction, .beginFromCurrentState], animations: {
            self.transform = .identity
        }, completion: nil)
    }
}
