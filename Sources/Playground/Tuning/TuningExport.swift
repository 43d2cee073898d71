import Animation
import CurveTool
import Foundation
import ViewTree

/// A platform `fluid export` writes code for.
public enum ExportFormat: String, CaseIterable, Sendable {
    case uikit, swiftui, css, android, flutter

    /// What the section is headed with.
    var title: String {
        switch self {
        case .uikit: return "UIKit"
        case .swiftui: return "SwiftUI"
        case .css: return "CSS"
        case .android: return "Android (androidx.dynamicanimation)"
        case .flutter: return "Flutter"
        }
    }
}

/// A scene's release timing (F2) written as code for other platforms, each number chosen with
/// that platform's own formulas (R23) so that it reproduces the motion the engine runs here:
///
/// - A UIKit duration + ζ spring is exported to UIKit as written; elsewhere as the spring UIKit
///   fits to it (mass 1, stiffness ω₀², damping 2ζω₀, R23) for a release at rest. A release's
///   velocity refits UIKit's spring; the other platforms keep their constants.
/// - A SwiftUI response + ζ spring: SwiftUI as written, the rest from k = (2π/response)²,
///   c = 4πζ/response.
/// - A cubic curve: its control points and duration everywhere.
/// - CSS has no spring: a `linear()` easing within 1e-4 of the curve, over the spring's run.
public struct TuningExport {
    public let sceneName: String
    public let timing: ReleaseTiming
    /// The release exported (`fluid export --velocity`, `C` after a drag); nil: a release at rest.
    public let release: Release?

    /// A throw: `velocity` points per second towards the end, `distance` points still to go (a
    /// zoom's or a turn's in scale or radians: `unit`, issue 47 item 4).
    public struct Release: Equatable, Sendable {
        public var velocity: Double
        public var distance: Double
        public var unit: FeelUnit
        public init(velocity: Double, distance: Double, unit: FeelUnit = .points) {
            self.velocity = velocity
            self.distance = distance
            self.unit = unit
        }

        /// The spring's initial velocity, in distances per second (R24); 0 with no distance.
        public var relativeVelocity: Double {
            let v = velocity / distance
            return v.isFinite ? v : 0
        }
    }

    public init(sceneName: String, timing: ReleaseTiming, release: Release? = nil) {
        self.sceneName = sceneName
        self.timing = timing
        self.release = release
    }

    /// The curve the engine runs for this timing and release, and its length in seconds (F1:
    /// UIKit's spring is fitted to the duration with the release's velocity, R23).
    public var engineCurve: TimingCurve? {
        switch timing {
        case .spring:
            let v = release?.relativeVelocity ?? 0
            guard let spring = timing.springParameters(initialVelocity: CGVector(dx: v, dy: v)),
                  let duration = timing.duration else { return nil }
            return TimingCurve(spring, duration: duration)
        case let .cubic(curve, duration):
            return TimingCurve(CubicTimingParameters(animationCurve: curve), duration: duration)
        case .deceleration, .none:
            return nil
        }
    }

    /// The sections for `formats`, each headed by its platform, in the order given.
    public func text(formats: [ExportFormat]) -> String {
        if case .deceleration = timing { return formats.map { text($0) }.joined(separator: "\n") }
        guard engineCurve != nil else {
            return "// \(sceneName): nothing is released in this scene, so there is no timing to export.\n"
        }
        return formats.map { text($0) }.joined(separator: "\n")
    }

    /// One platform's code, headed by a comment naming the scene and the parameterisation.
    public func text(_ format: ExportFormat) -> String {
        if case let .deceleration(rate, rubberBand) = timing {
            return decelerationText(format, rate: rate, rubberBand: rubberBand)
        }
        guard let curve = engineCurve else { return "" }
        let comment = format == .css ? ("/*", " */") : ("//", "")
        var out = "\(comment.0) \(format.title): \(sceneName), \(describe)\(comment.1)\n"
        if let release {
            out += "\(comment.0) the release: \(n(release.velocity))\(release.unit.speed) with \(n(release.distance))\(release.unit.distance) to go"
                + (timing.springParameters() != nil ? " (initial velocity \(n(release.relativeVelocity)) of the distance a second)" : "")
                + "\(comment.1)\n"
        }
        switch timing {
        case let .spring(form, ratio, response):
            out += springCode(format, form: form, ratio: ratio, response: response, curve: curve)
        case let .cubic(animationCurve, duration):
            out += cubicCode(format, curve: animationCurve, duration: duration)
        case .deceleration, .none:
            break
        }
        return out
    }

    /// The tuning in the HUD's words.
    var describe: String {
        switch timing {
        case let .spring(.uikitDuration, ratio, response):
            return "UIKit duration \(n(response)) s + damping ratio \(n(ratio))"
        case let .spring(.swiftUIResponse, ratio, response):
            return "SwiftUI response \(n(response)) s + damping fraction \(n(ratio))"
        case let .cubic(curve, duration):
            return "cubic \(Self.name(of: curve)) over \(n(duration)) s"
        case let .deceleration(rate, rubberBand):
            return "deceleration rate \(n(rate)) per ms + rubber band \(n(rubberBand))"
        case .none:
            return "no release"
        }
    }

    private func springCode(_ format: ExportFormat, form: ReleaseTiming.SpringForm, ratio: Double, response: Double,
                            curve: TimingCurve) -> String {
        guard let motion = curve.springMotion else { return "" }
        let w0 = motion.omega0, zeta = motion.dampingRatio
        let k = w0 * w0, c = 2 * zeta * w0, period = 2 * Double.pi / w0
        let v = release?.relativeVelocity ?? 0
        let velocity = "CGVector(dx: \(n(v)), dy: \(n(v)))"
        switch format {
        case .uikit:
            // F8: the duration form where UIKit's fit (R23) lands on the spring that ran; the
            // mass/stiffness form of that spring where it does not.
            if form == .uikitDuration,
               SpringTimingParameters.durationFormHoldsForUIKit(dampingRatio: ratio, velocity: v, duration: response) {
                let note = release == nil
                    ? "// On release: initialVelocity = the finger's speed / the distance left, per axis (distances per second).\n"
                    : "// initialVelocity in distances per second: the release's speed over its distance.\n"
                return """
                let timing = UISpringTimingParameters(dampingRatio: \(n(min(ratio, 1))), initialVelocity: \(velocity))
                let animator = UIViewPropertyAnimator(duration: \(n(response)), timingParameters: timing)
                \(note)
                """
            }
            var note = zeta > 1 ? "// ζ > 1: UIKit moves this as critically damped; CASpringAnimation with allowsOverdamping = true creeps as here.\n" : ""
            if form == .uikitDuration {
                note += "// UIKit's fit of damping ratio \(n(ratio)) to \(n(response)) s finds no spring for this velocity; this is the one that runs.\n"
            }
            note += "// initialVelocity in distances per second: the release's speed over its distance.\n"
            return note + """
            let timing = UISpringTimingParameters(mass: 1, stiffness: \(n(k)), damping: \(n(c)), initialVelocity: \(velocity))
            let animator = UIViewPropertyAnimator(duration: \(n(curve.duration)), timingParameters: timing)  // duration is the spring's own settling time

            """
        case .swiftui:
            // iOS 17's `Spring` value first (what the engine's Momentum release takes), then the
            // older spellings for earlier systems.
            let overdamped = zeta > 1 ? ", allowOverDamping: true" : ""
            if release != nil {
                // SwiftUI's spring that carries a velocity: mass, stiffness, damping, relative velocity.
                return """
                // initialVelocity in distances per second: the release's speed over its distance.
                let spring = Spring(mass: 1, stiffness: \(n(k)), damping: \(n(c))\(overdamped))
                withAnimation(.interpolatingSpring(spring, initialVelocity: \(n(v)))) { /* … */ }
                // before iOS 17:
                withAnimation(.interpolatingSpring(mass: 1, stiffness: \(n(k)), damping: \(n(c)), initialVelocity: \(n(v)))) { /* … */ }

                """
            }
            let bounce = zeta <= 1 ? 1 - zeta : 1 / zeta - 1
            return """
            let spring = Spring(duration: \(n(period)), bounce: \(n(bounce)))
            withAnimation(.spring(spring)) { /* … */ }
            // before iOS 17 (the same spring):
            withAnimation(.spring(response: \(n(period)), dampingFraction: \(n(zeta)))) { /* … */ }
            withAnimation(.spring(duration: \(n(period)), bounce: \(n(bounce)))) { /* … */ }

            """
        case .css:
            let easing = CSSLinearEasing(curve: curve, end: curve.duration)
            let what = release.map { "the whole \(n($0.distance)) px (1 pt = 1 CSS px) of the release" } ?? "the whole way"
            return """
            /* the element's transform moves \(what) in \(n(curve.duration * 1000)) ms */
            transition: transform \(n(curve.duration * 1000))ms \(easing.css);

            """
        case .android:
            guard let release else {
                return """
                SpringAnimation(view, DynamicAnimation.TRANSLATION_Y).setSpring(
                    SpringForce(finalPosition).setStiffness(\(n(k))f).setDampingRatio(\(n(zeta))f))

                """
            }
            // A value from 0 to the release's distance, so its velocity is positive towards the
            // end whichever way the view goes; Android's units are pixels, points × density.
            return """
            // pixels = points × density; the value runs from 0 to the distance, its velocity in px/s towards the end
            val density = resources.displayMetrics.density
            SpringAnimation(FloatValueHolder(0f)).setSpring(
                SpringForce(\(n(release.distance))f * density).setStiffness(\(n(k))f).setDampingRatio(\(n(zeta))f))
                .setStartVelocity(\(n(release.velocity))f * density)
                // direction: 1 for a view moving down, −1 up (y grows down); for x, the same with translationX
                .addUpdateListener { _, value, _ -> view.translationY = startY + direction * value }
                .start()

            """
        case .flutter:
            let (end, speed) = release.map { ($0.distance, $0.velocity) } ?? (1, 0)
            let units = release == nil ? "0 → 1" : "logical pixels (1 pt = 1 logical pixel), velocity in logical pixels per second"
            return """
            // \(units); an unbounded controller, so the spring's overshoot is not clamped to 0…1
            final controller = AnimationController.unbounded(vsync: this);
            final spring = SpringDescription(mass: 1, stiffness: \(n(k)), damping: \(n(c)));
            controller.animateWith(SpringSimulation(spring, 0, \(n(end)), \(n(speed))));

            """
        }
    }

    private func cubicCode(_ format: ExportFormat, curve: AnimationCurve, duration: Double) -> String {
        let p = curve.controlPoints
        let points = "\(n(p.x1)), \(n(p.y1)), \(n(p.x2)), \(n(p.y2))"
        switch format {
        case .uikit:
            return """
            let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: \(n(p.x1)), y: \(n(p.y1))), controlPoint2: CGPoint(x: \(n(p.x2)), y: \(n(p.y2))))
            let animator = UIViewPropertyAnimator(duration: \(n(duration)), timingParameters: timing)  // .\(Self.name(of: curve))

            """
        case .swiftui:
            return """
            withAnimation(.timingCurve(\(points), duration: \(n(duration)))) { /* … */ }

            """
        case .css:
            return """
            transition: transform \(n(duration * 1000))ms cubic-bezier(\(points));

            """
        case .android:
            return """
            animator.setDuration(\(Int((duration * 1000).rounded()))L)
            animator.setInterpolator(PathInterpolator(\(n(p.x1))f, \(n(p.y1))f, \(n(p.x2))f, \(n(p.y2))f))

            """
        case .flutter:
            return """
            controller.animateTo(1, duration: const Duration(microseconds: \(Int((duration * 1e6).rounded()))), curve: const Cubic(\(points)));

            """
        }
    }

    static func name(of curve: AnimationCurve) -> String {
        switch curve {
        case .easeInOut: return "easeInOut"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .linear: return "linear"
        }
    }

    private func n(_ v: Double) -> String { CSSLinearEasing.short(v) }
}
