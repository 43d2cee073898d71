import Foundation
import Input
import ViewTree

/// What `fluid inspect` reports for one recorded gesture (press … release).
public struct GestureSummary: Equatable, Sendable {
    /// Press and release points, window coordinates.
    public var start: CGPoint
    public var end: CGPoint
    /// Seconds from press to release.
    public var duration: Double
    /// The pan's translation at release (R28).
    public var translation: CGPoint
    /// The release velocity as the pan recogniser reports it at `.ended`, points per second: Flutter's
    /// velocity tracker over the down and moves, zero after a stop over 40 ms before the release (R29).
    public var velocity: CGPoint

    /// `{"start": [x, y], "end": [x, y], "duration": s, "translation": [dx, dy], "velocity": [vx, vy]}`
    public var jsonLine: String {
        func pair(_ p: CGPoint) -> String {
            "[\(InputRecordCoding.number(Double(p.x))), \(InputRecordCoding.number(Double(p.y)))]"
        }
        return "{\"start\": \(pair(start)), \"end\": \(pair(end)), \"duration\": \(InputRecordCoding.number(duration)), "
            + "\"translation\": \(pair(translation)), \"velocity\": \(pair(velocity))}"
    }
}

/// Runs a recording through the real `GestureDispatcher` and `PanGestureRecognizer`, on a root
/// view that covers every point, and summarises each gesture. Gestures cancelled by Escape or
/// focus loss have no release and are not reported.
public enum GestureInspector {
    public static func summarize(_ records: [InputRecord]) -> [GestureSummary] {
        // Root coordinates are window coordinates; the huge bounds make any point (even one
        // outside the window, while the mouse was captured) hit it.
        let root = View(frame: CGRect(x: 0, y: 0, width: 2e9, height: 2e9), name: "inspect")
        root.bounds = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        let pan = PanGestureRecognizer(name: "inspect")
        root.addGestureRecognizer(pan)
        let dispatcher = GestureDispatcher(root: root)

        var releaseVelocity: CGPoint?
        pan.addHandler { pan in
            if pan.state == .ended { releaseVelocity = pan.velocity(in: root) }
        }

        var summaries: [GestureSummary] = []
        var press: InputRecord?
        for record in records {
            switch record.kind {
            case .down:
                // Another finger pressing during a gesture joins it; the summary follows the
                // finger that began it, as the pan does.
                if press == nil || press?.pointer == record.pointer {
                    press = record
                    releaseVelocity = nil
                }
                dispatcher.handle(record)
            case .move:
                dispatcher.handle(record)
            case .up(let end):
                dispatcher.handle(record)
                guard let down = press, down.pointer == record.pointer, case .down(let start) = down.kind else { continue }
                press = nil
                // A press that never crossed the hysteresis is a tap: the pan failed and reported
                // no `.ended`, so the tracker's reading is what it would have reported.
                let velocity = releaseVelocity ?? pan.velocity(in: root)
                summaries.append(GestureSummary(start: start, end: end, duration: record.time - down.time,
                                                translation: CGPoint(x: end.x - start.x, y: end.y - start.y),
                                                velocity: velocity))
            case .scroll, .key, .focusLost, .pinch:
                let wasActive = dispatcher.hasActiveGesture
                dispatcher.handle(record)
                if wasActive && !dispatcher.hasActiveGesture { press = nil }
            }
        }
        return summaries
    }
}
