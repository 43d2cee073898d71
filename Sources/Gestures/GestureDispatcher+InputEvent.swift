import Input

/// The input policy, once for window, headless and replay runs: pointer samples go to the
/// recognisers, scroll steps to the pans they drive; Escape and focus loss cancel the gesture under way (R27).
extension GestureDispatcher {
    /// Routes one input the standard way. Returns true when the dispatcher used it.
    @discardableResult
    public func handle(_ input: InputEvent) -> Bool {
        switch input {
        case .pointer(let event):
            handle(event)
            return true
        case .scroll(let event):
            return handle(event)
        case .touchpad(let gesture):
            return handle(gesture)
        case .key(let name, _):
            guard name == "Escape", hasActiveGesture else { return false }
            cancelAll()
            return true
        case .focusLost:
            cancelAll()
            return true
        case .resized, .quit:
            return false
        }
    }

    /// Replays one recorded input exactly as live input is handled (the same policy).
    public func handle(_ record: InputRecord) {
        handle(InputEvent(record))
    }
}
