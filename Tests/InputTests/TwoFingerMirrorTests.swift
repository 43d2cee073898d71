import Foundation
import XCTest
@testable import Input

/// Issue 47 point 3a: Alt (Option) with the mouse makes a second touch point mirrored about the
/// window's centre; Alt+Shift moves both together; releasing Alt lifts it.
final class TwoFingerMirrorTests: XCTestCase {
    private var mirror = TwoFingerMirror(windowSize: CGSize(width: 400, height: 300))
    private var out: [PointerEvent] = []

    private func mouse(_ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat, _ t: Double) {
        mirror.handle(PointerEvent(phase, x: x, y: y, timestamp: t)) { out.append($0) }
    }

    private func keys(_ m: TwoFingerMirror.Modifiers, _ t: Double) {
        mirror.setModifiers(m, at: t) { out.append($0) }
    }

    private func e(_ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat, _ t: Double, _ id: Int) -> PointerEvent {
        PointerEvent(phase, x: x, y: y, timestamp: t, pointerID: id)
    }

    func testWithoutAltTheMouseIsOnePointerUnchanged() {
        mouse(.down, 10, 20, 1)
        mouse(.move, 30, 20, 1.01)
        mouse(.up, 30, 20, 1.02)
        XCTAssertEqual(out, [e(.down, 10, 20, 1, 0), e(.move, 30, 20, 1.01, 0), e(.up, 30, 20, 1.02, 0)])
    }

    func testPressingWithAltPutsASecondPointDownMirroredAboutTheCentre() {
        keys(.alt, 0.5)
        mouse(.down, 100, 50, 1)
        XCTAssertEqual(out, [e(.down, 100, 50, 1, 0), e(.down, 300, 250, 1, 1)])
    }

    func testDraggingMovesTheMirroredPointTheOtherWaySoThePairPinches() {
        keys(.alt, 0.5)
        mouse(.down, 100, 150, 1)
        out.removeAll()
        mouse(.move, 50, 150, 1.01)
        XCTAssertEqual(out, [e(.move, 50, 150, 1.01, 0), e(.move, 350, 150, 1.01, 1)])
    }

    func testAltPressedWhileTheButtonIsDownAddsTheSecondPointThenAndReleasingAltLiftsIt() {
        mouse(.down, 100, 50, 1)
        keys(.alt, 1.1)
        keys([], 1.3)
        mouse(.move, 120, 50, 1.4)
        XCTAssertEqual(out, [e(.down, 100, 50, 1, 0), e(.down, 300, 250, 1.1, 1), e(.up, 300, 250, 1.3, 1),
                             e(.move, 120, 50, 1.4, 0)])
    }

    func testReleasingTheButtonLiftsBothTheMouseLast() {
        keys(.alt, 0)
        mouse(.down, 100, 50, 1)
        out.removeAll()
        mouse(.up, 110, 50, 1.2)
        XCTAssertEqual(out, [e(.up, 290, 250, 1.2, 1), e(.up, 110, 50, 1.2, 0)])
    }

    func testAltAndShiftMoveBothTogetherKeepingTheirOffset() {
        keys([.alt, .shift], 0)
        mouse(.down, 100, 50, 1)
        mouse(.move, 130, 70, 1.01)
        XCTAssertEqual(out, [e(.down, 100, 50, 1, 0), e(.down, 300, 250, 1, 1),
                             e(.move, 130, 70, 1.01, 0), e(.move, 330, 270, 1.01, 1)])
    }

    func testShiftReleasedAfterAPanMirrorsAboutWhereThePanLeftThePair() {
        keys([.alt, .shift], 0)
        mouse(.down, 100, 50, 1)
        mouse(.move, 130, 70, 1.01)   // the pair's midpoint is now (230, 170)
        keys(.alt, 1.02)
        out.removeAll()
        mouse(.move, 140, 70, 1.03)
        XCTAssertEqual(out, [e(.move, 140, 70, 1.03, 0), e(.move, 320, 270, 1.03, 1)], "no jump: mirrored about (230, 170)")
    }

    func testAKeyStampedBeforeTheMousesLastEventIsTakenToBeAtIt() {
        mouse(.down, 100, 50, 2)
        keys(.alt, 1.5)
        XCTAssertEqual(out.last, e(.down, 300, 250, 2, 1), "times never go back")
    }

    func testLosingFocusLiftsTheSecondPointAndForgetsAlt() {
        keys(.alt, 0)
        mouse(.down, 100, 50, 1)
        mirror.focusLost(at: 1.1) { out.append($0) }
        XCTAssertEqual(out.last, e(.up, 300, 250, 1.1, 1), "a line --record keeps, so a replay lifts it too")
        XCTAssertEqual(mirror.modifiers, [])
        out.removeAll()
        mouse(.move, 120, 50, 1.2)
        XCTAssertEqual(out, [e(.move, 120, 50, 1.2, 0)])
    }

    func testOtherPointersPassThrough() {
        keys(.alt, 0)
        mirror.handle(PointerEvent(.down, x: 5, y: 5, timestamp: 1, pointerID: 3)) { out.append($0) }
        XCTAssertEqual(out, [e(.down, 5, 5, 1, 3)])
    }
}
