import Foundation
import XCTest
@testable import ViewTree

/// CoreGraphics' names on Linux (CGVector, CGAffineTransform) and UIKit's geometry rules.
final class GeometryTests: XCTestCase {
    private func assertMatrix(_ t: CGAffineTransform, _ m: [Double], _ accuracy: Double = 1e-12,
                              file: StaticString = #filePath, line: UInt = #line) {
        let got = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init)
        for (g, e) in zip(got, m) {
            XCTAssertEqual(g, e, accuracy: accuracy, "\(got) vs \(m)", file: file, line: line)
        }
    }

    func testCGVectorHasAppleMembers() {
        let v = CGVector(dx: 3, dy: -2)
        XCTAssertEqual(v.dx, 3)
        XCTAssertEqual(v.dy, -2)
        XCTAssertEqual(CGVector.zero, CGVector(dx: 0, dy: 0))
    }

    func testAffineMatricesOfTheBasicTransforms() {
        assertMatrix(.identity, [1, 0, 0, 1, 0, 0])
        assertMatrix(CGAffineTransform(translationX: 5, y: -7), [1, 0, 0, 1, 5, -7])
        assertMatrix(CGAffineTransform(scaleX: 2, y: 3), [2, 0, 0, 3, 0, 0])
        // Rotation by 90°: (1, 0) → (0, 1): a = cos, b = sin, c = −sin, d = cos.
        assertMatrix(CGAffineTransform(rotationAngle: .pi / 2), [0, 1, -1, 0, 0, 0])
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
    }

    /// Composition against hand-computed matrices: scale 2 then rotate 90° then translate (10, 0).
    func testConcatenatingMultipliesInCoreGraphicsOrder() {
        let t = CGAffineTransform(scaleX: 2, y: 2)
            .concatenating(CGAffineTransform(rotationAngle: .pi / 2))
            .concatenating(CGAffineTransform(translationX: 10, y: 0))
        // [2 0; 0 2]·[0 1; −1 0] = [0 2; −2 0], then + (10, 0).
        assertMatrix(t, [0, 2, -2, 0, 10, 0])
        let p = CGPoint(x: 1, y: 0).applying(t)
        XCTAssertEqual(Double(p.x), 10, accuracy: 1e-12)
        XCTAssertEqual(Double(p.y), 2, accuracy: 1e-12)
    }

    /// translatedBy / scaledBy / rotated(by:) pre-concatenate, as CoreGraphics does.
    func testTranslatedByScaledByRotatedPreConcatenate() {
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        // Translating a 90° rotation by (10, 0) moves it along the rotated x axis: (0, 10).
        assertMatrix(r.translatedBy(x: 10, y: 0), [0, 1, -1, 0, 0, 10])
        assertMatrix(r.translatedBy(x: 10, y: 0), CGAffineTransform(translationX: 10, y: 0).concatenating(r).matrix)
        assertMatrix(r.scaledBy(x: 3, y: 3), CGAffineTransform(scaleX: 3, y: 3).concatenating(r).matrix)
        assertMatrix(CGAffineTransform(scaleX: 2, y: 2).rotated(by: 0.4),
                     CGAffineTransform(rotationAngle: 0.4).concatenating(CGAffineTransform(scaleX: 2, y: 2)).matrix)
    }

    /// Inversion against a hand-computed inverse; t · t⁻¹ is the identity.
    func testInvertedUndoesTheTransform() {
        let t = CGAffineTransform(a: 0, b: 2, c: -2, d: 0, tx: 10, ty: 4)
        // [0 2; −2 0]⁻¹ = [0 −0.5; 0.5 0]; translation −(10, 4)·M⁻¹ = −(0·10 + 0.5·4, −0.5·10 + 0) = (−2, 5).
        assertMatrix(t.inverted(), [0, -0.5, 0.5, 0, -2, 5])
        assertMatrix(t.concatenating(t.inverted()), [1, 0, 0, 1, 0, 0])
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(singular.inverted(), singular, "not invertible: returned unchanged")
    }

    /// The chain UIKit code writes, against hand-computed matrices: translate (10, 20), then
    /// scaledBy(2, 3), then rotated(by: π/2), each pre-concatenating (CG: M' = S·M, then R·M').
    /// S·T = [2 0; 0 3 | 10 20]; R·that = [0 1; −1 0]·[2 0; 0 3] = [0 3; −2 0], translation kept.
    /// Its inverse: det = 0·0 − 3·(−2) = 6, so [0 −3; 2 0]/6 = [0 −0.5; 1/3 0], and the
    /// translation −(10, 20)·M⁻¹ = −(0·10 + (1/3)·20, −0.5·10 + 0·20) = (−20/3, 5).
    func testTranslationScaledRotatedChainAndItsInverseMatchHandComputedMatrices() {
        let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3).rotated(by: .pi / 2)
        assertMatrix(t, [0, 3, -2, 0, 10, 20])
        // (1, 0) is turned to (0, 1), scaled to (0, 3), moved to (10, 23).
        let p = CGPoint(x: 1, y: 0).applying(t)
        XCTAssertEqual(Double(p.x), 10, accuracy: 1e-12)
        XCTAssertEqual(Double(p.y), 23, accuracy: 1e-12)
        assertMatrix(t.inverted(), [0, -0.5, 1.0 / 3, 0, -20.0 / 3, 5])
        let q = p.applying(t.inverted())
        XCTAssertEqual(Double(q.x), 1, accuracy: 1e-12)
        XCTAssertEqual(Double(q.y), 0, accuracy: 1e-12)
        assertMatrix(t.inverted().concatenating(t), [1, 0, 0, 1, 0, 0])
        // A skewed chain: the shear [1 0; 0.5 1], translatedBy(0, 4): the translation goes
        // through the shear's matrix: (0·1 + 4·0.5, 0·0 + 4·1) = (2, 4).
        let shear = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        assertMatrix(shear.translatedBy(x: 0, y: 4), [1, 0, 0.5, 1, 2, 4])
        // Composition is not commutative: shear then rotation vs rotation then shear.
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        assertMatrix(shear.concatenating(r), [0, 1, -1, 0.5, 0, 0])
        // [0 1; −1 0]·[1 0; 0.5 1] = [0.5 1; −1 0].
        assertMatrix(r.concatenating(shear), [0.5, 1, -1, 0, 0, 0])
    }

    /// UIKit: changing `bounds.size` keeps the centre.
    func testBoundsSizeKeepsTheCentre() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.bounds = CGRect(x: 0, y: 0, width: 60, height: 90)
        XCTAssertEqual(v.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(v.frame, CGRect(x: 30, y: 0, width: 60, height: 90))
    }
}

private extension CGAffineTransform {
    var matrix: [Double] { [a, b, c, d, tx, ty].map(Double.init) }
}
