import Foundation
import Gestures
import Harness
import Input
import Painting
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// One recording gives the same frames through every site that replays input: a headless
/// `--replay`, the soak (records appended as the session runs), `fluid compare`, `G` and the
/// window's `--replay` (the replay rule is `InputFeed`, the frames are the app's, F7).
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

    /// The window's `--replay` (`FrameLoop` with `options.replay`), on SDL's dummy video driver.
    /// Its frames are stamped by the wall clock (the loop's start, the pace the display or the
    /// host allows), so its frame times, and the drawer's place in each, cannot be the headless
    /// replay's. What the replay rule fixes is compared exactly: every recorded event handed to
    /// the app in order, on one clock shift, none before its frame; and, once everything rests,
    /// the same views and animators as the headless replay.
    func testTheWindowsReplayHandsTheSameInputAndRestsWhereTheHeadlessReplayDoes() throws {
        let previous = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        defer { if let previous { setenv("SDL_VIDEODRIVER", previous, 1) } else { unsetenv("SDL_VIDEODRIVER") } }
        let window: Window
        do {
            window = try Window(title: "replay", width: Int32(size.width), height: Int32(size.height), vsync: false)
        } catch {
            throw XCTSkip("SDL could not open a window on the dummy video driver: \(error)")
        }
        let points = window.sizeInPoints
        XCTAssertEqual(CGSize(width: CGFloat(points.width), height: CGFloat(points.height)), size, "the recording's points are the window's")

        let app = try PlaygroundApp.forTests(scene: "drawer")
        let client = HandedInput(app: app, replayed: flick.count)
        let loop = try FrameLoop(window: window, client: client, threads: 1, options: .init(vsync: false, replay: InputFeed(flick)))
        try loop.run()

        let replayed = client.handed.filter { $0.event.timestamp != nil }
        XCTAssertEqual(replayed.count, flick.count, "every record handed, nothing else with a time")
        let shift = try XCTUnwrap(replayed.first?.event.timestamp) - flick[0].time
        // An event with its time set to 0 (t + -t is exactly 0): what it is and where.
        func untimed(_ event: InputEvent) -> InputEvent { event.shifted(by: -(event.timestamp ?? 0)) }
        for (n, (handed, record)) in zip(replayed, flick).enumerated() {
            let time = try XCTUnwrap(handed.event.timestamp)
            // On one shift, to the last bits of the addition.
            XCTAssertEqual(time - shift, record.time, accuracy: 1e-9, "record \(n)")
            XCTAssertEqual(untimed(handed.event), untimed(InputEvent(record)), "record \(n)")
            if let frame = handed.frame { XCTAssertLessThanOrEqual(time, frame, "record \(n) is handed no frame early") }
        }

        let headlessApp = try PlaygroundApp.forTests(scene: "drawer")
        _ = try ReplaySession(app: headlessApp, size: size, records: flick).run()
        let rested = app.snapshot(), expected = headlessApp.snapshot()
        XCTAssertEqual(rested.views, expected.views)
        XCTAssertEqual(rested.animators, expected.animators)
        let path = try headless()
        XCTAssertNotEqual(path.first?.y, path.last?.y, "the flick moves the drawer: resting alike is not resting untouched")
    }
}

/// The window's client for `testTheWindowsReplay…`: the app, with each event it is handed noted
/// with the target time of the frame it goes into; it quits once the replay is handed and the
/// app rests (or after 20 s of frames, so a replay that never ends fails instead of hanging).
private final class HandedInput: FrameClient {
    let app: PlaygroundApp
    let replayed: Int
    private(set) var handed: [(event: InputEvent, frame: Double?)] = []
    private var pending: [InputEvent] = []
    private var firstFrame: Double?
    private var finished = false

    init(app: PlaygroundApp, replayed: Int) {
        self.app = app
        self.replayed = replayed
    }

    func handle(_ input: InputEvent) {
        pending.append(input)
        app.handle(input)
    }

    func update(to time: Double) { update(to: time, inputLatency: 0) }

    func update(to time: Double, inputLatency: Double) {
        handed += pending.map { ($0, time) }
        pending = []
        app.update(to: time, inputLatency: inputLatency)
        let start = firstFrame ?? time
        firstFrame = start
        let allHanded = handed.filter { $0.event.timestamp != nil }.count >= replayed
        finished = (allHanded && !app.needsDisplay && !app.hasPendingInput) || time - start > 20
    }

    func prepare(with painter: Painter) { app.prepare(with: painter) }
    func draw(with painter: Painter, stats: FrameStats) { app.draw(with: painter, stats: stats) }
    func resize(to size: CGSize) { app.resize(to: size) }
    var wantsToQuit: Bool { finished || app.wantsToQuit }
    var needsDisplay: Bool { app.needsDisplay }
    func records(_ input: InputEvent) -> Bool { app.records(input) }
    func presented(at time: Double) { app.presented(at: time) }
}
