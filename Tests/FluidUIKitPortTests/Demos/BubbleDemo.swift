// Demo: a bubble that breathes (a repeating, autoreversing block animation), follows a pan that
// resets its translation each step, and flies to wherever the view controller's own
// touchesBegan says, popping with a CASpringAnimation and a keyframe wobble on arrival.
// Ported: `import FluidUIKit`, `Self.x` for each `#selector(x)`, no `@objc`.
import FluidUIKit

final class BubbleViewController: UIViewController, UIGestureRecognizerDelegate {
    let bubble = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    private let impact = UIImpactFeedbackGenerator(style: .medium)
    private(set) var touchesSeen = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        bubble.backgroundColor = .systemRed
        bubble.layer.cornerRadius = 40
        bubble.center = view.center
        view.addSubview(bubble)
        let pan = UIPanGestureRecognizer(target: self, action: Self.drag)
        pan.delegate = self
        bubble.addGestureRecognizer(pan)
        view.gestureRecognizers?.forEach { $0.isEnabled = true }
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut, .allowUserInteraction]) {
            self.bubble.alpha = 0.8
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first else { return }
        touchesSeen += 1
        let point = touch.location(in: view)
        UIView.animate(withDuration: 0.3) {
            self.bubble.center = point
        } completion: { _ in
            self.pop()
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let v = pan.velocity(in: view)
        return abs(v.y) >= 0 || abs(v.x) >= 0
    }

    func drag(_ pan: UIPanGestureRecognizer) {
        guard let moved = pan.view else { return }
        let t = pan.translation(in: view)
        moved.center = CGPoint(x: moved.center.x + t.x, y: moved.center.y + t.y)
        pan.setTranslation(.zero, in: view)
        if pan.state == .ended { impact.impactOccurred(intensity: 0.7) }
    }

    func pop() {
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.fromValue = 0.8
        spring.toValue = 1
        spring.damping = 8
        spring.stiffness = 200
        spring.mass = 1
        spring.initialVelocity = 0
        spring.duration = spring.settlingDuration
        bubble.layer.add(spring, forKey: "pop")
        let wobble = CAKeyframeAnimation(keyPath: "position")
        let path = UIBezierPath(ovalIn: bubble.frame.insetBy(dx: 20, dy: 20))
        wobble.path = path.cgPath
        wobble.duration = 0.4
        wobble.calculationMode = .paced
        bubble.layer.add(wobble, forKey: "wobble")
    }
}
