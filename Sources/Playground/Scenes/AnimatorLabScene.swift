import Animation
import Foundation
import Gestures
import ViewTree

// Seed 001's API tour ("UIViewPropertyAnimatorを使いこなそう"): one view, `subject`, and a button
// for each of the animator's calls — start, pause, reverse, stop(true), stop(false),
// finish(.end / .start / .current), continue — with a slider on `fractionComplete`. The state is
// drawn as chips (inactive / active / stopped, running or paused, reversed) and the timing curve
// as dots with a marker at the current time and value. An illegal call never crashes: the
// animator reports it (R7) and `diagnosticLabel` shows the message.
//
// The marker and the slider's thumb move live without per-frame code: the marker's height is
// animated by the lab's own animator, and its time (and the thumb) by a linear twin, `clock`,
// that follows every call the lab's animator accepts.

/// Every PropertyAnimator call on one view, with the state and the curve drawn live.
final class AnimatorLabScene: Scene {
    static let name = "animator-lab"
    static let title = "Animator lab"
    static let summary = "UIViewPropertyAnimator's API tour: start, pause, reverse, stop, finish, continue and a fractionComplete slider, state and curve drawn live"
    static let defaultTuning = SceneTuning(dampingRatio: 0.6, response: 2.0)

    enum Curve: String, CaseIterable {
        case easeInOut, easeIn, easeOut, linear, spring
    }

    let view = View(name: "animator-lab")
    var tuning = AnimatorLabScene.defaultTuning
    /// The lab's animator and its twin while they hold animations (so the R key flips both).
    var animators: [PropertyAnimator] {
        // Picked from stored arrays, so the HUD can read this every frame without building one.
        switch (animator.state != .inactive, clock.state != .inactive) {
        case (true, true): return lists.both
        case (true, false): return lists.animator
        case (false, true): return lists.clock
        case (false, false): return []
        }
    }
    private(set) lazy var pans = [sliderPan]

    /// The animator every button drives; replaced by a fresh one (new curve, new tuning) when a
    /// call needs animations and the last run consumed them (R4).
    private(set) var animator: PropertyAnimator { didSet { lists = Lists(animator, clock) } }
    /// A linear twin with the same duration, moving the plot's time cursor and the slider thumb.
    private var clock: PropertyAnimator { didSet { lists = Lists(animator, clock) } }
    private var lists: Lists

    /// The arrays `animators` returns, rebuilt only when an animator is replaced.
    private struct Lists {
        let both: [PropertyAnimator], animator: [PropertyAnimator], clock: [PropertyAnimator]
        init(_ animator: PropertyAnimator, _ clock: PropertyAnimator) {
            both = [animator, clock]
            self.animator = [animator]
            self.clock = [clock]
        }
    }
    var needsAnimations = true
    private(set) var curve: Curve = .easeInOut

    let titleLabel = View(name: "titleLabel")
    let codeLabel = View(name: "codeLabel")
    let stage = View(name: "stage")
    let subject = View(name: "subject")
    var buttons: [LabButton] = []
    var curveChips: [LabChip] = []
    let slider = View(name: "slider")
    let sliderTrack = View(name: "sliderTrack")
    let sliderThumb = View(name: "sliderThumb")
    let sliderLabel = View(name: "sliderLabel")
    private var sliderPan = PanGestureRecognizer()
    let panel = View(name: "statePanel")
    let stateChips = [AnimatingState.inactive, .active, .stopped].map {
        LabChip(name: "stateChip-\(StateSnapshot.name(of: $0))", title: $0.description)
    }
    let runningChip = LabChip(name: "runningChip", title: "paused", onColor: Color(hex: 0x30D158))
    let reversedChip = LabChip(name: "reversedChip", title: "isReversed", onColor: Color(hex: 0xFF9F0A))
    let fractionLabel = View(name: "fractionLabel")
    let callLabel = View(name: "callLabel")
    /// The last diagnostic on two lines: the call, then what was wrong.
    let diagnosticLabel = View(name: "diagnosticLabel")
    let diagnosticDetail = View(name: "diagnosticDetail")
    let hintLabel = View(name: "hintLabel")
    let plot = CurvePlot()
    var size = CGSize(width: 1280, height: 800)

    init() {
        animator = PropertyAnimator(duration: AnimatorLabScene.defaultTuning.response, curve: .easeInOut)
        clock = PropertyAnimator(duration: AnimatorLabScene.defaultTuning.response, curve: .linear)
        lists = Lists(animator, clock)
        view.backgroundColor = Color(hex: 0xF2F2F7)
        titleLabel.label = TextLabel("Animator lab", size: 28, color: Color(hex: 0x1C1C1E), alignment: .left)
        codeLabel.label = TextLabel("", size: 15, color: Color(hex: 0x6E6E73), alignment: .left)
        stage.backgroundColor = .white
        stage.cornerRadius = 18
        stage.clipsToBounds = true   // a spring's overshoot runs behind the stage's edge
        subject.backgroundColor = Color(hex: 0x0A84FF)
        subject.cornerRadius = 18
        stage.addSubview(subject)
        markers.install(in: stage)
        for v in [titleLabel, codeLabel, stage] { view.addSubview(v) }

        let calls: [(String, String, (PropertyAnimator) -> Void)] = [
            ("start", "startAnimation()", { $0.startAnimation() }),
            ("pause", "pauseAnimation()", { $0.pauseAnimation() }),
            ("reverse", "isReversed.toggle()", { $0.isReversed.toggle() }),
            ("stop(true)", "stopAnimation(true)", { $0.stopAnimation(true) }),
            ("stop(false)", "stopAnimation(false)", { $0.stopAnimation(false) }),
            ("finish(.end)", "finishAnimation(at: .end)", { $0.finishAnimation(at: .end) }),
            ("finish(.start)", "finishAnimation(at: .start)", { $0.finishAnimation(at: .start) }),
            ("finish(.current)", "finishAnimation(at: .current)", { $0.finishAnimation(at: .current) }),
            ("continue", "continueAnimation(withTimingParameters: nil, durationFactor: 0)",
             { $0.continueAnimation(withTimingParameters: nil, durationFactor: 0) }),
        ]
        // Colours group the calls: run, pause/reverse, stop, finish, continue.
        let colors: [UInt32] = [0x30B158, 0xFF9F0A, 0xAF52DE, 0xFF3B30, 0xFF3B30, 0x0A84FF, 0x0A84FF, 0x0A84FF, 0x30B158]
        for (index, (title, call, action)) in calls.enumerated() {
            let needsAnimations = title == "start" || title == "pause"
            let name = title.replacingOccurrences(of: "(", with: "-").replacingOccurrences(of: ")", with: "")
                .replacingOccurrences(of: ".", with: "") + "Button"
            let button = LabButton(name: name, title: title, color: Color(hex: colors[index % colors.count])) { [weak self] in
                self?.perform(call, preparing: needsAnimations, action)
            }
            buttons.append(button)
            view.addSubview(button.view)
        }
        for kind in Curve.allCases {
            let chip = LabChip(name: "curve-\(kind.rawValue)", title: "." + kind.rawValue, onColor: Color(hex: 0x5E5CE6))
            chip.view.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.select(kind) })
            curveChips.append(chip)
            view.addSubview(chip.view)
        }

        sliderLabel.label = TextLabel("fractionComplete", size: 15, color: Color(hex: 0x3A3A3C), alignment: .left)
        sliderTrack.backgroundColor = Color(hex: 0xD1D1D6)
        sliderTrack.cornerRadius = 3
        sliderThumb.backgroundColor = Color(hex: 0x0A84FF, alpha: 0.22)
        sliderThumb.cornerRadius = 14
        let thumbDot = View(name: "sliderThumbDot")
        thumbDot.backgroundColor = Color(hex: 0x0A84FF)
        thumbDot.cornerRadius = 6
        thumbDot.frame = CGRect(x: 8, y: 8, width: 12, height: 12)
        sliderThumb.addSubview(thumbDot)
        for v in [sliderLabel, sliderTrack, sliderThumb] { slider.addSubview(v) }
        sliderPan = PanGestureRecognizer(target: self, action: AnimatorLabScene.didPanSlider)
        slider.addGestureRecognizer(sliderPan)
        slider.addGestureRecognizer(TapGestureRecognizer { [weak self] tap in
            guard let self else { return }
            self.scrub(toX: tap.location(in: self.slider).x)
        })
        view.addSubview(slider)

        panel.backgroundColor = .white
        panel.cornerRadius = 18
        for chip in stateChips + [runningChip, reversedChip] { panel.addSubview(chip.view) }
        fractionLabel.label = TextLabel("", size: 17, color: Color(hex: 0x1C1C1E), alignment: .left)
        callLabel.label = TextLabel("", size: 15, color: Color(hex: 0x3A3A3C), alignment: .left)
        diagnosticLabel.label = TextLabel(Self.noDiagnostics, size: 15, color: Self.quietColor, alignment: .left)
        diagnosticDetail.label = TextLabel("", size: 15, color: Color(hex: 0xC7254E), alignment: .left)
        hintLabel.label = TextLabel(Self.hint, size: 13,
                                    color: Color(hex: 0x8E8E93), alignment: .left)
        for v in [fractionLabel, callLabel, diagnosticLabel, diagnosticDetail, hintLabel] { panel.addSubview(v) }
        view.addSubview(panel)
        view.addSubview(plot.view)
    }

    let markers = LabEndMarkers()

    // MARK: Animators

    private func timingParameters() -> TimingCurveProvider {
        switch curve {
        case .easeInOut: return CubicTimingParameters(animationCurve: .easeInOut)
        case .easeIn: return CubicTimingParameters(animationCurve: .easeIn)
        case .easeOut: return CubicTimingParameters(animationCurve: .easeOut)
        case .linear: return CubicTimingParameters(animationCurve: .linear)
        case .spring: return SpringTimingParameters(dampingRatio: tuning.dampingRatio)
        }
    }

    /// The curve the plot shows: the animator's own while it has animations, else the next one's.
    func previewCurve() -> TimingCurve {
        needsAnimations ? TimingCurve(timingParameters(), duration: tuning.response)
            : TimingCurve(animator.timingParameters, duration: animator.duration)
    }

    /// A fresh animator moving the subject from where it is to the other end (seed 001's
    /// `setupAnimator`), and its linear twin. It starts forwards: a reversed fresh animator would
    /// begin at its own end (R14), the far end, and the subject would jump there.
    private func prepareIfNeeded() {
        guard needsAnimations, animator.state == .inactive else { return }
        markEnds()
        let toEnd = !subjectIsAtEnd
        let target = subjectFrame(atEnd: toEnd)
        plot.placeCursor(time: 0, value: 0)
        sliderThumb.frame = thumbFrame(fraction: 0)
        let animator = PropertyAnimator(duration: tuning.response, timingParameters: timingParameters())
        animator.addAnimations {
            self.subject.frame = target
            self.subject.transform = toEnd ? Transform(rotationAngle: .pi / 2) : .identity
            self.subject.backgroundColor = toEnd ? Color(hex: 0xFF375F) : Color(hex: 0x0A84FF)
            self.subject.cornerRadius = toEnd ? target.width / 2 : 18
            self.plot.marker.frame = self.plot.markerFrame(value: 1)
        }
        animator.addCompletion { [weak self] position in
            guard let self else { return }
            self.needsAnimations = true
            self.markEnds()
            self.setCall("completion(\(position))")
            self.refresh()
        }
        animator.scrubsLinearly = tuning.scrubsLinearly
        animator.pausesOnCompletion = tuning.pausesOnCompletion
        self.animator = animator
        makeClock(reversed: false)
        needsAnimations = false
        plot.show(previewCurve())
    }

    /// The linear twin: the same duration, the cursor from time 0 to 1 and the thumb along the
    /// track. It never pauses on completion, so its completion tells the lab that a run of a
    /// pausing animator has reached its end (then a new twin waits there, paused, in step).
    private func makeClock(reversed: Bool) {
        if clock.state != .inactive { clock.stopAnimation(true) }
        plot.timeCursor.frame = plot.cursorFrame(time: 0)
        sliderThumb.frame = thumbFrame(fraction: 0)
        let clock = PropertyAnimator(duration: animator.duration, curve: .linear)
        clock.addAnimations {
            self.plot.timeCursor.frame = self.plot.cursorFrame(time: 1)
            self.sliderThumb.frame = self.thumbFrame(fraction: 1)
        }
        clock.isReversed = reversed
        clock.addCompletion { [weak self, weak clock] _ in
            guard let self, let clock, clock === self.clock else { return }
            if self.animator.state == .active {
                self.makeClock(reversed: self.animator.isReversed)
                self.clock.fractionComplete = self.animator.isReversed ? 0 : 1
            }
            self.refresh()
        }
        self.clock = clock
    }

    /// Calls `action` on the animator; when it was legal (no new diagnostic) the twin follows,
    /// otherwise the message is shown.
    func perform(_ call: String, preparing: Bool, _ action: (PropertyAnimator) -> Void) {
        if preparing { prepareIfNeeded() }
        let diagnostics = animator.diagnostics
        let count = diagnostics.messages.count, last = diagnostics.messages.last
        action(animator)
        if diagnostics.messages.count != count || diagnostics.messages.last != last, let message = diagnostics.messages.last {
            LabText.fit(diagnosticLabel, "⚠ \(message.call):", maxSize: 15)
            diagnosticLabel.label?.color = Self.warningColor
            LabText.fit(diagnosticDetail, message.text, maxSize: 15)
        } else {
            action(clock)
        }
        if animator.state == .inactive { needsAnimations = true }
        setCall("animator." + call)
        refresh()
    }

    private func setCall(_ text: String) {
        LabText.fit(callLabel, text, maxSize: 15)
    }

    private func select(_ kind: Curve) {
        curve = kind
        placeSubjectForItsCurve()
        setCall("next animator: ." + kind.rawValue + " (a new one is made when the run is consumed)")
        if needsAnimations { plot.show(previewCurve()) }
        refresh()
    }

    // MARK: Slider

    func didPanSlider(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            scrub(toX: recognizer.location(in: slider).x)
        default:
            break   // the animator stays where the finger left it: paused, or still running (R16)
        }
    }

    private func scrub(toX x: CGFloat) {
        let track = sliderTrack.frame
        let f = Double(min(max((x - track.minX) / max(track.width, 1), 0), 1))
        perform(String(format: "fractionComplete = %.2f", f), preparing: true) { $0.fractionComplete = f }
    }

    // MARK: State drawn

    /// Redraws the chips and texts from the animator; each label changes only when its text does.
    func refresh() {
        for (chip, state) in zip(stateChips, [AnimatingState.inactive, .active, .stopped]) {
            chip.setOn(animator.state == state)
        }
        runningChip.setOn(animator.isRunning)
        runningChip.setTitle(animator.isRunning ? "running" : "paused")
        reversedChip.setOn(animator.isReversed)
        reversedChip.setTitle(animator.isReversed ? "reversed" : "forward")
        let fraction = animator.isRunning ? "fractionComplete: running (see the slider)"
            : String(format: "fractionComplete = %.3f", animator.fractionComplete)
        LabText.set(fractionLabel, fraction)
        for (chip, kind) in zip(curveChips, Curve.allCases) { chip.setOn(kind == curve) }
        let timing = curve == .spring ? "dampingRatio: \(format(tuning.dampingRatio))" : "curve: .\(curve.rawValue)"
        let flags = "  ·  scrubsLinearly = \(tuning.scrubsLinearly)  ·  pausesOnCompletion = \(tuning.pausesOnCompletion)"
        LabText.set(codeLabel, "PropertyAnimator(duration: \(format(tuning.response)), \(timing))" + (size.width >= 1000 ? flags : ""))
    }

    private func format(_ v: Double) -> String { String(format: "%.2f", v) }

    // MARK: Tuning

    func tuningDidChange() {
        // Flags apply to the animator at once; damping and duration to the next one made.
        if animator.state != .stopped {
            animator.scrubsLinearly = tuning.scrubsLinearly
            animator.pausesOnCompletion = tuning.pausesOnCompletion
        }
        placeSubjectForItsCurve()
        if needsAnimations { plot.show(previewCurve()) }
        refresh()
    }

    /// A subject at rest moves to its end's place for the next run's curve: a spring's run is
    /// shorter, so its overshoot has room on the stage.
    private func placeSubjectForItsCurve() {
        guard animator.state == .inactive else { return }
        subject.frame = subjectFrame(atEnd: subjectIsAtEnd)
        markEnds()
    }

    /// The slider scrubs the subject: that is what a drag moves.
    var movingView: View? { subject }

    func demoDrag(in size: CGSize) -> (from: CGPoint, to: CGPoint) {
        let track = sliderTrack.frame, origin = slider.frame.origin
        return (CGPoint(x: origin.x + track.minX + 4, y: origin.y + 18), CGPoint(x: origin.x + track.maxX - 4, y: origin.y + 18))
    }
}

extension AnimatorLabScene {
    /// Its row of the key table (F2): the tuning keys it uses and what they change.
    static var keys: SceneKeys? { SceneKeys(parameters: "UIKit duration (+ ζ: .spring)", uses: [.damping, .response, .scrubbing, .pausing]) }

    /// What the lab's curve chip starts at: `.easeInOut` over the duration (`-` `=`), so
    /// `fluid export` and `C` give the code of the animator the lab makes unless another chip
    /// is picked.
    public static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming {
        .cubic(curve: .easeInOut, duration: tuning.response)
    }
}
