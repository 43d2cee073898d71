import Foundation
import XCTest
@testable import Playground

/// The scroll view's HUD names its two numbers as UIScrollView does (the rubber band's constant
/// and `decelerationRate`), not as a spring's damping ratio and duration (issue 51, point 7).
final class HUDScrollViewTuningTests: XCTestCase {
    private func tuningLine(_ scene: String, keys: [String] = []) throws -> String {
        let app = try PlaygroundApp.forTests(scene: scene)
        app.showsHUD = true
        app.resize(to: CGSize(width: 1280, height: 800))
        for key in keys { app.handle(.key(name: key, timestamp: 0)) }
        let painter = RecordingPainter()
        app.drawForTest(on: painter)
        // The panel's tuning line: right below its title (the scene's own texts come first).
        let texts = painter.texts.map(\.string)
        let title = try XCTUnwrap(texts.firstIndex { $0.hasSuffix("· ? keys · H more") })
        return texts[title + 1]
    }

    func testTheScrollViewNamesItsRubberBandAndDecelerationRate() throws {
        XCTAssertEqual(try tuningLine("scroll-view"), "rubber band 0.55 · decelerationRate 0.998")
    }

    func testTheScrollViewsLineFollowsTheKeys() throws {
        // `-` shortens the time constant 0.5 s → 0.45 s: r = 1 − 1 ms/0.45 s.
        XCTAssertEqual(try tuningLine("scroll-view", keys: ["[", "-"]),
                       "rubber band 0.50 · decelerationRate 0.99778")
    }

    func testSpringScenesKeepTheDampingRatioAndDuration() throws {
        XCTAssertEqual(try tuningLine("drawer"), "ζ 0.80 · duration 1.20 s")
    }
}

/// No two texts of the compact HUD overlap on one line, in any scene: the scroll view's longer
/// tuning names ran into the frame rate.
final class HUDCompactLayoutTests: XCTestCase {
    func testNoTwoTextsOfTheCompactHUDOverlapInAnyScene() throws {
        for name in SceneCatalog.names {
            let app = try PlaygroundApp.forTests(scene: name)
            app.showsHUD = true
            app.resize(to: CGSize(width: 1280, height: 800))
            let painter = RecordingPainter()
            app.drawForTest(on: painter)
            // The panel's texts: from its title on (the scene's own texts come first).
            let title = try XCTUnwrap(painter.texts.firstIndex { $0.string.hasSuffix("· ? keys · H more") }, name)
            let hud = Array(painter.texts[title...])
            for (i, a) in hud.enumerated() {
                for b in hud[(i + 1)...] where abs(a.origin.y - b.origin.y) < 10 {
                    XCTAssertFalse(painter.span(of: a).overlaps(painter.span(of: b)), "\(name): '\(a.string)' and '\(b.string)'")
                }
            }
        }
    }
}
