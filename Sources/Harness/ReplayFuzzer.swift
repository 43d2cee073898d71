import Foundation
import Gestures
import Input
import Painting
import Platform
import Playground
import Raster
import ScriptedInput
import ViewTree

/// Random recordings for the replay fuzzer (`fluid fuzz-replay`): what a person can do to the
/// window in a few seconds, and more. Drags, flicks up to 50,000 points a second, taps, every
/// documented key (scene switches among them, also mid-drag and mid-animation), Escape and focus
/// loss mid-drag. Coordinates stay inside the window; times always increase.
///
/// A case is a pure function of its seed, so a crash found at seed S is reproduced by that seed
/// alone (`fluid fuzz-replay --seed S --count 1 --write case.jsonl`, then `fluid --replay`).
public struct ReplayFuzzCase {
    public let seed: UInt64
    public let sceneName: String
    public let size: CGSize
    public let records: [InputRecord]
    /// Frames to run: past the last record by long enough for completions to run.
    public let frames: Int

    /// Canvas sizes the cases are drawn at (a phone, a small window, the default, a wide one).
    static let sizes = [CGSize(width: 1280, height: 800), CGSize(width: 640, height: 400),
                        CGSize(width: 390, height: 844), CGSize(width: 1024, height: 768)]
    /// Keys a case may press: every documented key but the quitting ones (Escape is pressed
    /// mid-drag, where it cancels the drag instead).
    static let keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "Tab", "[", "]", "-", "=",
                       "S", "P", "T", "Space", ".", "R", "H", "0", "?", "F1"]
    /// Seconds of frames after the last record.
    static let tail = 2.0

    public init(seed: UInt64) {
        self.seed = seed
        var rng = SplitMix64(seed: seed)
        sceneName = SceneCatalog.names[Int(rng.next() % UInt64(SceneCatalog.names.count))]
        size = Self.sizes[Int(rng.next() % UInt64(Self.sizes.count))]
        var builder = Builder(rng: rng, size: size)
        let actions = 2 + Int(builder.rng.next() % 10)
        for _ in 0..<actions { builder.addAction() }
        records = builder.records
        frames = Int(((records.last?.time ?? 0) + Self.tail) * HeadlessRunner.frameRate)
    }

    /// The recording, one JSON object per line, as `--record` writes it.
    public var jsonLines: String {
        records.map(InputRecordCoding.encode).joined(separator: "\n") + "\n"
    }

    private struct Builder {
        var rng: SplitMix64
        let size: CGSize
        var records: [InputRecord] = []
        var t = 0.05

        init(rng: SplitMix64, size: CGSize) {
            self.rng = rng
            self.size = size
        }

        mutating func point() -> CGPoint {
            CGPoint(x: rng.uniform(0, Double(size.width) - 1), y: rng.uniform(0, Double(size.height) - 1))
        }

        mutating func add(_ kind: InputRecord.Kind, after dt: Double, pointer: Int = 0) {
            t += max(dt, 0.0005)
            records.append(InputRecord(time: t, kind: kind, pointer: pointer))
        }

        mutating func addAction() {
            switch rng.next() % 15 {
            case 12, 13, 14: fingers(count: rng.next() % 4 == 0 ? 3 : 2)
            case 0, 1, 2: drag(speed: rng.uniform(50, 1500))
            case 3, 4, 5: drag(speed: rng.uniform(1500, 50_000))
            case 6:
                let p = point()
                add(.down(p), after: rng.uniform(0.02, 0.4))
                add(.up(CGPoint(x: p.x + rng.uniform(-3, 3), y: p.y + rng.uniform(-3, 3))), after: rng.uniform(0.03, 0.2))
            case 7, 8, 9:
                add(.key(Self.pick(ReplayFuzzCase.keys, &rng)), after: rng.uniform(0.01, 0.6))
            case 10:
                drag(speed: rng.uniform(200, 5000), interruption: .focusLost)
            default:
                drag(speed: rng.uniform(200, 5000), interruption: rng.next() % 2 == 0 ? .key("Escape") : .key(Self.pick(ReplayFuzzCase.keys, &rng)))
            }
        }

        /// A press, moves at 8 ms (sometimes in bursts of one millisecond) along a straight line at
        /// `speed` points a second, clipped to the window, then a release, or `interruption`
        /// mid-way (the pointer then goes up later, as a real one would).
        mutating func drag(speed: Double, interruption: InputRecord.Kind? = nil) {
            let from = point()
            var to = point()
            if rng.next() % 2 == 0 { to.x = from.x + CGFloat(rng.uniform(-20, 20)) }   // mostly vertical
            let length = max(1, hypot(Double(to.x - from.x), Double(to.y - from.y)))
            let duration = max(0.004, length / speed)
            let steps = max(1, min(200, Int(duration / 0.008)))
            let interruptAt = interruption == nil ? -1 : Int(rng.next() % UInt64(steps + 1))
            add(.down(from), after: rng.uniform(0.02, 0.5))
            for i in 1...steps {
                let k = CGFloat(i) / CGFloat(steps)
                let p = CGPoint(x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k)
                add(.move(p), after: rng.next() % 5 == 0 ? 0.001 : duration / Double(steps))
                if i == interruptAt, let interruption { add(interruption, after: 0.001) }
            }
            // A mouse's button-up comes anywhere within a report interval after its last move (F7).
            add(.up(to), after: rng.next() % 3 == 0 ? rng.uniform(0.05, 0.2) : rng.uniform(0, 0.012))
        }

        /// Several fingers (R36): each pressed in turn a few ms apart, all moving (pinching,
        /// turning, panning or wandering each its own way) with their samples one after the other,
        /// then lifted in any order, sometimes one early and pressed again, sometimes interrupted.
        mutating func fingers(count: Int) {
            var at = (0..<count).map { _ in point() }
            let ways = (0..<count).map { _ in CGPoint(x: rng.uniform(-1500, 1500), y: rng.uniform(-1500, 1500)) }
            let centre = CGPoint(x: size.width / 2, y: size.height / 2)
            let spin = rng.uniform(-6, 6), spread = rng.uniform(-2, 2)
            add(.down(at[0]), after: rng.uniform(0.02, 0.5))
            for id in 1..<count { add(.down(at[id]), after: rng.uniform(0, 0.08), pointer: id) }
            let steps = 1 + Int(rng.next() % 60)
            let dt = [0.001, 0.008, 0.010, 0.016][Int(rng.next() % 4)]
            let early = rng.next() % 4 == 0 ? Int(rng.next() % UInt64(count)) : -1
            var lifted = Set<Int>()
            for step in 1...steps {
                for id in 0..<count where !lifted.contains(id) {
                    let d = CGPoint(x: at[id].x - centre.x, y: at[id].y - centre.y)
                    let turn = CGFloat(spin * dt), grow = CGFloat(1 + spread * dt)
                    at[id] = CGPoint(x: centre.x + (d.x * cos(turn) - d.y * sin(turn)) * grow + ways[id].x * CGFloat(dt) * 0.2,
                                     y: centre.y + (d.x * sin(turn) + d.y * cos(turn)) * grow + ways[id].y * CGFloat(dt) * 0.2)
                    add(.move(at[id]), after: id == 0 ? dt : rng.uniform(0, 0.002), pointer: id)
                }
                if step == steps / 2, early >= 0 {
                    lifted.insert(early)
                    add(.up(at[early]), after: 0.001, pointer: early)
                    if rng.next() % 2 == 0 {
                        add(.down(at[early]), after: rng.uniform(0.005, 0.05), pointer: early)
                        lifted.remove(early)
                    }
                }
                if step == steps - 1, rng.next() % 8 == 0 {
                    add(rng.next() % 2 == 0 ? .focusLost : .key("Escape"), after: 0.001)
                }
            }
            for id in (0..<count).shuffled(using: &rng) where !lifted.contains(id) {
                add(.up(at[id]), after: rng.uniform(0, 0.012), pointer: id)
            }
        }

        static func pick(_ list: [String], _ rng: inout SplitMix64) -> String {
            list[Int(rng.next() % UInt64(list.count))]
        }
    }
}

extension ReplayFuzzCase {
    /// Replays the case headless, drawing every frame (with the HUD when `showsHUD`), and
    /// returns what it finds wrong short of a crash: a presented value that is not finite. A
    /// crash, the fuzzer's main catch, ends the process; the caller names the seed first.
    /// With `comparingFullRedraw`, the case also runs redrawing everything every frame, and a
    /// frame whose pixels differ from the one that redrew only what changed is a problem.
    public func run(showsHUD: Bool = true, comparingFullRedraw: Bool = false) throws -> [String] {
        func makeSession() throws -> (PlaygroundApp, ReplaySession) {
            let app = try PlaygroundApp(sceneName: sceneName)
            app.showsHUD = showsHUD
            let session = try ReplaySession(app: app, size: size, records: records)
            session.surface.warnings.printsToStandardError = false
            return (app, session)
        }
        let (app, session) = try makeSession()
        let full = try comparingFullRedraw ? makeSession() : nil
        full?.1.surface.fullRedraw = true
        var problems: [String] = []
        // What the window would show: each frame's pixels only where it says they changed.
        var window = PresentedCopy()
        for _ in 0..<frames where !app.wantsToQuit {
            session.step()
            if let bad = Self.firstNonFinite(in: app.root) {
                problems.append("frame \(session.runner.frame): \(type(of: app.scene).name) view '\(bad)' presents a non-finite value")
                break
            }
            guard let (_, other) = full else { continue }
            other.step()
            window.present(session.surface)
            if let row = Self.firstDifferentRow(session.surface.pixels, other.surface.pixels) {
                problems.append("frame \(session.runner.frame): \(type(of: app.scene).name) row \(row) differs from a full redraw")
                break
            }
            if let row = window.firstDifferingRow(from: other.surface.pixels) {
                problems.append("frame \(session.runner.frame): \(type(of: app.scene).name) row \(row) of what the window shows differs from a full redraw")
                break
            }
        }
        return problems
    }

    /// The first row where `a` and `b` differ (or their sizes do); nil when they are the same.
    static func firstDifferentRow(_ a: PixelBuffer, _ b: PixelBuffer) -> Int? {
        guard a.width == b.width, a.height == b.height else { return 0 }
        for y in 0..<a.height where memcmp(a.base + y * a.pixelsPerRow, b.base + y * b.pixelsPerRow, a.width * 4) != 0 {
            return y
        }
        return nil
    }

    private static func firstNonFinite(in view: View) -> String? {
        let p = view.presentation
        for property in AnimatableProperty.allCases {
            let v = p.vector(property)
            for i in 0..<v.scalarCount where !v[i].isFinite { return view.name.isEmpty ? "(unnamed)" : view.name }
        }
        for child in view.subviews {
            if let bad = firstNonFinite(in: child) { return bad }
        }
        return nil
    }
}
