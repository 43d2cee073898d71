import Foundation
import Input
import ViewTree

/// The mouse wheel over a number of the panel's tuning line changes it (one notch, one key step
/// of `[` `]` or `-` `=`): the damping ratio on the line's left, the response on its right.
/// Touchpad scrolling there steps once per notch's worth of points. Like dragging the panel,
/// this is the window's furniture: the scene never sees the wheel there, and recordings leave
/// it out (`PlaygroundApp.records`).
extension HUD {
    /// The numbers a wheel can change.
    enum TuningNumber: Equatable { case damping, response }

    /// The tuning line's place in the panel (its second line, as `drawPanel` lays it out), and
    /// where its parts end (`TuningLine`).
    static let tuningLineTop: CGFloat = 22
    static let tuningLineHeight: CGFloat = 18

    /// The number under `location`, when the panel is shown; `line` is how the scene's tuning
    /// line is worded (the scroll view's names are longer than a spring's).
    func tuningNumber(at location: CGPoint, size: CGSize, animatorCount: Int,
                      line: TuningLine = .spring(responseName: "duration")) -> TuningNumber? {
        guard isVisible, location.x.isFinite, location.y.isFinite else { return nil }
        let panel = panelFrame(size: size, animatorCount: animatorCount)
        let y = location.y - panel.minY, x = location.x - panel.minX
        guard y >= Self.tuningLineTop, y < Self.tuningLineTop + Self.tuningLineHeight, x >= 0 else { return nil }
        if x < line.dampingPartWidth { return .damping }
        if x < line.responsePartEnd { return .response }
        return nil
    }

    /// Whole steps `event` turns (positive: up, the wheel away from the user): one per notch,
    /// one per notch's worth of touchpad scrolling, the rest carried to the next event.
    func wheelSteps(_ event: ScrollEvent) -> Int {
        switch event.type {
        case .discrete:
            wheelCarry = 0
            return event.delta.y > 0 ? 1 : event.delta.y < 0 ? -1 : 0
        case .continuous:
            wheelCarry += event.delta.y
            let steps = (wheelCarry / ScrollEvent.pointsPerNotch).rounded(.towardZero)
            wheelCarry -= steps * ScrollEvent.pointsPerNotch
            return Int(steps)
        }
    }
}
