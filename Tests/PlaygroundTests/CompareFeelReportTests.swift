import Foundation
import Gestures
import Harness
import Input
import ScriptedInput
import XCTest
@testable import Playground

/// `fluid compare` compares the tunings it is given on every release of the gesture.
final class CompareFeelReportTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// Up the drawer at speed, then (once it rests open) down again at speed.
    private var twoFlicks: [InputRecord] {
        DragScript.verticalDrag(x: 640, fromY: 778, toY: 600, start: 0.1, duration: 0.12)
            + DragScript.verticalDrag(x: 640, fromY: 500, toY: 700, start: 3, duration: 0.12)
    }

    private func tunings(_ specs: String...) throws -> [SceneTuning] {
        try specs.map { try SceneTuning(spec: $0, base: DrawerScene.defaultTuning) }
    }

    func testEveryReleaseOfEachRunHasAReport() throws {
        let comparison = try Comparison(scene: DrawerScene.self, records: twoFlicks,
                                        tunings: try tunings("damping=0.5", "damping=1"), size: size)
        comparison.run()
        for run in comparison.runs {
            let reports = run.app.feelReports
            XCTAssertEqual(reports.count, 2, "one report per release, not only the last")
            XCTAssertTrue(reports.allSatisfy { $0.fingerSpeed > 1000 && $0.isSettled })
        }
        XCTAssertGreaterThan(comparison.runs[0].app.feelReports[0].overshoot,
                             comparison.runs[1].app.feelReports[0].overshoot, "ζ 0.5 overshoots more than ζ 1")
    }

    func testKeysThatWouldChangeTheTuningAreLeftOutAndNamed() throws {
        let keys = ["]", "=", "0", "C", "2", "Space"].enumerated().map {
            InputRecord(time: 1 + 0.1 * Double($0.offset), kind: .key($0.element))
        }
        let comparison = try Comparison(scene: DrawerScene.self, records: twoFlicks + keys,
                                        tunings: try tunings("damping=0.5", "damping=1"), size: size)
        XCTAssertEqual(comparison.input.ignoredKeys, ["]", "=", "0", "C", "2"], "Space pauses both runs alike and stays")
        comparison.run()
        XCTAssertEqual(comparison.runs.map(\.app.tuning.dampingRatio), [0.5, 1], "--a and --b are what ran")
        XCTAssertEqual(comparison.runs.map { type(of: $0.app.scene).name }, ["drawer", "drawer"])
        XCTAssertEqual(comparison.input.note, .keysLeftOut(["]", "=", "0", "C", "2"]))
    }

    func testARecordingWithoutSuchKeysHasNoNote() {
        XCTAssertNil(ComparedInput(twoFlicks).note)
        XCTAssertEqual(ComparedInput(twoFlicks).records, twoFlicks)
    }

    func testAReportInJSONNamesItsUnitsAndWritesMissingNumbersAsNull() throws {
        let report = FeelReport(fingerSpeed: 1500, dragSpeed: 1480.5, firstFrameSpeed: 1470.25, jump: -0.125,
                                overshoot: 3, settleTime: nil, projectedDistance: 740, restDistance: nil, restGap: nil)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        XCTAssertEqual(object["finger_speed_pt_s"] as? Double, 1500)
        XCTAssertEqual(object["first_frame_speed_pt_s"] as? Double, 1470.25)
        XCTAssertEqual(object["jump_pt"] as? Double, -0.125)
        XCTAssertTrue(object["settle_time_s"] is NSNull, "still moving: no settle time yet")
        XCTAssertEqual(object.count, report.fields.count)
    }
}
