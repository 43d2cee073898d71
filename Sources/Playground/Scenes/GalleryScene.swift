import Animation
import Foundation
import Gestures
import ViewTree

/// Gallery: every drawing feature of the view tree at once (nested rounded views, translucency
/// multiplied down the tree, masked corners, a rounded image, text, transforms, clipping and a
/// backdrop blur). Not from a seed: the foundation's own check that drawing is right. The blur
/// panel can be dragged up and down its picture (its backdrop blurred again every frame), and
/// goes back to its place when let go: nothing animates, but the benchmarks' drag moves
/// something (issue 52).
final class GalleryScene: Scene {
    static let name = "gallery"
    static let title = "Gallery"
    static let summary = "every drawing feature: rounded, translucent, nested views, text, images, blur"
    static let defaultTuning = SceneTuning(dampingRatio: 1, response: 0.5)
    var tuning = GalleryScene.defaultTuning
    var animators: [PropertyAnimator] { [] }

    let view = View(name: "gallery")
    private let header = View(name: "header")
    private let cards: [View]
    private let sheet = View(name: "sheet")
    private let glass = View(name: "glass")
    private let tilted = View(name: "tilted")
    private let clipper = View(name: "clipper")
    private let glassPan = PanGestureRecognizer(name: "glassPan")
    private(set) lazy var pans = [glassPan]
    /// The blur panel's place in its picture, and where a drag took it from.
    private var glassRestY: CGFloat = 0
    private var glassStartY: CGFloat = 0

    init() {
        view.backgroundColor = Color(hex: 0xE9ECF2)
        header.label = TextLabel("Fluid — the view tree", size: 28, color: Color(hex: 0x1C1C1E), alignment: .left)
        view.addSubview(header)

        let palette: [(UInt32, String)] = [(0x0A84FF, "Blue"), (0x30D158, "Green"), (0xFF9F0A, "Orange"), (0xBF5AF2, "Purple")]
        cards = palette.enumerated().map { index, entry in
            let card = View(name: "card\(index)")
            card.backgroundColor = Color(hex: entry.0)
            card.cornerRadius = CGFloat(8 + index * 10)
            let inner = View(name: "inner\(index)")
            inner.backgroundColor = Color(white: 1, alpha: 0.35)
            inner.cornerRadius = 12
            inner.label = TextLabel(entry.1, size: 18, color: .white)
            card.addSubview(inner)
            return card
        }
        for card in cards { view.addSubview(card) }
        cards[1].alpha = 0.6
        cards[3].maskedCorners = .top

        sheet.image = ImageReference(path: "Assets/landscape.bmp")
        sheet.cornerRadius = 24
        view.addSubview(sheet)
        glass.blurRadius = 12
        glass.blurTint = Color(white: 1, alpha: 0.25)
        glass.cornerRadius = 20
        glass.label = TextLabel("Backdrop blur", size: 20, color: Color(hex: 0x1C1C1E))
        sheet.addSubview(glass)
        glassPan.addTarget(self, action: GalleryScene.didPanGlass)
        glass.addGestureRecognizer(glassPan)

        tilted.backgroundColor = Color(hex: 0xFF375F)
        tilted.cornerRadius = 16
        tilted.transform = Transform(rotationAngle: -0.2)
        tilted.label = TextLabel("Rotated", size: 18, color: .white)
        view.addSubview(tilted)

        clipper.backgroundColor = Color(hex: 0x1C1C1E)
        clipper.cornerRadius = 10
        clipper.clipsToBounds = true
        for i in 0..<6 {
            let stripe = View(name: "stripe\(i)")
            stripe.backgroundColor = Color(hue: Double(i) / 6)
            stripe.transform = Transform(rotationAngle: 0.5)
            clipper.addSubview(stripe)
        }
        view.addSubview(clipper)
    }

    func layout(size: CGSize) {
        view.frame = CGRect(origin: .zero, size: size)
        let margin: CGFloat = 32
        header.frame = CGRect(x: margin, y: 20, width: size.width - 2 * margin, height: 40)
        let cardWidth = (size.width * 0.5 - margin * 1.5) / 2
        for (i, card) in cards.enumerated() {
            let column = CGFloat(i % 2), row = CGFloat(i / 2)
            card.frame = CGRect(x: margin + column * (cardWidth + margin / 2), y: 80 + row * 170,
                                width: cardWidth, height: 150)
            card.subviews.first?.frame = CGRect(x: 16, y: 90, width: cardWidth - 32, height: 44)
        }
        let right = size.width * 0.5 + margin / 2
        sheet.frame = CGRect(x: right, y: 80, width: size.width - right - margin, height: size.height * 0.55)
        glassRestY = sheet.frame.height - 104
        glass.frame = CGRect(x: 24, y: glassRestY, width: sheet.frame.width - 48, height: 80)
        tilted.frame = CGRect(x: margin + 20, y: 460, width: 200, height: 90)
        clipper.frame = CGRect(x: margin + 280, y: 440, width: 220, height: 140)
        for (i, stripe) in clipper.subviews.enumerated() {
            stripe.frame = CGRect(x: CGFloat(i) * 44 - 40, y: -40, width: 28, height: 240)
        }
    }
}

extension Color {
    /// A saturated colour around the hue circle (0…1), for decorations.
    init(hue: Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let x = 1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (1, x, 0)
        case 1: (r, g, b) = (x, 1, 0)
        case 2: (r, g, b) = (0, 1, x)
        case 3: (r, g, b) = (0, x, 1)
        case 4: (r, g, b) = (x, 0, 1)
        default: (r, g, b) = (1, 0, x)
        }
        self.init(red: 0.25 + 0.7 * r, green: 0.25 + 0.7 * g, blue: 0.25 + 0.7 * b)
    }
}

extension GalleryScene {
    /// The blur panel follows the finger up and down within its picture, and goes back when let go.
    func didPanGlass(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            glassStartY = glass.frame.minY
        case .changed:
            let y = glassStartY + recognizer.translation(in: view).y
            glass.frame.origin.y = min(max(y, 16), glassRestY)
        default:
            glass.frame.origin.y = glassRestY
        }
    }

    /// Where benchmarks drag: the blur panel, up most of its picture.
    func demoDrag(in size: CGSize) -> (from: CGPoint, to: CGPoint) {
        let from = CGPoint(x: sheet.frame.minX + glass.frame.midX, y: sheet.frame.minY + glassRestY + glass.frame.height / 2)
        return (from, CGPoint(x: from.x, y: from.y - max(0, glassRestY - 16)))
    }

    /// Its row of the key table (F2): the tuning keys it uses and what they change.
    static var keys: SceneKeys? { SceneKeys(parameters: "nothing animates here", uses: []) }

    /// Nothing is released here: the blur panel goes back to its place.
    public static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming { .none }
}
