import Foundation

/// The drag `fluid bench window` makes with real X input: one `xdotool` process given the whole
/// drag as a chain of commands (`mousemove X Y`, `mousedown 1`, `sleep S` …), so the X server
/// stamps every motion itself as XTest injects it, at the rate asked for (less what xdotool's own
/// sleeps add: the bench reports the rate measured from the samples).
struct XTestDrag {
    /// Where the window's top-left corner is on the screen, pixels.
    var windowOrigin: (x: Int32, y: Int32)
    /// Pixels per point of the window (1 under Xvfb).
    var pixelsPerPoint = 1.0
    var from: CGPoint
    var to: CGPoint
    /// Motion reports per second.
    var rate = 125.0
    /// Seconds of one drag, and of the rest (button up) before the next, which goes back.
    var dragTime = 0.5
    var pause = 0.3
    /// Seconds of dragging in all.
    var seconds = 3.0
    /// Seconds before the first press (the window's loop is running by then).
    var lead = 0.5

    /// What xdotool's `sleep` takes per report beyond the time asked (its fork-free chain still
    /// parses and sends each command; measured at 0.4 ms here).
    static let overheadPerReport = 0.0004

    /// Seconds the pointer moves onto the drag's start before the first press, as a hand brings
    /// the mouse to what it drags (the loop learns the pointer's rate from such moves).
    var approach = 0.1

    /// The xdotool arguments of the whole drag.
    var arguments: [String] {
        var args = ["sleep", Self.seconds(lead)]
        let steps = max(1, Int((dragTime * rate).rounded()))
        let sleep = Self.seconds(max(0.0005, 1 / rate - Self.overheadPerReport))
        let approachSteps = Int((approach * rate).rounded())
        if approachSteps > 0 {
            // From 20 points beside the start (away from where the drag goes).
            let side: CGFloat = from.x < to.x ? -1 : 1
            for step in 0...approachSteps {
                let k = CGFloat(approachSteps - step) / CGFloat(approachSteps)
                args += ["mousemove"] + screen(CGPoint(x: max(0, from.x + side * 20 * k), y: from.y)) + ["sleep", sleep]
            }
        }
        var forward = true
        var elapsed = 0.0
        repeat {
            let a = forward ? from : to, b = forward ? to : from
            args += ["mousemove"] + screen(a) + ["mousedown", "1"]
            for step in 1...steps {
                let k = CGFloat(step) / CGFloat(steps)
                args += ["sleep", sleep, "mousemove"] + screen(CGPoint(x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k))
            }
            args += ["mouseup", "1", "sleep", Self.seconds(pause)]
            elapsed += dragTime + pause
            forward.toggle()
        } while elapsed + dragTime <= seconds
        return args
    }

    private func screen(_ point: CGPoint) -> [String] {
        ["\(Int32((Double(point.x) * pixelsPerPoint).rounded()) + windowOrigin.x)",
         "\(Int32((Double(point.y) * pixelsPerPoint).rounded()) + windowOrigin.y)"]
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.4f", value) }
}
