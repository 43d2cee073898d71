// Demo: a "door" card hinged at its top edge that a downward drag swings open (anchorPoint
// with a scale on y, as flip-card tutorials write it), a page control and an iOS 14 button laid
// out with the visual format language, and a tap that presents a detail screen with a custom
// zoom transition, which a downward drag on the detail scrubs closed
// (UIPercentDrivenInteractiveTransition).
// Ported: `import FluidUIKit`, `Self.x` for each `#selector(x)`, no `@objc`.
import FluidUIKit

final class DoorDetailViewController: UIViewController {
    let door = UIView()
    let pages = UIPageControl()
    private(set) var openButton: UIButton!
    let transition = DoorZoomTransition()
    private(set) var doorOpen: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        door.backgroundColor = .systemIndigo
        door.layer.cornerRadius = 12
        pages.numberOfPages = 3
        pages.currentPageIndicatorTintColor = .systemIndigo
        pages.pageIndicatorTintColor = .systemGray3
        openButton = UIButton(type: .system, primaryAction: UIAction(title: "Open") { [weak self] _ in
            self?.showDetail()
        })
        for sub in [door, pages, openButton!] {
            sub.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(sub)
        }
        let views: [String: Any] = ["door": door, "pages": pages, "open": openButton!]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-24-[door]-24-|", metrics: nil, views: views) +
            NSLayoutConstraint.constraints(withVisualFormat: "V:|-80-[door(200)]-16-[pages]-[open]", options: [.alignAllCenterX],
                                           metrics: nil, views: views))
        door.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.swingDoor(_:)))
        door.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.tappedDoor))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Hinge the door at its top edge without moving it.
        if door.layer.anchorPoint != CGPoint(x: 0.5, y: 0) {
            let frame = door.frame
            door.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
            door.layer.position = CGPoint(x: frame.midX, y: frame.minY)
        }
    }

    func swingDoor(_ recognizer: UIPanGestureRecognizer) {
        let travel = recognizer.translation(in: view).y
        switch recognizer.state {
        case .changed:
            doorOpen = min(max(travel / 200, 0), 1)
            door.transform = CGAffineTransform(scaleX: 1, y: max(1 - doorOpen, 0.01))
        case .ended, .cancelled:
            let shut = recognizer.velocity(in: view).y < 0 || doorOpen < 0.5
            doorOpen = shut ? 0 : 1
            UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                           options: [.allowUserInteraction], animations: {
                self.door.transform = shut ? .identity : CGAffineTransform(scaleX: 1, y: 0.01)
            })
        default:
            break
        }
    }

    func tappedDoor() { showDetail() }

    func showDetail() {
        let detail = DoorDetailScreen()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = transition
        detail.interactor = transition.interactor
        transition.origin = door.frame
        present(detail, animated: true)
    }
}

/// The detail screen: a drag down scrubs its dismissal; far or fast enough, it closes.
final class DoorDetailScreen: UIViewController {
    var interactor: DoorInteractor?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.dragDown(_:)))
    }

    func dragDown(_ recognizer: UIPanGestureRecognizer) {
        guard let interactor else { return }
        // The window's height: the view's own bounds are already the door's once dismissal starts.
        let height = view.window?.bounds.height ?? UIScreen.main.bounds.height
        let progress = min(max(recognizer.translation(in: view.window).y / height, 0), 1)
        switch recognizer.state {
        case .began:
            interactor.hasStarted = true
            dismiss(animated: true)
        case .changed:
            interactor.shouldFinish = progress > 0.3
            interactor.update(progress)
        case .cancelled:
            interactor.hasStarted = false
            interactor.cancel()
        case .ended:
            interactor.hasStarted = false
            if interactor.shouldFinish || recognizer.velocity(in: view).y > 1000 { interactor.finish() } else { interactor.cancel() }
        default:
            break
        }
    }
}

/// The interaction controller, as tutorials subclass it.
final class DoorInteractor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
    var shouldFinish = false
}

/// Zooms the detail out of the door's frame and back, with an animator an interaction can scrub.
final class DoorZoomTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    let interactor = DoorInteractor()
    var origin: CGRect = .zero
    private var presenting = true
    private var running: UIViewPropertyAnimator?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self.presenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presenting = false
        return self
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactor.hasStarted ? interactor : nil
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let running { return running }
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let detail = transitionContext.view(forKey: key) else { return UIViewPropertyAnimator() }
        let full = transitionContext.containerView.bounds
        if presenting {
            detail.frame = origin
            transitionContext.containerView.addSubview(detail)
        }
        let target = presenting ? full : origin
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.9) {
            detail.frame = target
            detail.layer.cornerRadius = self.presenting ? 0 : 12
        }
        animator.addCompletion { _ in
            self.running = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        running = animator
        return animator
    }
}
