// UIKit's two-finger recognisers under their own names (R36, R37): a pinch and a rotation made
// with target–action, recognised together through the delegate, as a photo viewer does.
import XCTest
import FluidUIKit

private class PhotoController: UIGestureRecognizerDelegate {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let photo = UIView(frame: CGRect(x: 50, y: 250, width: 300, height: 300))
    private(set) var scales: [CGFloat] = []
    private(set) var rotations: [CGFloat] = []
    private(set) var pinchEnded = false, rotationEnded = false

    init() {
        view.addSubview(photo)
        // was: UIPinchGestureRecognizer(target: self, action: #selector(handlePinch(_:)))
        let pinch = UIPinchGestureRecognizer(target: self, action: Self.handlePinch)
        let rotation = UIRotationGestureRecognizer(target: self, action: Self.handleRotation)
        pinch.delegate = self
        rotation.delegate = self
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
    }

    func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
        scales.append(recognizer.scale)
        if recognizer.state == .ended { pinchEnded = true }
    }

    func handleRotation(_ recognizer: UIRotationGestureRecognizer) {
        rotations.append(recognizer.rotation)
        if recognizer.state == .ended { rotationEnded = true }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}

final class PinchRotatePortTests: XCTestCase {
    func testAPinchAndARotationRunTogetherWithTheirUIKitNames() {
        let controller = PhotoController()
        let device = Device(window: controller.view)
        device.finger(.down, 0, at: CGPoint(x: 150, y: 400))
        device.finger(.down, 1, at: CGPoint(x: 250, y: 400))
        // Spread to twice the distance while turning a quarter turn clockwise, over 20 frames.
        for k in 1...20 {
            let angle = Double.pi / 2 * Double(k) / 20, radius = 50 + 50 * Double(k) / 20
            let dx = radius * cos(angle), dy = radius * sin(angle)
            device.finger(.move, 0, at: CGPoint(x: 200 - dx, y: 400 - dy), after: Double(k) / 60)
            device.finger(.move, 1, at: CGPoint(x: 200 + dx, y: 400 + dy), after: Double(k) / 60)
        }
        device.finger(.up, 0, at: CGPoint(x: 200, y: 300), after: 21.0 / 60)
        device.finger(.up, 1, at: CGPoint(x: 200, y: 500), after: 21.0 / 60)
        XCTAssertTrue(controller.pinchEnded)
        XCTAssertTrue(controller.rotationEnded)
        XCTAssertEqual(controller.scales.first, 1)
        XCTAssertGreaterThan(controller.scales.last ?? 0, 1.8)
        XCTAssertEqual(controller.rotations.first, 0)
        XCTAssertGreaterThan(controller.rotations.last ?? 0, 1.4)
    }
}
