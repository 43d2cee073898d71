import Foundation
import ViewTree

/// What a person feels in one release, in numbers (F1, F7): the HUD shows it after each release
/// until the next drag, `fluid compare` prints it for every release of both runs.
///
/// Distances and speeds are those of the point of the moving view the finger held (where it
/// was on the view's frame at the release), along the finger's flick at the release, or along
/// the drag's direction in its last frame when the finger had stopped (positive the way it was
/// going), in points and points per second.
public struct FeelReport: Equatable, Sendable {
    /// The finger's speed at the release, from the velocity tracker (R29): 0 when the pointer
    /// had stopped (see `restGap`).
    public var fingerSpeed: Double
    /// The view's speed in the last frame of the drag and in the first frame after the release.
    public var dragSpeed: Double
    public var firstFrameSpeed: Double
    /// How far the first frame after the release put the view beyond where the drag, carried
    /// on at its speed, would have (a lurch forward is positive, a stall negative).
    public var jump: Double
    /// The furthest the view went past where it rests, and when it came within
    /// `settleTolerance` of that for good (seconds from the release's frame); nil while moving.
    public var overshoot: Double
    public var settleTime: Double?
    /// Where the release's projection (F5: the view's speed × r/(1 − r)/1000, r = 0.998) said the
    /// view would coast to, and where it came to rest, as distances from the release.
    public var projectedDistance: Double
    public var restDistance: Double?
    /// "Flick, stop, let go": when the finger had not moved for `VelocityTracker`'s 40 ms before
    /// the release, how long it had been still (seconds); nil for a release in motion.
    public var restGap: Double?
    /// The spring the release started, as its animator holds it (F8, what `C` copies): its
    /// initial velocity in distances per second (R24), and the distance from where it started to
    /// where the view rests (points); nil when the release started no spring, or is still moving.
    public var springVelocity: Double? = nil
    public var springDistance: Double? = nil
    /// What the release moved (issue 47 item 4): distances above are in this unit, speeds in it
    /// per second (points unless the report is of a zoom or a turn).
    public var unit: FeelUnit = .points

    /// "Within half a point": nothing moves visibly after that.
    public static let settleTolerance = 0.5

    /// True once the view has come to rest.
    public var isSettled: Bool { settleTime != nil }
}

extension FeelReport {
    /// The report as the HUD and `fluid compare` print it, two short lines: the first frame's
    /// speeds, then how the motion ended (distances from the release, in the report's unit).
    public var lines: (String, String) {
        // A number that rounds to zero is written 0, never "-0".
        func f(_ v: Double, _ digits: Int = 0) -> String {
            let text = String(format: "%.\(digits)f", v)
            return Double(text) == 0 ? String(format: "%.\(digits)f", 0.0) : text
        }
        let (s, d) = unit.digits, speed = unit.speed, distance = unit.distance
        let first: String
        if let gap = restGap {
            first = "released at rest: last move \(f(gap * 1000)) ms before release · view \(f(firstFrameSpeed, s))\(speed)"
        } else {
            first = "finger \(f(fingerSpeed, s))\(speed) → first frame \(f(firstFrameSpeed, s))\(speed) · jump \(f(jump, d))\(distance)"
        }
        // Distances from where the finger let go, never places (issue 51: "rests at 175" read as
        // a coordinate), and no "…" that reads as a line cut short while the view still moves.
        // A zoom or a turn has no projection of a scroll view's: none is written for it.
        let projection = unit == .points ? " · projection \(f(projectedDistance)) pt" : ""
        guard let settle = settleTime, let rest = restDistance else {
            return (first, "overshoot \(f(overshoot, d))\(distance) so far · still moving" + projection)
        }
        let travelled = "travelled \(f(rest, unit == .points ? 0 : d))\(distance)"
        return (first, "overshoot \(f(overshoot, d))\(distance) · settled in \(f(settle, 2)) s · "
                + (unit == .points ? travelled + " (projection \(f(projectedDistance)) pt)" : travelled))
    }
}
