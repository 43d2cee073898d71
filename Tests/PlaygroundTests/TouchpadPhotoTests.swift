import Foundation
import Platform
import Input
import XCTest
@testable import Playground

/// A touchpad's pinch through the whole app (issue 47 items 3b and 4): it zooms and turns the
/// photo as two fingers on the screen do, each release on a spring from the pad's own velocity,
/// reported in scale and radians.
final class TouchpadPhotoTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// A pad pinch over the photo from scale 1 to 4 (past the limit of 3) turning 0.3 rad in 0.3 s
    /// at 100 Hz, its fingers lifted 5 ms after the last update; frames at 60 Hz until all rests.
    private func pinched() throws -> PlaygroundApp {
        let app = try PlaygroundApp.forTests(scene: PhotoScene.name)
        app.resize(to: size)
        let at = CGPoint(x: size.width / 2, y: size.height / 2), start = 0.1
        var events = [TouchpadGesture(.began, location: at, timestamp: start)]
        for k in 1...30 {
            events.append(TouchpadGesture(.changed, location: at, scale: 1 + 0.1 * Double(k), rotation: 0.01 * Double(k),
                                          timestamp: start + Double(k) / 100))
        }
        events.append(TouchpadGesture(.ended, location: at, scale: 4, rotation: 0.3, timestamp: start + 0.305))
        var frame = 0
        while frame < 400 {
            let time = HeadlessRunner.time(ofFrame: frame)
            while let next = events.first, next.timestamp <= time {
                app.handle(.touchpad(next))
                events.removeFirst()
            }
            app.update(to: time)
            frame += 1
            if events.isEmpty && app.isSettled { break }
        }
        return app
    }

    func testAPadPinchZoomsPastTheLimitAndSpringsBackToIt() throws {
        let app = try pinched()
        let zoom = app.scene.measuredMotions[0]
        XCTAssertEqual(zoom.value(), 3, accuracy: 0.001)
        let (_, report) = try XCTUnwrap(app.feel.motions.report(0))
        XCTAssertEqual(report.unit, .scale)
        XCTAssertTrue(report.isSettled)
        XCTAssertLessThan(try XCTUnwrap(report.springDistance), -0.05, "it sprang back from past the limit")
        XCTAssertGreaterThan(report.fingerSpeed, 1, "the pad's fingers were spreading")
    }

    func testAPadTurnShortOfAnEighthSnapsBackAndIsReportedInRadians() throws {
        let app = try pinched()
        XCTAssertEqual(app.scene.measuredMotions[1].value(), 0, accuracy: 0.002)
        let (_, report) = try XCTUnwrap(app.feel.motions.report(1))
        XCTAssertEqual(report.unit, .radians)
        XCTAssertLessThan(try XCTUnwrap(report.springDistance), -0.2)
    }
}
