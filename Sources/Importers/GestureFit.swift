import Foundation
import Input

/// Places an imported recording on a scene (`fluid import --fit SCENE`): every pointer record
/// moves so that the first touch-down lands on `start` (a point on the scene's draggable view),
/// and the whole gesture is scaled about that point, by as little as it takes to stay inside
/// `bounds` (never enlarged: a flick keeps the speed the finger had wherever it fits).
public struct GestureFit: Equatable, Sendable {
    /// The factor applied to every offset from the first touch-down, at most 1.
    public var scale: Double
    /// Where the first touch-down was, and where it lands.
    public var from: CGPoint
    public var to: CGPoint

    /// The fit of `records` to start at `start` inside `bounds`; nil when there is no touch-down.
    public init?(records: [InputRecord], start: CGPoint, bounds: CGRect) {
        let points = records.compactMap { $0.pointerEvent?.location }
        guard let first = records.lazy.compactMap({ record -> CGPoint? in
            if case .down(let p) = record.kind { return p }
            return nil
        }).first else { return nil }
        var scale = 1.0
        // For each side, the offset that reaches furthest towards it must fit in the room there.
        func limit(_ reach: Double, _ room: Double) {
            guard reach > 0 else { return }
            scale = min(scale, max(room, 0) / reach)
        }
        let dx = points.map { Double($0.x - first.x) }, dy = points.map { Double($0.y - first.y) }
        limit(-(dx.min() ?? 0), Double(start.x - bounds.minX))
        limit(dx.max() ?? 0, Double(bounds.maxX - start.x))
        limit(-(dy.min() ?? 0), Double(start.y - bounds.minY))
        limit(dy.max() ?? 0, Double(bounds.maxY - start.y))
        self.scale = scale
        self.from = first
        self.to = start
    }

    /// `point` moved and scaled by this fit.
    public func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: Double(to.x) + scale * Double(point.x - from.x), y: Double(to.y) + scale * Double(point.y - from.y))
    }

    /// `records` with every pointer position fitted; times and other records unchanged.
    public func apply(to records: [InputRecord]) -> [InputRecord] {
        records.map { record in
            var fitted = record
            switch record.kind {
            case .down(let p): fitted.kind = .down(apply(p))
            case .move(let p): fitted.kind = .move(apply(p))
            case .up(let p): fitted.kind = .up(apply(p))
            case let .scroll(p, delta, type): fitted.kind = .scroll(apply(p), delta: delta, type: type)
            case let .pinch(phase, p, scale, rotation): fitted.kind = .pinch(phase, apply(p), scale: scale, rotation: rotation)
            case .key, .focusLost: break
            }
            return fitted
        }
    }
}
