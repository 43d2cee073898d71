import Foundation
import ScriptedInput
import XCTest
import ViewTree
@testable import Gestures

/// Records every state a recogniser reports to its handlers.
final class StateLog {
    var states: [GestureRecognizerState] = []
}

/// A scene-like target for target–action.
final class DrawerScene {
    var pans: [GestureRecognizerState] = []
    var taps = 0
    func didPan(_ recognizer: PanGestureRecognizer) { pans.append(recognizer.state) }
    func toggleDrawerTapped() { taps += 1 }
}

/// A root view, a dispatcher and the helpers every recogniser test uses.
class GestureTestCase: XCTestCase {
    var root: View!
    var dispatcher: GestureDispatcher!

    override func setUp() {
        root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "root")
        dispatcher = GestureDispatcher(root: root)
    }

    func log(_ pan: PanGestureRecognizer) -> StateLog {
        let log = StateLog()
        pan.addHandler { log.states.append($0.state) }
        return log
    }

    func log(_ tap: TapGestureRecognizer) -> StateLog {
        let log = StateLog()
        tap.addHandler { log.states.append($0.state) }
        return log
    }

    /// Press at `from`, move in `steps` equal steps to `to` at 120 Hz, optionally release.
    func drag(from: CGPoint, to: CGPoint, steps: Int = 10, start: Double = 0, release: Bool = true) {
        var records = DragScript.drag(from: from, to: to, start: start, duration: Double(steps) / 120)
        if !release { records.removeLast() }
        for event in DragScript.pointerEvents(records) { dispatcher.handle(event) }
    }
}
