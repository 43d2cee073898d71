import Foundation
import Input
import Platform
import XCTest
@testable import Playground

/// F7 in the window: each frame reads its input about a frame before it is shown, and pointer
/// samples reach it late (the X server delivers them up to a frame after their own stamps while
/// it takes the previous frame). Once the lag is learned, frames sample the finger early enough
/// to interpolate, and a steady drag steps evenly at any input rate instead of by the newest
/// sample plus a constant (two samples in one frame, one in the next).
final class LateInputFeelTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)
    private let period = 1 / HeadlessRunner.frameRate
    private let speed = 600.0
    private let arrivalLag = 0.013

    /// The drawer's top per frame for a steady upward drag with samples at `rate`, each handed to
    /// the app in the first frame that reads input after it arrived.
    private func drawerSteps(rate: Double) throws -> [Double] {
        let app = try PlaygroundApp.forTests(scene: DrawerScene.name)
        app.resize(to: size)
        let drawer = try XCTUnwrap(app.scene.movingView)
        let t0 = 0.2037, x = 640.0, y0 = 778.0
        let n = Int(0.45 * rate)
        var samples = [InputEvent.pointer(PointerEvent(.down, x: x, y: y0, timestamp: t0))]
        for k in 1...n {
            samples.append(.pointer(PointerEvent(.move, x: x, y: y0 - speed * Double(k) / rate, timestamp: t0 + Double(k) / rate)))
        }
        var next = 0
        var tops: [Double] = []
        for frame in 1...40 {
            let display = Double(frame) * period
            let read = display - period
            while next < samples.count, let stamp = samples[next].timestamp, stamp + arrivalLag <= read {
                app.handle(samples[next])
                next += 1
            }
            app.update(to: display, inputLatency: period)
            if next > 1 { tops.append(Double(drawer.presentedTransformedFrame.minY)) }
        }
        return zip(tops.dropFirst(), tops).map { $0 - $1 }
    }

    func testASteadyDragWithInputArrivingLateStepsEvenly() throws {
        for rate in [60.0, 100, 125, 1000] {
            let steps = try drawerSteps(rate: rate)
            let last = Array(steps[12..<20])
            for step in last {
                XCTAssertEqual(step, -speed / 60, accuracy: speed / 60 * 0.05, "\(rate) Hz: steps \(steps)")
            }
        }
    }
}
