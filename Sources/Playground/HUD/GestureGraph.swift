import Foundation
import Painting
import ViewTree

/// The last gesture over time, for the HUD: the dragged view's position and speed
/// along the drag, the finger's speed while it is down, and the release, so a hand-off that drops
/// (or adds) speed shows at a glance. A fixed ring of samples: recording never allocates.
struct GestureGraph {
    static let capacity = 150   // 2.5 s at 60 Hz
    private var times = [Double](repeating: 0, count: capacity)
    private var xs = [Double](repeating: 0, count: capacity), ys = [Double](repeating: 0, count: capacity)
    private var vxs = [Double](repeating: 0, count: capacity), vys = [Double](repeating: 0, count: capacity)
    /// The finger's velocity, NaN where no finger drags.
    private var fxs = [Double](repeating: .nan, count: capacity), fys = [Double](repeating: .nan, count: capacity)
    private(set) var count = 0
    /// The first sample after the finger let go.
    private(set) var releaseIndex: Int?
    private var wasDown = false
    /// Set once the motion after the release has come to rest: the graph keeps that moment as
    /// its end, so its time axis stops growing while nothing moves. Set before any drag too:
    /// motion no drag began (a tap's animation) is never recorded.
    private(set) var isComplete = true

    static let positionColor = Color(white: 1, alpha: 0.8)
    static let speedColor = Color(hex: 0xFF9F0A)
    static let fingerColor = Color(hex: 0x64D2FF)
    static let releaseColor = Color(white: 1, alpha: 0.5)
    /// The caption: each line's name in the line's colour.
    static let legend: [(word: String, color: Color)] = [
        ("last drag:", Color(white: 1, alpha: 0.55)), ("position", positionColor), ("speed", speedColor),
        ("finger", fingerColor), ("release", releaseColor),
    ]

    /// A new gesture: forget the last one.
    mutating func begin() {
        count = 0
        releaseIndex = nil
        wasDown = true
        isComplete = false
    }

    /// One frame: where the view is (its frame origin), and the finger's velocity if it drags;
    /// `settled` when nothing moves. Stops recording when the ring is full, and at the first
    /// frame at rest after the release.
    mutating func record(time: Double, origin: CGPoint, finger: CGPoint?, isDown: Bool, settled: Bool = false) {
        if count == Self.capacity && releaseIndex == nil { dropOlderHalf() }   // a long drag: keep its end
        guard count < Self.capacity, !isComplete else { return }
        let i = count
        times[i] = time
        xs[i] = Double(origin.x)
        ys[i] = Double(origin.y)
        if i > 0, time > times[i - 1] {
            let dt = time - times[i - 1]
            vxs[i] = (xs[i] - xs[i - 1]) / dt
            vys[i] = (ys[i] - ys[i - 1]) / dt
        } else {
            vxs[i] = 0
            vys[i] = 0
        }
        fxs[i] = finger.map { Double($0.x) } ?? .nan
        fys[i] = finger.map { Double($0.y) } ?? .nan
        if wasDown && !isDown && releaseIndex == nil { releaseIndex = i }
        wasDown = isDown
        count += 1
        if releaseIndex != nil, settled { isComplete = true }
    }

    /// Shifts the newer half to the front, in place.
    private mutating func dropOlderHalf() {
        let half = Self.capacity / 2
        for i in 0..<(count - half) {
            times[i] = times[i + half]; xs[i] = xs[i + half]; ys[i] = ys[i + half]
            vxs[i] = vxs[i + half]; vys[i] = vys[i + half]; fxs[i] = fxs[i + half]; fys[i] = fys[i + half]
        }
        count -= half
    }

    /// Whether the drag went mostly along x (else y).
    private var alongX: Bool {
        guard count > 1 else { return false }
        var minX = xs[0], maxX = xs[0], minY = ys[0], maxY = ys[0]
        for i in 1..<count {
            minX = min(minX, xs[i]); maxX = max(maxX, xs[i])
            minY = min(minY, ys[i]); maxY = max(maxY, ys[i])
        }
        return maxX - minX > maxY - minY
    }

    /// Draws into `frame`: position (white), the view's speed (orange), the finger's speed (blue
    /// dots) and the release (a line), every mark inside it. `points` is scratch of at least
    /// `capacity` points.
    func draw(in frame: CGRect, painter: Painter, points: inout [CGPoint]) {
        painter.fillRoundedRect(frame, radius: 4, color: Color(white: 1, alpha: 0.06))
        guard count > 1, points.count >= count else { return }
        // Inset by the widest mark's half (the dots, the 2-point line), so none crosses the edge.
        let box = frame.insetBy(dx: Self.markInset, dy: Self.markInset)
        let useX = alongX
        let t0 = times[0], span = max(times[count - 1] - t0, 1e-6)
        var low = Double.infinity, high = -Double.infinity, fastest = 1.0
        for i in 0..<count {
            let p = useX ? xs[i] : ys[i]
            low = min(low, p); high = max(high, p)
            fastest = max(fastest, abs(useX ? vxs[i] : vys[i]))
            let f = useX ? fxs[i] : fys[i]
            if f.isFinite { fastest = max(fastest, abs(f)) }
        }
        let range = max(high - low, 1e-6)
        func x(_ i: Int) -> CGFloat { box.minX + box.width * CGFloat((times[i] - t0) / span) }
        func speedY(_ v: Double) -> CGFloat { box.midY - box.height * 0.45 * CGFloat(v / fastest) }
        painter.strokeLine(from: CGPoint(x: box.minX, y: box.midY), to: CGPoint(x: box.maxX, y: box.midY),
                           width: 1, color: Color(white: 1, alpha: 0.15))
        if let r = releaseIndex {
            painter.strokeLine(from: CGPoint(x: x(r), y: box.minY), to: CGPoint(x: x(r), y: box.maxY),
                               width: 1, color: Self.releaseColor)
        }
        for i in 0..<count {
            let p = useX ? xs[i] : ys[i]
            points[i] = CGPoint(x: x(i), y: box.maxY - box.height * CGFloat((p - low) / range))
        }
        points.withUnsafeBufferPointer {
            painter.strokePolyline(UnsafeBufferPointer(rebasing: $0[0..<count]), width: 1.5, color: Self.positionColor)
        }
        for i in 0..<count { points[i] = CGPoint(x: x(i), y: speedY(useX ? vxs[i] : vys[i])) }
        points.withUnsafeBufferPointer {
            painter.strokePolyline(UnsafeBufferPointer(rebasing: $0[1..<count]), width: 2, color: Self.speedColor)
        }
        for i in 0..<count {
            let f = useX ? fxs[i] : fys[i]
            guard f.isFinite else { continue }
            painter.fillRoundedRect(CGRect(x: x(i) - 1.5, y: speedY(f) - 1.5, width: 3, height: 3), radius: 1.5,
                                    color: Self.fingerColor)
        }
    }

    /// How far marks keep from the box's edge.
    static let markInset: CGFloat = 2

    /// The recorded speeds along the drag (for tests): the view's, and the finger's (NaN when none).
    var speeds: [(view: Double, finger: Double)] {
        let useX = alongX
        return (0..<count).map { (useX ? vxs[$0] : vys[$0], useX ? fxs[$0] : fys[$0]) }
    }
}
