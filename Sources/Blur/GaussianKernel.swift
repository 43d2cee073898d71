/// Symmetric, normalised Gaussian weights for one σ, tapered to zero at 3.5 σ.
///
/// The taper (subtracting the Gaussian's value at the cut-off) makes every weight a continuous
/// function of σ: a new tap enters with weight exactly 0 instead of popping in at e^-6.
struct GaussianKernel {
    /// `weights[0]` is the centre; `weights[i]` applies at offsets ±i. Never empty.
    private(set) var weights: [Float] = [1]

    /// Number of taps on each side of the centre.
    var radius: Int { weights.count - 1 }

    static let cutoff = 3.5

    /// Makes room for kernels up to `radius`, so later updates never allocate.
    mutating func reserve(radius: Int) { weights.reserveCapacity(radius + 1) }

    /// Recomputes the weights for `sigma` (in the pixels of the grid they are applied to).
    /// Reuses the array's storage, so it allocates only when the radius grows past its maximum.
    mutating func update(sigma: Double) {
        fill(sigma: sigma, minimumCut: 0)
    }

    /// Like `update`, but the weights' own variance is exactly `sigma`² (to rounding).
    ///
    /// The pyramid's bookkeeping adds variances, so a reduced level needs the variance itself
    /// exact: the taper costs about 2.5 % of it, and below σ ≈ 0.6 sampling loses most of it
    /// (σ 0.36 keeps 28 %). The kernel is therefore drawn for a slightly larger σ′, found by
    /// bisection, with at least one tap each side so any variance can be reached. σ′ is a
    /// continuous, increasing function of σ, so the weights stay continuous.
    mutating func update(exactVariance sigma: Double) {
        guard sigma > 0 else { return fill(sigma: 0, minimumCut: 0) }
        let target = sigma * sigma
        var low = 0.0, high = sigma + 1
        for _ in 0..<40 {
            let mid = (low + high) / 2
            fill(sigma: mid, minimumCut: Self.minimumCut)
            if variance < target { low = mid } else { high = mid }
        }
        fill(sigma: high, minimumCut: Self.minimumCut)
    }

    /// Cut-off used by `update(exactVariance:)` for small σ′: the ±1 taps always have weight.
    static let minimumCut = 1.5

    /// Σ i²·wᵢ over both sides: the kernel's variance in grid pixels².
    var variance: Double {
        var v = 0.0
        for i in weights.indices.dropFirst() { v += 2 * Double(i * i) * Double(weights[i]) }
        return v
    }

    private mutating func fill(sigma: Double, minimumCut: Double) {
        weights.removeAll(keepingCapacity: true)
        guard sigma > 0 else { return weights.append(1) }
        let cut = Swift.max(GaussianKernel.cutoff * sigma, minimumCut)
        let radius = Swift.max(0, Int(cut.rounded(.up)) - 1)
        if radius == 0 {
            weights.append(1)
            return
        }
        let k = -1 / (2 * sigma * sigma)
        let floor = (k * cut * cut).exponential
        var total = 0.0
        for i in 0...radius {
            let x = Double(i)
            let w = Swift.max(0, (k * x * x).exponential - floor)
            total += i == 0 ? w : 2 * w
            weights.append(Float(w))
        }
        let norm = Float(1 / total)
        for i in weights.indices { weights[i] *= norm }
    }

    /// The weights in 1/256, summing to exactly 256, into `fixed` (reusing its storage).
    ///
    /// What a hard edge sees is a tail sum of the kernel, so the tail sums are what get rounded
    /// (from the outermost tap inwards) and each weight is the difference of two of them:
    /// every tail sum is then within 1/512 and the centre within 1/256. Rounding each weight on
    /// its own lets the errors add up across the kernel, to several levels on an edge.
    func quantized(into fixed: inout [UInt16]) {
        fixed.removeAll(keepingCapacity: true)
        for _ in weights.indices { fixed.append(0) }
        var tail = 0.0, roundedTail = 0
        var i = weights.count - 1
        while i >= 1 {
            tail += Double(weights[i]) * 256
            let next = Int(tail.rounded())
            fixed[i] = UInt16(next - roundedTail)
            roundedTail = next
            i -= 1
        }
        fixed[0] = UInt16(Swift.max(0, 256 - 2 * roundedTail))
    }
}

extension Double {
    /// e^self without Foundation: the Blur module stays free of platform imports.
    var exponential: Double {
        // exp(x) = 2^n · exp(r) with |r| ≤ ln2/2; a short Taylor series is exact to double
        // precision there. Only kernel set-up uses it, never a per-pixel loop.
        if self < -745 { return 0 }
        let ln2 = 0.693_147_180_559_945_3
        let n = (self / ln2).rounded()
        let r = self - n * ln2
        var term = 1.0, sum = 1.0
        for i in 1...20 {
            term *= r / Double(i)
            sum += term
        }
        return sum * Double(sign: .plus, exponent: Int(n), significand: 1)
    }
}
