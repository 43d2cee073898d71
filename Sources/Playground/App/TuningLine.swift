import Foundation
import Momentum

/// How the HUD's tuning line names a scene's two numbers (the damping slot and the response
/// slot): as a spring's damping ratio and duration (or SwiftUI's response), or, in the scroll
/// view, as UIScrollView's rubber-band constant and `decelerationRate` (issue 51).
public enum TuningLine: Equatable, Sendable {
    /// "ζ 0.80 · duration 1.20 s" (UIKit), or with `responseName` "response" SwiftUI's
    /// "ζ 0.90 · Spring response 0.75 s" (`Spring(response:dampingRatio:)`).
    case spring(responseName: String)
    /// "rubber band 0.55 · decelerationRate 0.998": the damping slot is the rubber band's
    /// constant, the response slot the deceleration's time constant, shown as the rate it makes.
    case scrollView

    /// The line for `tuning`.
    public func text(for tuning: SceneTuning) -> String {
        switch self {
        case .spring(let responseName) where responseName == "response":
            // SwiftUI's vocabulary: the scene's release is `Spring(response:dampingRatio:)`.
            return String(format: "ζ %.2f · Spring response %.2f s", tuning.dampingRatio, tuning.response)
        case .spring(let responseName):
            return String(format: "ζ %.2f · %@ %.2f s", tuning.dampingRatio, responseName, tuning.response)
        case .scrollView:
            return String(format: "rubber band %.2f · decelerationRate %.5g", tuning.dampingRatio,
                          Deceleration(timeConstant: tuning.response).rate)
        }
    }

    /// Where the damping part of the line ends, in points from the panel's left (the mouse wheel
    /// over it steps the damping slot, right of it the response slot).
    public var dampingPartWidth: CGFloat {
        switch self {
        case .spring: return 62
        case .scrollView: return 112
        }
    }

    /// Whether the frame rate fits at the line's right; the scroll view's longer names take the
    /// line's width, and the HUD writes the rate on the line below.
    public var leavesRoomForFrameRate: Bool {
        switch self {
        case .spring: return true
        case .scrollView: return false
        }
    }

    /// Where the response part ends, from the panel's left (the frame rate is right of it).
    public var responsePartEnd: CGFloat {
        switch self {
        case .spring: return 212
        case .scrollView: return 250
        }
    }
}
