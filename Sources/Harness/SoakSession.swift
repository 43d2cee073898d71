import Animation
import Foundation
import Gestures
import Input
import Painting
import Platform
import Playground
import ScriptedInput

/// A long random session (drags, flicks, taps and keys across every scene) replayed headless at
/// full speed, watching for what a long session must not do: grow, leak animators, warn.
public final class SoakSession {
    /// Something a long session reported: the painter's warnings and the animators' misuse
    /// reports, kept as the cases they were raised as.
    public enum Warning: Equatable, CustomStringConvertible {
        case painting(PaintWarning)
        case animator(Diagnostics.Message)

        public var description: String {
            switch self {
            case .painting(let warning): return warning.description
            case .animator(let message): return message.description
            }
        }
    }

    public struct Report {
        /// Resident memory (MB) at the end of each minute of session time.
        public var residentMB: [Double] = []
        /// Gestures after whose settling the running animator count was above its baseline.
        public var unsettled: [String] = []
        public var warnings: [Warning] = []
        public var frames = 0
        public var gestures = 0
    }

    private let app: PlaygroundApp
    private let session: ReplaySession
    private let size: CGSize
    private var rng: SplitMix64
    /// The first gestures visit every scene (Tab, then drags there and back), so minute 1's memory already
    /// holds what each scene's first full use allocates and the growth check measures leaks, not first visits.
    private var tourIndex = 0
    /// Per scene: switch to it, open it slowly, close it slowly, flick it open.
    private static let tourSteps = 4

    /// How long after its last input a gesture may take to settle.
    public static let settleLimit = 15.0

    public init(seed: UInt64, size: CGSize = CGSize(width: 1280, height: 800)) throws {
        app = try PlaygroundApp(sceneName: SceneCatalog.names[0])
        app.showsHUD = true
        self.size = size
        rng = SplitMix64(seed: seed)
        session = try ReplaySession(app: app, size: size, records: [])
        session.surface.warnings.printsToStandardError = false
    }

    /// Runs `minutes` of session time; `progress` hears each finished minute.
    public func run(minutes: Int, progress: (Int, Double) -> Void = { _, _ in }) -> Report {
        var report = Report()
        let framesPerMinute = Int(60 * HeadlessRunner.frameRate)
        var frame = 0
        for minute in 1...max(1, minutes) {
            while frame < minute * framesPerMinute {
                let inputs = nextGesture(startingAt: HeadlessRunner.time(ofFrame: frame))
                report.gestures += 1
                // Deliver the gesture, then let it settle (tuned responses reach 5 s; a
                // gesture that has not settled 15 s after its last input never will).
                session.append(inputs)
                let last = inputs.last?.time ?? 0
                while true {
                    let now = HeadlessRunner.time(ofFrame: frame)
                    session.step()
                    frame += 1
                    if session.isFinished && now > last + 0.1 && app.isSettled && app.driver.runningCount == 0 { break }
                    if now > last + Self.settleLimit {
                        report.unsettled.append("\(type(of: app.scene).name) at \(String(format: "%.1f", now)) s: "
                                                + "\(app.driver.runningCount) animators still running")
                        break
                    }
                }
            }
            let mb = Self.residentMB()
            report.residentMB.append(mb)
            progress(minute, mb)
        }
        report.frames = frame
        report.warnings = session.surface.warnings.all.map(Warning.painting) + app.driver.diagnostics.messages.map(Warning.animator)
        return report
    }

    /// One random gesture (in window points, times from `start`): a slow drag, a flick, a tap,
    /// or a key (scene switches among them).
    private func nextGesture(startingAt start: Double) -> [InputRecord] {
        let t0 = start + 0.05
        if tourIndex < SceneCatalog.all.count * Self.tourSteps {
            defer { tourIndex += 1 }
            let drag = app.scene.demoDrag(in: size)
            switch tourIndex % Self.tourSteps {
            case 0: return [InputRecord(time: t0, kind: .key("Tab"))]
            case 1: return DragScript.drag(from: drag.from, to: drag.to, start: t0, duration: 0.5, ease: .smooth)
            case 2: return DragScript.drag(from: drag.to, to: drag.from, start: t0, duration: 0.5, ease: .smooth)
            default: return DragScript.drag(from: drag.from, to: drag.to, start: t0, duration: 0.08)
            }
        }
        let drag = app.scene.demoDrag(in: size)
        func jitter(_ p: CGPoint) -> CGPoint {
            CGPoint(x: p.x + CGFloat(rng.uniform(-30, 30)), y: p.y + CGFloat(rng.uniform(-10, 10)))
        }
        switch rng.next() % 10 {
        case 0, 1, 2:
            let forward = rng.next() % 2 == 0
            return DragScript.drag(from: jitter(forward ? drag.from : drag.to), to: jitter(forward ? drag.to : drag.from),
                                      start: t0, duration: rng.uniform(0.3, 0.9), ease: .smooth)
        case 3, 4, 5:
            let from = jitter(drag.from)
            let to = CGPoint(x: from.x, y: from.y + (drag.to.y - drag.from.y) * CGFloat(rng.uniform(0.15, 0.4)))
            return DragScript.drag(from: from, to: to, start: t0, duration: rng.uniform(0.05, 0.12))
        case 6, 7:
            let p = jitter(drag.from)
            return [InputRecord(time: t0, kind: .down(p)), InputRecord(time: t0 + 0.08, kind: .up(p))]
        case 8:
            let keys = ["[", "]", "-", "=", "S", "P", "R", "H", "0"]
            return [InputRecord(time: t0, kind: .key(keys[Int(rng.next() % UInt64(keys.count))]))]
        default:
            return [InputRecord(time: t0, kind: .key(String(1 + rng.next() % 8)))]
        }
    }

    /// Resident set size from /proc/self/statm, in MB.
    public static func residentMB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
