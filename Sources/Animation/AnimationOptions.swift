/// UIView.AnimationOptions, with UIKit's raw values. `View.animate` honours the curve,
/// `.repeat`, `.autoreverse`, `.allowUserInteraction` and `.overrideInheritedDuration` (R13a);
/// `runningPropertyAnimator` only the curve (R20). The rest are accepted so UIKit code compiles,
/// and change nothing.
public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Views animated by `View.animate` take touches, hit-tested at their model values (R13a).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// `View.animate` loops until stopped; its completion is not called meanwhile (R13a).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// `View.animate` runs forwards, then backwards (R13a).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Inside an animator's animations, `View.animate` runs on its own instead of joining it.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The curve the options pick (ease-in-out when none is given, as in UIKit).
    public var curve: AnimationCurve { AnimationCurve(optionBits: rawValue) }
}

/// UIView.KeyframeAnimationOptions, with UIKit's raw values, for `View.animateKeyframes` (R13).
/// Honoured: `.calculationModeDiscrete` (values jump at key times; every other mode is linear),
/// `.repeat`, `.autoreverse`, `.allowUserInteraction`, `.overrideInheritedDuration`, and a curve
/// in `AnimationOptions`' bits (`KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`,
/// or `.curveLinear` here), ease-in-out when none is given.
public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    // Not UIKit's spellings (UIKit code writes `KeyframeAnimationOptions(rawValue:
    // AnimationOptions.curveLinear.rawValue)`), the same bits for short.
    public static let curveEaseInOut = KeyframeAnimationOptions(rawValue: AnimationOptions.curveEaseInOut.rawValue)
    public static let curveEaseIn = KeyframeAnimationOptions(rawValue: AnimationOptions.curveEaseIn.rawValue)
    public static let curveEaseOut = KeyframeAnimationOptions(rawValue: AnimationOptions.curveEaseOut.rawValue)
    public static let curveLinear = KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)

    /// The curve the whole keyframe animation runs on: ease-in-out unless the curve bits say
    /// otherwise, as in UIKit (R13).
    public var curve: AnimationCurve { AnimationCurve(optionBits: rawValue) }

    /// True for `.calculationModeDiscrete`.
    var isDiscrete: Bool { (rawValue >> 10) & 7 == 1 }
}

extension AnimationCurve {
    /// The curve in bits 16…19 of UIKit's animation options.
    init(optionBits: UInt) {
        switch (optionBits >> 16) & 0xF {
        case 1: self = .easeIn
        case 2: self = .easeOut
        case 3: self = .linear
        default: self = .easeInOut
        }
    }
}
