import Animation
import Foundation
import Gestures
import ViewTree

/// The lab's views placed for a window size (the roomy or the tight `AnimatorLabLayout`).
extension AnimatorLabScene {
    func layout(size: CGSize) {
        self.size = size
        view.frame = CGRect(origin: .zero, size: size)
        let margin: CGFloat = 28, width = size.width - 2 * margin
        titleLabel.frame = CGRect(x: margin, y: 14, width: width, height: 36)
        codeLabel.frame = CGRect(x: margin, y: 48, width: width, height: 22)
        let metrics = AnimatorLabLayout(size: size)
        let stageHeight = max(110, min(190, size.height * metrics.stageShare))
        stage.frame = CGRect(x: margin, y: 80, width: width, height: stageHeight)

        let columns = max(3, min(buttons.count, Int((width + 8) / 118)))
        let buttonWidth = (width - CGFloat(columns - 1) * 8) / CGFloat(columns)
        var y = stage.frame.maxY + 14
        for (i, button) in buttons.enumerated() {
            let column = i % columns, row = i / columns
            button.view.frame = CGRect(x: margin + CGFloat(column) * (buttonWidth + 8), y: y + CGFloat(row) * metrics.buttonStep,
                                       width: buttonWidth, height: metrics.buttonHeight)
        }
        y += CGFloat((buttons.count + columns - 1) / columns) * metrics.buttonStep + 4
        for (i, chip) in curveChips.enumerated() {
            chip.view.frame = CGRect(x: margin + CGFloat(i) * 128, y: y, width: 120, height: 30)
        }
        y += 42
        slider.frame = CGRect(x: margin, y: y, width: width, height: 36)
        sliderLabel.frame = CGRect(x: 0, y: 0, width: 150, height: 36)
        sliderTrack.frame = CGRect(x: 160, y: 15, width: max(40, width - 180), height: 6)
        y += metrics.sliderStep

        let bottom = size.height - metrics.bottomMargin
        let panelWidth = ((width - 16) * metrics.panelShare).rounded(), plotWidth = width - 16 - panelWidth
        panel.frame = CGRect(x: margin, y: y, width: panelWidth, height: max(150, bottom - y))
        let chipWidth = min(104, (panelWidth - 36 - 16) / 3)
        for (i, chip) in stateChips.enumerated() {
            chip.view.frame = CGRect(x: 18 + CGFloat(i) * (chipWidth + 8), y: metrics.chipRows.0, width: chipWidth, height: metrics.chipHeight)
        }
        runningChip.view.frame = CGRect(x: 18, y: metrics.chipRows.1, width: chipWidth, height: metrics.chipHeight)
        reversedChip.view.frame = CGRect(x: 26 + chipWidth, y: metrics.chipRows.1, width: chipWidth, height: metrics.chipHeight)
        let textWidth = max(40, panelWidth - 36), line = metrics.lineHeight
        fractionLabel.frame = CGRect(x: 18, y: metrics.fraction, width: textWidth, height: line + 2)
        callLabel.frame = CGRect(x: 18, y: metrics.call, width: textWidth, height: line)
        diagnosticLabel.frame = CGRect(x: 18, y: metrics.diagnostic, width: textWidth, height: line)
        diagnosticDetail.frame = CGRect(x: 18, y: metrics.detail, width: textWidth, height: line)
        // The call's and the diagnostic's words are sized again for the new width.
        for label in [callLabel, diagnosticLabel, diagnosticDetail] { LabText.fit(label, label.label?.string ?? "", maxSize: 15) }
        hintLabel.frame = CGRect(x: 18, y: max(metrics.hint, panel.frame.height - 36), width: textWidth, height: line - 4)
        LabText.fit(hintLabel, hintLabel.label?.string ?? "", maxSize: 13)
        plot.view.frame = CGRect(x: margin + panelWidth + 16, y: y, width: plotWidth, height: max(150, bottom - y))

        // A resize lands a run in flight where it was going (keeping every view consistent with
        // the new geometry), then everything is placed for the subject's end.
        if animator.state != .inactive {
            if animator.state == .active { perform("stopAnimation(false)", preparing: false) { $0.stopAnimation(false) } }
            perform("finishAnimation(at: .end)", preparing: false) { $0.finishAnimation(at: .end) }
        }
        subject.frame = subjectFrame(atEnd: subjectIsAtEnd)
        markEnds()
        needsAnimations = true
        plot.show(previewCurve(), force: true)
        plot.placeCursor(time: 0, value: 0)
        sliderThumb.frame = thumbFrame(fraction: 0)
        refresh()
    }

    var subjectSide: CGFloat { min(96, stage.frame.height - 40) }

    func subjectFrame(atEnd: Bool) -> CGRect {
        let side = subjectSide, inset = subjectInset
        let x = atEnd ? stage.frame.width - inset - side : inset
        return CGRect(x: x, y: (stage.frame.height - side) / 2, width: side, height: side)
    }

    var subjectInset: CGFloat {
        AnimatorLabLayout.subjectInset(stageWidth: stage.frame.width, side: subjectSide,
                                       springDampingRatio: curve == .spring ? tuning.dampingRatio : nil)
    }

    /// Whether the subject is nearer the right end (where a left-to-right run leaves it).
    var subjectIsAtEnd: Bool { subject.frame.midX > stage.frame.width / 2 }
    func markEnds() {
        markers.place(left: subjectFrame(atEnd: false), right: subjectFrame(atEnd: true), startsAtRight: subjectIsAtEnd)
    }

    func thumbFrame(fraction: Double) -> CGRect {
        let track = sliderTrack.frame
        return CGRect(x: track.minX + track.width * CGFloat(fraction) - 14, y: 4, width: 28, height: 28)
    }
}
