/// The one-axis kernel of the full-resolution blur (a `BlurPlan` at level 0), in 1/256, for
/// even pixels; odd pixels use its mirror image. The same kernel runs along rows and columns.
///
/// Below the hand-over (σ ≤ 1.25) it is the Gaussian itself, symmetric. Over the hand-over
/// (σ 1.25–1.42) it is `(1 − t)·g + t·l`, with `g` that Gaussian and `l` what the pyramid's
/// level 1 does along one axis: the binomial entry, the level's small Gaussian and the bilinear
/// doubling are each linear and separable, so at full resolution level 1 is a separable filter
/// whose weights depend only on whether the output pixel's index is even or odd (`l` for even,
/// its mirror for odd, ten taps). Mixing the one-axis kernels rather than the two blurred
/// pictures keeps the filter separable, so the hand-over costs one full-resolution pass instead
/// of that pass plus the pyramid and a mix. Both ends have variance σ², so the mix does too; it
/// is continuous in t, starts as the plain Gaussian and ends as the pyramid's own filter at
/// t = 1, where the plan switches to level 1: the two differ there by rounding only.
///
/// (Mixing per axis is not the cross-fade of the 2-D results: it adds the cross terms
/// `t(1 − t)(g⊗l + l⊗g)`, which lie between the two and have the same variance.)
struct FullResolutionKernel {
    /// Weights for offsets −radius…radius (even pixels), in 1/256, summing to exactly 256.
    private(set) var taps: [UInt16] = [256]
    /// Largest offset with a non-zero weight on either side.
    var radius: Int { taps.count / 2 }
    /// Whether the weights are the same on both sides (then both phases are one kernel).
    private(set) var symmetric = true
    /// Unrounded weights, offsets −span…span.
    private var exact: [Double] = []

    /// Makes room for kernels up to `radius` each side, so later updates never allocate.
    mutating func reserve(radius: Int) {
        let span = Swift.max(radius, Self.levelOneSpan(coarseRadius: 2))
        taps.reserveCapacity(2 * span + 1)
        exact.reserveCapacity(2 * span + 1)
    }

    /// Offsets the level-1 filter reaches for a level Gaussian of `coarseRadius`: the doubling
    /// reads coarse pixels −1 and 0 around an even pixel, the Gaussian ±r of those, and coarse
    /// pixel j is the binomial of fine pixels 2j − 1 … 2j + 2.
    static func levelOneSpan(coarseRadius r: Int) -> Int { 2 * r + 3 }

    /// Sets the weights to `(1 − t)·gaussian + t·l`, where `l` is level 1 of the pyramid with
    /// `levelOne` as its Gaussian (an exact-variance kernel in level-1 pixels), for an even pixel.
    /// `t` = 0 gives the Gaussian alone, whatever `levelOne` is.
    mutating func update(gaussian: GaussianKernel, levelOne: GaussianKernel, weight t: Double) {
        let span = Swift.max(gaussian.radius, t > 0 ? Self.levelOneSpan(coarseRadius: levelOne.radius) : 0)
        exact.removeAll(keepingCapacity: true)
        for _ in 0..<(2 * span + 1) { exact.append(0) }
        for i in -gaussian.radius...gaussian.radius {
            exact[span + i] += (1 - t) * Double(gaussian.weights[Swift.abs(i)])
        }
        if t > 0 {
            // Even fine pixel 2m: ¼ of coarse m − 1 and ¾ of coarse m (centred on 2m ± 1.5 and
            // 2m + 0.5), each the level Gaussian of binomial pixels [1 3 3 1]/8.
            let r = levelOne.radius
            for coarse in -1...0 {
                let doubling = coarse == 0 ? 0.75 : 0.25
                for i in -r...r {
                    let j = coarse + i
                    let w = t * doubling * Double(levelOne.weights[Swift.abs(i)]) / 8
                    exact[span + 2 * j - 1] += w
                    exact[span + 2 * j] += 3 * w
                    exact[span + 2 * j + 1] += 3 * w
                    exact[span + 2 * j + 2] += w
                }
            }
        }
        quantize(span: span)
    }

    /// Rounds `exact` to 1/256 through its tail sums on each side (what a hard edge sees; see
    /// `GaussianKernel.quantized`), the centre taking the rest, then drops outer zero weights.
    private mutating func quantize(span: Int) {
        taps.removeAll(keepingCapacity: true)
        for _ in 0..<(2 * span + 1) { taps.append(0) }
        var outer = 0
        var sides = 0
        for side in stride(from: 1, through: -1, by: -2) {
            var tail = 0.0, rounded = 0
            var d = span
            while d >= 1 {
                tail += exact[span + side * d] * 256
                let next = Int(tail.rounded())
                taps[span + side * d] = UInt16(next - rounded)
                if next != rounded { outer = Swift.max(outer, d) }
                rounded = next
                d -= 1
            }
            sides += rounded
        }
        taps[span] = UInt16(Swift.max(0, 256 - sides))
        // Keep offsets −outer…outer: shift them to the front, then cut.
        let drop = span - outer
        if drop > 0 {
            for i in 0..<(2 * outer + 1) { taps[i] = taps[i + drop] }
            taps.removeLast(2 * drop)
        }
        symmetric = true
        for d in 1..<(outer + 1) where taps[outer + d] != taps[outer - d] { symmetric = false }
    }
}
