// UISwitch, UISegmentedControl, UIButton's insets, UILabel's attributed text and SF Symbols, as
// UIKit code uses them.
import FluidUIKit
import XCTest

private final class Settings {
    var switched: [Bool] = []
    var segments: [Int] = []
    func toggled(_ sender: UISwitch) { switched.append(sender.isOn) }
    func picked(_ sender: UISegmentedControl) { segments.append(sender.selectedSegmentIndex) }
}

final class UIKitControlsMoreTests: XCTestCase {
    func testATapOnASwitchTurnsItOnAndSendsValueChanged() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let toggle = UISwitch()
        toggle.frame.origin = CGPoint(x: 10, y: 10)
        root.addSubview(toggle)
        let settings = Settings()
        toggle.addTarget(settings, action: Settings.toggled, for: .valueChanged)
        XCTAssertEqual(toggle.bounds.size, CGSize(width: 51, height: 31))
        let device = Device(window: root)
        device.tap(at: CGPoint(x: 30, y: 25))
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(settings.switched, [true])
        device.wait(0.5)
        XCTAssertEqual(toggle.presentation.backgroundColor, UIColor.systemGreen.color)
        toggle.setOn(false, animated: false)
        XCTAssertEqual(settings.switched, [true], "set in code: no action")
    }

    func testATapOnASegmentSelectsItAndSendsValueChanged() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let control = UISegmentedControl(items: ["Soft", "Snappy", "Bouncy"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        root.addSubview(control)
        let settings = Settings()
        control.addTarget(settings, action: Settings.picked, for: .valueChanged)
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        Device(window: root).tap(at: CGPoint(x: 250, y: 16))
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(settings.segments, [2])
        XCTAssertEqual(control.titleForSegment(at: 2), "Bouncy")
        control.selectedSegmentIndex = 0
        XCTAssertEqual(settings.segments, [2], "set in code: no action")
    }

    func testContentEdgeInsetsGrowTheButtonAndInsetItsTitle() throws {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let plain = button.intrinsicContentSize
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: plain.width + 16, height: plain.height + 8))
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(button.titleLabel).frame, CGRect(x: 8, y: 4, width: 84, height: 32))
    }

    func testAnAttributedTextGivesTheLabelItsTextFontAndColour() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Reviews", attributes: [
            .font: UIFont.systemFont(ofSize: 24, weight: .heavy), .foregroundColor: UIColor.red,
        ])
        XCTAssertEqual(label.text, "Reviews")
        XCTAssertEqual(label.font.pointSize, 24)
        XCTAssertEqual(label.textColor, .red)
        XCTAssertEqual(label.attributedText?.string, "Reviews")
        label.lineBreakMode = .byClipping
        label.minimumScaleFactor = 0.5
        XCTAssertEqual(label.lineBreakMode, .byClipping)
    }

    func testASystemSymbolIsAnImageThatDrawsNothing() throws {
        let image = try XCTUnwrap(UIImage(systemName: "flashlight.off.fill")?.withRenderingMode(.alwaysTemplate))
        XCTAssertEqual(image.symbolName, "flashlight.off.fill")
        XCTAssertEqual(image.size, .zero)
        XCTAssertNil(UIImage(systemName: ""))
        let imageView = UIImageView(image: image)
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold)
        XCTAssertTrue(imageView.image === image)
        XCTAssertNil(imageView.engineImage, "no picture to draw")
    }
}
