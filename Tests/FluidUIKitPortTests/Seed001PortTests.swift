// Seed 001's first sample ("UIViewPropertyAnimatorを使った簡単なサンプル"), as the article gives
// it, with the port's three rewrites only (docs/PORTING.md, R37): `import FluidUIKit` for
// `import UIKit`, `Self.imageViewPanned` for `#selector(self.imageViewPanned(recognizer:))`, and
// no `@objc`. An image pulled up by a pan that scrubs one animator: a top constraint animated by
// `layoutIfNeeded()` inside `addAnimations`, and a `UIVisualEffectView` whose blur fades in.
import XCTest
import FluidUIKit

// MARK: The seed's code

class ViewController: UIViewController {

    enum ImageViewState: Int {
        case open
        case close

        var opposite: ImageViewState {
            switch self {
            case .open:
                return .close
            case .close:
                return .open
            }
        }
    }

    private lazy var imageView: UIImageView = {
        let imageView = UIImageView()
        imageView.image = #imageLiteral(resourceName: "background")
        imageView.isUserInteractionEnabled = true
        return imageView
    }()

    private let blurView: UIVisualEffectView = {
        let blurView = UIVisualEffectView()
        blurView.isUserInteractionEnabled = false
        return blurView
    }()
    private var imageViewTopConstraint = NSLayoutConstraint()
    private var offset: CGFloat {
        return view.frame.maxY - 80
    }

    // UIViewPropertyAnimatorの生成
    private var animator = UIViewPropertyAnimator(duration: 3.0, curve: .easeInOut)
    private var animationProgress: CGFloat = 0.0

    private var imageViewState: ImageViewState = .close

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageViewTopConstraint = imageView.topAnchor.constraint(equalTo: view.topAnchor)
        view.addSubview(imageView)

        NSLayoutConstraint.activate(
            [
                imageViewTopConstraint,
                imageView.leftAnchor.constraint(equalTo: view.leftAnchor),
                imageView.rightAnchor.constraint(equalTo: view.rightAnchor),
                imageView.heightAnchor.constraint(equalTo: view.heightAnchor)
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

        let recognizer = UIPanGestureRecognizer()
        recognizer.addTarget(self, action: Self.imageViewPanned)
        imageView.addGestureRecognizer(recognizer)
    }

    private func setupAnimator(state: ImageViewState) {
        // 逆再生をoff
        animator.isReversed = false

        // アニメーション実行中の場合はアニメーションを設定しない
        if animator.isRunning {
            return
        }
        // アニメーションの追加
        animator.addAnimations {
            switch state {
            case .close:
                self.imageViewTopConstraint.constant = -self.offset
            case .open:
                self.imageViewTopConstraint.constant = 0
            }
            self.view.layoutIfNeeded()
        }
        // アニメーションの追加
        animator.addAnimations {
            switch state {
            case .close:
                self.blurView.effect = UIBlurEffect(style: .light)
            case .open:
                self.blurView.effect = nil
            }
        }
       // アニメーション完了時の処理
        animator.addCompletion { position in
            switch position {
            case .start:
                self.imageViewState = state
            case .end:
                self.imageViewState = state.opposite
            case .current: ()
            }

            switch self.imageViewState {
            case .close:
                self.imageViewTopConstraint.constant = 0.0
            case .open:
                self.imageViewTopConstraint.constant = -self.offset
            }
        }
    }

    private func imageViewPanned(recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            // Animatorの設定
            setupAnimator(state: imageViewState)
            // アニメーションの一時停止
            animator.pauseAnimation()
            // アニメーションの進捗率を保持
            animationProgress = animator.fractionComplete
        case .changed:
            let translation = recognizer.translation(in: imageView)
            var fraction = -translation.y / offset
            if imageViewState == .open { fraction *= -1 }
            // ユーザー操作とアニメーションの進捗率を連動させインタラクティブアニメーションを実現するキーポイント
            animator.fractionComplete = fraction + animationProgress

        case .ended:
            let yVelocity = recognizer.velocity(in: imageView).y
            if yVelocity == 0 {
                // アニメーション再開
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            }

            switch imageViewState {
            case .close:
                if yVelocity > 0 {
                    // 逆再生モードON
                    animator.isReversed = true
                }
            case .open:
                if yVelocity < 0 {
                    // 逆再生モードON
                    animator.isReversed = true
                }
            }
            // アニメーション再開
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)

        default: ()
        }
    }

}

// MARK: Running it

final class Seed001PortTests: XCTestCase {
    private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// `offset`: the image's travel, 844 − 80.
    private let offset: CGFloat = 764

    /// The controller (kept alive by the test, as a window's root view controller is: a
    /// recogniser holds its target weakly), its view in a window, laid out as UIKit does before the first frame. (Made
    /// on the device's run loop, as on the main thread: its animator finds the loop there.)
    private func run() -> (ViewController, Device, image: View, blur: View) {
        let window = UIView(frame: screen)
        let device = Device(window: window)
        let controller = device.main { ViewController() }
        controller.view.frame = screen
        window.addSubview(controller.view)
        window.layoutIfNeeded()
        let image = controller.view.subviews[0]
        return (controller, device, image, image.subviews[0])
    }

    func testTheImageAndItsBlurFillTheScreenAtFirst() {
        let (_, _, image, blur) = run()
        XCTAssertEqual(image.frame, screen)
        XCTAssertEqual(blur.frame, screen)
        XCTAssertEqual(blur.presentation.blurRadius, 0)
        XCTAssertEqual((image as? UIImageView)?.image?.reference.path, "background.bmp")
    }

    func testThePanScrubsTheConstraintAndTheBlurTogether() throws {
        let (controller, device, image, blur) = run()
        defer { withExtendedLifetime(controller) {} }
        let pan = try XCTUnwrap(image.gestureRecognizers?.first as? UIPanGestureRecognizer)
        device.drag(from: CGPoint(x: 195, y: 800), by: CGVector(dx: 0, dy: -392), over: 0.5, lift: false)
        // Scrubbing is linear (scrubsLinearly): the image's top follows the finger exactly.
        let translation = pan.translation(in: image).y
        XCTAssertLessThan(translation, -370)
        XCTAssertEqual(image.presentation.frame.minY, translation, accuracy: 1e-6)
        XCTAssertEqual(blur.presentation.blurRadius, 20 * -translation / offset, accuracy: 1e-6)
        XCTAssertEqual(image.frame.minY, -offset, "the model is the animation's end")
    }

    func testAReleaseUpwardsFinishesTheOpeningWithTheBlurInStep() throws {
        let (controller, device, image, blur) = run()
        defer { withExtendedLifetime(controller) {} }
        device.drag(from: CGPoint(x: 195, y: 800), by: CGVector(dx: 0, dy: -300), over: 0.3)
        var last = image.presentation.frame.minY
        for _ in 0..<200 {
            device.wait(1.0 / 60)
            let y = image.presentation.frame.minY
            XCTAssertLessThanOrEqual(y, last + 1e-9, "it only rises")
            XCTAssertEqual(blur.presentation.blurRadius, 20 * -y / offset, accuracy: 1e-6, "one animator: in step")
            last = y
        }
        XCTAssertEqual(image.presentation.frame.minY, -offset, accuracy: 1e-9)
        XCTAssertEqual(blur.presentation.blurRadius, 20)
    }

    func testAFlickBackDownReversesToTheStart() {
        let (controller, device, image, blur) = run()
        defer { withExtendedLifetime(controller) {} }
        device.drag(from: CGPoint(x: 195, y: 800), by: CGVector(dx: 0, dy: -300), over: 0.3, lift: false)
        device.move(by: CGVector(dx: 0, dy: 40), over: 0.05)
        device.lift()
        device.wait(3.5)
        XCTAssertEqual(image.presentation.frame.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(image.frame.minY, 0, "the model went back with it")
        XCTAssertEqual(blur.presentation.blurRadius, 0)
    }

    func testOpenedThenPulledDownItClosesAgain() {
        let (controller, device, image, blur) = run()
        defer { withExtendedLifetime(controller) {} }
        device.drag(from: CGPoint(x: 195, y: 800), by: CGVector(dx: 0, dy: -300), over: 0.3)
        device.wait(3.5)
        XCTAssertEqual(image.frame.minY, -offset)
        // The 80 points left showing at the top are the handle.
        device.drag(from: CGPoint(x: 195, y: 40), by: CGVector(dx: 0, dy: 300), over: 0.3)
        device.wait(3.5)
        XCTAssertEqual(image.presentation.frame.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(blur.presentation.blurRadius, 0)
    }

    func testCaughtMidFlightItIsHeldWhereItIsDrawn() {
        let (controller, device, image, _) = run()
        defer { withExtendedLifetime(controller) {} }
        device.drag(from: CGPoint(x: 195, y: 800), by: CGVector(dx: 0, dy: -300), over: 0.3)
        device.wait(0.5)
        let drawn = image.presentation.frame.minY
        device.touch(at: CGPoint(x: 195, y: drawn + 700))
        device.move(by: CGVector(dx: 0, dy: -20), over: 0.1)
        let held = image.presentation.frame.minY
        XCTAssertLessThan(held, drawn, "the finger moved it on up")
        device.wait(1)
        XCTAssertEqual(image.presentation.frame.minY, held, "paused while the finger holds it")
        device.lift()
    }
}
