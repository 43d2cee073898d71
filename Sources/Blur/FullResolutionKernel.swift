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
/// t = 1, where the plan switches to level 1: the two differ there by rounding only (and by
/// level 1's outermost weight, under 1/512, moved one pixel in; see `update`).
///
/// (Mixing per axis is not the cross-fade of the 2-D results: it adds the cross terms
/// `t(1 − t)(g⊗l + l⊗g)`, which lie between the two and have the same variance.)
struct FullResolutionKernel {
    /// Weights for offsets −radius…radius (even pixels), in 1/256, summing to exactly 256.
    private(set) var taps: [UInt16] = [256]
    /// Largest offset with a non-zero weight on either side.
    var radius: Int { taps.count / 2 }
    /// Whether the weights are the same on both sides (then both phases are one kernel). At even
    /// offsets they always are (see `quantize`).
    private(set) var symmetric = true
    /// Unrounded weights, offsets −span…span.
    private var exact: [Double] = []

    /// Makes room for kernels up to `radius` each side, so later updates never allocate.
    mutating func reserve(radius: Int) {
        let span = Swift.max(radius, Self.levelOneSpan(coarseRadius: 2))
        taps.reserveCapacity(2 * span + 1)
        exact.reserveCapacity(2 * span + 1)
    }

    /// Offsets the level-1 filter reaches for a level Gaussian of `coarseRadius` on the side an
    /// even pixel leans away from: the doubling reads coarse pixels −1 and 0, the Gaussian ±r
    /// of those, and coarse pixel j is the binomial of fine pixels 2j − 1 … 2j + 2.
    static func levelOneSpan(coarseRadius r: Int) -> Int { 2 * r + 3 }

    /// Sets the weights to `(1 − t)·gaussian + t·l`, where `l` is level 1 of the pyramid with
    /// `levelOne` as its Gaussian (an exact-variance kernel in level-1 pixels, one tap each
    /// side over the hand-over), for an even pixel. `t` = 0 gives the Gaussian alone, whatever
    /// `levelOne` is.
    ///
    /// `l` reaches one offset further left (−5) than right (+4), with a weight of w₁/32, under
    /// half a 1/256 (w₁ ≤ 0.065, the level Gaussian's side weight); it is folded into −4, the
    /// kernel is cut at ±4 and so costs one tap less each side and pass. Every tail sum from
    /// −4 inwards, which is what a hard edge sees, stays as it was.
    mutating func update(gaussian: GaussianKernel, levelOne: GaussianKernel, weight t: Double) {
        // Over the hand-over σ₁ ≤ 0.36, so the level Gaussian has exactly one tap each side,
        // which is what the fold and the even-offset symmetry below rely on.
        assert(t == 0 || levelOne.radius == 1, "level 1's Gaussian is wider than the hand-over uses")
        let reach = t > 0 ? Self.levelOneSpan(coarseRadius: levelOne.radius) : 0
        let span = Swift.max(gaussian.radius, reach - 1)
        exact.removeAll(keepingCapacity: true)
        for _ in 0..<(2 * span + 1) { exact.append(0) }
        for i in -gaussian.radius...gaussian.radius {
            exact[span + i] += (1 - t) * Double(gaussian.weights[Swift.abs(i)])
        }
        if t > 0 {
            // Even fine pixel 2m: ¼ of coarse m − 1 and ¾ of coarse m (centred on 2m ± 1.5 and
            // 2m + 0.5), each the level Gaussian of binomial pixels [1 3 3 1]/8.
            @inline(__always) func add(_ offset: Int, _ w: Double) {
                exact[span + Swift.max(offset, -span)] += w
            }
            let r = levelOne.radius
            for coarse in -1...0 {
                let doubling = coarse == 0 ? 0.75 : 0.25
                for i in -r...r {
                    let j = coarse + i
                    let w = t * doubling * Double(levelOne.weights[Swift.abs(i)]) / 8
                    add(2 * j - 1, w)
                    add(2 * j, 3 * w)
                    add(2 * j + 1, 3 * w)
                    add(2 * j + 2, w)
                }
            }
        }
        quantize(span: span)
    }

    /// Rounds `exact` to 1/256 through its tail sums on each side, from the outermost offset
    /// inwards, the centre taking the rest: what a hard edge sees is a tail sum of the kernel, so
    /// those are what get rounded (see `GaussianKernel.quantized`). Level 1's filter is
    /// symmetric at even offsets (w₀, w₁ the level Gaussian's weights: l(±2) = (3w₀ + 10w₁)/32,
    /// l(±4) = 3w₁/32), and keeping them exactly so lets the passes add those pixel pairs before
    /// one multiplication: there both sides get one weight, what is left of both tails on
    /// average. Odd offsets round each side's tail on its own (within 1/512); the even ones keep
    /// the two tails' rounded difference, so they are within 1/512 where that difference is
    /// exact, and a little more where it is not (at most 0.75/256 over the hand-over).
    private mutating func quantize(span: Int) {
        taps.removeAll(keepingCapacity: true)
        for _ in 0..<(2 * span + 1) { taps.append(0) }
        var right = 0.0, left = 0.0             // exact tail sums, in 1/256
        var roundedRight = 0, roundedLeft = 0   // rounded tail sums from d + 1 outwards
        symmetric = true
        for d in stride(from: span, through: 1, by: -1) {
            right += exact[span + d] * 256
            left += exact[span - d] * 256
            var r: Int, l: Int
            if d & 1 == 1 {
                r = Swift.max(Int(right.rounded()), roundedRight)
                l = Swift.max(Int(left.rounded()), roundedLeft)
            } else {
                let rest = (right - Double(roundedRight) + left - Double(roundedLeft)) / 2
                let w = Swift.max(Int(rest.rounded()), 0)
                (r, l) = (roundedRight + w, roundedLeft + w)
            }
            taps[span + d] = UInt16(r - roundedRight)
            taps[span - d] = UInt16(l - roundedLeft)
            if taps[span + d] != taps[span - d] { symmetric = false }
            (roundedRight, roundedLeft) = (r, l)
        }
        taps[span] = UInt16(Swift.max(0, 256 - roundedRight - roundedLeft))
        var outer = span
        while outer > 0 && taps[span + outer] == 0 && taps[span - outer] == 0 { outer -= 1 }
        // Keep offsets −outer…outer: shift them to the front, then cut.
        let drop = span - outer
        if drop > 0 {
            for i in 0..<(2 * outer + 1) { taps[i] = taps[i + drop] }
            taps.removeLast(2 * drop)
        }
    }
}
