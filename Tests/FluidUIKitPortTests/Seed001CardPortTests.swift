// Seed 001's second sample (fractionComplete with several animators), as the article gives it,
// with the port's three rewrites only (R37) and one more for the test module: it sits in an
// enum, as the first sample's `ViewController` has the name already. A white sheet pulled up
// by a constraint animated by `layoutIfNeeded()` inside `addAnimations`, its top corners
// rounding to 200, while a second animator fades a blur in over an image.
import XCTest
import FluidUIKit

enum Seed001Card {
class ViewController: UIViewController {

    private lazy var whiteView: UIView = {
        let view = UIView()
        view.backgroundColor = .white
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        return view
    }()
    private var whiteViewTopConstraint = NSLayoutConstraint()

    private lazy var imageView: UIImageView = {
        let imageView = UIImageView()
        imageView.image = #imageLiteral(resourceName: "img")
        return imageView
    }()
    private var blurView = UIVisualEffectView()

    private var offset: CGFloat {
        return view.frame.maxY - 80
    }
    private let whiteViewFinalConstantPoint: CGFloat = 64

    private var whiteViewAnimator = UIViewPropertyAnimator(duration: 3.0, curve: .easeInOut)
    private var blurViewAnimator = UIViewPropertyAnimator(duration: 3.0, curve: .easeInOut)
    private var animators = [UIViewPropertyAnimator]()

    override func viewDidLoad() {
        super.viewDidLoad()

        imageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)
        NSLayoutConstraint.activate(
            [
                imageView.topAnchor.constraint(equalTo: view.topAnchor),
                imageView.leftAnchor.constraint(equalTo: view.leftAnchor),
                imageView.rightAnchor.constraint(equalTo: view.rightAnchor),
                imageView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
            ]
        )
        blurView.translatesAutoresizingMaskIntoConstraints = false
        imageView.addSubview(blurView)
        NSLayoutConstraint.activate(
            [
                blurView.topAnchor.constraint(equalTo: imageView.topAnchor),
                blurView.leftAnchor.constraint(equalTo: imageView.leftAnchor),
                blurView.rightAnchor.constraint(equalTo: imageView.rightAnchor),
                blurView.bottomAnchor.constraint(equalTo: imageView.bottomAnchor)
            ]
        )

        whiteView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(whiteView)
        whiteViewTopConstraint = whiteView.topAnchor.constraint(equalTo: view.topAnchor, constant: offset)
        NSLayoutConstraint.activate(
            [
                whiteViewTopConstraint,
                whiteView.leftAnchor.constraint(equalTo: view.leftAnchor),
                whiteView.rightAnchor.constraint(equalTo: view.rightAnchor),
                whiteView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
            ]
        )

        let recognizer = UIPanGestureRecognizer()
        recognizer.addTarget(self, action: Self.whiteViewPanned)
        whiteView.addGestureRecognizer(recognizer)
    }

    private func setupAnimator() {
        guard animators.isEmpty else {
            return
        }
        whiteViewAnimator.addAnimations {
            self.whiteViewTopConstraint.constant = self.whiteViewFinalConstantPoint
            self.whiteView.layer.cornerRadius = 200
            self.view.layoutIfNeeded()
        }
        blurViewAnimator.addAnimations {
            self.blurView.effect = UIBlurEffect(style: .light)
        }
        animators.append(contentsOf: [whiteViewAnimator, blurViewAnimator])
    }

    private func whiteViewPanned(recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            setupAnimator()
        case .changed:
            let translation = recognizer.translation(in: whiteView)
            animators.forEach { $0.fractionComplete = -translation.y / (offset - whiteViewFinalConstantPoint) }
        case .ended:
            animators.forEach { $0.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
        default: ()
        }
    }

}
}

final class Seed001CardPortTests: XCTestCase {
    private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    func testOnePanScrubsTheSheetItsCornersAndTheBlurThenBothFinish() {
        UIScreen.main.bounds = screen   // the phone's (another test's host may have set its own)
        let window = UIView(frame: screen)
        let device = Device(window: window)
        // `offset` reads the view's frame in viewDidLoad: loadView sizes it to the screen.
        let controller = device.main { Seed001Card.ViewController() }
        controller.view.frame = screen
        window.addSubview(controller.view)
        window.layoutIfNeeded()
        let image = controller.view.subviews[0], sheet = controller.view.subviews[1]
        let blur = image.subviews[0]
        XCTAssertEqual(controller.view.frame, UIScreen.main.bounds)
        XCTAssertEqual(sheet.frame.minY, 764, "80 points showing")

        device.drag(from: CGPoint(x: 195, y: 800), by: CGVector(dx: 0, dy: -300), over: 0.3, lift: false)
        let pan = sheet.gestureRecognizers?.first as? UIPanGestureRecognizer
        let fraction = -(pan?.translation(in: sheet).y ?? 0) / (764 - 64)
        XCTAssertGreaterThan(fraction, 0.3)
        // Scrubbed linearly: the sheet, its corners and the blur are all at the pan's fraction.
        XCTAssertEqual(sheet.presentation.cornerRadius, 200 * fraction, accuracy: 1e-6)
        XCTAssertEqual(blur.presentation.blurRadius, 20 * fraction, accuracy: 1e-6)
        XCTAssertEqual(sheet.presentation.frame.minY, 764 - 700 * fraction, accuracy: 1e-6)
        device.lift()
        device.wait(3)
        XCTAssertEqual(sheet.presentation.frame.minY, 64, accuracy: 1e-9)
        XCTAssertEqual(sheet.presentation.cornerRadius, 200, accuracy: 1e-9)
        XCTAssertEqual(blur.presentation.blurRadius, 20, accuracy: 1e-9)
        XCTAssertEqual(sheet.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }
}
