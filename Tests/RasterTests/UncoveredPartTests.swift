import Foundation
import Raster
import ViewTree
import XCTest

/// `Occluders.forEachUncoveredPart`: a fill under an opaque sheet drawn later is cut to the rows the
/// sheet leaves visible (a dimming layer under an expanded card blended every pixel of the
/// window at 2× before).
final class UncoveredPartTests: XCTestCase {
    private let canvas = 200
    private let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))

    /// Draw order: root 0, dim 1, then `sheet` 2 (opaque, drawn after the dim layer).
    private func occluders(sheet: CGRect, radius: CGFloat = 0, blurBetween: Bool = false) -> Occluders {
        let dim = View(frame: root.bounds)
        dim.backgroundColor = Color(white: 0, alpha: 0.25)
        root.addSubview(dim)
        if blurBetween {
            let glass = View(frame: root.bounds)
            glass.blurRadius = 4
            root.addSubview(glass)
        }
        let card = View(frame: sheet)
        card.backgroundColor = .white
        card.cornerRadius = radius
        root.addSubview(card)
        var o = Occluders()
        o.collect(root, map: .identity) { $0.presentation.backgroundColor.alpha >= 1 }
        return o
    }

    private func parts(_ o: Occluders, of bounds: CGRect, radius: Double = 0, map: Affine = .identity,
                       size: Int = 200) -> [Occluders.UncoveredPart] {
        var found: [Occluders.UncoveredPart] = []
        o.forEachUncoveredPart(of: bounds, radius: radius, corners: .all, map: map, width: size, height: size,
                               after: 1) { found.append($0) }
        return found
    }

    func testRowsUnderALaterSheetAreCutOff() {
        let o = occluders(sheet: CGRect(x: 0, y: 60, width: 200, height: 140))
        XCTAssertEqual(parts(o, of: CGRect(x: 0, y: 0, width: 200, height: 200)).map(\.bounds),
                       [CGRect(x: 0, y: 0, width: 200, height: 60)])
    }

    func testCornersOnTheCutSideAreDropped() {
        let o = occluders(sheet: CGRect(x: 0, y: 100, width: 200, height: 100))
        let found = parts(o, of: CGRect(x: 0, y: 0, width: 200, height: 200), radius: 12)
        XCTAssertEqual(found, [Occluders.UncoveredPart(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), corners: .top)])
    }

    func testACutTooShortForTheRoundingKeepsTheWholeShape() {
        let o = occluders(sheet: CGRect(x: 0, y: 10, width: 200, height: 190))
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        XCTAssertEqual(parts(o, of: bounds, radius: 12).map(\.bounds), [bounds],
                       "10 rows cannot hold two 12-point corners' worth of rounding")
    }

    /// A sheet whose top crosses the rows of a card's rounded bottom corners leaves part of
    /// them seen: squaring them there painted pixels the arcs leave clear (fuzz-replay seed
    /// 139: the floating player's logo half under the player).
    func testACutInsideTheRoundedCornersRowsKeepsTheWholeShape() {
        let o = occluders(sheet: CGRect(x: 0, y: 194, width: 200, height: 6))
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        XCTAssertEqual(parts(o, of: bounds, radius: 12), [Occluders.UncoveredPart(bounds: bounds, corners: .all)])
    }

    func testACutAtTheRoundedCornersTopRowDropsThem() {
        let o = occluders(sheet: CGRect(x: 0, y: 188, width: 200, height: 12))
        XCTAssertEqual(parts(o, of: CGRect(x: 0, y: 0, width: 200, height: 200), radius: 12),
                       [Occluders.UncoveredPart(bounds: CGRect(x: 0, y: 0, width: 200, height: 188), corners: .top)])
    }

    func testAWhollyCoveredShapeHasNoPart() {
        let o = occluders(sheet: CGRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(parts(o, of: CGRect(x: 20, y: 20, width: 100, height: 100)), [])
    }

    func testABandHiddenAcrossTheMiddleSplitsTheShapeInTwo() {
        // A card with rounded corners covers rows 40…160 only between its corner rows.
        let o = occluders(sheet: CGRect(x: 0, y: 30, width: 200, height: 140), radius: 10)
        let found = parts(o, of: CGRect(x: 0, y: 0, width: 200, height: 200), radius: 6)
        XCTAssertEqual(found, [Occluders.UncoveredPart(bounds: CGRect(x: 0, y: 0, width: 200, height: 40), corners: .top),
                               Occluders.UncoveredPart(bounds: CGRect(x: 0, y: 160, width: 200, height: 40), corners: .bottom)])
    }

    func testASheetBeyondTheNextBlurCutsNothing() {
        let o = occluders(sheet: CGRect(x: 0, y: 60, width: 200, height: 140), blurBetween: true)
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        XCTAssertEqual(parts(o, of: bounds).map(\.bounds), [bounds], "the blur between reads what lies under the sheet")
    }

    func testAScaledMapCutsOnThePixelRow() {
        var o = Occluders()
        let dim = View(frame: root.bounds)
        dim.backgroundColor = Color(white: 0, alpha: 0.25)
        let card = View(frame: CGRect(x: 0, y: 30.25, width: 200, height: 170))
        card.backgroundColor = .white
        root.addSubview(dim)
        root.addSubview(card)
        o.collect(root, map: .scale(2)) { $0.presentation.backgroundColor.alpha >= 1 }
        // The card covers pixel rows from 61 (60.5 rounded up): the dim layer keeps 0…61 px.
        XCTAssertEqual(parts(o, of: root.bounds, map: .scale(2), size: 400).map(\.bounds),
                       [CGRect(x: 0, y: 0, width: 200, height: 30.5)])
    }

    func testARotatedMapKeepsTheWholeShape() {
        let o = occluders(sheet: CGRect(x: 0, y: 60, width: 200, height: 140))
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        let turned = Affine(a: 0.99, b: 0.01, c: -0.01, d: 0.99, tx: 0, ty: 0)
        XCTAssertEqual(parts(o, of: bounds, map: turned).map(\.bounds), [bounds])
    }
}
