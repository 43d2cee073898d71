import Foundation
import Input
import Platform
import ViewTree

/// The frame where the moving view went furthest after a recording's last release, along the
/// way it set off: the overshoot's peak for a spring that overshoots, where it rests for one
/// that does not. `fluid sweep`'s contact sheet shows it beside the shared moments, which a
/// tuning's own peak falls between (issue 51).
struct FurthestFrame {
    /// The last release's time (seconds on the recording's clock); nil: the recording has none.
    private let releaseTime: Double?
    private var start: CGPoint?
    private var direction: CGVector?
    private var best = 0.0
    private(set) var image: BitmapImage?
    private(set) var time: Double?

    init(records: [InputRecord]) {
        releaseTime = records.last { if case .up = $0.kind { return true } else { return false } }?.time
    }

    /// True when the frame shown at `time`, with the moving view at `origin`, is further along
    /// than any before it since the release (half a point at least).
    mutating func isFurther(at time: Double, origin: CGPoint?) -> Bool {
        guard let releaseTime, time >= releaseTime, let origin else { return false }
        guard let start else {
            self.start = origin
            return false
        }
        let d = CGVector(dx: origin.x - start.x, dy: origin.y - start.y)
        if direction == nil {
            let length = (d.dx * d.dx + d.dy * d.dy).squareRoot()
            guard length > 0.5 else { return false }
            direction = CGVector(dx: d.dx / length, dy: d.dy / length)
        }
        guard let u = direction else { return false }
        let along = Double(d.dx * u.dx + d.dy * u.dy)
        guard along > best + 0.5 else { return false }
        best = along
        return true
    }

    mutating func keep(_ frame: BitmapImage, at time: Double) {
        image = frame
        self.time = time
    }
}
