// A UIView subclass may name its properties as UIKit code does, even where the engine's view has
// a property of that name (`label`, `image`, `name`, `model`, `cornerRadius`): the subclass's
// shadows the engine's, which the engine and `layer` still reach.
import XCTest
import FluidUIKit

private struct CardModel { var title: String }

private final class CardView: UIView {
    let label = UILabel()
    let image = UIImageView()
    var name = "card"
    var model = CardModel(title: "Hello")
    var cornerRadius: CGFloat = 12 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.text = model.title
        addSubview(image)
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class SubclassPropertyNamesTests: XCTestCase {
    func testASubclasssOwnPropertiesLiveBesideTheEnginesOnes() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.cornerRadius = 20
        XCTAssertEqual(card.layer.cornerRadius, 20, "the engine's corner radius, through the layer")
        XCTAssertEqual(card.model.title, "Hello")
        XCTAssertEqual(card.name, "card")
        XCTAssertEqual((card as View).name, "CardView", "the engine's name, which --trace shows")
        XCTAssertEqual(card.label.text, "Hello")
        XCTAssertTrue(card.subviews.contains { $0 === card.label })
    }

    func testTheEnginesCornerRadiusStillAnimatesThroughTheLayer() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let device = Device(window: window)
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)
        let animator = device.main { UIViewPropertyAnimator(duration: 1, curve: .linear) { card.cornerRadius = 40 } }
        device.main { animator.startAnimation() }
        device.wait(0.5)
        XCTAssertEqual(card.presentation.cornerRadius, 20, accuracy: 0.5)
    }
}
