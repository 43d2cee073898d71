import Foundation

/// The polynomial least-squares fit Flutter's velocity tracker uses (its `LeastSquaresSolver`, the
/// port of Android's), with unit weights (R29): the Vandermonde columns 1, x, x², … are made
/// orthonormal by Gram–Schmidt (A = QR) and R·b = Qᵀy is solved from the bottom up. A column
/// whose remainder has a norm under 1e-6 means the data do not determine the polynomial (too few
/// distinct x), and there is no fit, as in Flutter.
///
/// It works in the caller's buffers and in temporary storage (on the stack for the tracker's
/// at most 20 points): a velocity read every frame allocates nothing.
enum LeastSquaresSolver {
    /// Writes the coefficients b₀…b_degree of y ≈ Σ bᵢ·xⁱ into `b`; false (and `b` undefined)
    /// when there are fewer points than `degree`, the columns are linearly dependent, or `b` is
    /// shorter than degree + 1.
    static func fit(x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, degree: Int,
                    into b: UnsafeMutableBufferPointer<Double>) -> Bool {
        let m = x.count, n = degree + 1
        guard degree >= 0, degree <= m, m > 0, y.count == m, b.count >= n else { return false }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * n * m + n * n) { scratch -> Bool in
            guard let base = scratch.baseAddress else { return false }
            // a: column i (xⁱ over the points) at i·m; q likewise after it; r (n × n) after q.
            let a = base, q = base + n * m, r = base + 2 * n * m
            func dot(_ u: UnsafeMutablePointer<Double>, _ v: UnsafePointer<Double>) -> Double {
                var sum = 0.0
                for k in 0..<m { sum += u[k] * v[k] }
                return sum
            }
            for h in 0..<m {
                a[h] = 1
                for i in 1..<n { a[i * m + h] = a[(i - 1) * m + h] * x[h] }
            }
            for j in 0..<n {
                let qj = q + j * m
                qj.update(from: a + j * m, count: m)
                for i in 0..<j {
                    let d = dot(qj, q + i * m)
                    for h in 0..<m { qj[h] -= d * q[i * m + h] }
                }
                let norm = dot(qj, qj).squareRoot()
                if !(norm >= 0.000001) { return false }  // dependent, zero or not finite
                let inverse = 1 / norm
                for h in 0..<m { qj[h] *= inverse }
                for i in 0..<n { r[j * n + i] = i < j ? 0 : dot(qj, a + i * m) }
            }
            guard let ys = y.baseAddress else { return false }
            for i in stride(from: n - 1, through: 0, by: -1) {
                b[i] = dot(q + i * m, ys)
                for j in stride(from: n - 1, to: i, by: -1) { b[i] -= r[i * n + j] * b[j] }
                b[i] /= r[i * n + i]
            }
            for i in 0..<n where !b[i].isFinite { return false }
            return true
        }
    }
}
