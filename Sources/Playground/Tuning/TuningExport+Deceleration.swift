import CurveTool
import Foundation

/// A scroll view's tuning (`ReleaseTiming.deceleration`) as code: each platform's own knob for
/// the same coast, a velocity that decays as r^(1000·t) (r per millisecond, λ = −1000·ln r per
/// second), and its rubber band where the platform has one.
extension TuningExport {
    func decelerationText(_ format: ExportFormat, rate: Double, rubberBand: Double) -> String {
        let comment = format == .css ? ("/*", " */") : ("//", "")
        var out = "\(comment.0) \(format.title): \(sceneName), \(describe)\(comment.1)\n"
        let decay = -1000 * log(rate)
        let v = release?.velocity
        if let v {
            let coast = v / 1000 * rate / (1 - rate)
            out += "\(comment.0) the release: \(n(v)) pt/s, which coasts \(n(coast)) pt\(comment.1)\n"
        }
        let band = "offset = (1 − 1/(x·\(n(rubberBand))/d + 1))·d for x past the end of a view d long"
        switch format {
        case .uikit:
            out += """
            scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: \(n(rate)))
            // UIKit's rubber band is fixed at 0.55; this one is \(n(rubberBand)): \(band)

            """
        case .swiftui:
            out += """
            // SwiftUI's ScrollView takes UIKit's rate: UIScrollView.appearance().decelerationRate = .init(rawValue: \(n(rate)))
            // rubber band: \(band)

            """
        case .css:
            out += """
            /* Browsers coast with their own rate; to coast this way from script, offset after t seconds: */
            /* (v / 1000) * \(n(rate)) / (1 - \(n(rate))) * (1 - Math.pow(\(n(rate)), 1000 * t)) */
            /* rubber band: \(band) */

            """
        case .android:
            let start = v.map { ".setStartVelocity(\(n($0))f)" } ?? ""
            out += """
            FlingAnimation(view, DynamicAnimation.SCROLL_Y)\(start).setFriction(\(n(decay / 4.2))f)  // velocity × e^(−4.2·friction·t)
            // rubber band: \(band)

            """
        case .flutter:
            out += """
            final simulation = FrictionSimulation(\(n(pow(rate, 1000))), position, \(v.map(n) ?? "velocity"));  // velocity × drag^t
            // rubber band: \(band)

            """
        }
        return out
    }

    private func n(_ v: Double) -> String { CSSLinearEasing.short(v) }
}
