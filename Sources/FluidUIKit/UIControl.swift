/// UIControl: a view that turns touches into events (`.touchDown`, `.touchUpInside`,
/// `.valueChanged`, …) and sends them to targets as method references (R37), in the order the
/// targets were added (R35). The touches stop here: a control does not pass them up the
/// responder chain.
open class UIControl: UIView {
    /// UIControl.State: the control's state as flags.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// UIControl.Event: what a control reports, as UIKit's flags.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// One target–action pair. The target is held weakly, as UIKit holds it; a `UIAction` is
    /// its own target and is held strongly (`retained`), as UIKit holds added actions.
    private struct Action {
        weak var target: AnyObject?
        let events: Event
        var retained: UIAction? = nil
        let send: (AnyObject, UIControl, UIEvent?) -> Void
    }

    private var actions: [Action] = []
    /// Buttons also report `.primaryActionTriggered` with `.touchUpInside`.
    var triggersPrimaryActionOnTouchUp = false
    /// How far outside its bounds a drag still counts as inside (UIKit's is about 70 points).
    static let dragSlop: CGFloat = 70

    /// A control with `primaryAction` added for `.primaryActionTriggered` (iOS 14): a button
    /// sends it on a tap, a value control (switch, slider, stepper, segmented control) when the
    /// person changes its value.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adoptPrimaryAction(primaryAction)
    }

    /// Adds the action given to `init(frame:primaryAction:)` (a button also takes its title and
    /// image).
    func adoptPrimaryAction(_ action: UIAction?) {
        if let action { addAction(action, for: .primaryActionTriggered) }
    }

    /// Where content sits across the control (kept; a button's title is centred here).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    /// Where content sits down the control (kept).
    open var contentVerticalAlignment = ContentVerticalAlignment.center

    /// UIControl.ContentHorizontalAlignment.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// UIControl.ContentVerticalAlignment.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    /// Whether the control reacts to touches; a disabled one sends nothing.
    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Whether a touch is down on it (set while tracking).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// Whether it is selected (the app's to set).
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether a touch is being tracked now.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside (with the drag slop).
    public private(set) var isTouchInside = false

    /// The state as flags.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Called when `isEnabled`, `isHighlighted` or `isSelected` changes (buttons redraw here).
    open func stateDidChange() {}

    // MARK: Target–action (R37)

    /// Calls `action` on `target` with the control for `events`: `Self.tapped` for
    /// `func tapped(_ sender: UIButton)` (or any type the control is, `Any` too).
    public func addTarget<Receiver, Sender>(_ target: AnyObject?, action: @escaping (Receiver) -> (Sender) -> Void,
                                            for events: Event) {
        actions.append(Action(target: target, events: events) { target, control, _ in
            guard let receiver = target as? Receiver, let sender = control as? Sender else { return }
            action(receiver)(sender)
        })
    }

    /// As `addTarget(_:action:for:)`, for `func tapped()`.
    public func addTarget<Receiver>(_ target: AnyObject?, action: @escaping (Receiver) -> () -> Void, for events: Event) {
        actions.append(Action(target: target, events: events) { target, _, _ in
            guard let receiver = target as? Receiver else { return }
            action(receiver)()
        })
    }

    /// As `addTarget(_:action:for:)`, for `func changed(_ sender: UISlider, forEvent event: UIEvent)`
    /// with a non-optional event (sent actions from code get an event with no touches).
    public func addTarget<Receiver, Sender>(_ target: AnyObject?,
                                            action: @escaping (Receiver) -> (Sender, UIEvent) -> Void, for events: Event) {
        actions.append(Action(target: target, events: events) { target, control, event in
            guard let receiver = target as? Receiver, let sender = control as? Sender else { return }
            action(receiver)(sender, event ?? TouchEvent(touches: [], time: 0))
        })
    }

    /// As `addTarget(_:action:for:)`, for `func changed(_ sender: UISlider, forEvent event: UIEvent?)`.
    public func addTarget<Receiver, Sender>(_ target: AnyObject?,
                                            action: @escaping (Receiver) -> (Sender, UIEvent?) -> Void, for events: Event) {
        actions.append(Action(target: target, events: events) { target, control, event in
            guard let receiver = target as? Receiver, let sender = control as? Sender else { return }
            action(receiver)(sender, event)
        })
    }

    /// Runs `action`'s handler for `events`, after the targets and actions added before it. The
    /// same action added twice for an event runs once (UIKit keeps one by identifier).
    public func addAction(_ action: UIAction, for events: Event) {
        if let index = actions.firstIndex(where: { $0.retained?.identifier == action.identifier }) {
            let merged = actions[index].events.union(events)
            actions[index] = Self.entry(for: action, events: merged)
            return
        }
        actions.append(Self.entry(for: action, events: events))
    }

    /// Removes `action` from `events` (the events it was added for that are not in `events` stay).
    public func removeAction(_ action: UIAction, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Removes the action with `identifier` from `events`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        for index in actions.indices.reversed() {
            guard let action = actions[index].retained, action.identifier == identifier else { continue }
            let left = actions[index].events.subtracting(events)
            if left.isEmpty { actions.remove(at: index) } else { actions[index] = Self.entry(for: action, events: left) }
        }
    }

    /// Calls `body` with each action or target–action pair and the events it is for, in order.
    public func enumerateEventHandlers(_ body: (UIAction?, (target: Any?, action: Any?)?, Event, inout Bool) -> Void) {
        var stop = false
        for entry in actions {
            if let action = entry.retained {
                body(action, nil, entry.events, &stop)
            } else {
                body(nil, (entry.target, nil), entry.events, &stop)
            }
            if stop { return }
        }
    }

    private static func entry(for action: UIAction, events: Event) -> Action {
        Action(target: action, events: events, retained: action) { _, control, _ in
            action.perform(sender: control)
        }
    }

    /// Removes `target`'s actions for `events` (every one of them: a method reference cannot be
    /// compared, so `action` is not read). A nil target removes every target's.
    public func removeTarget(_ target: AnyObject?, action: Any?, for events: Event) {
        actions.removeAll { entry in
            entry.retained == nil && (target == nil || entry.target === target) && !entry.events.isDisjoint(with: events)
        }
    }

    /// The targets that have actions.
    public var allTargets: [AnyObject] { actions.filter { $0.retained == nil }.compactMap(\.target) }

    /// Sends `events` to their targets now, in the order they were added.
    open func sendActions(for events: Event) {
        send(events, with: nil)
    }

    /// What a value control sends when the person changed its value: `.valueChanged` and the
    /// primary action.
    func sendValueChangedByUser() {
        send([.valueChanged, .primaryActionTriggered], with: nil)
    }

    private func send(_ events: Event, with event: UIEvent?) {
        for entry in actions where !entry.events.isDisjoint(with: events) {
            guard let target = entry.target else { continue }
            entry.send(target, self, event)
        }
    }

    // MARK: Tracking

    /// A touch began on the control; return false to ignore the rest of it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The touch moved; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The touch ended.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        send(.touchDown, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, isTracking || isHighlighted, let touch = touches.first else { return }
        let inside = bounds.insetBy(dx: -Self.dragSlop, dy: -Self.dragSlop).contains(touch.location(in: self))
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        send(events, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, isHighlighted || isTracking else { return }
        let inside = isTouchInside
        if isTracking { endTracking(touches.first, with: event) }
        isTracking = false
        isHighlighted = false
        var up: Event = inside ? .touchUpInside : .touchUpOutside
        if inside && triggersPrimaryActionOnTouchUp { up.insert(.primaryActionTriggered) }
        send(up, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isHighlighted || isTracking else { return }
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isHighlighted = false
        send(.touchCancel, with: event)
    }
}
