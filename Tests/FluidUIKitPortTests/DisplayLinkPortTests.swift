// CADisplayLink as UIKit code drives a hand-made animation with it: a step method (was
// `@objc func step(displayLink:)` with `#selector(step(displayLink:))`) called once a frame.
import XCTest
import FluidUIKit

private class SpinnerController {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var displayLink: CADisplayLink?
    private(set) var steps: [(timestamp: TimeInterval, target: TimeInterval)] = []
    /// Points per second.
    let speed: CGFloat = 120

    init() { view.addSubview(dot) }

    func start() {
        displayLink = CADisplayLink(target: self, selector: Self.step(displayLink:))
        displayLink?.add(to: .main, forMode: .common)
    }

    func step(displayLink: CADisplayLink) {
        steps.append((displayLink.timestamp, displayLink.targetTimestamp))
        dot.center.x += speed * CGFloat(displayLink.targetTimestamp - displayLink.timestamp)
        if dot.center.x >= 65 { displayLink.invalidate() }
    }
}

final class DisplayLinkPortTests: XCTestCase {
    func testADisplayLinkIsCalledOnceAFrameOnTheFrameClock() {
        let controller = SpinnerController()
        let device = Device(window: controller.view)
        XCTAssertFalse(device.driver.hasRunningAnimators)
        device.main { controller.start() }
        XCTAssertTrue(device.driver.hasRunningAnimators, "a link keeps the frames coming")
        device.wait(0.25)
        XCTAssertEqual(controller.steps.count, 15)
        XCTAssertEqual(controller.steps.first?.timestamp ?? -1, 0, accuracy: 1e-12)
        XCTAssertEqual(controller.steps.first?.target ?? -1, 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(controller.dot.center.x, 5 + 120 * 0.25, accuracy: 1e-9)

        controller.displayLink?.isPaused = true
        XCTAssertFalse(device.driver.hasRunningAnimators, "a paused link lets the loop sleep")
        device.wait(0.25)
        XCTAssertEqual(controller.steps.count, 15)
        controller.displayLink?.isPaused = false
        device.wait(1)
        XCTAssertEqual(controller.dot.center.x, 65, accuracy: 1e-9, "invalidated in the step that reached 65")
        XCTAssertEqual(controller.steps.count, 30)
        XCTAssertFalse(device.driver.hasRunningAnimators)
    }

    func testAnInvalidatedLinkLetsItsTargetGo() {
        let device = Device(window: UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        weak var gone: SpinnerController?
        do {
            let controller = SpinnerController()
            gone = controller
            device.main { controller.start() }
            device.wait(0.1)
            XCTAssertNotNil(gone, "held by its link while the link runs, as in UIKit")
            controller.displayLink?.invalidate()
        }
        device.wait(0.1)
        XCTAssertNil(gone)
    }
}
