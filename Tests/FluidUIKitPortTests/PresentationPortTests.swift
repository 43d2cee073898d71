// Modal presentation as UIKit code writes it: `present` / `dismiss` with the default
// transition, a sheet, a custom animator from a transitioning delegate, and a dismissal scrubbed
// by a `UIPercentDrivenInteractiveTransition`.
import FluidUIKit
import XCTest

private final class DetailViewController: UIViewController {
    var log: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
}

/// A zoom-in animator as tutorials write one.
private final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if presenting {
            guard let toView = transitionContext.view(forKey: .to),
                  let toController = transitionContext.viewController(forKey: .to) else { return }
            toView.frame = transitionContext.finalFrame(for: toController)
            toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.transform = .identity
                toView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromView.alpha = 0
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

private final class CardsViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    var interactive = false

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ZoomAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ZoomAnimator(presenting: false)
    }
}

private final class SheetsViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    var dragging = false

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        dragging ? interactor : nil
    }
}

final class PresentationPortTests: XCTestCase {
    func testADefaultPresentationRisesFromTheBottomAndDismissalTakesItAway() {
        let stage = DemoStage { UIViewController() }
        let detail = DetailViewController()
        detail.modalPresentationStyle = .fullScreen
        var presented = false, dismissed = false
        stage.device.main { stage.controller.present(detail, animated: true) { presented = true } }
        XCTAssertTrue(stage.controller.presentedViewController === detail)
        XCTAssertTrue(detail.presentingViewController === stage.controller)
        XCTAssertTrue(detail.isBeingPresented)
        XCTAssertEqual(detail.log, ["willAppear"])
        stage.device.wait(0.1)
        XCTAssertGreaterThan(detail.view.presentation.frame.minY, 100, "still rising")
        stage.device.wait(0.6)
        XCTAssertTrue(presented)
        XCTAssertEqual(detail.view.frame, stage.window.bounds)
        XCTAssertEqual(detail.view.presentation.frame.minY, 0, accuracy: 0.01)
        XCTAssertEqual(detail.log, ["willAppear", "didAppear"])
        XCTAssertTrue(detail.view.window === stage.window)
        stage.device.main { detail.dismiss(animated: true) { dismissed = true } }
        XCTAssertTrue(detail.isBeingDismissed)
        stage.device.wait(0.7)
        XCTAssertTrue(dismissed)
        XCTAssertNil(stage.controller.presentedViewController)
        XCTAssertNil(detail.presentingViewController)
        XCTAssertNil(detail.view.superview, "its view left the window")
        XCTAssertEqual(stage.window.subviews.count, 1, "the container went too")
        XCTAssertEqual(detail.log, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    func testASheetStandsBelowTheTopOverADimmedBackdrop() throws {
        let stage = DemoStage { UIViewController() }
        let detail = DetailViewController()
        stage.device.main { stage.controller.present(detail, animated: false) }
        XCTAssertEqual(detail.view.frame, CGRect(x: 0, y: 40, width: 390, height: 804))
        let container = try XCTUnwrap(detail.view.superview)
        let dimmer = try XCTUnwrap(container.subviews.first as? UIView)
        XCTAssertEqual(dimmer.backgroundColor, UIColor(white: 0, alpha: 0.4))
        XCTAssertEqual(dimmer.alpha, 1)
        XCTAssertEqual(detail.log, ["willAppear", "didAppear"], "not animated: shown at once")
    }

    func testACustomAnimatorFromTheTransitioningDelegateRunsThePresentation() {
        let stage = DemoStage { CardsViewController() }
        let detail = DetailViewController()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = stage.controller
        var presented = false
        stage.device.main { stage.controller.present(detail, animated: true) { presented = true } }
        stage.device.wait(0.15)
        XCTAssertEqual(detail.view.presentation.transform.scale.width, 0.75, accuracy: 0.15, "zooming in")
        XCTAssertFalse(presented)
        stage.device.wait(0.3)
        XCTAssertTrue(presented)
        XCTAssertEqual(detail.view.presentation.transform.scale.width, 1, accuracy: 1e-9)
        XCTAssertTrue(stage.controller.view.superview === stage.window, "a custom presentation leaves the presenter's view")
        stage.device.main { detail.dismiss(animated: true) }
        stage.device.wait(0.4)
        XCTAssertNil(detail.view.superview)
    }

    func testAScrubbedDismissalFollowsTheGestureAndCanBeCancelledOrFinished() {
        let stage = DemoStage { SheetsViewController() }
        let detail = DetailViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = stage.controller
        stage.device.main { stage.controller.present(detail, animated: false) }
        stage.controller.dragging = true
        stage.device.main { detail.dismiss(animated: true) }
        stage.device.main { stage.controller.interactor.update(0.5) }
        stage.device.wait(1.0 / 60)
        XCTAssertEqual(detail.view.presentation.frame.minY, 422, accuracy: 1, "half way down, held by the finger")
        stage.device.main { stage.controller.interactor.cancel() }
        stage.device.wait(0.8)
        XCTAssertTrue(stage.controller.presentedViewController === detail, "cancelled: still presented")
        XCTAssertEqual(detail.view.presentation.frame.minY, 0, accuracy: 0.5)
        stage.device.main { detail.dismiss(animated: true) }
        stage.device.main { stage.controller.interactor.update(0.8) }
        stage.device.main { stage.controller.interactor.finish() }
        stage.device.wait(0.8)
        XCTAssertNil(stage.controller.presentedViewController, "finished: dismissed")
        XCTAssertNil(detail.view.superview)
    }

    /// A full-screen detail presented over a `SheetsViewController` whose interactor starts its
    /// dismissal running (`wantsInteractiveStart` false), the dismissal just asked for.
    private func runningDismissal() -> (DemoStage<SheetsViewController>, DetailViewController) {
        let stage = DemoStage { SheetsViewController() }
        let detail = DetailViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = stage.controller
        stage.controller.interactor.wantsInteractiveStart = false
        stage.device.main { stage.controller.present(detail, animated: false) }
        stage.controller.dragging = true
        stage.device.main { detail.dismiss(animated: true) }
        return (stage, detail)
    }

    /// UIKit's `wantsInteractiveStart` false: the dismissal starts running on its own, and a
    /// `pause()` catches it where it is, to be scrubbed and finished or cancelled from there.
    func testADismissalThatStartsRunningCanBeCaughtByPause() {
        let (stage, detail) = runningDismissal()
        stage.device.wait(0.15)
        let moving = detail.view.presentation.frame.minY
        XCTAssertGreaterThan(moving, 1, "running on its own")
        stage.device.main { stage.controller.interactor.pause() }
        XCTAssertEqual(stage.controller.interactor.percentComplete, moving / 844, accuracy: 0.05, "caught where it was")
        stage.device.main { stage.controller.interactor.update(0.25) }
        stage.device.wait(1.0 / 60)
        XCTAssertEqual(detail.view.presentation.frame.minY, 211, accuracy: 1, "scrubbed from there")
        stage.device.main { stage.controller.interactor.cancel() }
        stage.device.wait(0.8)
        XCTAssertTrue(stage.controller.presentedViewController === detail, "cancelled: still presented")
        XCTAssertEqual(detail.view.presentation.frame.minY, 0, accuracy: 0.5)
    }

    func testADismissalThatStartsRunningAndIsNotCaughtCompletesByItself() {
        let (stage, detail) = runningDismissal()
        stage.device.wait(1.0)
        XCTAssertNil(stage.controller.presentedViewController, "dismissed")
        XCTAssertNil(detail.view.superview)
        XCTAssertEqual(stage.controller.interactor.percentComplete, 0, "let go, ready for the next")
    }

    func testADismissedControllerIsLetGoAndASecondDismissIsIgnored() {
        let stage = DemoStage { UIViewController() }
        weak var gone: DetailViewController?
        var completions = 0
        do {
            let detail = DetailViewController()
            gone = detail
            stage.device.main { stage.controller.present(detail, animated: true) }
            stage.device.wait(0.7)
            stage.device.main {
                detail.dismiss(animated: true) { completions += 1 }
                detail.dismiss(animated: true) { completions += 1 }
            }
            stage.device.wait(0.7)
        }
        XCTAssertEqual(completions, 1, "the second dismiss is ignored while the first runs")
        XCTAssertNil(gone, "nothing holds the dismissed controller")
    }

    func testPresentingWhileAlreadyPresentingIsIgnored() {
        let stage = DemoStage { UIViewController() }
        let first = DetailViewController(), second = DetailViewController()
        stage.device.main {
            stage.controller.present(first, animated: false)
            stage.controller.present(second, animated: false)
        }
        XCTAssertTrue(stage.controller.presentedViewController === first)
        XCTAssertNil(second.presentingViewController)
    }
}
