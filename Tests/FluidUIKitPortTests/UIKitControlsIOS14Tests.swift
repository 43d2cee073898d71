// iOS 14's `UIAction` on controls, the stepper, progress view, page control and spinner, view
// identity and `tintColorDidChange`, as UIKit code uses them.
import FluidUIKit
import XCTest

private final class Pager {
    var pages: [Int] = []
    var steps: [Double] = []
    func paged(_ sender: UIPageControl) { pages.append(sender.currentPage) }
    func stepped(_ sender: UIStepper) { steps.append(sender.value) }
}

private final class TintWatcher: UIView {
    var changes = 0
    override func tintColorDidChange() { changes += 1 }
}

final class UIKitControlsIOS14Tests: XCTestCase {
    func testATouchedViewComparesEqualToTheViewItLandedOn() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(card)
        let other = UIView(frame: card.frame)
        XCTAssertTrue(card == card)
        XCTAssertFalse(card == other, "two views with the same frame are two views")
        var offsets: [UIView: CGFloat] = [card: 1, other: 2]
        offsets[card] = 3
        XCTAssertEqual(offsets[card], 3)
        XCTAssertEqual(Set([card, card, other]).count, 2)
        let pan = UIPanGestureRecognizer(), tap = UITapGestureRecognizer()
        XCTAssertTrue(pan == pan)
        XCTAssertFalse(pan == tap)
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        XCTAssertEqual(parent.children.firstIndex(of: child), 0)
    }

    func testAButtonMadeWithAnActionRunsItOnATapAndTakesItsTitle() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var senders: [UIButton] = []
        let button = UIButton(primaryAction: UIAction(title: "Expand") { action in
            if let button = action.sender as? UIButton { senders.append(button) }
        })
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        root.addSubview(button)
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(button.currentTitle, "Expand")
        Device(window: root).tap(at: CGPoint(x: 60, y: 22))
        XCTAssertEqual(senders.count, 1)
        XCTAssertTrue(senders.first === button)
    }

    func testAnAddedActionRunsForItsEventsUntilRemoved() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSubview(button)
        var log: [String] = []
        let down = UIAction { _ in log.append("down") }
        let up = UIAction(identifier: UIAction.Identifier("up")) { _ in log.append("up") }
        button.addAction(down, for: .touchDown)
        button.addAction(up, for: .touchUpInside)
        let device = Device(window: root)
        device.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(log, ["down", "up"])
        button.removeAction(identifiedBy: UIAction.Identifier("up"), for: .touchUpInside)
        button.removeAction(down, for: .touchDown)
        device.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(log, ["down", "up"], "both removed")
        XCTAssertTrue(button.allTargets.isEmpty, "actions are not targets")
    }

    func testASwitchMadeWithAnActionRunsItWhenThePersonTogglesIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var states: [Bool] = []
        let toggle = UISwitch(frame: .zero, primaryAction: UIAction { action in
            if let toggle = action.sender as? UISwitch { states.append(toggle.isOn) }
        })
        root.addSubview(toggle)
        Device(window: root).tap(at: CGPoint(x: 25, y: 15))
        toggle.isOn = false
        XCTAssertEqual(states, [true], "a tap runs it; a set in code does not")
    }

    func testAStepperStepsDownOnItsLeftHalfAndUpOnItsRightWithinItsRange() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let stepper = UIStepper()
        XCTAssertEqual(stepper.bounds.size, CGSize(width: 94, height: 32))
        stepper.maximumValue = 2
        root.addSubview(stepper)
        let pager = Pager()
        stepper.addTarget(pager, action: Pager.stepped, for: .valueChanged)
        let device = Device(window: root)
        for _ in 0..<3 { device.tap(at: CGPoint(x: 70, y: 16)) }
        device.tap(at: CGPoint(x: 20, y: 16))
        XCTAssertEqual(pager.steps, [1, 2, 1], "the third tap up is past the maximum: no change, no event")
        stepper.wraps = true
        stepper.value = 2
        device.tap(at: CGPoint(x: 70, y: 16))
        XCTAssertEqual(stepper.value, 0, "wraps past the maximum to the minimum")
    }

    func testAProgressViewFillsItsShareOfTheTrack() throws {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 0, y: 0, width: 200, height: 10)
        progress.progress = 0.25
        progress.layoutIfNeeded()
        let bar = try XCTUnwrap(progress.subviews.first?.subviews.first)
        XCTAssertEqual(bar.frame.width, 50)
        XCTAssertEqual(progress.subviews.first?.frame, CGRect(x: 0, y: 3, width: 200, height: 4), "4 points, centred")
        progress.setProgress(2, animated: false)
        XCTAssertEqual(progress.progress, 1, "clamped")
        XCTAssertEqual(bar.frame.width, 200)
        XCTAssertEqual(progress.intrinsicContentSize.height, 4)
    }

    func testAnAnimatedProgressSlidesTheBar() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        root.addSubview(progress)
        let device = Device(window: root)
        let bar = try XCTUnwrap(progress.subviews.first?.subviews.first)
        device.main { progress.setProgress(1, animated: true) }
        XCTAssertEqual(bar.frame.width, 200, "the model is at the end at once")
        device.wait(0.1)
        XCTAssertGreaterThan(bar.presentation.frame.width, 0)
        XCTAssertLessThan(bar.presentation.frame.width, 200, "drawn part way")
        device.wait(0.3)
        XCTAssertEqual(bar.presentation.frame.width, 200)
    }

    func testATapOnAPageControlMovesOnePageTowardItsSide() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 2
        XCTAssertEqual(pages.intrinsicContentSize, CGSize(width: 80, height: 26))
        pages.frame = CGRect(x: 0, y: 0, width: 200, height: 26)
        root.addSubview(pages)
        let pager = Pager()
        pages.addTarget(pager, action: Pager.paged, for: .valueChanged)
        let device = Device(window: root)
        device.tap(at: CGPoint(x: 180, y: 13))
        device.tap(at: CGPoint(x: 180, y: 13))
        device.tap(at: CGPoint(x: 180, y: 13))
        device.tap(at: CGPoint(x: 10, y: 13))
        XCTAssertEqual(pager.pages, [3, 4, 3], "no page past the last: no event")
        pages.numberOfPages = 2
        XCTAssertEqual(pages.currentPage, 1, "kept within the pages")
    }

    func testASpinnerIsHiddenUntilItStartsAndTurnsWhileAnimating() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let spinner = UIActivityIndicatorView(style: .large)
        XCTAssertEqual(spinner.intrinsicContentSize, CGSize(width: 37, height: 37))
        spinner.frame = CGRect(x: 0, y: 0, width: 37, height: 37)
        root.addSubview(spinner)
        XCTAssertTrue(spinner.isHidden, "hidden while stopped")
        let device = Device(window: root)
        device.main { spinner.startAnimating() }
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertFalse(spinner.isHidden)
        let spokes = try XCTUnwrap(spinner.subviews.first)
        device.wait(0.25)
        XCTAssertEqual(spokes.presentation.transform.rotation, .pi / 2, accuracy: 0.05, "a quarter turn in a quarter second")
        spinner.stopAnimating()
        XCTAssertTrue(spinner.isHidden)
        XCTAssertEqual(spokes.presentation.transform.rotation, 0, accuracy: 1e-9)
    }

    func testASpinnerIsDrawnInItsColour() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.frame = root.bounds
        spinner.hidesWhenStopped = false
        root.addSubview(spinner)
        let pixel = headlessPixels(of: root, width: 40, height: 40)
        XCTAssertNotEqual(pixel(20, 7), 0xFFFFFF, "the top spoke is drawn")
    }

    func testTintColorDidChangeReachesTheSubviewsThatInheritTheTint() {
        let root = UIView()
        let inherits = TintWatcher(), ownTint = TintWatcher()
        root.addSubview(inherits)
        root.addSubview(ownTint)
        ownTint.tintColor = .red
        let before = (inherits.changes, ownTint.changes)
        root.tintColor = .orange
        XCTAssertEqual(inherits.changes, before.0 + 1)
        XCTAssertEqual(ownTint.changes, before.1, "a view with its own tint keeps it")
        XCTAssertEqual(inherits.tintColor, .orange)
    }
}
