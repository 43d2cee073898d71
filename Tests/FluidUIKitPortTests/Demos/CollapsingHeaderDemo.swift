// Demo: a collapsing header over a scroll view, as published scroll demos do it: the header
// shrinks with the content offset and a release in the collapsing range snaps to open or
// closed through `targetContentOffset`; edge pan, swipes, pinch and rotation on the header.
// Ported: `import FluidUIKit`, `Self.x` for each `#selector(x)`, no `@objc`; a cross-dissolve
// transition became an alpha animation (FluidUIKit has no snapshot transitions).
import FluidUIKit

final class CollapsingHeaderViewController: UIViewController, UIScrollViewDelegate, UIGestureRecognizerDelegate {
    let scroll = UIScrollView()
    let header = UIView()
    let blur = UIVisualEffectView(effect: nil)
    var link: CADisplayLink?
    var headerHeight: NSLayoutConstraint!
    let imageView = UIImageView(image: UIImage(named: "landscape"))

    override func viewDidLoad() {
        super.viewDidLoad()
        scroll.delegate = self
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.alwaysBounceVertical = true
        scroll.decelerationRate = .fast
        scroll.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scroll)
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = header.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        header.addSubview(imageView)
        blur.frame = header.bounds
        header.addSubview(blur)
        headerHeight = header.heightAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 1),
            headerHeight,
        ])
        scroll.contentSize = CGSize(width: view.bounds.width, height: 2000)
        link = CADisplayLink(target: self, selector: Self.tick)
        link?.add(to: .main, forMode: .common)
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: Self.edgePan)
        edge.edges = .left
        edge.delegate = self
        view.addGestureRecognizer(edge)
        let swipe = UISwipeGestureRecognizer(target: self, action: Self.swiped)
        swipe.direction = [.left, .right]
        view.addGestureRecognizer(swipe)
        let pinch = UIPinchGestureRecognizer(target: self, action: Self.pinched)
        header.addGestureRecognizer(pinch)
        let rotate = UIRotationGestureRecognizer(target: self, action: Self.rotated)
        header.addGestureRecognizer(rotate)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset.y
        headerHeight.constant = max(88, 200 - offset)
        let fraction = min(max(offset / 112, 0), 1)
        header.alpha = 1 - fraction * 0.3
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        if targetContentOffset.pointee.y < 112 {
            targetContentOffset.pointee.y = targetContentOffset.pointee.y < 56 ? 0 : 112
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }

    func tick(_ link: CADisplayLink) {
        let dt = link.targetTimestamp - link.timestamp
        _ = dt
    }

    func edgePan(_ r: UIScreenEdgePanGestureRecognizer) {
        let x = r.translation(in: view).x
        view.transform = CGAffineTransform(translationX: max(0, x), y: 0)
        if r.state == .ended {
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut) { self.view.transform = .identity }
        }
    }

    func swiped(_ r: UISwipeGestureRecognizer) {
        UIView.animate(withDuration: 0.3) { self.imageView.alpha = self.imageView.alpha < 1 ? 1 : 0.5 }
    }

    func pinched(_ r: UIPinchGestureRecognizer) {
        header.transform = header.transform.scaledBy(x: r.scale, y: r.scale)
        r.scale = 1
    }

    func rotated(_ r: UIRotationGestureRecognizer) {
        header.transform = header.transform.rotated(by: r.rotation)
        r.rotation = 0
        if r.state == .ended {
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.4, delay: 0, options: [.curveEaseInOut],
                                                                          animations: { self.header.transform = .identity })
            animator.pausesOnCompletion = false
            UIViewPropertyAnimator(duration: 0.5, curve: .easeIn) { self.blur.effect = UIBlurEffect(style: .systemMaterial) }
                .startAnimation()
        }
    }

    deinit { link?.invalidate() }
}
