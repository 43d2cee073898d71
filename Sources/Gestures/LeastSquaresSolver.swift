import Foundation

/// The polynomial least-squares fit Flutter's velocity tracker uses (its `LeastSquaresSolver`, the
/// port of Android's), with unit weights (R29): the Vandermonde columns 1, x, x², … are made
/// orthonormal by Gram–Schmidt (A = QR) and R·b = Qᵀy is solved from the bottom up. A column
/// whose remainder has a norm under 1e-6 means the data do not determine the polynomial (too few
/// distinct x), and there is no fit, as in Flutter.
enum LeastSquaresSolver {
    /// The coefficients b₀…b_degree of y ≈ Σ bᵢ·xⁱ, or nil when there are fewer points than
    /// `degree` or the columns are linearly dependent.
    static func fit(x: [Double], y: [Double], degree: Int) -> [Double]? {
        let m = x.count, n = degree + 1
        guard degree >= 0, degree <= m, y.count == m else { return nil }
        // a[i] is the column xⁱ over the points.
        var a = [[Double]](repeating: [Double](repeating: 0, count: m), count: n)
        for h in 0..<m {
            a[0][h] = 1
            for i in 1..<n { a[i][h] = a[i - 1][h] * x[h] }
        }
        var q = [[Double]](repeating: [Double](repeating: 0, count: m), count: n)
        var r = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
        for j in 0..<n {
            q[j] = a[j]
            for i in 0..<j {
                let d = dot(q[j], q[i])
                for h in 0..<m { q[j][h] -= d * q[i][h] }
            }
            let norm = dot(q[j], q[j]).squareRoot()
            if !(norm >= 0.000001) { return nil }  // dependent, zero or not finite
            let inverse = 1 / norm
            for h in 0..<m { q[j][h] *= inverse }
            for i in 0..<n { r[j][i] = i < j ? 0 : dot(q[j], a[i]) }
        }
        var b = [Double](repeating: 0, count: n)
        for i in stride(from: n - 1, through: 0, by: -1) {
            b[i] = dot(q[i], y)
            for j in stride(from: n - 1, to: i, by: -1) { b[i] -= r[i][j] * b[j] }
            b[i] /= r[i][i]
        }
        return b.allSatisfy(\.isFinite) ? b : nil
    }

    private static func dot(_ u: [Double], _ v: [Double]) -> Double {
        var sum = 0.0
        for k in u.indices { sum += u[k] * v[k] }
        return sum
    }
}
