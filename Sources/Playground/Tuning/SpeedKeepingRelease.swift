import Animation
import Foundation

/// F1: how much longer a release's spring runs so that the view leaves at the finger's speed and
/// keeps it through the first frame, instead of being yanked towards a far target.
///
/// A spring handed the finger's velocity v starts at v, but it also pulls at once: with
/// ω₀ and ζ, an initial acceleration of ω₀²·x − 2ζω₀·v for x still to go. A stiff spring (a
/// UIKit spring fitted to a short remaining time, SwiftUI's 0.45 s response) towards a far
/// target changes the speed by 30–300 % within the first 1/60 s; one with a little way to go
/// brakes as hard. So the release keeps the scene's spring (same form and damping, F2) and
/// lengthens its duration or response until the speed over the first frame stays within
/// `allowedDrift` of the finger's, never beyond `maximumStretch` × the tuned duration, and less
/// for slow releases (`stretchLimit`): a drag put down at rest has no speed to keep, and the
/// tuned spring applies as it is. A softer spring may overshoot a near end; the scenes leave
/// room for that (F4's rubber band past an end is the same gesture).
public enum SpeedKeepingRelease {
    /// How far the speed may drift over the first frame after release, as a share of it: F1
    /// allows 10 %; a margin is kept for a release that falls part-way into a frame.
    public static let allowedDrift = 0.07
    /// The frame F1 is judged over (the playground's 60 Hz).
    public static let firstFrame = 1.0 / 60
    /// The longest a release's spring is stretched to, as a multiple of the tuned one, when it
    /// would speed the view up (a far target).
    public static let maximumStretch = 6.0
    /// The same when it would brake (a near end): a softer spring carries the view past the end
    /// instead, so this one stays small enough that no scene shows what lies beyond its room.
    public static let maximumBrakingStretch = 3.0
    /// However fast the throw and far the target, a release's spring runs at most this long (s).
    public static let longestRelease = 3.0
    /// From this speed (points per second) a release may be stretched the whole way; slower
    /// ones proportionally less, down to none at rest.
    public static let throwSpeed = 600.0

    /// The stretch allowed for a release at `speed` points per second, up to `maximum`.
    public static func stretchLimit(speed: Double, maximum: Double = maximumStretch) -> Double {
        guard speed.isFinite else { return 1 }
        return 1 + (maximum - 1) * min(abs(speed) / throwSpeed, 1)
    }

    /// How the stretch follows the response key (F2): it is found for the scene's default
    /// response and applied to the tuned one, so a longer response still releases more slowly
    /// (found for the tuned one, every response would stretch to the same spring). F1 holds at the
    /// default tuning; a stiffer tuning lets the spring pull harder, as it asks.
    public static func responseScale(_ tuning: SceneTuning, defaults: SceneTuning) -> Double {
        let scale = defaults.response / tuning.response
        return scale.isFinite && scale > 0 ? scale : 1
    }

    /// The factor (≥ 1) to multiply the spring's duration or response by.
    ///
    /// - Parameters:
    ///   - relativeVelocity: the spring's initial velocity, in distances to go per second (R24).
    ///   - speed: the finger's speed along the motion, points per second (for `stretchLimit`).
    ///   - spring: the spring and the duration it runs for, stretched by a factor.
    ///   - tuned: the scene's tuned duration or response; `base` the spring's unstretched one (a
    ///     continuation fitted to the remaining time is shorter). The stretched spring runs at most
    ///     `stretchLimit` × `tuned`, and never longer than `longestRelease`.
    public static func stretch(relativeVelocity v: Double, speed: Double, tuned: Double, base: Double,
                               spring: (Double) -> (parameters: SpringTimingParameters, duration: Double)) -> Double {
        guard tuned.isFinite, base.isFinite, tuned > 0, base > 0 else { return 1 }
        guard v.isFinite, abs(v) > 1e-9 else { return 1 }
        // Braking when the spring at first slows the view (its pull is against the motion).
        let start = spring(1)
        let pull = start.parameters.velocity(at: firstFrame, duration: start.duration) - v
        let maximum = pull * v < 0 ? maximumBrakingStretch : maximumStretch
        let longest = min(stretchLimit(speed: speed, maximum: maximum) * tuned, longestRelease)
        let limit = longest / base
        guard limit > 1 else { return 1 }
        // The drift falls as the spring softens: the first factor on a fine geometric scale that
        // keeps within it, or the best one found.
        let steps = 48
        var best = (factor: 1.0, excess: Double.infinity)
        for i in 0...steps {
            let factor = pow(limit, Double(i) / Double(steps))
            let excess = firstFrameDrift(of: spring(factor)) - allowedDrift * abs(v)
            if excess <= 0 { return factor }
            if excess < best.excess { best = (factor, excess) }
        }
        return best.factor
    }

    /// How far the spring's speed strays from its initial velocity over the first frame: the
    /// larger of the change in instantaneous speed and of the frame's mean speed (what a trace's
    /// frame-to-frame velocity shows), in distances per second, read off the spring as the engine runs it.
    static func firstFrameDrift(of spring: (parameters: SpringTimingParameters, duration: Double)) -> Double {
        let p = spring.parameters, d = spring.duration
        let v0 = p.velocity(at: 0, duration: d)
        let end = p.velocity(at: firstFrame, duration: d)
        let mean = (p.value(at: firstFrame, duration: d) - p.value(at: 0, duration: d)) / firstFrame
        let drift = max(abs(end - v0), abs(mean - v0))
        return drift.isFinite ? drift : .infinity
    }
}

extension PropertyAnimator {
    /// The `durationFactor` to continue (R15) on a UIKit duration + ζ `spring` that starts at the
    /// finger's speed (R24), so that its first frame keeps that speed (F1): `durationFactor` as
    /// the scene would pass it (0: the remaining time), stretched as `SpeedKeepingRelease` says.
    /// `speed` is the finger's speed along the motion in points per second; `responseScale` is
    /// `SpeedKeepingRelease.responseScale` (the stretch is found at the default response).
    /// Animators that run alongside (same duration) take the same factor to stay in step.
    func durationFactorKeepingSpeed(on spring: SpringTimingParameters, durationFactor: Double, speed: Double,
                                    responseScale: Double) -> Double {
        let share = durationFactor > 0 ? durationFactor : remainingShare
        let base = share * duration * responseScale
        guard base > 0 else { return durationFactor }
        let factor = SpeedKeepingRelease.stretch(relativeVelocity: spring.initialVelocity, speed: speed,
                                                 tuned: duration * responseScale, base: base) {
            (spring, base * $0)
        }
        return factor > 1 ? share * factor : durationFactor
    }

    /// The share of the duration the rest of the run takes when continued with factor 0 (R15).
    var remainingShare: Double {
        max(isReversed ? fractionComplete : 1 - fractionComplete, 0)
    }
}
