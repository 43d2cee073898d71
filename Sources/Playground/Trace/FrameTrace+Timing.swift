import Animation
import Foundation

extension FrameTrace {
    /// `"timing":{…},"duration":D,"startTime":T` for an animator: what its current run follows
    /// (F1: the spring or curve a release really ran), with its start on the trace's clock
    /// (`traceTime` maps an animation time there); `startTime` is null unless it runs.
    static func run(of animator: PropertyAnimator, traceTime: (Double) -> Double) -> String {
        let curve = animator.currentRun.curve
        var text = "\"timing\":"
        switch curve.parameters {
        case let .spring(mass, stiffness, damping, velocity):
            text += "{\"kind\":\"spring\",\"mass\":\(number(mass)),\"stiffness\":\(number(stiffness)),"
                + "\"damping\":\(number(damping)),\"initialVelocity\":[\(number(velocity.dx)),\(number(velocity.dy))]}"
        case let .cubic(x1, y1, x2, y2):
            text += "{\"kind\":\"cubic\",\"controlPoints\":[\(number(x1)),\(number(y1)),\(number(x2)),\(number(y2))]}"
        }
        text += ",\"duration\":\(number(curve.duration)),\"startTime\":"
        text += animator.currentRunStartTime.map { number(traceTime($0)) } ?? "null"
        return text
    }
}
