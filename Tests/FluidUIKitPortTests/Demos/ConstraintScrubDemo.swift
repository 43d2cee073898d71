// Demo: a box slid across by scrubbing a constraint animation, as published "interactive
// animator" samples do it: the pan sets the constant, animates `layoutIfNeeded` in a paused
// property animator and scrubs `fractionComplete`; the release continues it (reversed when thrown
// back). Stack view with a segmented control and a switch, margins, a custom layout guide,
// priorities, a dynamic colour, an SF Symbol, `require(toFail:)`, `animate(springDuration:bounce:)`.
// Ported: `import FluidUIKit`, `Self.x` for each `#selector(x)`, no `@objc`.
import FluidUIKit

final class ConstraintScrubViewController: UIViewController {
    private let stack = UIStackView()
    private let segmented = UISegmentedControl(items: ["Spring", "Ease"])
    private let toggle = UISwitch()
    let box = UIView()
    private let guide = UILayoutGuide()
    private var boxLeading: NSLayoutConstraint!
    private var animator = UIViewPropertyAnimator(duration: 0.6, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor { trait in trait.userInterfaceStyle == .dark ? .black : .white }
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
        view.addLayoutGuide(guide)
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.addArrangedSubview(segmented)
        stack.addArrangedSubview(toggle)
        view.addSubview(stack)
        box.backgroundColor = UIColor.systemIndigo.withAlphaComponent(0.8)
        box.layer.cornerRadius = 12
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let icon = UIImageView(image: UIImage(systemName: "star.fill"))
        icon.tintColor = .systemYellow
        icon.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(icon)
        boxLeading = box.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
        let width = box.widthAnchor.constraint(equalToConstant: 120)
        width.priority = .defaultHigh
        segmented.setContentHuggingPriority(.required, for: .horizontal)
        toggle.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            boxLeading,
            box.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            width,
            box.heightAnchor.constraint(equalTo: box.widthAnchor),
            icon.centerXAnchor.constraint(equalTo: box.centerXAnchor),
            icon.centerYAnchor.constraint(equalTo: box.centerYAnchor),
        ])
        segmented.selectedSegmentIndex = 0
        segmented.addTarget(self, action: Self.modeChanged, for: .valueChanged)
        toggle.addTarget(self, action: Self.toggled, for: .valueChanged)
        let pan = UIPanGestureRecognizer(target: self, action: Self.panned)
        let tap = UITapGestureRecognizer(target: self, action: Self.tapped)
        tap.require(toFail: pan)
        box.addGestureRecognizer(pan)
        box.addGestureRecognizer(tap)
        animator.scrubsLinearly = false
        animator.isInterruptible = true
        NotificationCenter.default.addObserver(forName: Notification.Name("probe"), object: nil, queue: .main) { [weak self] _ in
            self?.view.setNeedsLayout()
        }
    }

    func modeChanged(_ sender: UISegmentedControl) {
        view.layoutIfNeeded()
    }

    func toggled(_ sender: UISwitch) {
        box.isHidden = !sender.isOn
    }

    func panned(_ recognizer: UIPanGestureRecognizer) {
        let point = recognizer.location(in: view)
        let local = view.convert(point, to: box)
        _ = box.bounds.insetBy(dx: -10, dy: -10).contains(local)
        switch recognizer.state {
        case .began:
            animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.8)
            boxLeading.constant = view.bounds.width - 160
            animator.addAnimations { [weak self] in self?.view.layoutIfNeeded() }
            animator.pauseAnimation()
        case .changed:
            animator.fractionComplete = recognizer.translation(in: view).x / (view.bounds.width - 160)
        case .ended:
            if recognizer.velocity(in: view).x < 0 { animator.isReversed = true }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        UIView.animate(springDuration: 0.5, bounce: 0.3) {
            self.box.transform = self.box.transform.isIdentity
                ? CGAffineTransform.identity.translatedBy(x: 0, y: -40).rotated(by: .pi / 12) : .identity
        }
        guard let tapped = recognizer.view, tapped.tag == 0 else { return }
        _ = view.hitTest(recognizer.location(in: view), with: nil)
        _ = box.transform.inverted()
    }
}
