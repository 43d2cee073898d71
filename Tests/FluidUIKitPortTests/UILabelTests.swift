// UILabel and UIFont as UIKit code uses them, and a label placed by its position alone taking
// its text's size (intrinsicContentSize, R34).
import XCTest
import FluidUIKit

final class UILabelTests: XCTestCase {
    func testALabelDrawsItsTextInItsFontColourAndAlignment() {
        let label = UILabel()
        label.text = "Toggle Drawer"
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .white
        label.textAlignment = .center
        XCTAssertEqual(label.label, TextLabel("Toggle Drawer", size: 20, color: UIColor.white.color, alignment: .center))
        XCTAssertEqual(label.font.weight, .bold)
        label.text = nil
        XCTAssertNil(label.label)
    }

    func testALabelPlacedByItsPositionTakesItsTextsSize() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let label = UILabel()
        label.text = "0123456789"
        label.font = .systemFont(ofSize: 20)
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 145, y: 8, width: 110, height: 24))
        label.text = "01234"
        window.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 55, "a new text, a new size")
    }

    func testConstraintsOverrideTheTextsSize() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let label = UILabel()
        label.text = "a long line of text"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 400)
        XCTAssertEqual(label.frame.height, UIFont.systemFont(ofSize: 17).lineHeight)
    }

    func testAPlainViewHasNoNaturalSize() {
        XCTAssertEqual(UIView().intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
