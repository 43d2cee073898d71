import Animation
import Momentum

// What each scene's release runs for a tuning (F2), read by the HUD, `fluid export` and
// `fluid compare`. Kept next to each other so a scene that changes its release changes it here.

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

extension DrawerScene {
    /// A UIKit spring carrying the finger's speed; with `L`, the seed's ease-out.
    public static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming {
        .springCarryingTheFinger(tuning, seedCurve: .easeOut)
    }
}

extension PullUpBlurScene {
    /// A UIKit spring carrying the finger's speed; with `L`, the seed's ease-in-out continued.
    public static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming {
        .springCarryingTheFinger(tuning, seedCurve: .easeInOut)
    }
}

extension CardBlurScene {
    /// A UIKit spring carrying the finger's speed; with `L`, the seed's ease-in-out continued.
    public static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming {
        .springCarryingTheFinger(tuning, seedCurve: .easeInOut)
    }
}

extension HalfModalScene {
    /// SwiftUI's `.spring(response:dampingFraction:)`.
    public static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming {
        .spring(form: .swiftUIResponse, dampingRatio: tuning.dampingRatio, response: tuning.response)
    }
}

extension GalleryScene {
    /// Nothing is dragged or released here.
    public static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming { .none }
}

extension AnimatorLabScene {
    /// What the lab's curve chip starts at: `.easeInOut` over the duration (`-` `=`), so
    /// `fluid export` and `C` give the code of the animator the lab makes unless another chip
    /// is picked.
    public static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming {
        .cubic(curve: .easeInOut, duration: tuning.response)
    }
}
