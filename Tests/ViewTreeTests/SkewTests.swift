import Foundation
import XCTest
@testable import ViewTree

/// A transform keeps a skew (shear): matrices decompose as Core Animation's (translation,
/// rotation, skew, scale) and compose back exactly.
final class SkewTests: XCTestCase {
    private func matrix(_ t: Transform) -> [Double] { [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init) }

    private func assertMatrix(_ t: Transform, _ m: [Double], _ accuracy: Double = 1e-12,
                              file: StaticString = #filePath, line: UInt = #line) {
        let got = matrix(t)
        for (g, e) in zip(got, m) { XCTAssertEqual(g, e, accuracy: accuracy, "\(got) vs \(m)", file: file, line: line) }
    }

    func testAShearMatrixKeepsItsSkew() {
        let t = Transform(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: 4)
        XCTAssertEqual(Double(t.skew), 0.5, accuracy: 1e-15)
        XCTAssertEqual(Double(t.rotation), 0)
        XCTAssertEqual(t.scale, CGSize(width: 1, height: 1))
        assertMatrix(t, [1, 0, 0.5, 1, 3, 4])
        XCTAssertFalse(t.isIdentity)
    }

    func testSkewDefaultsToZero() {
        XCTAssertEqual(Transform(rotationAngle: 0.3).skew, 0)
        XCTAssertEqual(Transform(translation: CGPoint(x: 1, y: 2)).skew, 0)
        XCTAssertEqual(Transform.identity.skew, 0)
    }

    /// Matrices with a positive determinant, swept over a low-discrepancy sequence (each
    /// entry in −3…3): matrix → decomposed → matrix to 1e-9.
    func testMatrixDecomposedAndComposedAgainIsTheSameMatrix() {
        var checked = 0
        for i in 1...4000 {
            func entry(_ k: Double) -> Double { 6 * (Double(i) * k).truncatingRemainder(dividingBy: 1) - 3 }
            let m = [entry(0.6180339887), entry(0.4142135623), entry(0.7320508075), entry(0.2360679774),
                     entry(0.3166247903) * 100, entry(0.1622776601) * 100]
            guard m[0] * m[3] - m[1] * m[2] > 1e-3 else { continue }
            let t = Transform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
            assertMatrix(t, m, 1e-9)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 1000)
    }

    /// Skew 0.5 then a quarter turn: [1 0; 0.5 1] · [0 1; −1 0] = [0 1; −1 0.5] (CG's row order).
    func testConcatenatingASkewWithARotationMatchesTheHandComputedMatrix() {
        let t = Transform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0).concatenating(Transform(rotationAngle: .pi / 2))
        assertMatrix(t, [0, 1, -1, 0.5, 0, 0])
        let p = CGPoint(x: 0, y: 1).applying(t)
        XCTAssertEqual(Double(p.x), -1, accuracy: 1e-12)
        XCTAssertEqual(Double(p.y), 0.5, accuracy: 1e-12)
    }

    /// [2 0; 1 0.5] (CG's a b; c d) has determinant 1: its inverse is [0.5 0; −1 2].
    func testInvertingASkewedMatrixMatchesTheHandComputedInverse() {
        let t = Transform(a: 2, b: 0, c: 1, d: 0.5, tx: 4, ty: 6)
        // tx' = (c·ty − d·tx)/det = 6 − 2 = 4; ty' = (b·tx − a·ty)/det = −12.
        assertMatrix(t.inverted(), [0.5, 0, -1, 2, 4, -12])
        assertMatrix(t.concatenating(t.inverted()), [1, 0, 0, 1, 0, 0])
    }

    func testRotatingANonUniformScaleKeepsCoreGraphicsProduct() {
        let t = Transform(scaleX: 2, y: 1).rotated(by: .pi / 6)
        // CG: rotation first, then the scale: R(30°) · diag(2, 1) in row order.
        let c = cos(Double.pi / 6), s = sin(Double.pi / 6)
        assertMatrix(t, [2 * c, s, -2 * s, c, 0, 0])
        XCTAssertNotEqual(t.skew, 0)
    }

    func testApplyAndInvertAgreeWithTheMatrixUnderSkew() {
        let t = Transform(translation: CGPoint(x: 5, y: -3), scale: CGSize(width: 2, height: 0.5), rotation: 0.7, skew: -0.8)
        let p = CGPoint(x: 13, y: -21)
        let q = t.apply(toCentred: p)
        XCTAssertEqual(Double(q.x), Double(t.a * p.x + t.c * p.y + t.tx), accuracy: 1e-12)
        XCTAssertEqual(Double(q.y), Double(t.b * p.x + t.d * p.y + t.ty), accuracy: 1e-12)
        let back = t.invert(centred: q)
        XCTAssertEqual(Double(back?.x ?? .nan), 13, accuracy: 1e-12)
        XCTAssertEqual(Double(back?.y ?? .nan), -21, accuracy: 1e-12)
    }

    /// 100 × 50 about (60, 45) sheared by 0.5: half-extents 50 + 0.5·25 across, 25 down.
    func testFrameOfASkewedViewIsItsBoundingBox() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.transform = Transform(skew: 0.5)
        XCTAssertEqual(v.frame, CGRect(x: -2.5, y: 20, width: 125, height: 50))
    }

    func testSkewTravelsThroughTheAnimatableVector() {
        let t = Transform(translation: CGPoint(x: 1, y: 2), scale: CGSize(width: 3, height: 4), rotation: 0.5, skew: 0.25)
        XCTAssertEqual(t.animatableVector[5], 0.25)
        XCTAssertEqual(Transform(animatableVector: t.animatableVector), t)
    }
}
