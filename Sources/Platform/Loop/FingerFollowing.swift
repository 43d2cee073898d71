import Foundation
import Input

/// Issue 52: on a display that says no refresh rate (Xvfb, some remote desktops) a frame is on
/// screen as soon as it is presented, so there is no blank to keep in step with. While a finger
/// drags there and its samples come at least as fast as the loop's frames, each new sample starts a frame
/// (no sooner than `minimumGap` after the last one), as a variable-refresh display shows a frame
/// when one is ready: a sample waits for no tick of a 60 Hz grid. Such a frame shows its newest
/// sample as it was (the gesture's resampling delay is 0, `InputResampler.framesFollowInput`), so
/// the steps are as even as the samples (F7). Anywhere else, and between drags, frames keep the
/// grid (docs/SPEC.md, "F7 where the display says no rate").
public struct FingerFollowing {
    /// Why frames do or do not follow the finger now (one state, no flags that can disagree).
    public enum State: Equatable {
        /// The display has a rate: frames keep to its blank.
        case off
        /// No finger is pressed (or one is, but its samples are slower than the frames).
        case idle
        /// A finger drags with samples every `interval` seconds; the newest arrived at `last`.
        case following(interval: Double, last: Double)
        /// A followed finger lifted; its newest sample is stamped `last`, `interval` after the
        /// one before. The release's first frame reads its input one interval after that sample
        /// (`readTime`), so it steps as the drag did (F7 addendum), then the grid takes over.
        case lifted(last: Double, interval: Double)
    }

    public private(set) var state: State
    /// The loop's frame period, seconds (the grid kept when not following).
    public let period: Double
    private var press = PressSpan()
    private var rate = InputRate()
    private var lastMove: Double?

    /// The fastest frames follow a finger: a 1,000 Hz mouse gets a frame every 4 ms, not every 1.
    public static let fastestRate = 250.0

    /// Follows fingers on a display that says no rate (`displayHasRate` false), at frames of
    /// `period` seconds otherwise.
    public init(displayHasRate: Bool, period: Double) {
        state = displayHasRate ? .off : .idle
        self.period = period
    }

    /// True while each new sample starts a frame.
    public var isFollowing: Bool {
        if case .following = state { return true }
        return false
    }

    /// True from a followed finger's lift until its release frame has been made.
    public var isLifted: Bool {
        if case .lifted = state { return true }
        return false
    }

    /// The pointer's rate measured elsewhere (the mouse's moves before it is pressed), taken
    /// while none is measured here: a first drag is then followed from its press.
    public mutating func learnRate(from other: InputRate) {
        rate.learn(from: other)
    }

    /// Follows one pointer event as the loop reads it (its `timestamp` on the frame clock). The
    /// rate is measured from the moves of the pointer a drag is shown by.
    public mutating func note(_ event: PointerEvent) {
        guard state != .off else { return }
        _ = press.note(event)
        if event.phase == .move, event.timestamp.isFinite, press.primary == event.pointerID {
            if let lastMove { rate.add(interval: event.timestamp - lastMove) }
            lastMove = event.timestamp
        }
        guard press.isPressed else {
            if case .following(let interval, let last) = state, event.phase == .up || event.phase == .cancel {
                state = .lifted(last: last, interval: interval)
            }
            return
        }
        let newest = event.phase == .move || event.phase == .down ? event.timestamp : lastMove
        guard let last = newest, last.isFinite, rate.hasMeasured else {
            state = .idle
            return
        }
        // Input slower than the frames gains nothing from starting frames on it.
        state = followsRate ? .following(interval: rate.interval, last: last) : .idle
    }

    /// The time of the newest sample of the finger followed, or of the one just lifted (nil
    /// when there is none): a frame that input starts reads its input no earlier.
    public var newestSample: Double? {
        switch state {
        case .following(_, let last), .lifted(let last, _): return last
        case .off, .idle: return nil
        }
    }

    /// When the finger's next sample is overdue (a quarter interval late), or a lifted finger's
    /// release frame is due (one interval after its last sample); nil when neither: a frame then
    /// shows the newest sample, which no later one will start a frame for (the last move before
    /// a stop or a release), or the release's first step.
    public var overdue: Double? {
        switch state {
        case .following(let interval, let last): return last + interval * 1.25
        case .lifted(let last, let interval): return last + interval
        case .off, .idle: return nil
        }
    }

    /// When a frame starting at `now` reads its input, given when the frame before it read
    /// (`lastRead`): no earlier than the newest sample polled of the finger followed or lifted
    /// (an X stamp can map a moment after the loop's clock, and a sample read too early waits a
    /// frame); for a lifted finger whose last sample a frame has read, one interval after that
    /// sample, even when that is later than `now` (the loop waits for it): an up polled a few
    /// milliseconds after the last move would otherwise show the release a fraction of a step
    /// in, and the overdue frame after it the rest (`--trace` at 60 Hz: 0.62 and 0.55 of the
    /// drag's step). Seconds on the frame clock.
    public func readTime(now: Double, lastRead: Double) -> Double {
        switch state {
        case .following(_, let last): return max(now, last)
        case .lifted(let last, let interval): return lastRead >= last ? last + interval : max(now, last)
        case .off, .idle: return now
        }
    }

    /// Whether the frame that started at `start` reads its input at `readTime` (its target one
    /// period later): a frame a sample started, one whose poll brought a sample of the finger
    /// followed stamped after its start, and a lifted finger's release frame. Every other frame
    /// keeps the grid (`FramePacer.target(now:)`), so a loop woken early stays on it.
    public func readsOffGrid(startedBySample: Bool, start: Double) -> Bool {
        startedBySample || (newestSample ?? -.infinity) > start || isLifted
    }

    /// Drops following once the finger has rested longer than two of its intervals, and than
    /// two of the fastest frames' gaps (a finger that stopped brings no samples to start frames
    /// with; a 1,000 Hz mouse's frame alone outlasts two of its intervals), or once a lifted
    /// finger's last frame has started: the grid takes over at `now`.
    public mutating func rest(at now: Double) {
        switch state {
        case .following(let interval, let last) where now - last > max(2 * interval, 2 / Self.fastestRate): state = .idle
        case .lifted where now > overdue ?? .infinity: state = .idle
        default: break
        }
    }

    /// What ends the loop's wait for its next frame early.
    public enum Wake: Equatable {
        /// Nothing: frames keep the grid.
        case never
        /// A press (a finger whose rate is known to be followed is not pressed yet).
        case press
        /// Any motion, press or release of a pointer (a finger followed, or just lifted).
        case input
    }

    /// What ends the loop's wait now.
    public var wake: Wake {
        switch state {
        case .following, .lifted: return .input
        case .idle: return followsRate ? .press : .never
        case .off: return .never
        }
    }

    /// True when the pointer's measured rate is at least the frames' (within a tenth: a 60 Hz
    /// mouse on the 60 Hz grid). A slower finger would start frames with nothing new to show.
    private var followsRate: Bool { rate.hasMeasured && rate.interval < period * 1.1 }

    /// The least time, seconds, from the start of one frame to the start of a frame that input
    /// starts (a whole period while frames keep the grid).
    public var minimumGap: Double {
        switch state {
        case .following(let interval, _): return max(interval * 0.6, 1 / Self.fastestRate)
        case .lifted: return 1 / Self.fastestRate
        case .idle: return followsRate ? 1 / Self.fastestRate : period
        case .off: return period
        }
    }
}
