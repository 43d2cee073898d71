import FluidUIKit
import Input
import Playground
import UIKitPlayground
import XCTest

// Seed 000's drawer, as the book gives its code, with the port's rewrites only (R37): the
// import, `Self.m` for `#selector(m)`, no `@objc` / `@IBAction`; the `@IBOutlet` is an ordinary
// property, and what the book's storyboard holds (the drawer 350 points tall, as wide as the
// view, its bottom 305 points below the safe area's; the button 8 points from its top) is
// built in `viewDidLoad`, as a port without storyboards must. The seed's text lost its line
// breaks; the extension keeps its lines as given, with `;` where a break was.
class ContactDetailViewController: UIViewController {
    var drawer: UIView!
    var isDrawerOpen = false
    var drawerPanStart: CGFloat = 0
    var animator: UIViewPropertyAnimator!

    override func viewDidLoad() {
        super.viewDidLoad()
        // The storyboard's part, in code.
        drawer = UIView()
        drawer.backgroundColor = .systemGray
        drawer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(drawer)
        let button = UIButton(type: .system)
        button.setTitle("Toggle Drawer", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        drawer.addSubview(button)
        NSLayoutConstraint.activate([
            drawer.widthAnchor.constraint(equalTo: view.widthAnchor),
            drawer.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            drawer.heightAnchor.constraint(equalToConstant: 350),
            view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: drawer.bottomAnchor, constant: -305),
            button.centerXAnchor.constraint(equalTo: drawer.centerXAnchor),
            button.topAnchor.constraint(equalTo: drawer.topAnchor, constant: 8),
        ])
        button.addTarget(self, action: Self.toggleDrawerTapped, for: .touchUpInside)

        // The book's own lines.
        let panRecognizer = UIPanGestureRecognizer(target: self, action: Self.didPanOnDrawer(recognizer:))
        drawer.addGestureRecognizer(panRecognizer)
    }
}

extension ContactDetailViewController {
    func setUpAnimation() { guard animator == nil || animator?.isRunning == false else { return } ; animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { [unowned self] in if self.isDrawerOpen { self.drawer.transform = CGAffineTransform.identity } else { self.drawer.transform = CGAffineTransform(translationX: 0, y: -305) } } ; animator?.addCompletion { [unowned self] _ in self.animator = nil ; self.isDrawerOpen = !(self.drawer.transform == CGAffineTransform.identity) } }

    func toggleDrawerTapped() { setUpAnimation() ; animator?.startAnimation() }

    func didPanOnDrawer(recognizer: UIPanGestureRecognizer) { switch recognizer.state { case .began: setUpAnimation() ; animator?.pauseAnimation() ; drawerPanStart = animator?.fractionComplete ?? 0 ; case .changed: if self.isDrawerOpen { animator?.fractionComplete = (recognizer.translation(in: drawer).y / 305) + drawerPanStart } else { animator?.fractionComplete = (recognizer.translation(in: drawer).y / -305) + drawerPanStart } ; default: drawerPanStart = 0 ; let timing = UICubicTimingParameters(animationCurve: .easeOut) ; animator?.continueAnimation(withTimingParameters: timing, durationFactor: 0) ; let isSwipingDown = recognizer.velocity(in: drawer).y > 0 ; if isSwipingDown == !isDrawerOpen { animator?.isReversed = true } } }
}

private final class ContactDrawerScene: UIKitScene {
    override class var name: String { "uikit-contact-drawer-test" }
    override class func makeViewController() -> UIViewController { ContactDetailViewController() }
}

/// The drawer run as a playground scene: taps and drags through the playground's frame loop.
final class Seed000SceneTests: XCTestCase {
    private var app: PlaygroundApp!
    private var controller: ContactDetailViewController!
    private var time = 0.0

    override func setUpWithError() throws {
        app = PlaygroundApp(sceneType: ContactDrawerScene.self)
        app.showsHUD = false
        app.resize(to: CGSize(width: 400, height: 800))
        let scene = try XCTUnwrap(app.scene as? ContactDrawerScene)
        controller = try XCTUnwrap(scene.viewController as? ContactDetailViewController)
        frames(1)
    }

    private func frames(_ n: Int) {
        for _ in 0..<n {
            time += 1.0 / 60
            app.update(to: time)
        }
    }

    private func pointer(_ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat) {
        app.handle(.pointer(PointerEvent(phase, location: CGPoint(x: x, y: y), timestamp: time)))
    }

    private var drawnOffset: CGFloat { controller.drawer.presentation.transform.translation.y }

    func testTheDrawerPeeksFortyFivePointsWithItsButtonAtTheTop() throws {
        XCTAssertEqual(controller.drawer.frame, CGRect(x: 0, y: 755, width: 400, height: 350))
        let button = try XCTUnwrap(controller.drawer.subviews.first as? UIButton)
        XCTAssertEqual(button.frame.minY, 8)
        XCTAssertEqual(button.frame.midX, 200)
    }

    func testTappingTheButtonOpensTheDrawerOnTheEaseOutCurve() {
        pointer(.down, 200, 775)
        frames(1)
        pointer(.up, 200, 775)
        frames(30)
        XCTAssertLessThan(drawnOffset, -200, "half-way in time, an ease-out is past two thirds")
        XCTAssertGreaterThan(drawnOffset, -305)
        frames(40)
        XCTAssertEqual(drawnOffset, -305, accuracy: 1e-9)
        XCTAssertTrue(controller.isDrawerOpen)
    }

    func testDraggingUpScrubsAndAFlickUpOpens() {
        pointer(.down, 50, 780)
        for i in 1...12 {
            frames(1)
            pointer(.move, 50, 780 - CGFloat(i) * 15)
        }
        frames(1)
        let pan = app.scene.pans.first
        XCTAssertEqual(drawnOffset, pan?.translation(in: controller.drawer).y ?? .nan, accuracy: 1e-6,
                       "scrubbed linearly, the drawer follows the finger")
        pointer(.up, 50, 600)
        frames(90)
        XCTAssertEqual(drawnOffset, -305, accuracy: 1e-9)
        XCTAssertTrue(controller.isDrawerOpen)
    }

    func testCaughtMidFlightAndFlickedBackItCloses() {
        pointer(.down, 200, 775)
        frames(1)
        pointer(.up, 200, 775)
        frames(12)
        let caught = drawnOffset
        XCTAssertLessThan(caught, -50)
        pointer(.down, 50, 800 - 45 + caught + 20)
        for i in 1...6 {
            frames(1)
            pointer(.move, 50, 800 - 45 + caught + 20 + CGFloat(i) * 12)
        }
        pointer(.up, 50, 800 - 45 + caught + 20 + 72)
        frames(90)
        XCTAssertEqual(drawnOffset, 0, accuracy: 1e-9)
        XCTAssertFalse(controller.isDrawerOpen)
    }
}
