import Foundation
import ViewTree

extension PanGestureRecognizer {
    /// UIScrollView's normal deceleration rate, per millisecond: the coast a prediction assumes.
    public static let predictionDecelerationRate = 0.998

    /// Where the translation would end if the pointer lifted now and what it drags coasted on as a
    /// scroll view decelerates at `decelerationRate` per millisecond: the translation plus
    /// v/1000 · r/(1 − r) per axis (the projection of WWDC 2018's "Designing Fluid Interfaces",
    /// SPEC F5), in `view`'s coordinates, points. SwiftUI's `DragGesture.Value` reports the same
    /// idea as `predictedEndTranslation`.
    public func predictedEndTranslation(in view: View?, decelerationRate: Double = predictionDecelerationRate) -> CGPoint {
        let t = translation(in: view), coast = Self.coast(velocity(in: view), rate: decelerationRate)
        return CGPoint(x: t.x + coast.x, y: t.y + coast.y)
    }

    /// The pointer's location in `view` moved on by the same coast (`predictedEndLocation`).
    public func predictedEndLocation(in view: View?, decelerationRate: Double = predictionDecelerationRate) -> CGPoint {
        let p = location(in: view), coast = Self.coast(velocity(in: view), rate: decelerationRate)
        return CGPoint(x: p.x + coast.x, y: p.y + coast.y)
    }

    /// How far `velocity` (points per second) coasts at `rate`; a rate outside (0, 1) coasts none.
    static func coast(_ velocity: CGPoint, rate: Double) -> CGPoint {
        guard rate > 0, rate < 1 else { return .zero }
        let k = CGFloat(rate / (1 - rate) / 1000)
        let x = velocity.x * k, y = velocity.y * k
        return CGPoint(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
    }
}
