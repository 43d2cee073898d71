// UISlider as UIKit code uses it: a drag on the thumb moves the value and sends .valueChanged.
import XCTest
import FluidUIKit

private final class SliderTarget {
    var values: [Float] = []
    func changed(_ sender: UISlider) { values.append(sender.value) }
}

final class UISliderTests: XCTestCase {
    /// A 228-point slider: the thumb's centre travels 200 points, from x 14 to 214.
    private func makeSlider() -> (UIView, UISlider, SliderTarget) {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        slider.value = 0
        window.addSubview(slider)
        let target = SliderTarget()
        slider.addTarget(target, action: SliderTarget.changed, for: .valueChanged)
        return (window, slider, target)
    }

    func testDraggingTheThumbMovesTheValueWithTheFinger() {
        let (window, slider, target) = makeSlider()
        Device(window: window).drag(from: CGPoint(x: 14, y: 15), by: CGVector(dx: 100, dy: 0), over: 0.1)
        XCTAssertEqual(slider.value, 0.5, accuracy: 1e-6)
        XCTAssertEqual(target.values.last ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertGreaterThan(target.values.count, 1, "sent while it moves")
    }

    func testTheValueStaysInItsRange() {
        let (window, slider, _) = makeSlider()
        Device(window: window).drag(from: CGPoint(x: 14, y: 15), by: CGVector(dx: 400, dy: 0), over: 0.1)
        XCTAssertEqual(slider.value, 1)
        slider.value = -3
        XCTAssertEqual(slider.value, 0)
    }

    func testADragThatStartsOffTheThumbMovesNothing() {
        let (window, slider, target) = makeSlider()
        Device(window: window).drag(from: CGPoint(x: 150, y: 15), by: CGVector(dx: 50, dy: 0), over: 0.1)
        XCTAssertEqual(slider.value, 0)
        XCTAssertEqual(target.values, [])
    }

    func testANonContinuousSliderReportsOnceOnRelease() {
        let (window, slider, target) = makeSlider()
        slider.isContinuous = false
        Device(window: window).drag(from: CGPoint(x: 14, y: 15), by: CGVector(dx: 50, dy: 0), over: 0.1)
        XCTAssertEqual(target.values.count, 1)
        XCTAssertEqual(target.values.first ?? -1, 0.25, accuracy: 1e-6)
    }
}
