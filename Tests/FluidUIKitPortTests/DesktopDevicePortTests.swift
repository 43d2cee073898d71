// What UIKit code asks of the device, written as for UIKit: its traits, a status bar it may
// hide, the media clock, layout guides of its own, and scrubbing fractions kept as CGFloats.
import XCTest
import FluidUIKit

private final class DarkController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
}

final class DesktopDevicePortTests: XCTestCase {
    func testADesktopHasNoForceTouch() {
        let view = UIView()
        XCTAssertEqual(view.traitCollection.forceTouchCapability, .unavailable)
        XCTAssertEqual(UIViewController().traitCollection.forceTouchCapability, .unavailable)
    }

    func testAControllersStatusBarOverridesAreItsOwn() {
        let controller = DarkController()
        XCTAssertEqual(controller.preferredStatusBarStyle, .lightContent)
        XCTAssertTrue(controller.prefersStatusBarHidden)
        controller.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(UIViewController().preferredStatusBarStyle, .default)
    }

    func testTheMediaClockIsTheAnimationClock() {
        let device = Device(window: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        device.wait(0.5)
        XCTAssertEqual(device.main { CACurrentMediaTime() }, device.driver.now)
        XCTAssertGreaterThan(device.driver.now, 0.49)
    }

    func testAViewIsPlacedByALayoutGuideOfItsOwn() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let guide = UILayoutGuide()
        window.addLayoutGuide(guide)
        XCTAssertTrue(window.layoutGuides.first === guide)
        let pip = UIView()
        pip.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(pip)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            guide.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 30),
            guide.widthAnchor.constraint(equalToConstant: 120),
            guide.heightAnchor.constraint(equalToConstant: 90),
            pip.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            pip.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            pip.widthAnchor.constraint(equalToConstant: 40),
            pip.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 20, y: 30, width: 120, height: 90))
        XCTAssertEqual(pip.frame, CGRect(x: 60, y: 65, width: 40, height: 20))
        window.removeLayoutGuide(guide)
        XCTAssertTrue(window.layoutGuides.isEmpty)
    }

    func testAddingAGuideTwiceKeepsOne() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let guide = UILayoutGuide()
        window.addLayoutGuide(guide)
        window.addLayoutGuide(guide)
        XCTAssertEqual(window.layoutGuides.count, 1)
    }

    /// The popup pattern: each animator's fraction kept to scrub from, as `[CGFloat]`.
    func testFractionsKeptForScrubbingAreCGFloats() {
        let device = Device(window: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        device.window.addSubview(box)
        var progress = [CGFloat]()
        let animators: [UIViewPropertyAnimator] = device.main {
            [UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 },
             UIViewPropertyAnimator(duration: 1, curve: .easeIn) { box.center.x = 50 }]
        }
        device.main {
            animators.forEach { $0.pauseAnimation() }
            animators.forEach { $0.fractionComplete = 0.25 }
            progress = animators.map { $0.fractionComplete }
        }
        XCTAssertEqual(progress, [0.25, 0.25])
    }
}
