import Animation
import Foundation
import Momentum
import Gestures
import ViewTree

/// Seed 000 (Hello-Contacts' contact detail drawer): a 350-point drawer peeking 45 points from
/// the bottom of a contact page. Tapping "Toggle Drawer" opens or closes it with a 1 s ease-out
/// animator; a pan on the drawer scrubs that animator, and on release it continues — reversed
/// when the swipe goes against the drawer's direction. Tap, then catch the drawer mid-flight
/// with a pan and send it back: the seed's own test of an interruptible animation.
final class DrawerScene: Scene {
    static let name = "drawer"
    static let title = "Drawer"
    static let summary = "tap Toggle Drawer or drag the drawer; catch it mid-flight and reverse it"
    /// Response is the animator's duration and the release spring's (UIKit duration + ζ). The
    /// drawer's travel is short, so a hard flick often has little room left: 1.2 s at ζ 0.8 lets
    /// the spring carry the finger's speed into a small overshoot instead of braking (its first
    /// frame stays within 10 % of the finger's from 1,000 to 2,000 pt/s, F1).
    static let defaultTuning = SceneTuning(dampingRatio: 0.8, response: 1.2)
    var tuning = DrawerScene.defaultTuning

    /// The drawer's height and how much of it shows when closed (the seed's storyboard).
    static let drawerHeight: CGFloat = 350
    static let peek: CGFloat = 45
    /// How far the drawer travels: the seed's -305 bottom constraint.
    static let travel: CGFloat = drawerHeight - peek
    /// Drawer below its 350 points, as a real sheet has: a spring that overshoots the open
    /// position lifts it without showing the page under it (F2).
    static let overshootRoom: CGFloat = 240

    let view = View(name: "contactDetail")
    let drawer = View(name: "drawer")
    let toggleButton = View(name: "toggleButton")
    private let page = ContactPage()
    private let drawerRows: [View]

    var isDrawerOpen = false
    var drawerPanStart: CGFloat = 0
    var animator: PropertyAnimator? { didSet { animators = animator.map { [$0] } ?? [] } }
    private let panRecognizer = PanGestureRecognizer(name: "drawerPan")

    // Stored, so the HUD can read them every frame without building an array.
    private(set) var animators: [PropertyAnimator] = []
    private(set) lazy var pans = [panRecognizer]

    init() {
        view.backgroundColor = Color(hex: 0xF2F2F7)
        page.install(in: view)

        drawer.backgroundColor = Color(hex: 0x1C2541)
        drawer.cornerRadius = 18
        drawer.maskedCorners = .top
        view.addSubview(drawer)

        toggleButton.backgroundColor = Color(hex: 0x5BC0BE)
        toggleButton.cornerRadius = 14
        toggleButton.label = TextLabel("Toggle Drawer", size: 15, color: Color(hex: 0x0B132B))
        drawer.addSubview(toggleButton)

        let actions = ["Call mobile", "Send message", "FaceTime", "Share contact", "Add to favourites"]
        drawerRows = actions.enumerated().map { index, title in
            let row = View(name: "drawerRow\(index)")
            row.backgroundColor = Color(white: 1, alpha: 0.08)
            row.cornerRadius = 12
            row.label = TextLabel(title, size: 17, color: Color(hex: 0xE0FBFC))
            return row
        }
        drawerRows.forEach(drawer.addSubview)

        // The seed connects the button's Touch Up Inside to toggleDrawerTapped and adds a pan to
        // the drawer in viewDidLoad; a pan beginning on the button makes the tap fail (R30).
        toggleButton.addGestureRecognizer(TapGestureRecognizer(target: self, action: DrawerScene.toggleDrawerTapped))
        panRecognizer.addTarget(self, action: DrawerScene.didPanOnDrawer)
        drawer.addGestureRecognizer(panRecognizer)
    }

    func layout(size: CGSize) {
        view.frame = CGRect(origin: .zero, size: size)
        page.layout(width: size.width)
        // Full width, bottom-anchored, 305 of its 350 points below the edge. The open/closed
        // offset lives in the transform (as in the seed), so a resize mid-flight only moves the
        // anchor and the animation carries on towards the same relative target.
        drawer.frame = CGRect(x: 0, y: size.height - Self.peek, width: size.width, height: Self.drawerHeight + Self.overshootRoom)
        let buttonWidth: CGFloat = 180
        toggleButton.frame = CGRect(x: (size.width - buttonWidth) / 2, y: 8, width: buttonWidth, height: 30)
        let rowWidth = min(size.width - 40, 520)
        for (i, row) in drawerRows.enumerated() {
            row.frame = CGRect(x: (size.width - rowWidth) / 2, y: 58 + CGFloat(i) * 56, width: rowWidth, height: 46)
        }
    }

    func tuningDidChange() {
        // A drawer being dragged picks up the new scrubbing mode at once; duration applies to
        // the next animator (a running one keeps the time it was given).
        animator?.scrubsLinearly = tuning.scrubsLinearly
    }

    // MARK: The seed's code

    func setUpAnimation() {
        guard animator == nil || animator?.isRunning == false else { return }
        let animator = PropertyAnimator(duration: tuning.response, curve: .easeOut) { [weak self] in
            guard let self else { return }
            if self.isDrawerOpen {
                self.drawer.transform = .identity
            } else {
                self.drawer.transform = Transform(translationX: 0, y: -Self.travel)
            }
        }
        animator.scrubsLinearly = tuning.scrubsLinearly
        animator.addCompletion { [weak self] _ in
            guard let self else { return }
            self.animator = nil
            self.isDrawerOpen = !(self.drawer.transform == .identity)
        }
        self.animator = animator
    }

    func toggleDrawerTapped() {
        // The seed ignores a tap while the drawer moves; toggling means "the other way" here, so
        // a tap mid-flight sends the drawer back (R14).
        if let animator, animator.isRunning {
            animator.isReversed.toggle()
            return
        }
        setUpAnimation()
        animator?.startAnimation()
    }

    func didPanOnDrawer(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            setUpAnimation()
            animator?.pauseAnimation()
            // Caught heading back (a release turned it round): its fraction would count the other
            // way (R14), and the drag would move the drawer against the finger (F3).
            animator?.isReversed = false
            drawerPanStart = CGFloat(animator?.fractionComplete ?? 0)
        case .changed:
            let translation = recognizer.translation(in: drawer).y
            let fraction = isDrawerOpen ? translation / Self.travel + drawerPanStart : translation / -Self.travel + drawerPanStart
            animator?.fractionComplete = Double(min(max(fraction, 0), 1))
            stretch(pastEndBy: fraction < 0 ? fraction : max(fraction - 1, 0))
        default:
            // .ended, .cancelled, .failed: never leave the animator paused half-way (R31).
            drawerPanStart = 0
            springBackFromStretch()
            guard let animator else { return }
            let velocity = recognizer.state == .ended ? recognizer.velocity(in: drawer).y : 0
            // The seed reverses when the swipe goes against the animation (down while opening,
            // up while closing). F5: the end nearest to where the release would coast, on the
            // animator's own timeline (it runs from `isDrawerOpen`'s end; down closes).
            let towardsEnd = isDrawerOpen ? velocity : -velocity
            let reverse = !Projection.reachesEnd(fraction: Projection.timelineFraction(of: animator),
                                                 travel: Self.travel, velocity: towardsEnd)
            // F1, R24: the tuned spring from where the drawer is shown to the end it now heads
            // for, at the finger's speed (reversed first, so the rest is laid out that way); with
            // `L` the seed's ease-out runs out its time.
            release(velocity: velocity, reversed: reverse).continue(animator, reversed: reverse)
        }
    }

    /// F4: a drag past either end (a closed drawer pulled down, an open one pulled up) moves the
    /// drawer on a rubber band, through its frame (the animator holds the transform).
    private func stretch(pastEndBy fraction: CGFloat) {
        // The animation runs up when opening: past its end is further up, before its start down.
        let up: CGFloat = isDrawerOpen ? 1 : -1
        let excess = fraction * Self.travel * up
        drawer.frame.origin.y = restingY + RubberBand.offset(past: excess, dimension: view.frame.height)
    }

    /// The rubber band lets go: the frame springs back to where the drawer rests.
    private func springBackFromStretch() {
        guard drawer.frame.origin.y != restingY else { return }
        let back = PropertyAnimator(duration: 0.5, dampingRatio: 1) { [weak self] in
            guard let self else { return }
            self.drawer.frame.origin.y = self.restingY
        }
        back.startAnimation()
    }

    /// Closed to open.
    var travel: CGFloat { Self.travel }

    /// The drawer's frame top at rest (its open/closed offset is the transform's).
    private var restingY: CGFloat { view.frame.height - Self.peek }

    /// The release along the drawer's travel, in points from closed (0) upwards: from where the
    /// drawer is shown to the end the animator heads for once `reversed` is set, at the finger's
    /// `velocity` (screen y, down positive).
    private func release(velocity: CGFloat, reversed: Bool) -> Release {
        let shown = -drawer.presentation.transform.translation.y
        let opened = reversed == isDrawerOpen
        return Release(toward: opened ? Self.travel : 0, from: shown, velocity: -velocity, curve: Self.releaseCurve(for: tuning))
    }
}

/// What lies behind the drawer: Hello-Contacts' contact detail page (avatar, name, a few rows).
private final class ContactPage {
    let header = View(name: "contactHeader")
    let avatar = View(name: "avatar")
    let initials = View(name: "initials")
    let nameLabel = View(name: "nameLabel")
    let subtitle = View(name: "subtitleLabel")
    var rows: [View] = []

    func install(in root: View) {
        header.backgroundColor = Color(hex: 0x3A506B)
        root.addSubview(header)
        avatar.backgroundColor = Color(hex: 0x5BC0BE)
        root.addSubview(avatar)
        initials.label = TextLabel("JA", size: 40, color: .white)
        avatar.addSubview(initials)
        nameLabel.label = TextLabel("Jamie Appleseed", size: 30, color: Color(hex: 0x1C1C1E))
        root.addSubview(nameLabel)
        subtitle.label = TextLabel("Product designer · Amsterdam", size: 16, color: Color(hex: 0x6C6C70))
        root.addSubview(subtitle)
        let details = [("mobile", "+31 6 1234 5678"), ("email", "jamie@example.com"),
                       ("birthday", "12 April"), ("notes", "Met at the Fluid Interfaces talk")]
        rows = details.enumerated().map { index, entry in
            let row = View(name: "detailRow\(index)")
            row.backgroundColor = .white
            row.cornerRadius = 12
            let key = View(name: "detailKey\(index)")
            key.label = TextLabel(entry.0, size: 13, color: Color(hex: 0x0A84FF), alignment: .left)
            let value = View(name: "detailValue\(index)")
            value.label = TextLabel(entry.1, size: 17, color: Color(hex: 0x1C1C1E), alignment: .left)
            row.addSubview(key)
            row.addSubview(value)
            root.addSubview(row)
            return row
        }
    }

    func layout(width: CGFloat) {
        header.frame = CGRect(x: 0, y: 0, width: width, height: 150)
        let side: CGFloat = 120
        avatar.frame = CGRect(x: (width - side) / 2, y: 90, width: side, height: side)
        avatar.cornerRadius = side / 2
        initials.frame = CGRect(x: 0, y: 0, width: side, height: side)
        nameLabel.frame = CGRect(x: 20, y: 222, width: width - 40, height: 40)
        subtitle.frame = CGRect(x: 20, y: 262, width: width - 40, height: 24)
        let rowWidth = min(width - 40, 560)
        for (i, row) in rows.enumerated() {
            row.frame = CGRect(x: (width - rowWidth) / 2, y: 306 + CGFloat(i) * 70, width: rowWidth, height: 60)
            row.subviews.first?.frame = CGRect(x: 16, y: 6, width: rowWidth - 32, height: 18)
            row.subviews.last?.frame = CGRect(x: 16, y: 26, width: rowWidth - 32, height: 26)
        }
    }
}

extension DrawerScene {
    /// Its row of the key table (F2): the tuning keys it uses and what they change.
    static var keys: SceneKeys? { SceneKeys(parameters: "UIKit duration + ζ (L: ease-out)", uses: [.damping, .response, .scrubbing, .seedTiming]) }

    /// A UIKit spring carrying the finger's speed; with `L`, the seed's ease-out.
    public static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming {
        .springCarryingTheFinger(tuning, seedCurve: .easeOut)
    }
}
