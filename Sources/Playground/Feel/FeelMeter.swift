import Foundation
import Momentum
import ViewTree

/// Measures each release as it happens, frame by frame, into a `FeelReport`: the scene's moving
/// view's place every frame, the drag's last step, the first step after the release, and where
/// the view comes to rest. Fed once per frame by the app; allocates nothing per frame.
struct FeelMeter {
    /// Where the moving view was at a frame's display time, and the pointer over it.
    struct Sample {
        var time: Double
        var frame: CGRect
        var pointer: CGPoint?

        /// The point of the view `held` from its frame's corner when the frame was `held.width`
        /// wide: content is laid out from the corner, and scales with the view's width (a sheet
        /// that only grows taller keeps its content where it was; the floating player's video
        /// grows with it).
        func point(_ held: Held) -> CGPoint {
            let scale = held.width > 0 && frame.width > 0 ? frame.width / held.width : 1
            return CGPoint(x: frame.minX + held.offset.dx * scale, y: frame.minY + held.offset.dy * scale)
        }
    }

    /// Where the finger was on the view at the release: its offset from the frame's corner
    /// (kept inside the frame) and the frame's width then.
    struct Held {
        var offset: CGVector
        var width: CGFloat
    }

    /// What the release is measured against: the drag's last frame and its direction.
    private struct Release {
        var last: Sample
        /// The point the finger held: a view that grows (the floating player) is measured where
        /// the finger was on it, not at its corner (issue 51).
        var held: Held
        var dragVelocity: CGVector
        /// Unit vector of the drag's direction in its last frame.
        var direction: CGVector
        /// The spring the release started, if it started one (F8).
        var spring: ReleaseStart?
    }

    /// What the app knows of a release at its first frame: the tracker's velocity (pt/s), how
    /// long the pointer had been still (R29), the spring it started, and whether it started
    /// anything at all (a slider let go starts nothing, and has no feel to report).
    typealias ReleaseFacts = (velocity: CGPoint?, restGap: Double?, spring: ReleaseStart?, animates: Bool)

    private enum Phase {
        case idle
        /// The pointer is down: the newest frame and the one before it.
        case dragging(last: Sample, before: Sample?)
        /// Released: measuring until the view rests (or the next drag).
        case released(Release)
    }

    private var phase = Phase.idle
    /// The report of the last release, until the next drag begins (nil before any).
    private(set) var current: FeelReport?
    /// Every settled release's report, oldest first (the last `capacity`).
    private(set) var reports: [FeelReport] = []
    /// Distances along the release's direction and their times since the release, to find
    /// the overshoot and settling once the view rests.
    private var path: [(time: Double, along: Double, across: Double)] = []
    static let capacity = 200

    /// Every release so far, oldest first: the settled ones, then the one still moving.
    var releases: [FeelReport] {
        guard case .released = phase, let current, !current.isSettled else { return reports }
        return reports + [current]
    }
    static let pathCapacity = 1200

    /// What the meter measures: a view's place (points), or a zoom or turn fed as `frame.minX`.
    let unit: FeelUnit

    init(unit: FeelUnit = .points) {
        self.unit = unit
        path.reserveCapacity(Self.pathCapacity)
        reports.reserveCapacity(Self.capacity)
    }

    /// One frame at `time`: the moving view's `frame`, the `pointer` over it and whether it
    /// `isDown`; `settled` when nothing moves any more. `finger` gives, at a release, the
    /// tracker's velocity (pt/s) and how long the pointer had been still (R29).
    mutating func record(time: Double, frame: CGRect, pointer: CGPoint?, isDown: Bool, settled: Bool,
                         finger: () -> ReleaseFacts) {
        let sample = Sample(time: time, frame: frame, pointer: pointer)
        switch phase {
        case .idle, .released:
            if isDown {
                // A view caught before it rested: its release is reported as it stood.
                if case .released = phase, let report = current { keep(report) }
                current = nil
                phase = .dragging(last: sample, before: nil)
                return
            }
            guard case .released(let release) = phase else { return }
            follow(release, sample, settled: settled)
        case let .dragging(last, before):
            guard !isDown else {
                phase = .dragging(last: sample, before: last)
                return
            }
            release(from: last, before: before, first: sample, finger: finger())
            if case .released(let release) = phase { follow(release, sample, settled: settled) }
        }
    }

    /// The first frame without the pointer: the report starts.
    private mutating func release(from last: Sample, before: Sample?, first: Sample, finger: ReleaseFacts) {
        guard finger.animates else {
            current = nil
            phase = .idle
            return
        }
        let held = Self.held(in: last)
        let a = last.point(held), b = first.point(held)
        var v = CGVector.zero
        if let before, last.time > before.time {
            let dt = CGFloat(last.time - before.time), p = before.point(held)
            v = CGVector(dx: (a.x - p.x) / dt, dy: (a.y - p.y) / dt)
        }
        // Along the finger's flick where it moved at the release (the view may go another way:
        // the floating player's corner runs along its diagonal), else the way the view went.
        var u = CGVector.zero
        if finger.restGap == nil, let f = finger.velocity { u = Self.unit(CGVector(dx: f.x, dy: f.y)) }
        if u == .zero { u = Self.unit(v) }
        if u == .zero { u = Self.unit(CGVector(dx: b.x - a.x, dy: b.y - a.y)) }
        if u == .zero { u = CGVector(dx: 0, dy: 1) }
        let release = Release(last: last, held: held, dragVelocity: v, direction: u, spring: finger.spring)
        let dt = first.time - last.time
        let step = Self.along(CGVector(dx: b.x - a.x, dy: b.y - a.y), u)
        let dragSpeed = Self.along(v, u)
        let fingerSpeed = finger.velocity.map { Self.along(CGVector(dx: $0.x, dy: $0.y), u) } ?? 0
        current = FeelReport(fingerSpeed: fingerSpeed, dragSpeed: dragSpeed,
                             firstFrameSpeed: dt > 0 ? step / dt : 0, jump: step - dragSpeed * dt,
                             overshoot: 0, settleTime: nil,
                             projectedDistance: Double(Projection.distance(velocity: CGFloat(dragSpeed))),
                             restDistance: nil, restGap: finger.restGap, springVelocity: finger.spring?.relativeVelocity,
                             unit: unit)
        path.removeAll(keepingCapacity: true)
        phase = .released(release)
    }

    /// A frame after the release: its place on the way, and the report once the view rests.
    private mutating func follow(_ release: Release, _ sample: Sample, settled: Bool) {
        let now = sample.point(release.held), then = release.last.point(release.held)
        let d = CGVector(dx: now.x - then.x, dy: now.y - then.y)
        let along = Self.along(d, release.direction)
        let across = Double(d.dx * release.direction.dy - d.dy * release.direction.dx)
        if path.count < Self.pathCapacity { path.append((sample.time - release.last.time, along, across)) }
        guard settled, var report = current, !report.isSettled else { return }
        // Rest is where the last frame is; the overshoot is how far past it along the way.
        let rest = path.last ?? (0, along, across)
        report.restDistance = rest.along
        if let start = release.spring?.origin {
            let from = CGVector(dx: sample.frame.minX - start.x, dy: sample.frame.minY - start.y)
            report.springDistance = Self.along(from, release.direction)
        }
        let sign: Double = rest.along >= 0 ? 1 : -1
        report.overshoot = path.map { ($0.along - rest.along) * sign }.max().map { max($0, 0) } ?? 0
        var settledAt = rest.time
        for p in path.reversed() {
            let off = ((p.along - rest.along) * (p.along - rest.along) + (p.across - rest.across) * (p.across - rest.across)).squareRoot()
            if off > unit.settleTolerance { break }
            settledAt = p.time
        }
        report.settleTime = settledAt
        current = report
        keep(report)
        phase = .idle
    }

    /// Forgets the release under way and its report (a scene switch: it spoke of a scene that
    /// is gone); the settled reports stay.
    mutating func forgetCurrent() {
        if case .released = phase, let report = current { keep(report) }
        current = nil
        phase = .idle
        path.removeAll(keepingCapacity: true)
    }

    /// Keeps a finished release's report (the last `capacity`).
    private mutating func keep(_ report: FeelReport) {
        if reports.count == Self.capacity { reports.removeFirst() }
        reports.append(report)
    }

    /// Where the pointer was on the view in `sample` (kept inside its frame); the frame's
    /// corner when no pointer was over it.
    private static func held(in sample: Sample) -> Held {
        let f = sample.frame
        guard let p = sample.pointer, p.x.isFinite, p.y.isFinite else { return Held(offset: .zero, width: f.width) }
        let x = min(max(p.x, f.minX), f.maxX), y = min(max(p.y, f.minY), f.maxY)
        return Held(offset: CGVector(dx: x - f.minX, dy: y - f.minY), width: f.width)
    }

    private static func unit(_ v: CGVector) -> CGVector {
        let length = (v.dx * v.dx + v.dy * v.dy).squareRoot()
        guard length > 1e-9, length.isFinite else { return .zero }
        return CGVector(dx: v.dx / length, dy: v.dy / length)
    }

    private static func along(_ v: CGVector, _ u: CGVector) -> Double {
        Double(v.dx * u.dx + v.dy * u.dy)
    }
}
