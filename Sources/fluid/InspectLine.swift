import Foundation
import Gestures
import Input

/// One line of `fluid inspect`, with its numbers rounded to what a reader can use: points to
/// 0.01, seconds to 0.1 ms, velocities to 0.1 pt/s (a recording's float noise,
/// `4.501998773775995e-11` or `1.2850000000000001`, is not information).
enum InspectLine {
    /// A finished gesture: the inspector's summary.
    static func finished(_ summary: GestureSummary) -> String {
        "{\"start\": \(pair(summary.start)), \"end\": \(pair(summary.end)), \"duration\": \(number(summary.duration, places: 4)), "
            + "\"translation\": \(pair(summary.translation)), \"velocity\": \(pair(summary.velocity, places: 1))}"
    }

    /// A gesture the recording ends in the middle of (a down with no up): where it started, where
    /// the finger was last, for how long, and `"unfinished": true`; no release, so no velocity.
    static func unfinished(_ gesture: UnfinishedGesture) -> String {
        let translation = CGPoint(x: gesture.end.x - gesture.start.x, y: gesture.end.y - gesture.start.y)
        return "{\"start\": \(pair(gesture.start)), \"end\": \(pair(gesture.end)), \"duration\": \(number(gesture.duration, places: 4)), "
            + "\"translation\": \(pair(translation)), \"unfinished\": true}"
    }

    private static func pair(_ p: CGPoint, places: Int = 2) -> String {
        "[\(number(Double(p.x), places: places)), \(number(Double(p.y), places: places))]"
    }

    /// `value` rounded to `places` decimals, without trailing zeros ("12.5", "0", "-3").
    static func number(_ value: Double, places: Int) -> String {
        let scale = pow(10, Double(places))
        let rounded = (value * scale).rounded() / scale
        guard rounded != 0 else { return "0" }
        var text = String(format: "%.\(places)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}

/// A press the recording never released: its start, the finger's last place and time.
struct UnfinishedGesture: Equatable {
    var start: CGPoint
    var end: CGPoint
    var duration: Double

    /// The gesture still under way where `records` end, or nil (a release, Escape or a focus
    /// loss ends one, as the inspector counts them).
    static func at(endOf records: [InputRecord]) -> UnfinishedGesture? {
        var gesture: UnfinishedGesture?
        var downTime = 0.0
        for record in records {
            switch record.kind {
            case .down(let point):
                gesture = UnfinishedGesture(start: point, end: point, duration: 0)
                downTime = record.time
            case .move(let point):
                gesture?.end = point
                gesture?.duration = record.time - downTime
            case .up, .focusLost:
                gesture = nil
            case .key(let name):
                if name == "Escape" { gesture = nil }
            case .scroll, .pinch:
                break
            }
        }
        return gesture
    }
}
