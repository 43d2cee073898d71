/// How one σ is realised by the pyramid: which level carries the Gaussian, with what reduced σ,
/// and how much of the next coarser configuration is cross-faded in.
///
/// Level `k ≥ 1` means: a binomial [1 3 3 1]/8 reduction to level 1, k − 1 box halvings, a
/// Gaussian of σₖ (in level-k pixels, with exactly that variance), then k chained bilinear 2×
/// upsamples. The binomial entry adds ¾ full-resolution pixel², each box halving ¼ level
/// pixel², each bilinear doubling ³⁄₁₆ coarse pixel², so the total variance in full-resolution
/// pixels is `4^k σₖ² + (4^k − 1)/3 + ½`. Requiring it to equal σ² gives σₖ: σ² = 4σ₁² + 1.5
/// at the entry, and `σₖ₊₁² = (σₖ² − 1)/4` between coarser neighbours.
///
/// The level switch never pops: over a band of σₖ just below the switch the result is a linear
/// cross-fade of level k and level k+1, both of which already have the right variance, and the
/// fade reaches pure level k+1 exactly where level k is abandoned. Out of full resolution
/// (level 0) the mix is made per axis, of the two configurations' one-axis kernels, in one
/// full-resolution pass (`FullResolutionKernel`), so that band costs no more than the Gaussian.
struct BlurPlan: Equatable {
    /// Pyramid level of the finer configuration (0 = full resolution).
    var level: Int
    /// σ at `level`, in that level's pixels.
    var sigma: Double
    /// Weight of the coarser configuration (level + 1), in 0…1; 0 means no cross-fade.
    var blend: Double
    /// σ at `level + 1`, in that level's pixels (meaningful when `blend > 0`).
    var coarserSigma: Double

    /// `blend` in 1/256, as level 1's cross-fade mixes (in integers, `LevelOneMix`): 0 below
    /// half of one, where level 2 is left out.
    var blendIn256ths: Int { Int((blend * 256).rounded()) }

    /// Whether the coarser configuration is mixed in at all (level 1 mixes in 1/256).
    var mixesCoarser: Bool { level == 1 ? blendIn256ths > 0 : blend > 0 }

    /// Per level, the reduced σ where the cross-fade towards the next level starts.
    ///
    /// Above level 0 the cross-fade pays for both configurations, so it is kept short; any
    /// width is continuous, the two ends differ by a few levels.
    static func fadeStart(level: Int) -> Double {
        switch level {
        case 0: return 1.25
        case 1: return 1.45
        default: return 1.9
        }
    }
    /// Per level, the reduced σ where the cross-fade ends: above it the level is never used.
    ///
    /// Cost decides these: a Gaussian's cost grows with σ, and at full resolution it touches
    /// every pixel for every tap, so full resolution hands over at σ 1.42 (at most four taps
    /// each side, in the fade too). Level 1 is a quarter of the pixels but its Gaussian is
    /// still the dearest stage of the band: it hands over at σ₁ 1.65 (full-resolution σ 3.52; five taps
    /// each side), where σ₁ 2.4 (full-resolution σ 4.95, eight taps) made the band up to it
    /// cost two and a half times level 2's σ 5 at 2560×1600. Coarser levels hold few pixels
    /// and hand over at σₖ 2.4. Accuracy allows it thanks to the binomial entry and exact
    /// kernel variances: the worst PSNR against the exact Gaussian is about 35–36 dB on
    /// hard-edged checkerboards at σ 1.42, where level 1 takes over alone (`HandOverTests`),
    /// and about 38 dB at σ 3.5, where level 2 does (`LevelOneHandOverTests`; handing over at
    /// σ₁ 1.42 there would fall to 34 dB on 16-pixel squares, level 2 entering through a box
    /// halving).
    static func fadeEnd(level: Int) -> Double {
        switch level {
        case 0: return 1.42
        case 1: return 1.65
        default: return 2.4
        }
    }

    /// The largest reduced σ any level's Gaussian carries: bounds the kernels' scratch.
    static let widestReducedSigma = 2.4

    /// The largest σ honoured; larger values are clamped (the picture is a flat average by then).
    static let maximumSigma = 16_384.0
    /// Level that a σ of `maximumSigma` needs; bounds the scratch pyramid.
    static let maximumLevel = 16

    /// The plan for a blur of `sigma` full-resolution pixels, or nil when there is nothing to do
    /// (σ ≤ 0 or not a number).
    static func make(sigma: Double) -> BlurPlan? {
        guard sigma > 0 else { return nil }  // also rejects NaN
        var s = Swift.min(sigma, maximumSigma)
        var level = 0
        while s > fadeEnd(level: level) && level < maximumLevel {
            s = coarser(s, level: level)
            level += 1
        }
        let start = fadeStart(level: level)
        guard s > start && level < maximumLevel else {
            return BlurPlan(level: level, sigma: s, blend: 0, coarserSigma: 0)
        }
        let t = Swift.min(1, (s - start) / (fadeEnd(level: level) - start))
        return BlurPlan(level: level, sigma: s, blend: t, coarserSigma: coarser(s, level: level))
    }

    /// The σ at `level + 1` that gives the same total variance as `sigma` at `level`.
    static func coarser(_ sigma: Double, level: Int) -> Double {
        let added = level == 0 ? entryVariance + 0.75 : 1
        return Swift.max(0, (sigma * sigma - added) / 4).squareRoot()
    }

    /// Total variance in full-resolution pixels² that the configuration at `level` with reduced
    /// σ `sigma` produces; used by tests to check the bookkeeping.
    static func variance(level: Int, sigma: Double) -> Double {
        guard level > 0 else { return sigma * sigma }
        let scale = Double(1 << (2 * level))
        return scale * sigma * sigma + (scale - 1) / 3 + (entryVariance - 0.25)
    }

    /// Variance in full-resolution pixels² of the pyramid's entry, the binomial [1 3 3 1]/8
    /// reduction to level 1 (a 2×2 box would add ¼).
    static let entryVariance = 0.75
}
