import Foundation
import Gestures
import Harness
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// Rounded containers clip what they hold: the floating
/// player's video and the WWDC card's contents leave the rounded corners empty.
final class SceneClippingTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// The colour drawn at `point` (points = pixels at 1×).
    private func pixel(_ session: ReplaySession, _ point: CGPoint) -> (Int, Int, Int) {
        let p = session.surface.pixel(x: Int(point.x), y: Int(point.y))
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    private func brightness(_ c: (Int, Int, Int)) -> Int { (c.0 + c.1 + c.2) / 3 }

    func testTheFloatingPlayersVideoIsClippedToItsRoundedCorners() throws {
        let app = try PlaygroundApp.forTests(scene: "floating-player")
        let session = try ReplaySession(app: app, size: size, records: [])
        session.run(frames: 3)
        let player = try XCTUnwrap(app.scene.view.viewNamed("player")).presentedTransformedFrame
        // The page is light; the video is dark. Just inside the corner of the bounding box lies
        // outside a 12-point rounded corner; the middle of the top edge is video.
        XCTAssertGreaterThan(brightness(pixel(session, CGPoint(x: player.minX + 1, y: player.minY + 1))), 150, "corner shows the page")
        XCTAssertLessThan(brightness(pixel(session, CGPoint(x: player.midX, y: player.minY + 2))), 60, "the edge shows video")
    }

    func testTheExpandedWWDCCardShowsItsRoundedCorners() throws {
        let app = try PlaygroundApp.forTests(scene: "wwdc-card")
        app.resize(to: size)
        let card = try XCTUnwrap(app.scene.view.viewNamed("card"))
        let titleBar = CGPoint(x: 640, y: card.frame.minY + 40)
        let session = try ReplaySession(app: app, size: size, records: DragScript.tap(at: titleBar, time: 0.1))
        session.run()
        let frame = card.presentedTransformedFrame
        XCTAssertEqual(card.presentation.cornerRadius, 12, accuracy: 1e-9, "expanded")
        let corner = pixel(session, CGPoint(x: frame.minX + 1, y: frame.minY + 1))
        let inside = pixel(session, CGPoint(x: frame.minX + 20, y: frame.minY + 20))
        XCTAssertGreaterThan(abs(brightness(corner) - brightness(inside)), 20,
                             "the corner shows what is behind the card, not the card (\(corner) vs \(inside))")
    }
}
