import Foundation
import Input
import ViewTree
@testable import Gestures

/// Scripted input of several pointers by id (R36), for the recogniser tests.
extension GestureTestCase {
    func press(_ id: Int, _ point: CGPoint, at time: Double) {
        dispatcher.handle(PointerEvent(.down, location: point, timestamp: time, pointerID: id))
    }

    func move(_ id: Int, _ point: CGPoint, at time: Double) {
        dispatcher.handle(PointerEvent(.move, location: point, timestamp: time, pointerID: id))
    }

    func lift(_ id: Int, _ point: CGPoint, at time: Double) {
        dispatcher.handle(PointerEvent(.up, location: point, timestamp: time, pointerID: id))
    }

    /// Pointers 0 and 1 move at 120 Hz, each step both (0 first), along `path(k)` for k in
    /// 1...steps (k/steps of the way), starting at `start`; returns the last step's time.
    @discardableResult
    func moveBoth(steps: Int, start: Double, _ path: (Double) -> (CGPoint, CGPoint)) -> Double {
        var t = start
        for k in 1...steps {
            t = start + Double(k) / 120
            let (a, b) = path(Double(k) / Double(steps))
            move(0, a, at: t)
            move(1, b, at: t)
        }
        return t
    }

    /// Two fingers 80 pt apart pan together at 120 Hz, finger 1's sample of each step a
    /// millisecond after finger 0's (as a touch screen hands them on, one event each), in
    /// frames as the app delivers them (R32): each step's two samples, then the frame.
    @discardableResult
    func panBothOneAfterTheOther(steps: Int = 30, by step: CGPoint) -> Double {
        dispatcher.coalescesChanges = true
        press(0, CGPoint(x: 100, y: 400), at: 0)
        press(1, CGPoint(x: 180, y: 400), at: 0.001)
        var t = 0.0
        for k in 1...steps {
            t = Double(k) / 120
            let d = CGPoint(x: step.x * CGFloat(k), y: step.y * CGFloat(k))
            move(0, CGPoint(x: 100 + d.x, y: 400 + d.y), at: t)
            move(1, CGPoint(x: 180 + d.x, y: 400 + d.y), at: t + 0.001)
            dispatcher.flush(at: t + 0.001)
        }
        return t
    }

    /// Two fingers on a circle of `radius` about `centre`, opposite each other, the first at
    /// `angle` radians (clockwise on screen).
    static func pair(centre: CGPoint, radius: Double, angle: Double) -> (CGPoint, CGPoint) {
        let dx = radius * cos(angle), dy = radius * sin(angle)
        return (CGPoint(x: centre.x - dx, y: centre.y - dy), CGPoint(x: centre.x + dx, y: centre.y + dy))
    }
}

/// A delegate that lets every pair recognise together.
final class Together: GestureRecognizerDelegate {
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        true
    }
}

/// Records the pointer ids of the touches each hook receives.
final class TouchLog: GestureRecognizer {
    var began: [Int] = [], moved: [Int] = [], ended: [Int] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        began += touches.map(\.pointerID)
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        moved += touches.map(\.pointerID)
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        ended += touches.map(\.pointerID)
        super.touchesEnded(touches, with: event)
    }
}
