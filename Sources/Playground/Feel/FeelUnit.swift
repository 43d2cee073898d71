import Foundation

/// What a release moves, for the feel report, `C` and `G` (issue 47 item 4): a view's place in
/// points, or a photo's zoom (scale, unitless) or turn (radians).
public enum FeelUnit: String, Equatable, Sendable {
    case points, scale, radians

    /// How a distance is written after its number ("12 pt", "0.25 rad"; a scale has none).
    var distance: String {
        switch self {
        case .points: return " pt"
        case .scale: return ""
        case .radians: return " rad"
        }
    }

    /// How a speed is written after its number.
    var speed: String {
        switch self {
        case .points: return " pt/s"
        case .scale: return " scale/s"
        case .radians: return " rad/s"
        }
    }

    /// Decimals a speed and a distance are shown with: a point's fraction is invisible, a
    /// hundredth of a scale or a radian is not.
    var digits: (speed: Int, distance: Int) {
        switch self {
        case .points: return (0, 1)
        case .scale, .radians: return (2, 3)
        }
    }

    /// Within this of its rest nothing moves visibly: half a point; a thousandth of a scale
    /// (half a point across a 420-point photo); two thousandths of a radian (half a point at
    /// its corner, 260 points from its centre).
    var settleTolerance: Double {
        switch self {
        case .points: return FeelReport.settleTolerance
        case .scale: return 0.001
        case .radians: return 0.002
        }
    }
}
