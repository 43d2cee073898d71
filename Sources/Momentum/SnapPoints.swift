import Foundation

/// Where a released view settles among a few rests (a sheet's detents, a drawer's open and
/// closed, a card's positions), chosen with the release's velocity, as Compose's
/// `AnchoredDraggable` chooses: from the rest the view left, a release faster than
/// `velocityThreshold` goes to the next rest the way it moves; a slower one goes on only past
/// `positionalThreshold` of the way there, and back otherwise. `projected` chooses as F5 does
/// instead: the rest nearest to where the release would coast.
///
/// Positions are points along one axis; velocities points per second.
public struct SnapPoints: Equatable, Sendable {
    /// The rests, in any order.
    public var rests: [CGFloat]
    /// Compose's default: 125 dp/s.
    public var velocityThreshold: CGFloat
    /// The share of the way to the next rest past which a slow release goes on (Compose: half).
    public var positionalThreshold: CGFloat

    public init(_ rests: [CGFloat], velocityThreshold: CGFloat = 125, positionalThreshold: CGFloat = 0.5) {
        self.rests = rests.filter(\.isFinite)
        self.velocityThreshold = abs(velocityThreshold)
        self.positionalThreshold = positionalThreshold
    }

    /// The rest a release at `position` moving at `velocity` goes to, having left `from` (the rest
    /// it was at when the drag began); nil without rests.
    public func target(from rest: CGFloat, position: CGFloat, velocity: CGFloat) -> CGFloat? {
        guard !rests.isEmpty else { return nil }
        guard position.isFinite else { return nearest(to: rest) }
        let v = velocity.isFinite ? velocity : 0
        if position == rest { return nearest(to: rest) }
        let forward = position > rest
        // The next rest the way the view went, beyond where it is (or the last one that way).
        let ahead = forward ? rests.filter { $0 >= position }.min() : rests.filter { $0 <= position }.max()
        guard let next = ahead else { return forward ? rests.max() : rests.min() }
        if forward ? v >= velocityThreshold : v <= -velocityThreshold { return next }
        // The rest behind the view, between the one it left and where it is.
        let behind = forward ? rests.filter { $0 < position }.max() ?? rest : rests.filter { $0 > position }.min() ?? rest
        let past = abs(position - behind) >= positionalThreshold * abs(next - behind)
        return past ? next : behind
    }

    /// F5: the rest nearest to where a release at `position` moving at `velocity` coasts with
    /// `decay` (UIScrollView's normal rate unless given).
    public func projected(position: CGFloat, velocity: CGFloat, decay: Decay = .normal) -> CGFloat? {
        let coast = CGFloat(decay.distance(velocity: Double(velocity.isFinite ? velocity : 0)))
        return nearest(to: position + coast)
    }

    /// The rest nearest to `position`; the first listed on a tie.
    public func nearest(to position: CGFloat) -> CGFloat? {
        rests.min { abs($0 - position) < abs($1 - position) }
    }
}
