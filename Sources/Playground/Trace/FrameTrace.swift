import Animation
import Foundation
import Gestures
import Input
import ViewTree

/// `--trace FILE`: the motion frame by frame, one JSON object per drawn frame (JSON Lines), so a
/// release that drops the finger's speed can be read off numbers:
///
///     {"frame":12,"t":0.2167,"pointer":{"x":640,"y":500,"down":true,"t":0.2083,"velocity":[0,-1500],
///                                         "resampling":0.0083},
///      "views":{"drawer":{"frame":[0,450,1280,350],"alpha":1,"cornerRadius":16,"blurRadius":0,
///                         "velocity":[0,-1480.2]}, …},
///      "animators":[{"state":"active","isRunning":true,"isReversed":false,"fractionComplete":0.31,
///                    "timing":{"kind":"spring","mass":1,"stiffness":120.5,"damping":21.9,
///                              "initialVelocity":[4.1,4.1]},"duration":1,"startTime":0.2011}],
///      "tuning":{"dampingRatio":0.8,"response":0.45,"scrubsLinearly":true,"pausesOnCompletion":false,
///                "usesSeedTiming":false},"clock":{"slowMotion":false,"paused":false}}
///
/// `pointer.t` is the time the pointer is shown at (F7: the frame's sample time while pressed,
/// else its last event's), `pointer.resampling` the resampling delay it is shown with (F7: one
/// input interval plus the measured arrival lag; null while not pressed) and `pointer.velocity`
/// the velocity tracker's (R29); an animator's
/// `timing` is what its current run follows (`TimingCurve.Parameters`), `duration` that run's
/// length and `startTime` when it started (null unless running), on the trace's clock.
/// `tuning` holds the scene's tuning with its toggles (`S`, `P`, `L`), `clock` the clock's
/// (`T` slow motion, `Space` paused).
///
/// While several pointers are pressed (R36), `"touches":[[x,y],…]` holds each where the frame
/// draws its circle (`TouchPoints`), first pressed first; with one or none it is left out.
///
/// While `G` replays a drag, `"ghost":{NAME:{…}}` holds the ghost's dragged view (the same
/// gesture under the previous tuning) and `"ghostTuning"` that tuning.
///
/// Values are presented values (what is drawn: `frame` is the bounding box in the superview with
/// the transform applied). `velocity` is the frame origin's velocity in points per second over
/// the interval since the previous drawn frame (0 on the first). `t` is on the recording's clock:
/// seconds since `origin`. Every named view of the scene appears in every line, in tree order; a
/// name used again is told apart by its place in that order (`UIView`, `UIView#2`, …).
public final class FrameTrace {
    private let origin: Double?
    private var frame = 0
    private var previousTime: Double?
    private var previousOrigins: [String: CGPoint] = [:]
    private var sceneName = ""
    /// Lines not yet handed to `write`.
    private var pending = ""
    private let write: (String) -> Void
    /// Lines are handed to `write` in blocks of about this many bytes, and on `flush()`.
    private static let blockSize = 64 * 1024

    /// `origin`: the clock time that is `t = 0` (a recording's start); nil takes the first
    /// traced frame's time. `write` receives whole lines, in blocks.
    public init(origin: Double? = nil, write: @escaping (String) -> Void) {
        self.origin = origin
        self.write = write
    }

    /// A line of what the window system offers (touchpad pinches, issue 47 item 3b), written once
    /// as `"platform":"…"` in the first frame's line; window runs set it, headless ones do not.
    public var platformNote: String?

    /// Hands each frame's line to `write` as it is drawn, not in blocks: a trace streamed to a
    /// file loses at most the frame being drawn when the process dies.
    public var writesEachFrame = false

    /// Hands every line recorded so far to `write`.
    public func flush() {
        guard !pending.isEmpty else { return }
        write(pending)
        pending = ""
    }

    /// Appends the line for a frame drawn at `time` (the frame loop's clock).
    func record(app: PlaygroundApp, time: Double) {
        let name = type(of: app.scene).name
        if name != sceneName {   // a new scene: its views have no previous frame
            sceneName = name
            previousOrigins.removeAll(keepingCapacity: true)
        }
        if firstTime == nil { firstTime = time }
        let start = origin ?? firstTime ?? time
        let dt = previousTime.map { time - $0 } ?? 0
        var line = "{\"frame\":\(frame),\"t\":\(Self.number(time - start))"
        if frame == 0, let note = platformNote { line += ",\"platform\":" + Self.string(note) }
        if let pointer = app.pointer {
            line += ",\"pointer\":{\"x\":\(Self.number(pointer.location.x)),\"y\":\(Self.number(pointer.location.y)),\"down\":\(pointer.isDown)"
            line += ",\"t\":" + (app.frameInput.pointerTime.map { Self.number($0 - start) } ?? "null")
            line += ",\"velocity\":" + (app.pointerVelocity.map { "[\(Self.number($0.x)),\(Self.number($0.y))]" } ?? "null")
            line += ",\"resampling\":" + (pointer.isDown ? Self.number(app.frameInput.resampler.delay) : "null")
            line += ",\"predict\":" + Self.number(app.predictAhead) + "}"
        } else {
            line += ",\"pointer\":null"
        }
        // R36: the fingers of a gesture of several, as drawn (absent with one or none).
        if !app.frameInput.touches.points.isEmpty {
            line += ",\"touches\":[" + app.frameInput.touches.points.map { "[\(Self.number($0.x)),\(Self.number($0.y))]" }
                .joined(separator: ",") + "]"
        }
        line += ",\"views\":{"
        var uses: [String: Int] = [:]
        var first = true
        func visit(_ view: View) {
            if !view.name.isEmpty {
                let use = uses[view.name, default: 0] + 1
                uses[view.name] = use
                let key = use == 1 ? view.name : view.name + "#\(use)"
                line += (first ? "" : ",") + entry(for: view, key: key, dt: dt, name: key)
                first = false
            }
            view.subviews.forEach(visit)
        }
        visit(app.scene.view)
        line += "},\"animators\":["
        // The trace's clock for an animation time: the frame's own pair of times.
        let animationNow = app.driver.now, scale = app.timeScaleNow
        line += app.scene.animators.map {
            "{\"state\":\"\(StateSnapshot.name(of: $0.state))\",\"isRunning\":\($0.isRunning),"
                + "\"isReversed\":\($0.isReversed),\"fractionComplete\":\(Self.number($0.fractionComplete)),"
                + Self.run(of: $0) { (time - start) - (animationNow - $0) / scale } + "}"
        }.joined(separator: ",")
        let t = app.tuning
        line += "]"
        // `G`'s ghost: the dragged view of the run under the previous tuning.
        if let replay = app.replay, let ghost = replay.ghostView {
            line += ",\"ghost\":{" + entry(for: ghost, key: "ghost:" + ghost.name, dt: dt, name: ghost.name) + "}"
            let g = replay.ghostTuning
            line += ",\"ghostTuning\":{\"dampingRatio\":\(Self.number(g.dampingRatio)),\"response\":\(Self.number(g.response))}"
        }
        line += ",\"tuning\":{\"dampingRatio\":\(Self.number(t.dampingRatio)),\"response\":\(Self.number(t.response)),"
            + "\"scrubsLinearly\":\(t.scrubsLinearly),\"pausesOnCompletion\":\(t.pausesOnCompletion),"
            + "\"usesSeedTiming\":\(t.usesSeedTiming)}"
        // The clock's toggles (T, Space): with the tuning's, every toggle a key flips.
        line += ",\"clock\":{\"slowMotion\":\(app.time.isSlowMotion),\"paused\":\(app.time.isFrozen)}}\n"
        pending += line
        previousTime = time
        frame += 1
        if writesEachFrame || pending.utf8.count >= Self.blockSize { flush() }
    }

    private var firstTime: Double?

    /// `"NAME":{"frame":…,"velocity":…}` for one view; `key` tells its previous origin apart.
    private func entry(for view: View, key: String, dt: Double, name: String? = nil) -> String {
        let f = view.presentedTransformedFrame
        let p = view.presentation
        var velocity = CGPoint.zero
        if dt > 0, let before = previousOrigins[key] {
            velocity = CGPoint(x: (f.minX - before.x) / dt, y: (f.minY - before.y) / dt)
        }
        previousOrigins[key] = f.origin
        return "\(Self.string(name ?? view.name)):{\"frame\":[\(Self.number(f.minX)),\(Self.number(f.minY)),"
            + "\(Self.number(f.width)),\(Self.number(f.height))],\"alpha\":\(Self.number(p.alpha)),"
            + "\"cornerRadius\":\(Self.number(p.cornerRadius)),\"blurRadius\":\(Self.number(p.blurRadius)),"
            + Self.scaleAndRotation(of: p.transform)
            + "\"velocity\":[\(Self.number(velocity.x)),\(Self.number(velocity.y))]}"
    }

    /// `"scale":[sx,sy],"rotation":r,` for a view drawn scaled or turned (radians), so a pinch
    /// and a rotation read from the trace; nothing for one that is not (a translation shows in
    /// its frame), so such lines stay as they were.
    static func scaleAndRotation(of transform: Transform) -> String {
        guard transform.scale != CGSize(width: 1, height: 1) || transform.rotation != 0 else { return "" }
        return "\"scale\":[\(number(transform.scale.width)),\(number(transform.scale.height))],"
            + "\"rotation\":\(number(transform.rotation)),"
    }

    /// Four decimals; JSON has no NaN or infinity, so a non-finite value is written as null
    /// (never as a number it is not).
    static func number<T: BinaryFloatingPoint>(_ value: T) -> String {
        let v = Double(value)
        guard v.isFinite else { return "null" }
        let rounded = (v * 1e4).rounded() / 1e4
        return rounded == 0 ? "0" : (rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : "\(rounded)")
    }

    /// A JSON string literal (the recording format's own escaping).
    static func string(_ s: String) -> String { InputRecordCoding.string(s) }
}
