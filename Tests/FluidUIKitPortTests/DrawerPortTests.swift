// A drawer in the style of seed 000: it peeks 45 points above the bottom edge; a tap on its
// handle toggles it, a pan drags it, and a drag caught mid-flight turns it round. The port
// changes what UIKit spellings cannot be here: the view controller is a plain class owning its
// root view, and `#selector(didPan(_:))` is the method reference `DrawerViewController.didPan`.
import XCTest
import FluidUIKit

private final class DrawerViewController {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let drawer = UIView(frame: CGRect(x: 0, y: 844 - 45, width: 390, height: 400))
    let handle = UIView(frame: CGRect(x: 145, y: 6, width: 100, height: 30))
    /// How far the drawer rises when it opens.
    let travel: CGFloat = 355

    private(set) var isOpen = false
    private var animator: UIViewPropertyAnimator?
    private var fractionAtGrab: CGFloat = 0
    private(set) var endings: [UIViewAnimatingPosition] = []

    init() {   // viewDidLoad
        view.backgroundColor = .white
        drawer.backgroundColor = UIColor(white: 0.95, alpha: 1)
        drawer.layer.cornerRadius = 16
        drawer.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.addSubview(drawer)
        drawer.addSubview(handle)
        drawer.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DrawerViewController.didPan))
        handle.addGestureRecognizer(UITapGestureRecognizer(target: self, action: DrawerViewController.didTapHandle))
    }

    /// The animator for the next move (kept while one is under way, so it can be caught).
    private func prepareAnimator() -> UIViewPropertyAnimator {
        if let animator { return animator }
        let opening = !isOpen
        let animator = UIViewPropertyAnimator(duration: 0.6, curve: .easeOut) {
            self.drawer.transform = opening ? CGAffineTransform(translationX: 0, y: -self.travel) : .identity
        }
        animator.addCompletion { position in
            self.endings.append(position)
            if position == .end { self.isOpen = opening }
            self.animator = nil
        }
        self.animator = animator
        return animator
    }

    func didTapHandle(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .recognized else { return }
        if let animator, animator.isRunning {
            animator.isReversed.toggle()
        } else {
            prepareAnimator().startAnimation()
        }
    }

    func didPan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            let animator = prepareAnimator()
            animator.pauseAnimation()
            fractionAtGrab = animator.fractionComplete
        case .changed:
            guard let animator else { return }
            var fraction = recognizer.translation(in: view).y / travel
            if !isOpen { fraction *= -1 }
            if animator.isReversed { fraction *= -1 }
            animator.fractionComplete = fractionAtGrab + fraction
        case .ended, .cancelled:
            guard let animator else { return }
            let velocity = recognizer.velocity(in: view).y
            let towardsOpen = velocity < 0
            // Flicked against the way the animator is heading: turn round.
            let heading = isOpen == animator.isReversed
            if velocity != 0 && towardsOpen != heading { animator.isReversed.toggle() }
            let remaining = max(1, abs(drawer.presentation.transform.ty - (towardsOpen ? -travel : 0)))
            let timing = UISpringTimingParameters(dampingRatio: 0.9,
                                                  initialVelocity: CGVector(dx: abs(velocity) / remaining, dy: 0))
            animator.continueAnimation(withTimingParameters: timing, durationFactor: 0)
        default:
            break
        }
    }
}

final class DrawerPortTests: XCTestCase {
    func testTapOpensTheDrawerAndAPanDownClosesIt() {
        let controller = DrawerViewController()
        let device = Device(window: controller.view)
        device.tap(at: CGPoint(x: 195, y: 844 - 45 + 20))
        device.wait(1)
        XCTAssertTrue(controller.isOpen)
        XCTAssertEqual(controller.drawer.presentation.transform.ty, -355)
        XCTAssertEqual(controller.drawer.frame.minY, 844 - 45 - 355, "frame reads the transformed box, as in UIKit")

        device.drag(from: CGPoint(x: 195, y: 600), by: CGVector(dx: 0, dy: 200), over: 0.25)
        device.wait(2)
        XCTAssertFalse(controller.isOpen)
        XCTAssertEqual(controller.drawer.presentation.transform.ty, 0)
        XCTAssertEqual(controller.endings, [.end, .end])
    }

    func testADragFollowsTheFingerAndAFlickBackReturnsTheDrawer() {
        let controller = DrawerViewController()
        let device = Device(window: controller.view)
        // Up by 150 pt, held: the drawer follows the finger past the pan's 10 pt slop.
        device.drag(from: CGPoint(x: 195, y: 820), by: CGVector(dx: 0, dy: -150), over: 0.25, lift: false)
        XCTAssertEqual(controller.drawer.presentation.transform.ty, -140, accuracy: 1e-6)
        device.wait(0.5)
        XCTAssertEqual(controller.drawer.presentation.transform.ty, -140, accuracy: 1e-6, "paused under the finger")
        // A flick back down: the animator turns round and lands closed.
        device.move(by: CGVector(dx: 0, dy: 60), over: 0.05)
        device.lift()
        device.wait(2)
        XCTAssertFalse(controller.isOpen)
        XCTAssertEqual(controller.drawer.presentation.transform.ty, 0)
        XCTAssertEqual(controller.endings, [.start])
    }
}
