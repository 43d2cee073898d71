import CSDL2
import Foundation
import Input

extension EventTranslator {
    /// Translates `event` and hands `input` what it stands for, through the Alt mirror
    /// (`TwoFingerMirror`): the mouse's samples with the second finger's that go with them, and
    /// the second finger pressed or lifted when Alt is. False when `event` stands for nothing
    /// (the mirror may still have handed on a change of its own: Alt released).
    @discardableResult
    public func translate(_ event: SDL_Event, into input: (InputEvent) -> Void) -> Bool {
        translateTouchpad(event, into: input)
        let translated = translate(event)
        // The mirror's second point takes its id where the touch screen's fingers take theirs,
        // so a finger down at the same time is never the same pointer.
        let emit = { [self] (pointer: PointerEvent) in
            guard pointer.pointerID == TwoFingerMirror.secondPointer else { return input(.pointer(pointer)) }
            guard let id = fingers.pointer(device: Self.mirrorDevice, finger: 0, phase: pointer.phase) else { return }
            var own = pointer
            own.pointerID = id
            input(.pointer(own))
        }
        switch translated {
        case .pointer(let pointer)? where pointer.pointerID != 0:
            input(.pointer(pointer))   // a finger: the mirror follows the mouse alone
        case .pointer(let pointer)?:
            mirror.handle(pointer, emit: emit)
        case .focusLost(let time)?:
            input(.focusLost(timestamp: time))
            mirror.focusLost(at: time, emit: emit)
        case let other?:
            input(other)
        case nil:
            break
        }
        if let modifiers = Self.mirrorModifiers(event) {
            mirror.setModifiers(modifiers, at: Self.seconds(event.common.timestamp), emit: emit)
        }
        return translated != nil
    }

    /// The touch device the mirror's second point counts as among the fingers (SDL's touch ids
    /// are device handles, never this).
    static let mirrorDevice = Int64.min

    /// The Alt and Shift a key event leaves held (SDL gives a key's event the modifier state
    /// after it: Alt's press has Alt, its release not); nil for other events.
    static func mirrorModifiers(_ event: SDL_Event) -> TwoFingerMirror.Modifiers? {
        guard event.type == SDLInput.keyDown || event.type == SDLInput.keyUp else { return nil }
        let mod = UInt32(event.key.keysym.mod)
        var modifiers: TwoFingerMirror.Modifiers = []
        if mod & UInt32(KMOD_ALT.rawValue) != 0 { modifiers.insert(.alt) }
        if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
        return modifiers
    }
}
