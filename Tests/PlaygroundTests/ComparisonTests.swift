import Foundation
import Gestures
import Harness
import Input
import ScriptedInput
import XCTest
@testable import Playground

/// `fluid compare`: the numbers it prints are the traces' numbers.
final class ComparisonTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// A drag up the drawer released mid-way at speed, then left to settle.
    private var flick: [InputRecord] {
        DragScript.verticalDrag(x: 640, fromY: 778, toY: 600, start: 0.1, duration: 0.12)
    }

    private func lines(_ trace: String) throws -> [[String: Any]] {
        try trace.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    func testEachRunsSummaryIsReadOffItsOwnTrace() throws {
        let tunings = [try SceneTuning(spec: "damping=0.5,response=0.6", base: DrawerScene.defaultTuning),
                       try SceneTuning(spec: "damping=1,response=0.6", base: DrawerScene.defaultTuning)]
        let comparison = try Comparison(scene: DrawerScene.self, records: flick, tunings: tunings, size: size)
        comparison.run()
        let summaries = try comparison.summaries()
        XCTAssertEqual(summaries.count, 2)
        for (run, summary) in zip(comparison.runs, summaries) {
            // The same numbers, computed here from the trace's lines.
            let rows = try lines(run.trace).map { line -> (t: Double, down: Bool, y: Double, vy: Double) in
                let drawer = try XCTUnwrap((line["views"] as? [String: Any])?["drawer"] as? [String: Any])
                let frame = try XCTUnwrap(drawer["frame"] as? [Double]), velocity = try XCTUnwrap(drawer["velocity"] as? [Double])
                let down = (line["pointer"] as? [String: Any])?["down"] as? Bool ?? false
                return (try XCTUnwrap(line["t"] as? Double), down, frame[1], velocity[1])
            }
            let release = try XCTUnwrap(rows.lastIndex { $0.down }) + 1
            XCTAssertEqual(Double(try XCTUnwrap(summary.velocityBeforeRelease).dy), rows[release - 1].vy)
            XCTAssertEqual(Double(try XCTUnwrap(summary.velocityAfterRelease).dy), rows[release].vy)
            let rest = try XCTUnwrap(rows.last).y
            let direction: Double = rest < rows[release - 1].y ? -1 : 1
            let overshoot = rows[release...].map { ($0.y - rest) * direction }.max() ?? 0
            XCTAssertEqual(summary.peakOvershoot, max(0, overshoot), accuracy: 1e-9)
            let lastOutside = rows.indices.last { $0 >= release && abs(rows[$0].y - rest) > 0.5 }
            let settledRow = lastOutside.map { $0 + 1 } ?? release
            XCTAssertEqual(try XCTUnwrap(summary.settlingTime), rows[settledRow].t - rows[release].t, accuracy: 1e-9)
        }
        XCTAssertGreaterThan(summaries[0].peakOvershoot, 1, "ζ 0.5 overshoots")
        XCTAssertEqual(summaries[1].peakOvershoot, 0, "ζ 1 (the seed's ease-out) does not")
    }

    func testRunsShareOneClockAndEndTogether() throws {
        let comparison = try Comparison(scene: DrawerScene.self, records: flick,
                                        tunings: [DrawerScene.defaultTuning, DrawerScene.defaultTuning], size: size)
        let frames = comparison.run()
        let a = try lines(comparison.runs[0].trace), b = try lines(comparison.runs[1].trace)
        XCTAssertEqual(a.count, frames)
        XCTAssertEqual(b.count, frames)
        XCTAssertEqual(a.map { $0["t"] as? Double }, b.map { $0["t"] as? Double })
        XCTAssertEqual(try comparison.summaries()[0], try comparison.summaries()[1], "the same tuning moves the same")
    }

    func testSideBySidePicturesHoldBothRuns() throws {
        let comparison = try Comparison(scene: DrawerScene.self, records: flick,
                                        tunings: [DrawerScene.defaultTuning, DrawerScene.defaultTuning], size: size)
        comparison.run { _ in }
        let picture = comparison.sideBySide(downsampledBy: 4, gap: 8)
        XCTAssertEqual(picture.width, 320 * 2 + 8)
        XCTAssertEqual(picture.height, 200)
        // Identical runs: the left and right halves are the same picture.
        for y in stride(from: 0, to: 200, by: 7) {
            for x in stride(from: 0, to: 320, by: 5) {
                let l = (y * picture.width + x) * 4, r = (y * picture.width + x + 328) * 4
                XCTAssertEqual(Array(picture.pixels[l..<(l + 3)]), Array(picture.pixels[r..<(r + 3)]))
            }
        }
    }

    func testAsGhostTheFirstRunDrawsTheSecondsMovingView() throws {
        let comparison = try Comparison(scene: DrawerScene.self, records: flick,
                                        tunings: [DrawerScene.defaultTuning, DrawerScene.defaultTuning], size: size)
        comparison.showSecondAsGhost()
        let ghost = try XCTUnwrap(comparison.runs[0].app.overlay?())
        XCTAssertTrue(ghost === comparison.runs[1].app.scene.movingView)
    }

    func testTuningSpecsChangeOnlyTheKeysGivenAndRefuseNonsense() throws {
        let base = HalfModalScene.defaultTuning
        let t = try SceneTuning(spec: "damping=0.7, response=0.4,seed=true", base: base)
        XCTAssertEqual(t.dampingRatio, 0.7, accuracy: 1e-9)
        XCTAssertEqual(t.response, 0.4, accuracy: 1e-9)
        XCTAssertTrue(t.usesSeedTiming)
        XCTAssertEqual(t.scrubsLinearly, base.scrubsLinearly)
        XCTAssertEqual(try SceneTuning(spec: "", base: base), base)
        let refusals: [(String, TuningSpecError)] = [
            ("damping", .notKeyValue("damping")), ("=1", .notKeyValue("=1")),
            ("damping=nan", .outOfRange(key: "damping", range: SceneTuning.dampingRange, got: "nan")),
            ("damping=9", .outOfRange(key: "damping", range: SceneTuning.dampingRange, got: "9")),
            ("wobble=1", .unknownKey("wobble")), ("seed=maybe", .notAFlag(key: "seed", got: "maybe")),
        ]
        for (bad, refusal) in refusals {
            XCTAssertThrowsError(try SceneTuning(spec: bad, base: base), bad) { XCTAssertEqual($0 as? TuningSpecError, refusal, bad) }
        }
    }
}
