// Demo: "Rubber banding" from Building Fluid Interfaces: a card that follows the finger freely
// inside a region and with more and more resistance past its edges (the rubber-band formula of
// UIScrollView), then springs home when released.
// Ported: `import FluidUIKit`, `Self.handlePan(_:)` for `#selector(handlePan(_:))`, no `@objc`.
import FluidUIKit

class RubberBandingViewController: UIViewController {

    private let rubberBandingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(red: 0.99, green: 0.42, blue: 0.37, alpha: 1)
        view.layer.cornerRadius = 24
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.25
        view.layer.shadowOffset = CGSize(width: 0, height: 8)
        view.layer.shadowRadius = 16
        return view
    }()

    private let offsetLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.textColor = .darkGray
        label.textAlignment = .center
        label.text = "Drag the card"
        return label
    }()

    /// The region the card may move in freely.
    private var freeRegion: CGRect = .zero

    private var originalCenter: CGPoint = .zero
    private var panStartCenter: CGPoint = .zero

    private let feedbackGenerator = UIImpactFeedbackGenerator(style: .light)
    private var hasHitEdge = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)

        view.addSubview(offsetLabel)
        NSLayoutConstraint.activate([
            offsetLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            offsetLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
        ])

        rubberBandingView.frame = CGRect(x: 0, y: 0, width: 160, height: 160)
        rubberBandingView.center = view.center
        view.addSubview(rubberBandingView)

        let panRecognizer = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
        rubberBandingView.addGestureRecognizer(panRecognizer)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        originalCenter = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        freeRegion = CGRect(x: originalCenter.x - 50, y: originalCenter.y - 50, width: 100, height: 100)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            panStartCenter = rubberBandingView.center
            hasHitEdge = false
            feedbackGenerator.prepare()
        case .changed:
            let translation = recognizer.translation(in: view)
            let proposed = panStartCenter + translation
            let constrained = rubberBandClamp(proposed, to: freeRegion, dimensions: view.bounds.size)
            rubberBandingView.center = constrained
            if constrained != proposed && !hasHitEdge {
                hasHitEdge = true
                feedbackGenerator.impactOccurred()
            }
            let distance = constrained.distance(to: originalCenter)
            offsetLabel.text = String(format: "%.0f pt from home", distance)
        case .ended, .cancelled:
            let velocity = recognizer.velocity(in: view)
            let distance = rubberBandingView.center.distance(to: originalCenter)
            let speed = sqrt(velocity.x * velocity.x + velocity.y * velocity.y)
            let initialVelocity = distance == 0 ? 0 : speed / distance
            UIView.animate(withDuration: 0.6,
                           delay: 0,
                           usingSpringWithDamping: 0.75,
                           initialSpringVelocity: initialVelocity,
                           options: [.allowUserInteraction, .beginFromCurrentState],
                           animations: {
                               self.rubberBandingView.center = self.originalCenter
                           },
                           completion: { _ in
                               self.offsetLabel.text = "Drag the card"
                           })
        default:
            break
        }
    }

    /// Keeps `point` inside `rect`, letting it stray past an edge by the rubber-band curve.
    private func rubberBandClamp(_ point: CGPoint, to rect: CGRect, dimensions: CGSize) -> CGPoint {
        CGPoint(x: rubberBandClamp(point.x, coefficient: 0.55, dimension: dimensions.width, limits: rect.minX...rect.maxX),
                y: rubberBandClamp(point.y, coefficient: 0.55, dimension: dimensions.height, limits: rect.minY...rect.maxY))
    }

    private func rubberBandClamp(_ x: CGFloat, coefficient: CGFloat, dimension: CGFloat, limits: ClosedRange<CGFloat>) -> CGFloat {
        let clampedX = x.clamped(to: limits)
        let diff = abs(x - clampedX)
        let sign: CGFloat = clampedX > x ? -1 : 1
        return clampedX + sign * rubberBand(diff, coefficient: coefficient, dimension: dimension)
    }

    /// UIScrollView's rubber band: (1 − 1 / (x c / d + 1)) d.
    private func rubberBand(_ x: CGFloat, coefficient: CGFloat, dimension: CGFloat) -> CGFloat {
        (1.0 - (1.0 / ((x * coefficient / dimension) + 1.0))) * dimension
    }
}

private extension CGPoint {
    static func + (left: CGPoint, right: CGPoint) -> CGPoint {
        CGPoint(x: left.x + right.x, y: left.y + right.y)
    }

    func distance(to other: CGPoint) -> CGFloat {
        let dx = x - other.x
        let dy = y - other.y
        return sqrt(dx * dx + dy * dy)
    }
}

private extension Comparable {
    func clamped(to limits: ClosedRange<Self>) -> Self {
        min(max(self, limits.lowerBound), limits.upperBound)
    }
}
