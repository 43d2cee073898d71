import Foundation
import Gestures
import Harness
import Input
import ScriptedInput
import XCTest
@testable import Playground

/// One recording gives the same frames through every site that replays input: a headless
/// `--replay`, the soak (records appended as the session runs), `fluid compare` and `G` (the
/// replay rule is `InputFeed`, the frames are the app's, F7).
final class OneReplayRuleTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// A flick of the drawer at 125 Hz, not aligned with frames, then time to settle.
    private let flick = DragScript.verticalDrag(x: 640, fromY: 778, toY: 560, start: 0.1037, duration: 0.16, sampleRate: 125)

    /// The drawer's top edge in each traced frame, with the frame's time.
    private func drawerPath(_ trace: String) throws -> [(t: Double, y: Double)] {
        try trace.split(separator: "\n").map { line in
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let drawer = try XCTUnwrap((object["views"] as? [String: Any])?["drawer"] as? [String: Any])
            return (try XCTUnwrap(object["t"] as? Double), try XCTUnwrap((drawer["frame"] as? [Double])?[1]))
        }
    }

    private func traced(_ build: (PlaygroundApp) throws -> ReplaySession, run: (ReplaySession) -> Void) throws -> String {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        app.showsHUD = false
        var text = ""
        app.trace = FrameTrace(origin: 0) { text += $0 }
        run(try build(app))
        app.trace?.flush()
        return text
    }

    private func headless() throws -> [(t: Double, y: Double)] {
        try drawerPath(traced({ try ReplaySession(app: $0, size: size, records: flick) }, run: { $0.run() }))
    }

    func testTheSoaksAppendedRecordsGiveTheHeadlessReplaysFrames() throws {
        let split = flick.count / 2
        let soak = try drawerPath(traced({ try ReplaySession(app: $0, size: size, records: Array(flick[..<split])) }) { session in
            // As the soak does: more input is handed on while the session runs.
            for _ in 0..<3 { session.step() }
            session.append(Array(flick[split...]))
            session.run()
        })
        // Frames at rest before the first record may be drawn or skipped; every frame both
        // drew is the same frame.
        let replay = Dictionary(try headless().map { ($0.t, $0.y) }, uniquingKeysWith: { a, _ in a })
        var shared = 0
        for frame in soak {
            guard let y = replay[frame.t] else { continue }
            XCTAssertEqual(frame.y, y, "frame at \(frame.t)")
            shared += 1
        }
        XCTAssertGreaterThan(shared, 40, "the drag and the release are drawn by both")
    }

    func testCompareGivesTheHeadlessReplaysFrames() throws {
        let comparison = try Comparison(scene: DrawerScene.self, records: flick,
                                        tunings: [DrawerScene.defaultTuning, DrawerScene.defaultTuning], size: size)
        comparison.run()
        let compared = try drawerPath(comparison.runs[0].trace)
        let replay = try headless()
        // compare stops once both runs rest; the replay may draw a frame or two more at rest.
        XCTAssertGreaterThan(compared.count, 20)
        for (a, b) in zip(compared, replay) {
            XCTAssertEqual(a.t, b.t)
            XCTAssertEqual(a.y, b.y, "frame at \(a.t)")
        }
    }

    func testGReplaysTheDragOnTheSameFramesItWasDrawnOn() throws {
        // The flick, then G once everything rests: the replay starts on a whole frame after the
        // press, so its frames are the live run's, shifted by whole frames.
        let g = InputRecord(time: 3.0071, kind: .key("G"))
        let path = try drawerPath(traced({ try ReplaySession(app: $0, size: size, records: flick + [g]) }, run: { $0.run() }))
        let live = path.filter { $0.t < g.time }, replayed = path.filter { $0.t > g.time }
        let start = try XCTUnwrap(live.first).y
        // Each run from the first frame the drawer moved to where it rests.
        func moving(_ p: [(t: Double, y: Double)]) -> [Double] {
            guard let first = p.firstIndex(where: { $0.y != start }) else { return [] }
            let rest = p.last?.y
            let last = p.lastIndex(where: { $0.y != rest }) ?? first
            return p[first...last].map(\.y)
        }
        let a = moving(live), b = moving(replayed)
        XCTAssertGreaterThan(a.count, 10)
        XCTAssertEqual(a.count, b.count, "as many moving frames")
        // To the trace's resolution (four decimals): the replay's clock starts a whole number of
        // frames later, which can move the last digit.
        for (n, (x, y)) in zip(a, b).enumerated() { XCTAssertEqual(x, y, accuracy: 2e-4, "moving frame \(n)") }
    }
}
