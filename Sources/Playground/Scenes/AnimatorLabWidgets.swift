import Animation
import Foundation
import Gestures
import ViewTree

// The animator lab's controls, drawn as views: buttons and chips with labels, and the plot of a
// timing curve. Read with AnimatorLabScene.swift.

/// A rounded button: a view with a label and a tap recogniser.
final class LabButton {
    let view: View
    private(set) var tap = TapGestureRecognizer()

    init(name: String, title: String, color: Color = Color(hex: 0x0A84FF), action: @escaping () -> Void) {
        view = View(name: name)
        view.backgroundColor = color
        view.cornerRadius = 10
        view.label = TextLabel(title, size: 15, color: .white)
        tap = TapGestureRecognizer { _ in action() }
        view.addGestureRecognizer(tap)
    }
}

/// A pill that shows a word, highlighted or not (the state chips, the curve picker).
final class LabChip {
    let view: View
    private var isOn: Bool?
    private let onColor: Color

    init(name: String, title: String, onColor: Color = Color(hex: 0x0A84FF)) {
        view = View(name: name)
        view.cornerRadius = 14
        self.onColor = onColor
        view.label = TextLabel(title, size: 15, color: Color(hex: 0x3A3A3C))
        setOn(false)
    }

    /// Changes colours only when the highlight changes (labels are cached by string and colour).
    func setOn(_ on: Bool) {
        guard on != isOn else { return }
        isOn = on
        view.backgroundColor = on ? onColor : Color(hex: 0xE5E5EA)
        if var label = view.label {
            label.color = on ? .white : Color(hex: 0x3A3A3C)
            view.label = label
        }
    }

    func setTitle(_ title: String) {
        LabText.set(view, title)
    }
}

enum LabText {
    /// Sets a view's label text only when it changes: text textures are cached by string, so a
    /// label rewritten with the same string every frame would cost nothing, but a changing one
    /// rasterises anew.
    static func set(_ view: View, _ text: String) {
        guard var label = view.label, label.string != text else { return }
        label.string = text
        view.label = label
    }
}

/// Value against time for one timing curve: ~60 dots, value 0 and 1 lines, and a cursor whose
/// dot the scene moves with the animator itself (so it is live without any per-frame code).
final class CurvePlot {
    let view = View(name: "plot")
    /// A thin vertical line at the current time; the scene's linear twin animator moves it.
    let timeCursor = View(name: "timeCursor")
    /// The dot on the cursor at the current value; the lab's animator moves it.
    let marker = View(name: "marker")
    private var dots: [View] = []
    private let zeroLine = View(name: "plotZero")
    private let oneLine = View(name: "plotOne")
    private let zeroLabel = View(name: "plotZeroLabel")
    private let oneLabel = View(name: "plotOneLabel")
    private let timeLabel = View(name: "plotTimeLabel")
    /// The value range shown: springs overshoot above 1 (and below 0 when flicked).
    static let valueRange = (low: -0.25, high: 1.3)
    static let dotCount = 60
    private var curve: TimingCurve?

    init() {
        view.backgroundColor = .white
        view.cornerRadius = 14
        for line in [zeroLine, oneLine] {
            line.backgroundColor = Color(hex: 0xD1D1D6)
            view.addSubview(line)
        }
        zeroLabel.label = TextLabel("0", size: 13, color: Color(hex: 0x8E8E93), alignment: .right)
        oneLabel.label = TextLabel("1", size: 13, color: Color(hex: 0x8E8E93), alignment: .right)
        timeLabel.label = TextLabel("time →", size: 13, color: Color(hex: 0x8E8E93), alignment: .right)
        for label in [zeroLabel, oneLabel, timeLabel] { view.addSubview(label) }
        for i in 0..<Self.dotCount {
            let dot = View(name: "curveDot\(i)")
            dot.backgroundColor = Color(hex: 0x5E5CE6)
            dot.cornerRadius = 2
            dots.append(dot)
            view.addSubview(dot)
        }
        timeCursor.backgroundColor = Color(hex: 0xFF9F0A, alpha: 0.6)
        view.addSubview(timeCursor)
        marker.backgroundColor = Color(hex: 0xFF375F)
        marker.cornerRadius = 7
        timeCursor.addSubview(marker)
    }

    /// The plot's inner area, where value 0…1 and time 0…1 are drawn.
    var area: CGRect {
        CGRect(x: 36, y: 14, width: max(10, view.bounds.width - 52), height: max(10, view.bounds.height - 40))
    }

    func x(forTime t: Double) -> CGFloat { area.minX + area.width * CGFloat(t) }

    func y(forValue v: Double) -> CGFloat {
        let (low, high) = Self.valueRange
        return area.maxY - area.height * CGFloat((v - low) / (high - low))
    }

    /// Places everything for the plot's current frame and `curve`; moves views only when the
    /// curve or the size changed.
    func show(_ curve: TimingCurve, force: Bool = false) {
        guard force || curve != self.curve else { return }
        self.curve = curve
        let a = area
        zeroLine.frame = CGRect(x: a.minX, y: y(forValue: 0), width: a.width, height: 1)
        oneLine.frame = CGRect(x: a.minX, y: y(forValue: 1), width: a.width, height: 1)
        zeroLabel.frame = CGRect(x: 0, y: y(forValue: 0) - 9, width: a.minX - 8, height: 18)
        oneLabel.frame = CGRect(x: 0, y: y(forValue: 1) - 9, width: a.minX - 8, height: 18)
        timeLabel.frame = CGRect(x: a.maxX - 100, y: a.maxY + 4, width: 100, height: 18)
        for (i, dot) in dots.enumerated() {
            let t = Double(i) / Double(Self.dotCount - 1)
            let value = curve.value(at: t * curve.duration)
            let clamped = min(max(value, Self.valueRange.low), Self.valueRange.high)
            dot.frame = CGRect(x: x(forTime: t) - 2, y: y(forValue: clamped) - 2, width: 4, height: 4)
        }
    }

    /// Puts the cursor at time `t` and the marker at value `v` at once (a new animator's start).
    func placeCursor(time t: Double, value v: Double) {
        timeCursor.frame = CGRect(x: x(forTime: t) - 1, y: area.minY, width: 2, height: area.height)
        marker.frame = markerFrame(value: v)
    }

    /// The marker's frame on the cursor for value `v` (in the cursor's coordinates).
    func markerFrame(value v: Double) -> CGRect {
        CGRect(x: -6, y: y(forValue: v) - area.minY - 7, width: 14, height: 14)
    }

    /// The cursor's frame at time `t`.
    func cursorFrame(time t: Double) -> CGRect {
        CGRect(x: x(forTime: t) - 1, y: area.minY, width: 2, height: area.height)
    }
}

/// "start" and "end" under the stage's two rests, so it is plain which way the next run goes
/// (a run always starts where the subject is).
final class LabEndMarkers {
    let start = View(name: "startMarker"), end = View(name: "endMarker")

    init() {
        start.label = TextLabel("start", size: 13, color: Color(hex: 0x30B158))
        end.label = TextLabel("end", size: 13, color: Color(hex: 0x8E8E93))
    }

    func install(in stage: View) { [start, end].forEach(stage.addSubview) }

    /// Places the words under the rests `left` and `right`; `startsAtRight` says which is the start.
    func place(left: CGRect, right: CGRect, startsAtRight: Bool) {
        let (s, e) = startsAtRight ? (right, left) : (left, right)
        start.frame = CGRect(x: s.minX, y: s.maxY + 4, width: s.width, height: 16)
        end.frame = CGRect(x: e.minX, y: e.maxY + 4, width: e.width, height: 16)
    }
}
