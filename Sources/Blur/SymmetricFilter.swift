/// The inner loops of every Gaussian pass: a symmetric kernel applied along a row or across rows.
///
/// Taps are the outer loop and pixels the inner one: each sweep streams contiguous memory with
/// its weight in a register. One tap per sweep on purpose: with two, LLVM's SLP vectoriser
/// rewrites the sums into lane shuffles and the loop runs slower than two simple sweeps.
enum SymmetricFilter {
    /// `out[x] = w₀·c[x] + Σᵢ wᵢ·(c[x−i] + c[x+i])` for x in 0..<count; `centre` must be
    /// readable `radius` pixels before and after the row.
    @inline(__always)
    static func horizontal(
        _ w: UnsafeBufferPointer<Float>, centre c: UnsafePointer<Pixel>, count: Int,
        into out: UnsafeMutablePointer<Pixel>
    ) {
        vertical(w, count: count, into: out) { c + $0 }
    }

    /// `out[x] = w₀·row(0)[x] + Σᵢ wᵢ·(row(−i)[x] + row(i)[x])` for x in 0..<count.
    @inline(__always)
    static func vertical(
        _ w: UnsafeBufferPointer<Float>, count: Int, into out: UnsafeMutablePointer<Pixel>,
        row: (Int) -> UnsafePointer<Pixel>
    ) {
        let radius = w.count - 1
        let c = row(0)
        let w0 = Pixel(repeating: w[0])
        for x in 0..<count { out[x] = c[x] * w0 }
        if radius == 0 { return }
        for i in 1...radius {
            let before = row(-i), after = row(i)
            let wi = Pixel(repeating: w[i])
            for x in 0..<count { out[x] += (before[x] + after[x]) * wi }
        }
    }
}
