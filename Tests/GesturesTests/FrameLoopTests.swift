import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// The frame loop as the platform runs it: many samples per frame, `flush()` before the frame is
/// drawn (R32). The dragged view must follow the pointer in the frame the pointer got there, the
/// hysteresis behind it (R28).
final class FrameLoopTests: XCTestCase {
    func testDraggedViewIsUnderThePointerEveryFrame() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 800, height: 600), name: "root")
        let player = View(frame: CGRect(x: 500, y: 400, width: 240, height: 135), name: "player")
        player.transform = Transform(scaleX: 1.5, y: 1.5)  // transforms included
        root.addSubview(player)
        let pan = PanGestureRecognizer()
        player.addGestureRecognizer(pan)
        let start = player.center
        let baseTransform = player.transform
        var changedCallbacks = 0
        pan.addHandler { pan in
            // The floating player follows the finger: move its centre by the translation in its
            // superview's coordinates.
            let t = pan.translation(in: root)
            player.center = CGPoint(x: start.x + t.x, y: start.y + t.y)
            if pan.state == .changed { changedCallbacks += 1 }
        }
        let dispatcher = GestureDispatcher(root: root)
        dispatcher.coalescesChanges = true

        let press = CGPoint(x: 600, y: 460)
        let grabbed = player.convert(press, from: nil)  // the spot of the player under the pointer
        dispatcher.handle(PointerEvent(.down, location: press, timestamp: 0))
        var pointer = press
        var time = 0.0
        // R28: the pan begins at the 7th sample, (-10.5, -5.25) from the press; the translation
        // leaves out (-10, -5.25), so the grabbed spot stays that far behind the pointer.
        let removed = CGPoint(x: -10, y: -5.25)
        for frame in 1...30 {
            // 1000 Hz mouse, 60 Hz frames: ~17 samples a frame, stamped in whole milliseconds.
            for _ in 0..<17 {
                time += 0.001
                pointer = CGPoint(x: pointer.x - 1.5, y: pointer.y - 0.75)
                dispatcher.handle(PointerEvent(.move, location: pointer, timestamp: time))
            }
            dispatcher.flush()
            // What this frame draws: the grabbed spot is where the pointer is, less the hysteresis.
            let spot = player.convert(grabbed, to: nil)
            XCTAssertEqual(Double(spot.x), Double(pointer.x - removed.x), accuracy: 1e-9, "frame \(frame)")
            XCTAssertEqual(Double(spot.y), Double(pointer.y - removed.y), accuracy: 1e-9, "frame \(frame)")
        }
        // One `.changed` per frame, not per sample (the first frame also had `.began`).
        XCTAssertEqual(changedCallbacks, 30)
        XCTAssertEqual(player.transform, baseTransform)
        XCTAssertEqual(Double(pan.velocity(in: root).x), -1500, accuracy: 15)
        XCTAssertEqual(Double(pan.velocity(in: root).y), -750, accuracy: 7.5)
    }

    // R32: a flood of 200 000 samples in one frame stays cheap and every one is tracked.
    func testFloodCostsLittlePerSample() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        let tap = TapGestureRecognizer()
        root.addGestureRecognizer(tap)
        let dispatcher = GestureDispatcher(root: root)
        dispatcher.coalescesChanges = true
        dispatcher.handle(PointerEvent(.down, x: 0, y: 0, timestamp: 0))
        let n = 200_000
        let began = Date()
        for i in 1...n {
            let t = Double(i) * 1e-6
            dispatcher.handle(PointerEvent(.move, x: CGFloat(t) * 500, y: 0, timestamp: t))
        }
        dispatcher.flush()
        let elapsed = Date().timeIntervalSince(began)
        XCTAssertLessThan(elapsed, 2.0, "\(n) samples took \(elapsed) s")
        XCTAssertEqual(Double(pan.velocity(in: nil).x), 500, accuracy: 0.5)
        XCTAssertEqual(Double(pan.translation(in: nil).x), 90, accuracy: 1e-6)  // R28
    }
}
