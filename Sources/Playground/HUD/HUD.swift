import Animation
import Foundation
import Gestures
import Painting
import ViewTree

/// The heads-up display: frame rate and a frame-time graph, every live animator (state and a
/// fractionComplete bar), the current curve with a marker moving along it, the live tuning, and
/// the pan's velocity while dragging. `?` shows the key help.
///
/// Text only changes when what it says changes (the frame rate twice a second), so labels come
/// from the renderer's cache: nothing is rasterised per frame.
final class HUD {
    /// How much the panel shows: compact (the default) fits in a scene's title bar, so it covers
    /// no content; full adds the frame-time graph, the animators and the curve.
    enum Detail { case compact, full }
    var isVisible = true
    var detail = Detail.compact
    var showsHelp = false
    /// Where the panel was dragged, from its home at the top right (`HUDDrag.swift`).
    var panelOffset = CGVector.zero
    /// The pointer dragging the panel, where it pressed, and the offset then.
    var panelDrag: (pointerID: Int, start: CGPoint, offset: CGVector)?
    /// Touchpad scrolling over a tuning number not yet a whole step (`HUD+Wheel.swift`).
    var wheelCarry: CGFloat = 0
    /// A short message (an unused key, …) and when it was shown.
    private(set) var message: (text: String, time: Double, seconds: Double)?
    static let messageSeconds = 2.0
    private var keyUseText = Memo<ObjectIdentifier, String>()
    private var fpsText = "— fps"
    private var latencyText = ""
    private var lastRefresh = -Double.infinity
    private var fpsIsMeasured = false
    /// Frames the rate is read over at the least.
    static let framesForRate = 6
    private var curve = [CGPoint](repeating: .zero, count: HUD.curveSamples)
    /// The last gesture, recorded by the app each frame, and scratch to draw it.
    var gesture = GestureGraph()
    private var gesturePoints = [CGPoint](repeating: .zero, count: GestureGraph.capacity)
    /// Lines rebuilt only when what they say changes, so a steady frame allocates no strings.
    private var titleText = Memo<TitleKey, String>()
    /// The title line's inputs: the scene's title, and whether a clock mark takes the hints' place.
    struct TitleKey: Equatable {
        var title: String
        var marked: Bool
    }
    private var tuningText = Memo<TuningKey, String>()
    private var togglesText = Memo<TuningKey, String>()
    private var flagsText = Memo<Flags, String>()
    private var rowTexts: [Memo<AnimatorRowKey, (text: String, width: CGFloat)>] = []
    /// The help panel's layout for a window size (`HUD+Help.swift`).
    var helpLayout = Memo<HelpKey, HelpLayout>()
    /// The gesture graph's legend, each word with its width (measured once).
    private var legend: [(word: String, color: Color, width: CGFloat)] = []
    /// The feel report's two lines (`HUD+FeelReport.swift`).
    var feelText = Memo<FeelReports, [String]>()
    /// Where the feel report goes and its rows, kept while the release and the window stay.
    var feelLayout = Memo<FeelPlaceKey, FeelReportLayout>()

    struct Flags: Equatable {
        var scrubsLinearly, pausesOnCompletion, slowMotion, frozen: Bool
    }

    struct AnimatorRowKey: Equatable {
        var state: AnimatingState
        var running: Bool
        var reversed: Bool
        /// Space holds the clock: a running animator does not move, and its row says so.
        var clockPaused: Bool
    }

    /// A scene's tuning and the scene it is for (what its keys mean there).
    struct TuningKey: Equatable {
        var tuning: SceneTuning
        var scene: ObjectIdentifier
    }

    static let width: CGFloat = 300
    static let graphHeight: CGFloat = 56
    static let gestureHeight: CGFloat = 64
    /// The gesture graph with its caption and gap.
    static let gestureBlock: CGFloat = 16 + gestureHeight + 8
    static let graphScaleMilliseconds = 20.0
    static let curveSamples = 64
    /// Nearly opaque: over a scene's labels a see-through panel drew text over text.
    static let panel = Color(white: 0.08, alpha: 0.94)
    static let dim = Color(white: 1, alpha: 0.55)
    /// What stands out: the clock paused or slowed.
    static let alert = Color(hex: 0xFF9F0A)

    /// The title line's mark for a clock that is not running at its speed; nil when it is.
    static func clockMark(slowMotion: Bool, frozen: Bool) -> String? {
        switch (frozen, slowMotion) {
        case (true, true): return "PAUSED · SLOW ×0.1"
        case (true, false): return "PAUSED"
        case (false, true): return "SLOW ×0.1"
        case (false, false): return nil
        }
    }

    /// H: compact → full → off → compact.
    func cycleDetail() {
        switch (isVisible, detail) {
        case (false, _): isVisible = true; detail = .compact
        case (true, .compact): detail = .full
        case (true, .full): isVisible = false
        }
    }

    /// Shows `text` for a moment at the top of the panel (or alone when the HUD is off).
    func show(message text: String, at time: Double, for seconds: Double = HUD.messageSeconds) {
        message = (text, time, seconds)
    }

    /// Takes the message away (a new scene: it spoke of the old one).
    func clearMessage() {
        message = nil
    }

    /// While a message is up (and the frame that takes it away) the HUD changes by itself.
    func needsDisplay(at time: Double) -> Bool {
        message != nil
    }

    func draw(app: PlaygroundApp, renderer: Painter, stats: FrameStats) {
        if isVisible { drawPanel(app: app, renderer: renderer, stats: stats) }
        if showsHelp { drawHelp(renderer: renderer, size: app.size) }
        if isVisible { drawPanVelocity(app: app, renderer: renderer) }
        if isVisible { drawFeelReport(app: app, renderer: renderer) }
        drawMessage(now: app.time.realTime, size: app.size, renderer: renderer)
    }

    private func drawMessage(now: Double, size: CGSize, renderer: Painter) {
        guard let message else { return }
        guard now >= message.time, now - message.time < message.seconds else {
            if now - message.time >= message.seconds { self.message = nil }
            return
        }
        // As wide as the text needs (within the window), so a long message stays in its box.
        let width = min(max(340, renderer.textWidth(message.text, size: 13, color: .white) + 40), size.width - 16)
        let box = CGRect(x: size.width / 2 - width / 2, y: size.height - 64, width: width, height: 30)
        renderer.fillRoundedRect(box, radius: 15, color: Self.panel)
        renderer.drawText(message.text, at: CGPoint(x: box.midX, y: box.minY + 7), size: 13, color: .white, alignment: .center)
    }

    /// Rows of the compact panel, in points (it must fit a scene's title bar: 8 + 64 ≤ 72).
    static let compactHeight: CGFloat = 64

    /// The full panel: to the flags line's foot, or to the curve's (rows of 20 points, then a
    /// 100-point curve), with the parameters line and the gesture graph.
    static func fullHeight(animatorCount: Int) -> CGFloat {
        (animatorCount == 0 ? 145 : 253 + CGFloat(animatorCount) * 20) + parametersLine + latencyLine + gestureBlock
    }

    /// The latency caption's line, over the frame-time graph (inside it, the 16.7 ms line struck
    /// it through, issue 51).
    static let latencyLine: CGFloat = 14

    /// The full panel's line naming what the tuning keys change in this scene.
    static let parametersLine: CGFloat = 17

    private func drawPanel(app: PlaygroundApp, renderer: Painter, stats: FrameStats) {
        let now = app.time.realTime
        // After a rest the loop starts its statistics again: say nothing until a few frames in,
        // then refresh at once rather than showing 0 fps for half a second.
        let enough = stats.count >= Self.framesForRate
        if now - lastRefresh >= 0.5 || now < lastRefresh || (enough && !fpsIsMeasured) {
            lastRefresh = now
            fpsIsMeasured = enough
            let worst = (0..<min(stats.count, 60)).map { stats.recent($0) }.map { $0.update + $0.draw }.max() ?? 0
            fpsText = enough ? String(format: "%.0f fps · %.1f ms", stats.framesPerSecond, worst) : "— fps"
            // F7: over the last drag, what the finger's samples waited to be seen (resampling
            // delay included), and how far behind the finger the frames showed it (`LatencyMeter`),
            // in milliseconds to a tenth (a cheap present puts light scenes near 1 ms, where whole
            // milliseconds read "p50 1 · p99 1"); short enough for the panel's width.
            let latency = app.latency, predict = app.predictAhead * 1000
            let last = predict > 0 ? String(format: "predict %.0f ms", predict)
                                   : String(format: "resample %.0f ms", app.frameInput.resampler.delay * 1000)
            latencyText = latency.gestureSamples.percentile(0.5).map { p50 in
                String(format: "input → screen p50 %.1f · p99 %.1f · lag %.1f · ", p50,
                       latency.gestureSamples.percentile(0.99) ?? p50, latency.gestureVisibleLag.percentile(0.5) ?? 0) + last
            } ?? "input → screen: drag to measure · " + last
        }
        let animators = app.scene.animators
        let full = detail == .full
        let frame = panelFrame(size: app.size, animatorCount: animators.count)
        let x = frame.minX
        var y = frame.minY
        renderer.fillRoundedRect(frame, radius: 10, color: Self.panel)
        y += 6
        // Pause and slow motion change what every number means: said in every mode, in place of
        // the title's hints (issue 51).
        let mark = Self.clockMark(slowMotion: app.time.isSlowMotion, frozen: app.time.isFrozen)
        let title = titleText.value(for: TitleKey(title: type(of: app.scene).title, marked: mark != nil)) {
            $0.marked ? $0.title : "\($0.title) · ? keys · H more"
        }
        renderer.drawText(title, at: CGPoint(x: x + 10, y: y), size: 12, color: .white)
        if let mark {
            renderer.drawText(mark, at: CGPoint(x: x + Self.width - 10, y: y), size: 12, color: Self.alert, alignment: .right)
        }
        y += 18
        let t = app.tuning
        let sceneType = type(of: app.scene)
        let use = KeyTable.keys(of: sceneType)
        let key = TuningKey(tuning: t, scene: ObjectIdentifier(sceneType))
        let tuningLine = tuningText.value(for: key) { use.tuningLine.text(for: $0.tuning) }
        renderer.drawText(tuningLine, at: CGPoint(x: x + 10, y: y), size: 12, color: Self.dim)
        // Right of the tuning, or of the toggles when the tuning's names fill its line.
        let fpsY = use.tuningLine.leavesRoomForFrameRate ? y + 1 : y + 17
        renderer.drawText(fpsText, at: CGPoint(x: x + Self.width - 10, y: fpsY), size: 11, color: Self.dim, alignment: .right)
        y += 17
        // Every toggle the scene uses with its state (S, P, L), then the keys that do nothing here.
        let togglesLine = togglesText.value(for: key) { k in
            var words = use.toggleStates(of: k.tuning)
            if !use.unusedKeys.isEmpty { words.append("\(use.unusedKeys.joined(separator: " ")) unused") }
            return words.isEmpty ? use.parameters : words.joined(separator: " · ")
        }
        renderer.drawText(togglesLine, at: CGPoint(x: x + 10, y: y), size: 11, color: Self.dim)
        guard full else { return }
        y += 17
        // Keyed by the scene's type: a scene's key use never changes, so the line is built once.
        let useLine = keyUseText.value(for: ObjectIdentifier(sceneType)) { _ in use.parameters }
        renderer.drawText(useLine, at: CGPoint(x: x + 10, y: y), size: 11, color: Self.dim)
        y += Self.parametersLine + 3
        renderer.drawText(latencyText, at: CGPoint(x: x + 12, y: y), size: 10, color: Self.dim)
        y += Self.latencyLine
        drawGraph(CGRect(x: x + 12, y: y, width: Self.width - 24, height: Self.graphHeight), stats: stats, renderer: renderer)
        y += Self.graphHeight + 8
        drawGestureLegend(at: CGPoint(x: x + 12, y: y), renderer: renderer)
        y += 16
        gesture.draw(in: CGRect(x: x + 12, y: y, width: Self.width - 24, height: Self.gestureHeight), painter: renderer,
                     points: &gesturePoints)
        y += Self.gestureHeight + 8
        let flags = Flags(scrubsLinearly: t.scrubsLinearly, pausesOnCompletion: t.pausesOnCompletion,
                          slowMotion: app.time.isSlowMotion, frozen: app.time.isFrozen)
        let flagsLine = flagsText.value(for: flags) { f in
            var words = [f.scrubsLinearly ? "scrubs linearly" : "scrubs on curve"]
            if f.pausesOnCompletion { words.append("pauses on completion") }
            if f.slowMotion { words.append("SLOW ×0.1") }
            if f.frozen { words.append("PAUSED") }
            return words.joined(separator: " · ")
        }
        renderer.drawText(flagsLine, at: CGPoint(x: x + 12, y: y), size: 12, color: Self.dim)
        y += 22
        while rowTexts.count < animators.count { rowTexts.append(Memo()) }
        for (i, animator) in animators.enumerated() {
            drawAnimatorRow(animator, clockPaused: flags.frozen, text: &rowTexts[i], at: CGPoint(x: x + 12, y: y), renderer: renderer)
            y += 20
        }
        if let first = animators.first(where: { $0.state == .active }) ?? animators.first {
            drawCurve(of: first, in: CGRect(x: x + 12, y: y + 4, width: Self.width - 24, height: 96), renderer: renderer)
        }
    }

    /// "last drag:" and each line's name in the line's own colour.
    private func drawGestureLegend(at p: CGPoint, renderer: Painter) {
        if legend.isEmpty {
            legend = GestureGraph.legend.map { ($0.word, $0.color, renderer.textWidth($0.word, size: 11, color: $0.color)) }
        }
        var x = p.x
        for item in legend {
            renderer.drawText(item.word, at: CGPoint(x: x, y: p.y), size: 11, color: item.color)
            x += item.width + 6
        }
    }

    private func drawGraph(_ graph: CGRect, stats: FrameStats, renderer: Painter) {
        renderer.fillRoundedRect(graph, radius: 3, color: Color(white: 1, alpha: 0.06))
        let count = min(stats.count, Int(graph.width / 2))
        let scale = Double(graph.height) / Self.graphScaleMilliseconds
        for i in 0..<count {
            let (update, draw) = stats.recent(i)
            let cx = graph.maxX - CGFloat(i * 2) - 2
            let hu = CGFloat(min(update * scale, Double(graph.height)))
            let hd = CGFloat(min(draw * scale, Double(graph.height - hu)))
            if hu > 0.2 { renderer.fillRoundedRect(CGRect(x: cx, y: graph.maxY - hu, width: 2, height: hu), radius: 0, color: Color(hex: 0x30D158)) }
            if hd > 0.2 { renderer.fillRoundedRect(CGRect(x: cx, y: graph.maxY - hu - hd, width: 2, height: hd), radius: 0, color: Color(hex: 0x0A84FF)) }
        }
        for budget in [1000.0 / 60, 1000.0 / 120] {
            let ly = graph.maxY - CGFloat(budget * scale)
            renderer.strokeLine(from: CGPoint(x: graph.minX, y: ly), to: CGPoint(x: graph.maxX, y: ly), width: 1, color: Color(white: 1, alpha: 0.3))
        }
    }

    private func drawAnimatorRow(_ animator: PropertyAnimator, clockPaused: Bool,
                                 text: inout Memo<AnimatorRowKey, (text: String, width: CGFloat)>, at p: CGPoint,
                                 renderer: Painter) {
        let key = AnimatorRowKey(state: animator.state, running: animator.isRunning, reversed: animator.isReversed,
                                 clockPaused: clockPaused)
        let line = text.value(for: key) { k in
            let words = Self.rowWords(k)
            return (words, renderer.textWidth(words, size: 12, color: .white))
        }
        renderer.drawText(line.text, at: p, size: 12, color: .white)
        // The bar starts after the words, however many there are (never under them).
        let barX = max(150, line.width + 10)
        let bar = CGRect(x: p.x + barX, y: p.y + 3, width: max(Self.width - 24 - barX, 0), height: 9)
        guard bar.width >= 24 else { return }
        renderer.fillRoundedRect(bar, radius: 4.5, color: Color(white: 1, alpha: 0.15))
        let f = CGFloat(min(max(animator.fractionComplete, 0), 1))
        if f > 0 {
            renderer.fillRoundedRect(CGRect(x: bar.minX, y: bar.minY, width: max(bar.height, bar.width * f), height: bar.height),
                                     radius: 4.5, color: Color(hex: 0x0A84FF))
        }
    }

    /// An animator row's words: its state, whether it runs ("held (Space)" while Space pauses the clock,
    /// as the flags line's PAUSED says), reversed.
    static func rowWords(_ k: AnimatorRowKey) -> String {
        var words = [StateSnapshot.name(of: k.state)]
        if k.state == .active { words.append(k.running ? (k.clockPaused ? "held (Space)" : "running") : "paused") }
        if k.reversed { words.append("reversed") }
        return words.joined(separator: " · ")
    }

    /// The animator's timing curve (value against time) and a marker at its fractionComplete.
    private func drawCurve(of animator: PropertyAnimator, in box: CGRect, renderer: Painter) {
        renderer.fillRoundedRect(box, radius: 4, color: Color(white: 1, alpha: 0.06))
        // The run in flight (a continuation's spring, R15) while running; the animator's own
        // curve otherwise.
        let running = animator.isRunning ? animator.currentRun : nil
        let timing = running?.curve ?? TimingCurve(animator.timingParameters, duration: max(animator.duration, 1e-3))
        let duration = max(timing.duration, 1e-3)
        // Room above 1 and below 0 for a spring's overshoot.
        let low = -0.15, high = 1.3
        func point(_ fraction: Double, _ value: Double) -> CGPoint {
            let v = min(max(value, low), high)
            return CGPoint(x: box.minX + box.width * CGFloat(fraction),
                           y: box.maxY - box.height * CGFloat((v - low) / (high - low)))
        }
        for level in [0.0, 1.0] {
            renderer.strokeLine(from: point(0, level), to: point(1, level), width: 1, color: Color(white: 1, alpha: 0.2))
        }
        for i in 0..<Self.curveSamples {
            let f = Double(i) / Double(Self.curveSamples - 1)
            curve[i] = point(f, timing.value(at: f * duration))
        }
        curve.withUnsafeBufferPointer { renderer.strokePolyline($0, width: 2, color: Color(hex: 0xFF9F0A)) }
        let f = running?.position ?? min(max(animator.fractionComplete, 0), 1)
        let marker = point(f, timing.value(at: f * duration))
        renderer.fillRoundedRect(CGRect(x: marker.x - 5, y: marker.y - 5, width: 10, height: 10), radius: 5, color: .white)
    }

    /// An arrow from the pointer showing where the finger's velocity would carry it in 0.1 s.
    private func drawPanVelocity(app: PlaygroundApp, renderer: Painter) {
        for pan in app.scene.pans where pan.state == .began || pan.state == .changed {
            let from = pan.location(in: nil)
            let v = pan.velocity(in: nil)
            let to = CGPoint(x: from.x + v.x * 0.1, y: from.y + v.y * 0.1)
            renderer.strokeLine(from: from, to: to, width: 3, color: Color(hex: 0xFF375F))
            renderer.fillRoundedRect(CGRect(x: to.x - 5, y: to.y - 5, width: 10, height: 10), radius: 5, color: Color(hex: 0xFF375F))
        }
    }
}

/// A value computed from a key, recomputed only when the key changes.
struct Memo<Key: Equatable, Value> {
    private var key: Key?
    private var cached: Value?

    mutating func value(for key: Key, _ make: (Key) -> Value) -> Value {
        if let cached, self.key == key { return cached }
        let made = make(key)
        self.key = key
        cached = made
        return made
    }
}
