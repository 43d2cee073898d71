import FileSafety
import ViewTree
import Foundation

/// What `fluid compare` says about one run, read off its `--trace` lines: how the
/// moving view left the finger, how far it overshot where it came to rest, and how long it took.
public struct MotionSummary: Equatable, Sendable {
    /// The view the numbers are about.
    public var viewName: String
    /// The view's velocity (pt/s) in the last traced frame with the pointer down, and in the first
    /// after the release; nil when the run has no release.
    public var velocityBeforeRelease: CGVector?
    public var velocityAfterRelease: CGVector?
    /// How far (pt) the view went past its resting place, along the way it was travelling from
    /// the release; 0 when it never did.
    public var peakOvershoot: Double
    /// Seconds from the first frame after the release to the first from which the view stays
    /// within `settleTolerance` of where it rests.
    public var settlingTime: Double?
    /// Where the view's frame origin rests at the end of the trace.
    public var restingOrigin: CGPoint

    /// "Within half a point": nothing moves visibly after that.
    public static let settleTolerance = 0.5

    /// Reads the trace's JSON Lines for the view named `viewName`.
    public init(trace text: String, viewName: String) throws {
        self.viewName = viewName
        struct Sample { var t: Double; var down: Bool; var origin: CGPoint; var velocity: CGVector }
        var samples: [Sample] = []
        for line in text.split(separator: "\n") {
            guard case .object(let object) = try JSONParser.parse(String(line)) else {
                throw MotionSummaryError.lineNotAnObject
            }
            guard case .number(let t)? = object["t"], case .object(let views)? = object["views"],
                  case .object(let view)? = views[viewName], case .array(let frame)? = view["frame"],
                  case .array(let velocity)? = view["velocity"], frame.count == 4, velocity.count == 2,
                  case .number(let x) = frame[0], case .number(let y) = frame[1],
                  case .number(let vx) = velocity[0], case .number(let vy) = velocity[1] else {
                throw MotionSummaryError.noSuchView(viewName)
            }
            var down = false
            if case .object(let pointer)? = object["pointer"], case .bool(let d)? = pointer["down"] { down = d }
            samples.append(Sample(t: t, down: down, origin: CGPoint(x: x, y: y), velocity: CGVector(dx: vx, dy: vy)))
        }
        guard let last = samples.last else { throw MotionSummaryError.emptyTrace }
        restingOrigin = last.origin
        peakOvershoot = 0
        // The release: the first frame with the pointer up after the last one with it down.
        guard let lastDown = samples.lastIndex(where: { $0.down }), lastDown + 1 < samples.count else { return }
        let before = samples[lastDown], after = samples[lastDown + 1]
        velocityBeforeRelease = before.velocity
        velocityAfterRelease = after.velocity
        let rest = last.origin
        let travel = CGVector(dx: rest.x - before.origin.x, dy: rest.y - before.origin.y)
        let length = (travel.dx * travel.dx + travel.dy * travel.dy).squareRoot()
        if length > 0 {
            for s in samples[(lastDown + 1)...] {
                let past = ((s.origin.x - rest.x) * travel.dx + (s.origin.y - rest.y) * travel.dy) / length
                peakOvershoot = max(peakOvershoot, Double(past))
            }
        }
        // Settled from the first frame after which it never leaves the tolerance again,
        // counted from the first frame after the release.
        var firstSettled = lastDown + 1
        for i in (lastDown + 1)..<samples.count {
            let dx = Double(samples[i].origin.x - rest.x), dy = Double(samples[i].origin.y - rest.y)
            if (dx * dx + dy * dy).squareRoot() > Self.settleTolerance { firstSettled = i + 1 }
        }
        settlingTime = samples[min(firstSettled, samples.count - 1)].t - after.t
    }
}

/// Why a replay's motion could not be summed up.
public enum MotionSummaryError: Error, Equatable, CustomStringConvertible {
    case lineNotAnObject
    /// A trace line without the view (by name) with a frame and velocity.
    case noSuchView(String)
    case emptyTrace
    /// The scene has no view a drag moves (named by the scene).
    case nothingMoves(scene: String)
    /// The replay made no run to summarise.
    case noRun

    public var description: String {
        switch self {
        case .lineNotAnObject: return "a trace line is not a JSON object"
        case .noSuchView(let name): return "a trace line has no view named \(name) with a frame and velocity"
        case .emptyTrace: return "the trace is empty"
        case .nothingMoves(let scene): return "\(scene) has no view that a drag moves"
        case .noRun: return "the replay made no run"
        }
    }
}
