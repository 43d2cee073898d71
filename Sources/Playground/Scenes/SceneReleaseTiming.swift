import Animation
import Momentum

// The release's timing shared by the scenes (F2); each scene says its own `releaseTiming` in its
// file, beside its release code.

extension ReleaseTiming {
    /// A UIKit duration + ζ spring that the scene starts at the finger's speed, or with `L` the
    /// seed's own `seedCurve` over the tuned duration.
    static func springCarryingTheFinger(_ tuning: SceneTuning, seedCurve: AnimationCurve) -> ReleaseTiming {
        tuning.usesSeedTiming
            ? .cubic(curve: seedCurve, duration: tuning.response)
            : .spring(form: .uikitDuration, dampingRatio: tuning.dampingRatio, response: tuning.response)
    }
}

extension Scene {
    /// The curve this scene's release hands to Momentum's `Release` for `tuning` (F2): what the
    /// scene runs and what `C` and `fluid export` print come from the one `releaseTiming`. A
    /// scene whose timing is a coast or nothing gets UIKit's duration + ζ (its springs back).
    public static func releaseCurve(for tuning: SceneTuning, animatorsOwnCurve: Bool = false) -> ReleaseCurve {
        releaseTiming(for: tuning).releaseCurve(animatorsOwnCurve: animatorsOwnCurve)
            ?? .uikitSpring(dampingRatio: tuning.dampingRatio, duration: tuning.response)
    }
}
