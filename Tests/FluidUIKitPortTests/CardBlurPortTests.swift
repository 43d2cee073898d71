// A card with a blur in the style of seed 001's second sample: a white sheet pulled up over a
// photo rounds its top corners while a second animator blurs the photo, both scrubbed by one
// pan and continued together on release. Ported: UIKit's `UIVisualEffectView` whose `effect`
// animates to `UIBlurEffect(style: .light)` is a plain view whose `blurRadius` animates (its
// `blurTint` is the light style's white wash); Auto Layout constraints are frames.
import XCTest
import FluidUIKit

private final class SheetViewController {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let photo = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let blurView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let sheet = UIView(frame: CGRect(x: 0, y: 764, width: 390, height: 844))
    let restingTop: CGFloat = 764
    let raisedTop: CGFloat = 64
    let raisedCornerRadius: CGFloat = 28
    let fullBlur: CGFloat = 20

    private var animators = [UIViewPropertyAnimator]()
    private(set) var finished: [UIViewAnimatingPosition] = []
    /// Where the sheet rests. (Not read off `sheet.frame`: inside a transition the model value
    /// is already the end, as in UIKit.)
    private(set) var isRaised = false

    init() {   // viewDidLoad
        photo.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.7, alpha: 1)
        blurView.blurTint = UIColor(white: 1, alpha: 0.3)
        sheet.backgroundColor = .white
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.addSubview(photo)
        photo.addSubview(blurView)
        view.addSubview(sheet)
        let recognizer = UIPanGestureRecognizer()
        recognizer.addTarget(self, action: SheetViewController.sheetPanned)
        sheet.addGestureRecognizer(recognizer)
    }

    private func setUpAnimators() {
        guard animators.isEmpty else { return }
        let raise = !isRaised
        let sheetAnimator = UIViewPropertyAnimator(duration: 1.5, curve: .easeInOut) {
            self.sheet.frame.origin.y = raise ? self.raisedTop : self.restingTop
            self.sheet.layer.cornerRadius = raise ? self.raisedCornerRadius : 0
        }
        let blurAnimator = UIViewPropertyAnimator(duration: 1.5, curve: .easeInOut) {
            self.blurView.blurRadius = raise ? self.fullBlur : 0
        }
        for animator in [sheetAnimator, blurAnimator] {
            animator.addCompletion { position in
                self.finished.append(position)
                self.animators.removeAll { $0 === animator }
                if self.animators.isEmpty && position == .end { self.isRaised = raise }
            }
        }
        animators = [sheetAnimator, blurAnimator]
    }

    func sheetPanned(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            setUpAnimators()
            animators.forEach { $0.pauseAnimation() }
        case .changed:
            let translation = recognizer.translation(in: view)
            var fraction = -translation.y / (restingTop - raisedTop)
            if isRaised { fraction *= -1 }
            animators.forEach { $0.fractionComplete = fraction }
        case .ended, .cancelled:
            let velocity = recognizer.velocity(in: view).y
            let backwards = isRaised ? velocity < 0 : velocity > 0
            animators.forEach {
                $0.isReversed = backwards
                $0.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            }
        default:
            break
        }
    }
}

final class CardBlurPortTests: XCTestCase {
    func testOnePanScrubsTheSheetItsCornersAndTheBlurTogether() {
        let controller = SheetViewController()
        let device = Device(window: controller.view)
        // 360 pt up, less the pan's 10 pt slop: half of the 700 pt way.
        device.drag(from: CGPoint(x: 195, y: 800), by: CGVector(dx: 0, dy: -360), over: 0.3, lift: false)
        XCTAssertEqual(controller.sheet.presentation.frame.minY, 414, accuracy: 1e-6)
        XCTAssertEqual(controller.sheet.presentation.cornerRadius, 14, accuracy: 1e-6)
        XCTAssertEqual(controller.blurView.presentation.blurRadius, 10, accuracy: 1e-6)
        XCTAssertEqual(controller.sheet.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        device.wait(1)
        XCTAssertEqual(controller.blurView.presentation.blurRadius, 10, accuracy: 1e-6, "held while the finger holds")

        device.move(by: CGVector(dx: 0, dy: -30), over: 0.05)
        device.lift()
        device.wait(2)
        XCTAssertEqual(controller.finished, [.end, .end])
        XCTAssertTrue(controller.isRaised)
        XCTAssertEqual(controller.sheet.presentation.cornerRadius, 28)
        XCTAssertEqual(controller.blurView.presentation.blurRadius, 20)
    }

    func testAFlickBackDownReversesBothAnimators() {
        let controller = SheetViewController()
        let device = Device(window: controller.view)
        device.drag(from: CGPoint(x: 195, y: 800), by: CGVector(dx: 0, dy: -200), over: 0.3, lift: false)
        device.move(by: CGVector(dx: 0, dy: 40), over: 0.05)
        device.lift()
        device.wait(2)
        XCTAssertEqual(controller.finished, [.start, .start])
        XCTAssertFalse(controller.isRaised)
        XCTAssertEqual(controller.sheet.presentation.frame.minY, 764)
        XCTAssertEqual(controller.blurView.presentation.blurRadius, 0)
        XCTAssertEqual(controller.sheet.layer.cornerRadius, 0)
    }
}
