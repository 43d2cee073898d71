/// How one σ is realised by the pyramid: which level carries the Gaussian, with what reduced σ,
/// and how much of the next coarser configuration is cross-faded in.
///
/// Level `k` means: box-downsample by 2^k, Gaussian of σₖ (in level-k pixels), then k chained
/// bilinear 2× upsamples. Each box halving adds a variance of ¼ level pixel², each bilinear
/// doubling adds ³⁄₁₆ coarse pixel², so the total variance in full-resolution pixels is
/// `4^k σₖ² + (4^k − 1)/3`. Requiring it to equal σ² gives σₖ, and between neighbouring levels
/// `σₖ₊₁² = (σₖ² − 1)/4` exactly.
///
/// The level switch never pops: over a band of σₖ just below the switch the result is a linear
/// cross-fade of level k and level k+1, both of which already have the right variance, and the
/// fade reaches pure level k+1 exactly where level k is abandoned.
struct BlurPlan: Equatable {
    /// Pyramid level of the finer configuration (0 = full resolution).
    var level: Int
    /// σ at `level`, in that level's pixels.
    var sigma: Double
    /// Weight of the coarser configuration (level + 1), in 0…1; 0 means no cross-fade.
    var blend: Double
    /// σ at `level + 1`, in that level's pixels (meaningful when `blend > 0`).
    var coarserSigma: Double

    /// Per level, the reduced σ where the cross-fade towards the next level starts.
    ///
    /// The cross-fade pays for both configurations, so at full resolution (where that is
    /// dearest) it is kept short; any width is continuous, the two ends differ by a few levels.
    static func fadeStart(level: Int) -> Double { level == 0 ? 2.2 : 2.25 }
    /// Per level, the reduced σ where the cross-fade ends: above it the level is never used.
    ///
    /// Full resolution hands over early because a full-size Gaussian is the expensive part;
    /// level 1 then starts at σ₁ ≈ 1.15, still ≥ 40 dB on hard edges. Coarser levels keep their
    /// Gaussian longer (next level entered at σ ≈ 1.41) because there aliasing, not cost,
    /// dominates; a lower hand-over costs PSNR on checkerboards (35 dB at 2.5, 41 dB at 3).
    static func fadeEnd(level: Int) -> Double { level == 0 ? 2.5 : 3.0 }

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
            s = ((s * s - 1) / 4).squareRoot()
            level += 1
        }
        let start = fadeStart(level: level)
        guard s > start && level < maximumLevel else {
            return BlurPlan(level: level, sigma: s, blend: 0, coarserSigma: 0)
        }
        let t = Swift.min(1, (s - start) / (fadeEnd(level: level) - start))
        return BlurPlan(level: level, sigma: s, blend: t, coarserSigma: ((s * s - 1) / 4).squareRoot())
    }

    /// Total variance in full-resolution pixels² that the configuration at `level` with reduced
    /// σ `sigma` produces; used by tests to check the bookkeeping.
    static func variance(level: Int, sigma: Double) -> Double {
        let scale = Double(1 << (2 * level))
        return scale * sigma * sigma + (scale - 1) / 3
    }
}
