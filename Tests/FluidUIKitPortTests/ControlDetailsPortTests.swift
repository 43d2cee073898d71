// Details of buttons, segmented controls, sliders and image views as UIKit code leans on them.
import FluidUIKit
import XCTest

/// A button subclass made with `UIButton(type:)`, as custom-button tutorials do.
private final class PillButton: UIButton {
    private(set) var madeByFrame = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        madeByFrame = true
        layer.cornerRadius = 12
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class Receiver {
    var events: [Int] = []
    func changed(_ slider: UISlider, event: UIEvent) { events.append(event.allTouches?.count ?? -1) }
}

final class ControlDetailsPortTests: XCTestCase {
    func testAButtonSubclassIsMadeByTypeThroughItsOwnInitialiser() {
        let button = PillButton(type: .system)
        XCTAssertTrue(button.madeByFrame, "init(type:) runs the subclass's init(frame:)")
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(button.layer.cornerRadius, 12)
        XCTAssertEqual(UIButton(type: .custom).buttonType, .custom)
    }

    func testAnActionTakingANonOptionalEventGetsOneEvenFromCode() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let receiver = Receiver()
        slider.addTarget(receiver, action: Receiver.changed, for: .valueChanged)
        slider.sendActions(for: .valueChanged)
        XCTAssertEqual(receiver.events, [0], "an event with no touches")
    }

    func testADisabledSegmentTakesNoTapAndAFixedWidthIsKept() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.setWidth(60, forSegmentAt: 0)
        control.setEnabled(false, forSegmentAt: 2)
        root.addSubview(control)
        let device = Device(window: root)
        device.tap(at: CGPoint(x: 250, y: 16))
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment, "the third is disabled")
        XCTAssertFalse(control.isEnabledForSegment(at: 2))
        device.tap(at: CGPoint(x: 100, y: 16))
        XCTAssertEqual(control.selectedSegmentIndex, 1, "60 points for the first, 120 each for the rest")
        XCTAssertEqual(control.widthForSegment(at: 0), 60)
    }

    func testASegmentsSettingsGoWithItWhenSegmentsAreInsertedOrRemovedBeforeIt() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.setEnabled(false, forSegmentAt: 1)
        control.setWidth(50, forSegmentAt: 1)
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        XCTAssertEqual(control.titleForSegment(at: 2), "Two")
        XCTAssertFalse(control.isEnabledForSegment(at: 2), "the disabled segment moved to 2")
        XCTAssertTrue(control.isEnabledForSegment(at: 1))
        XCTAssertEqual(control.widthForSegment(at: 2), 50)
        XCTAssertEqual(control.widthForSegment(at: 1), 0)
        control.removeSegment(at: 0, animated: false)
        XCTAssertEqual(control.numberOfSegments, 2)
        XCTAssertEqual(control.titleForSegment(at: 1), "Two")
        XCTAssertFalse(control.isEnabledForSegment(at: 1))
        XCTAssertEqual(control.widthForSegment(at: 1), 50)
    }

    func testAnImageViewFlipsThroughItsAnimationImagesAndShowsItsImageWhenStopped() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let still = try XCTUnwrap(UIImage(named: "still"))
        let frames = try ["a", "b", "c", "d"].map { try XCTUnwrap(UIImage(named: $0)) }
        let imageView = UIImageView(image: still)
        imageView.animationImages = frames
        imageView.animationDuration = 0.4
        root.addSubview(imageView)
        let device = Device(window: root)
        device.main { imageView.startAnimating() }
        XCTAssertTrue(imageView.isAnimating)
        device.wait(0.25)
        XCTAssertEqual(imageView.engineImage?.path, "c.bmp", "the third of four frames a tenth of a second each")
        XCTAssertTrue(imageView.image === still, "image still reads the still image")
        device.main { imageView.stopAnimating() }
        XCTAssertFalse(imageView.isAnimating)
        XCTAssertEqual(imageView.engineImage?.path, "still.bmp")
    }

    func testAnEmptyImageHasNoSizeAndDrawsNothing() {
        let image = UIImage()
        XCTAssertEqual(image.size, .zero)
        XCTAssertFalse(image.isSymbolImage)
        let imageView = UIImageView(image: image)
        XCTAssertNil(imageView.engineImage, "nothing to draw, not the placeholder")
    }
}
