// Auto Layout on UIView, written as for UIKit: anchors, activation, constants, and a constant
// changed inside an animator's animations followed by layoutIfNeeded() (R33, R34).
import XCTest
import FluidUIKit

final class UIViewAutoLayoutTests: XCTestCase {
    private var window: UIView!
    private var card: UIView!
    private var top: NSLayoutConstraint!

    override func setUp() {
        window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        top = card.topAnchor.constraint(equalTo: window.topAnchor, constant: 700)
        NSLayoutConstraint.activate([
            top,
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            card.heightAnchor.constraint(equalToConstant: 300),
        ])
        window.layoutEngine.report = { XCTFail("unexpected report: \($0)") }
    }

    func testLayoutIfNeededGivesTheConstrainedViewItsFrame() {
        window.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 20, y: 700, width: 360, height: 300))
    }

    func testViewsMadeInCodeTranslateTheirFrame() {
        XCTAssertTrue(UIView().translatesAutoresizingMaskIntoConstraints)
        let badge = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        card.addSubview(badge)
        NSLayoutConstraint.activate([badge.widthAnchor.constraint(greaterThanOrEqualToConstant: 1)])
        window.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    func testAChangedConstantMovesTheViewAtTheNextLayoutPass() {
        window.layoutIfNeeded()
        top.constant = 100
        XCTAssertEqual(card.frame.minY, 700, "not before the pass")
        XCTAssertTrue(window.needsLayoutInSubtree)
        window.layoutIfNeeded()
        XCTAssertEqual(card.frame.minY, 100)
    }

    func testResizingTheRootMovesWhatIsPinnedToIt() {
        window.layoutIfNeeded()
        window.frame.size.width = 300
        window.layoutIfNeeded()
        XCTAssertEqual(card.frame.width, 260)
    }

    func testAConstantChangedInsideAnimationsAnimatesTheFrame() {
        let device = Device(window: window)
        window.layoutIfNeeded()
        let animator = device.main {
            UIViewPropertyAnimator(duration: 1, curve: .linear) {
                self.top.constant = 100
                self.window.layoutIfNeeded()
            }
        }
        XCTAssertEqual(card.frame.minY, 700, "an animator's animations run when it starts")
        device.main { animator.startAnimation() }
        XCTAssertEqual(card.frame.minY, 100, "the model is the end once started")
        XCTAssertEqual(card.presentation.frame.minY, 700, "still drawn at the start")
        device.wait(0.25)
        XCTAssertEqual(card.presentation.frame.minY, 550, accuracy: 0.5)
        device.main { animator.pauseAnimation(); animator.fractionComplete = 0.5 }
        XCTAssertEqual(card.presentation.frame.minY, 400, accuracy: 0.001, "scrubbable")
        device.main { animator.isReversed = true; animator.startAnimation() }
        device.wait(0.6)
        XCTAssertEqual(card.presentation.frame.minY, 700, accuracy: 0.001, "reversed to the start")
        XCTAssertEqual(card.frame.minY, 700, "the model goes back with it")
    }

    func testAConstraintMadeAsAPlaceholderDoesNothingWhenActivated() {
        let placeholder = NSLayoutConstraint()
        placeholder.isActive = true
        XCTAssertFalse(placeholder.isActive)
    }

    func testASubtreeWithConstraintsKeepsThemWhenItJoinsAWindow() {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
            label.widthAnchor.constraint(equalToConstant: 50),
            label.heightAnchor.constraint(equalTo: label.widthAnchor, multiplier: 0.5),
        ])
        window.addSubview(panel)
        window.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 75, y: 87.5, width: 50, height: 25))
    }

    func testConflictingRequiredConstraintsAreReportedAndOneIsBroken() {
        var reports: [LayoutReport] = []
        window.layoutEngine.report = { reports.append($0) }
        let clash = card.heightAnchor.constraint(equalToConstant: 10)
        clash.isActive = true
        window.layoutIfNeeded()
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(card.frame.height, 300)
    }

    func testSafeAreaAndMarginsGuidesPlaceViews() {
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            inner.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
            inner.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 8, y: 0, width: 384, height: 40))
    }
}

/// Removing a view takes its constraints with it (UIKit's removeFromSuperview).
final class UIViewRemovalLayoutTests: XCTestCase {
    func testRemovingAViewDeactivatesItsConstraintsToTheRestAndKeepsThoseInside() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let panel = UIView()
        let badge = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(panel)
        panel.addSubview(badge)
        let outside = panel.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)
        let inside = badge.widthAnchor.constraint(equalTo: panel.widthAnchor, multiplier: 0.5)
        NSLayoutConstraint.activate([outside, inside])
        panel.removeFromSuperview()
        XCTAssertFalse(outside.isActive)
        XCTAssertTrue(inside.isActive)
        XCTAssertFalse(window.layoutEngine.constraints.contains { $0 === inside })
        XCTAssertTrue(panel.layoutEngine.constraints.contains { $0 === inside })
    }
}
