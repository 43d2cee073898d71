import Foundation
import Harness
import XCTest
@testable import Playground

/// `fluid check`'s files (`NAME.check.json`): bounds on a recording's feel reports (F1, F7), read
/// strictly, and what falls outside them.
final class CheckSpecTests: XCTestCase {
    private func spec(_ text: String) throws -> CheckSpec { try CheckSpec(json: Array(text.utf8)) }

    /// The error a spec is refused with, nil when it is accepted.
    private func problem(_ text: String) -> CheckSpecError? {
        do {
            _ = try spec(text)
            return nil
        } catch {
            return error as? CheckSpecError
        }
    }

    func testASpecNamesItsSceneTuningAndEachReleasesBounds() throws {
        let read = try spec(#"{"scene": "drawer", "tuning": "damping=0.7", "releases": [{"overshoot_pt": {"max": 4}, "settle_time_s": {"min": 0.2, "max": 0.9}}]}"#)
        XCTAssertEqual(read.sceneName, "drawer")
        XCTAssertEqual(read.size, CheckSpec.defaultSize)
        XCTAssertEqual(try read.tuning(base: DrawerScene.defaultTuning).dampingRatio, 0.7, accuracy: 1e-12)
        XCTAssertEqual(read.releases.count, 1)
        XCTAssertEqual(read.releases[0].map(\.key), ["overshoot_pt", "settle_time_s"])
        XCTAssertEqual(read.releases[0][0].bound, CheckSpec.Bound(max: 4))
        // Written back as the corpus holds it, it reads the same.
        XCTAssertEqual(try spec(read.json), read)
    }

    func testASpecMayBoundTheScenesOtherMotionsByName() throws {
        let read = try spec(#"{"scene": "photo", "releases": [], "motions": {"zoom": {"finger_speed_pt_s": {"min": 1.2}}, "turn": {"rest_pt": {"max": 1.6}}}}"#)
        XCTAssertEqual(read.motions.map(\.name), ["zoom", "turn"])
        XCTAssertEqual(read.motions[0].bounds.map(\.key), ["finger_speed_pt_s"])
        XCTAssertEqual(read.motions[1].bounds[0].bound, CheckSpec.Bound(max: 1.6))
        XCTAssertEqual(try spec(read.json), read)
        XCTAssertEqual(problem(#"{"scene": "photo", "releases": [], "motions": {"zoom": {"jump": {"max": 1}}}}"#),
                       .unknownField(path: "motions.zoom", field: "jump"))
        XCTAssertEqual(problem(#"{"scene": "photo", "releases": [], "motions": [1]}"#), .notBounds(path: "motions", found: "an array"))
    }

    func testEveryFieldOfAReportHasAColumnAndAName() {
        let report = FeelReport(fingerSpeed: 1, dragSpeed: 2, firstFrameSpeed: 3, jump: 4, overshoot: 5, settleTime: 6,
                                projectedDistance: 7, restDistance: 8, restGap: 9)
        XCTAssertEqual(FeelReportField.all.map(\.key), report.fields.map(\.name))
        XCTAssertEqual(FeelReportField.all.compactMap { $0.value(report) }, [1, 2, 3, 4, 5, 6, 7, 8, 9])
        XCTAssertEqual(FeelReport(fields: Dictionary(uniqueKeysWithValues: report.fields.compactMap { f in f.value.map { (f.name, $0) } })), report)
    }

    func testEachMistakeIsNamed() {
        XCTAssertEqual(problem(#"{"scene": "drawr", "releases": []}"#), .unknownScene("drawr"))
        XCTAssertEqual(problem(#"{"scene": "drawer", "releases": [{"overshot_pt": {"max": 4}}]}"#),
                       .unknownField(path: "releases[0]", field: "overshot_pt"))
        XCTAssertEqual(problem(#"{"scene": "drawer", "releases": [{"jump_pt": {"min": 4, "max": 1}}]}"#),
                       .minAboveMax(path: "releases[0].jump_pt", min: 4, max: 1))
        XCTAssertEqual(problem(#"{"scene": "drawer", "releases": [{"jump_pt": {}}]}"#), .noLimit(path: "releases[0].jump_pt"))
        XCTAssertEqual(problem(#"{"scene": "drawer", "releases": [{"jump_pt": {"max": "4"}}]}"#),
                       .notANumber(path: "releases[0].jump_pt.max", found: "a string"))
        XCTAssertEqual(problem(#"{"scene": "drawer"}"#), .noReleases)
        XCTAssertEqual(problem(#"{"scene": "drawer", "tuning": "wobble=2", "releases": []}"#), .tuning(.unknownKey("wobble")))
        XCTAssertEqual(problem(#"{"scene": "drawer", "release": []}"#), .unknownKey("release"))
        XCTAssertEqual(problem(#"{"scene": "drawer", "releases": [], "size": "0x5"}"#), .badSize("0x5"))
        guard case .json? = problem(#"{"scene": "drawer", "releases": [}"#) else { return XCTFail("not refused as JSON") }
    }

    // The words are rendered in one place: a whole line as `fluid check` prints it.
    func testAMistakeReadsAsOneLineNamingTheKey() {
        XCTAssertEqual(problem(#"{"scene": "drawer", "releases": [{"jump_pt": {"min": 4, "max": 1}}]}"#)?.description,
                       "releases[0].jump_pt: min 4.0 is above max 1.0")
        XCTAssertEqual(problem(#"{"scene": "drawer", "tuning": "wobble=2", "releases": []}"#)?.description,
                       "tuning: unknown key 'wobble' (keys: damping, response, scrubs, pauses, seed)")
    }

    private func report(overshoot: Double, settle: Double?) -> FeelReport {
        FeelReport(fingerSpeed: 1000, dragSpeed: 1000, firstFrameSpeed: 1000, jump: 0, overshoot: overshoot,
                   settleTime: settle, projectedDistance: 500, restDistance: settle.map { _ in 100 }, restGap: nil)
    }

    func testWhatFallsOutsideItsBoundsIsListed() throws {
        let spec = try spec(#"{"scene": "drawer", "releases": [{"overshoot_pt": {"max": 4}, "settle_time_s": {"max": 1}}]}"#)
        let inside = TuningRun(tuning: DrawerScene.defaultTuning, reports: [report(overshoot: 3, settle: 0.8)], movedView: true, frames: 60, strip: [])
        XCTAssertEqual(InteractionCheck.misses(of: inside, name: "r.jsonl", spec: spec), [])
        let outside = TuningRun(tuning: DrawerScene.defaultTuning, reports: [report(overshoot: 6, settle: nil)], movedView: true, frames: 60, strip: [])
        let misses = InteractionCheck.misses(of: outside, name: "r.jsonl", spec: spec)
        XCTAssertEqual(misses.map(\.field), ["overshoot_pt", "settle_time_s"])
        XCTAssertEqual(misses.map(\.value), ["6.00", "none"])
        XCTAssertEqual(misses.first?.expected, "≤ 4")
    }

    func testAnExtraOrMissingReleaseIsAMiss() throws {
        let spec = try spec(#"{"scene": "drawer", "releases": [{"overshoot_pt": {"max": 4}}]}"#)
        let two = TuningRun(tuning: DrawerScene.defaultTuning, reports: [report(overshoot: 1, settle: 0.5), report(overshoot: 1, settle: 0.5)],
                            movedView: true, frames: 60, strip: [])
        XCTAssertEqual(InteractionCheck.misses(of: two, name: "r.jsonl", spec: spec).map(\.field), ["releases"])
        let still = TuningRun(tuning: DrawerScene.defaultTuning, reports: [], movedView: false, frames: 60, strip: [])
        XCTAssertEqual(InteractionCheck.misses(of: still, name: "r.jsonl", spec: spec).map(\.field), ["moved"])
    }

    func testBoundsFromTodaysNumbersHoldThemWithAMargin() {
        let today = report(overshoot: 0, settle: 0.5)
        let bounds = InteractionCheck.bounds(for: [today])
        let overshoot = bounds[0].first { $0.key == "overshoot_pt" }?.bound
        XCTAssertEqual(overshoot, CheckSpec.Bound(min: -1, max: 1), "at least a point either side")
        let settle = bounds[0].first { $0.key == "settle_time_s" }?.bound
        XCTAssertEqual(settle, CheckSpec.Bound(min: 0.45, max: 0.55), "10 % either side")
        XCTAssertNil(bounds[0].first { $0.key == "rest_gap_s" }, "no bound where there is no number")
    }
}
