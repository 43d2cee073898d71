import Foundation
import Gestures
import Harness
import Input
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// `fluid sweep`: every tuning of a grid replayed on its own, its feel reports (F1, F7) the ones
/// `fluid compare` reads for the same tuning, handed between processes without a change.
final class TuningSweepTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// A drag up the drawer released mid-way at speed (compare's tests use the same).
    private var flick: [InputRecord] {
        DragScript.verticalDrag(x: 640, fromY: 778, toY: 600, start: 0.1, duration: 0.12)
    }

    private func tunings() throws -> [SceneTuning] {
        [try SceneTuning(spec: "damping=0.5,response=0.6", base: DrawerScene.defaultTuning),
         try SceneTuning(spec: "damping=1,response=0.4", base: DrawerScene.defaultTuning)]
    }

    func testEachRunsReportsAreCompares() throws {
        let comparison = try Comparison(scene: DrawerScene.self, records: flick, tunings: try tunings(), size: size)
        comparison.run()
        let plan = TuningRun.StripPlan(times: [0.1, 0.5, 1.0], factor: 2)
        for (tuning, compared) in zip(try tunings(), comparison.runs) {
            // Drawn small as the sweep draws them: the numbers do not depend on the pictures.
            let run = try TuningRun(scene: DrawerScene.self, records: flick, tuning: tuning, size: size,
                                    pixelsPerPoint: 0.25, strip: plan)
            XCTAssertEqual(run.reports.count, 1)
            XCTAssertEqual(run.reports, compared.app.feelReports, "damping \(tuning.dampingRatio)")
            XCTAssertTrue(run.movedView)
            XCTAssertEqual(run.strip.count, 4, "three times and the furthest frame")
            XCTAssertEqual(run.strip.first?.width, 160)
            XCTAssertEqual(run.strip.first?.height, 100)
        }
        let reports = comparison.runs.map { $0.app.feelReports.first?.overshoot ?? 0 }
        XCTAssertGreaterThan(reports[0], reports[1], "ζ 0.5 overshoots more than ζ 1")
    }

    func testARunReadBackFromJSONIsTheSameRun() throws {
        let run = try TuningRun(scene: DrawerScene.self, records: flick, tuning: try tunings()[0], size: size,
                                pixelsPerPoint: 0.125)
        let back = try TuningRunJSON.decode(TuningRunJSON.encode(run), tuning: run.tuning)
        XCTAssertEqual(back.reports, run.reports)
        XCTAssertEqual(back.movedView, run.movedView)
        XCTAssertEqual(back.frames, run.frames)
        // A report without its optional numbers (a release in motion has no rest gap) reads back too.
        XCTAssertNil(back.reports.first?.restGap)
    }

    func testARunWithoutItsNumbersIsRefused() {
        XCTAssertThrowsError(try TuningRunJSON.decode(#"{"moved":true,"frames":3,"releases":[{"jump_pt":1}]}"#,
                                                      tuning: DrawerScene.defaultTuning))
        XCTAssertThrowsError(try TuningRunJSON.decode(#"{"moved":true}"#, tuning: DrawerScene.defaultTuning))
    }

    func testARangeGivesEveryStepFromAToB() throws {
        let range = try TuningGrid.range("0.5:1:0.1", name: "--damping", within: SceneTuning.dampingRange)
        XCTAssertEqual(range.values.count, 6)
        XCTAssertEqual(range.values.first ?? 0, 0.5, accuracy: 1e-12)
        XCTAssertEqual(range.values.last ?? 0, 1, accuracy: 1e-12)
        XCTAssertEqual(try TuningGrid.range("0.4", name: "--response", within: SceneTuning.responseRange).values, [0.4])
    }

    func testARangeOffTheTuningStepOrOutsideItsKeysRangeIsRefused() {
        let range = SceneTuning.dampingRange
        let refusals: [(String, TuningGridError)] = [
            ("0.5:1:0.03", .offStep(option: "--damping", part: "STEP", got: "0.03")),
            ("0.52", .offStep(option: "--damping", part: "A", got: "0.52")),
            ("1:0.5:0.1", .backwards(option: "--damping", from: "1", to: "0.5")),
            ("0.5:1:0", .stepNotPositive(option: "--damping", got: "0")),
            ("0:1:0.1", .outside(option: "--damping", got: "0", range: range)),
            // Outside the range is said before off the step (1e308 is no multiple of anything).
            ("1e308", .outside(option: "--damping", got: "1e308", range: range)),
            ("0.5:1e308:0.1", .outside(option: "--damping", got: "1e308", range: range)),
            ("a:b:c", .notANumber(option: "--damping", part: "A", got: "a")),
            ("0.5:1", .notARange(option: "--damping", got: "0.5:1")),
        ]
        for (bad, refusal) in refusals {
            XCTAssertThrowsError(try TuningGrid.range(bad, name: "--damping", within: range), bad) {
                XCTAssertEqual($0 as? TuningGridError, refusal, bad)
            }
        }
    }

    /// A step far below the key step (which rounds to none) is a grid too fine, with its
    /// count: no trap converting an endless count to an `Int` (issue 49, 1).
    func testAStepFarBelowTheKeyStepIsAGridTooFineWithItsCount() {
        let refusals: [(String, TuningGridError)] = [
            ("0.5:1:1e-9", .tooManyValues(option: "--damping", count: 500_000_000)),
            ("0.5:1:5e-324", .tooManyValues(option: "--damping", count: .greatestFiniteMagnitude)),
        ]
        for (bad, refusal) in refusals {
            XCTAssertThrowsError(try TuningGrid.range(bad, name: "--damping", within: SceneTuning.dampingRange), bad) {
                XCTAssertEqual($0 as? TuningGridError, refusal, bad)
            }
        }
        // From A to A the step does not matter: one value.
        XCTAssertEqual(try TuningGrid.range("0.5:0.5:1e-9", name: "--damping", within: SceneTuning.dampingRange).values, [0.5])
    }

    func testTheGridGoesDownTheDampingThenTheResponse() throws {
        let grid = try TuningGrid(damping: .init(values: [0.5, 1]), response: .init(values: [0.3, 0.4, 0.5]),
                                  base: DrawerScene.defaultTuning)
        XCTAssertEqual(grid.tunings.count, 6)
        XCTAssertEqual(grid.tunings[1].dampingRatio, 0.5, accuracy: 1e-12)
        XCTAssertEqual(grid.tunings[1].response, 0.4, accuracy: 1e-12)
        XCTAssertEqual(grid.tunings[3].dampingRatio, 1, accuracy: 1e-12)
        // What the grid makes is what `--a damping=…,response=…` makes: the same runs.
        XCTAssertEqual(grid.tunings[1], try SceneTuning(spec: "damping=0.5,response=0.4", base: DrawerScene.defaultTuning))
    }

    func testTheContactSheetHasARowPerTuningWithItsFramesInPlace() throws {
        func flat(_ v: UInt8) -> BitmapImage {
            BitmapImage(width: 20, height: 10, pixels: [UInt8](repeating: v, count: 20 * 10 * 4), hasAlpha: false)
        }
        let rows = (0..<3).map { r in ContactSheet.Row(label: ["row \(r)"], frames: [flat(UInt8(100 + r)), flat(UInt8(200 + r))]) }
        let sheet = try ContactSheet.picture(rows: rows, header: ["a", "b"])
        let rowHeight = max(10, 3 * 14 + 4) + ContactSheet.gap
        XCTAssertEqual(sheet.height, ContactSheet.headerHeight + 3 * rowHeight)
        XCTAssertEqual(sheet.width, ContactSheet.labelWidth + 2 * (20 + ContactSheet.gap))
        for r in 0..<3 {
            for c in 0..<2 {
                let x = ContactSheet.labelWidth + c * (20 + ContactSheet.gap) + 5
                let y = ContactSheet.headerHeight + r * rowHeight + 5
                XCTAssertEqual(sheet.pixels[(y * sheet.width + x) * 4], UInt8((c == 0 ? 100 : 200) + r), "row \(r), frame \(c)")
            }
        }
    }
}
