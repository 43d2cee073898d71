import Foundation

/// F7: the finger as each frame shows it. Input waits here until the frame's sample time (its
/// display time less a fixed resampling delay) has passed it, then goes on with its own time, so
/// recognisers still see every sample when it happened (R26, R29, R32). Each pressed pointer
/// (R36: every finger by its id) is told about where it was at the sample time: between the
/// samples either side of it, or, when none is newer, along the newest two by at most the delay
/// — as Android's input resampling and Flutter's pointer resampler do. A steady drag then moves
/// by even steps whatever the input rate, instead of by one sample in one frame and three in the
/// next. One delay serves every pointer of a gesture (from the first press to the last release).
///
/// Only motion and releases wait for their sample time: a press, a key or a focus loss goes in
/// the first frame after it arrives (a press catches a moving view where it is drawn, F3),
/// unless input waits before it, whose order it keeps.
///
/// The delay is half an input interval (`InputRate`) plus how late input reaches the frames
/// (`ArrivalLag`, 0 headless), chosen when a press is delivered (`delay(interval:lag:)`): a
/// frame's newest sample is then never more than half an interval older than its sample time,
/// and the extrapolation along the newest two (at most half an interval, as Android's) covers
/// that gap exactly for a steady drag, so its steps stay even (F7) at half the delay a full
/// interval would cost (4 ms instead of 8 at 125 Hz). Within the gesture it only
/// grows, by at most `delayGrowth` a frame, as the lag is learned (a window's first drag), so
/// sample times stay in step with the frames: a frame sampling the finger before its newest
/// sample arrived could only extrapolate, and a drag would step by the newest sample plus a
/// constant, two samples in one frame and one in the next.
public struct InputResampler {
    /// A pointer sample of the pressed pointer: where and when.
    public struct Sample: Equatable {
        public var location: CGPoint
        public var time: Double
    }

    /// The resampling delay of the gesture under way (or the next one), seconds.
    public private(set) var delay: Double
    /// The input rate the delay follows.
    public private(set) var rate = InputRate()
    /// How late input arrives at the frames that read it (from `read(at:)`).
    public private(set) var arrivalLag = ArrivalLag()
    /// When set, every gesture uses this delay instead of the measured one (`G` replays a
    /// gesture with the delay it had).
    public var fixedDelay: Double?
    /// The most the delay grows from one read to the next within a gesture: a frame's sample
    /// time then still advances by all but two milliseconds of its period.
    public static let delayGrowth = 0.002
    /// The gesture's delay before any lag: its input interval.
    private var interval = InputRate.defaultInterval

    private var queue: [InputEvent] = []
    private var head = 0
    /// The pointers pressed now (each from its delivered press to its delivered release), in the
    /// order they were pressed.
    private var tracks: [PointerTrack] = []
    /// When the last released pointer let go: its last sample's time when the up lifted it in
    /// motion (F7 addendum), else the up's own. What the release starts counts from here.
    public private(set) var releaseTime: Double?
    /// The most pointers followed at once (more are delivered, not resampled): room for them is
    /// kept from the start, so a press allocates nothing.
    public static let pointerCapacity = 10

    public init() {
        delay = Self.delay(interval: InputRate.defaultInterval, lag: 0)
        queue.reserveCapacity(256)
        tracks.reserveCapacity(Self.pointerCapacity)
    }

    /// The ids of the pointers pressed now, first pressed first.
    public var pressedPointers: [Int] { tracks.map(\.id) }

    /// The id of the first pointer still pressed (the one `location(at:)` reads); no array made.
    public var firstPressedPointer: Int? { tracks.first?.id }

    /// True while input waits for its sample time.
    public var hasPending: Bool { head < queue.count }

    /// Input in arrival order; it is delivered once the sample time passes its time.
    public mutating func enqueue(_ event: InputEvent) {
        if case .pointer(let e) = event { arrivalLag.arrived(stamp: e.timestamp) }
        if head > 0, head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
        }
        queue.append(event)
    }

    /// The resampling delay for input every `interval` seconds reaching the frames up to `lag`
    /// late: half the interval (what the extrapolation covers) plus the lag (at most
    /// `ArrivalLag.longest`).
    public static func delay(interval: Double, lag: Double) -> Double {
        interval / 2 + min(max(lag, 0), ArrivalLag.longest)
    }

    /// True while the window starts a frame on each new sample (`FingerFollowing`, a display
    /// that says no rate): a frame then reads its input just after the sample that started it
    /// came, so the gesture's delay is 0 and each frame shows its newest sample as it was (a
    /// frame that no sample started holds the finger there: nothing is extrapolated). Steps are
    /// then as even as the samples, with no half interval of delay (F7, issue 52).
    public var framesFollowInput = false

    /// The delay a gesture starting now takes: `delay(interval:lag:)`, or 0 when frames follow
    /// the input.
    private var gestureDelay: Double {
        framesFollowInput ? 0 : Self.delay(interval: interval, lag: arrivalLag.estimate)
    }

    /// The pointer's rate measured elsewhere (a window: the mouse's moves before it is pressed,
    /// which reach no gesture), taken while none is measured here: a first drag's delay is then
    /// half the pointer's own interval, not the 60 Hz guess (issue 52).
    public mutating func learnRate(from other: InputRate) {
        rate.learn(from: other)
    }

    /// A frame read its input at `time` (a window: about a frame before it is shown; headless:
    /// the frame's own time, its input complete): the arrival lag counts what arrived since the
    /// last read, and the delay of the gesture under way grows towards its interval plus that lag.
    /// Call it after enqueuing the frame's input and before taking its sample time.
    public mutating func read(at time: Double) {
        arrivalLag.read(at: time)
        guard !tracks.isEmpty, fixedDelay == nil else { return }
        let wanted = gestureDelay
        if wanted > delay { delay = min(wanted, delay + Self.delayGrowth) }
    }

    /// The next event due by the sample time `time`, in arrival order (nil when the next waits
    /// longer): an event stamped earlier than one before it goes with it, and one that does not
    /// wait for its sample time (a press, a key, no finite time) goes when its turn comes.
    public mutating func next(dueBy time: Double) -> InputEvent? {
        guard head < queue.count, isDue(queue[head], by: time) else {
            if head > 1024, head * 2 > queue.count {
                queue.removeFirst(head)
                head = 0
            }
            return nil
        }
        let event = queue[head]
        head += 1
        follow(event)
        return event
    }

    /// Whether, without new input, every frame from the one sampled at `time` on shows each
    /// pointer where that one does: nothing waits, and every pressed pointer has stopped
    /// (`stopTime`) or has no earlier sample to extrapolate along.
    public func holdsStill(at time: Double) -> Bool {
        guard !hasPending else { return false }
        return tracks.allSatisfy { $0.previous == nil || time > stopTime(of: $0) }
    }

    /// When a pointer is taken to have stopped if no sample has come: a delay after its next
    /// sample was due (one gap after the newest, at least a delay and at most the longest input
    /// interval there is: a gap of an hour is a finger that rested).
    private func stopTime(of track: PointerTrack) -> Double {
        let a = track.newest
        let gap = track.previous.map { a.time - $0.time } ?? 0
        return a.time + delay + min(max(delay, gap), InputRate.delayRange.upperBound)
    }

    /// How many pointers are pressed now (`pressedPointers.count`, without making the array:
    /// the per-frame path allocates nothing).
    public var pressedCount: Int { tracks.count }
    /// The id of the pressed pointer at `index` (0 the first pressed), below `pressedCount`.
    public func pressedPointer(_ index: Int) -> Int { tracks[index].id }

    /// Where the first pointer still pressed was at `time` (nil when none is pressed), for the
    /// frame sampled then; see `location(of:at:)`.
    public mutating func location(at time: Double) -> CGPoint? {
        guard let first = tracks.first else { return nil }
        return location(of: first.id, at: time)
    }

    /// Where pointer `id` was at `time` (nil when it is not pressed), for the frame sampled
    /// then: interpolated between its newest delivered sample and its next one waiting, or
    /// extrapolated along its newest two by at most the delay and half their interval; never
    /// before its newest delivered sample. A frame that extrapolated is where the next frames
    /// start from: they interpolate from it to the next sample, or hold it while none has come,
    /// so a drag whose input arrives up to a delay late never steps back. Once the next sample is
    /// later than that, the finger has stopped: it is shown at its newest sample. Sample
    /// times are expected not to go back.
    public mutating func location(of id: Int, at time: Double) -> CGPoint? {
        guard let index = tracks.firstIndex(where: { $0.id == id }) else { return nil }
        let track = tracks[index]
        let a = track.newest
        let from = track.extrapolated.map { $0.time > a.time ? $0 : a } ?? a
        guard time > from.time else { return from.location }
        if let b = nextSample(of: id), b.time > from.time {
            return Self.point(from, b, min((time - from.time) / (b.time - from.time), 1))
        }
        // Its next sample a delay later than the last gap says it would come: the finger has
        // stopped (late input is rarely later), and is shown where it is.
        if time > stopTime(of: track) {
            tracks[index].extrapolated = nil
            return a.location
        }
        // Along the newest two, on from where the frames have got to, by at most half their
        // interval (as Android does); held there, not pulled back, while the next sample is late.
        guard let p = track.previous, a.time - p.time > 0 else { return from.location }
        let until = min(time, a.time + min(delay, (a.time - p.time) / 2))
        guard until > from.time else { return from.location }
        let k = (until - from.time) / (a.time - p.time)
        let guess = CGPoint(x: from.location.x + (a.location.x - p.location.x) * k,
                            y: from.location.y + (a.location.y - p.location.y) * k)
        tracks[index].extrapolated = Sample(location: guess, time: until)
        return guess
    }

    /// The point `k` of the way from `a` to `b`.
    private static func point(_ a: Sample, _ b: Sample, _ k: Double) -> CGPoint {
        CGPoint(x: a.location.x + (b.location.x - a.location.x) * k,
                y: a.location.y + (b.location.y - a.location.y) * k)
    }

    /// Follows each pressed pointer's samples and the input rate as events are delivered.
    private mutating func follow(_ event: InputEvent) {
        guard case .pointer(let e) = event, e.timestamp.isFinite else { return }
        let sample = Sample(location: e.location, time: e.timestamp)
        let index = tracks.firstIndex { $0.id == e.pointerID }
        switch e.phase {
        case .down:
            // Pressed again without a release between: a fresh start, as a first press.
            if let index { tracks.remove(at: index) }
            guard tracks.count < Self.pointerCapacity else { return }
            // The gesture's delay is chosen at its first press and kept for every pointer.
            if tracks.isEmpty {
                interval = rate.interval
                delay = fixedDelay ?? gestureDelay
            }
            tracks.append(PointerTrack(id: e.pointerID, newest: sample))
        case .move:
            guard let index else { return }
            let a = tracks[index].newest
            if e.timestamp > a.time {
                rate.add(interval: e.timestamp - a.time)
                tracks[index].previous = a
                tracks[index].newest = sample
            } else {
                tracks[index].newest.location = e.location   // the same instant again: the latest place wins
            }
        case .up, .cancel:
            guard let index else { return }
            releaseTime = e.phase == .up ? (liftedSample(e)?.time ?? e.timestamp) : e.timestamp
            tracks.remove(at: index)
        }
    }

    /// The next waiting sample of pointer `id`: a move, or a release after a rest. A release in
    /// motion is no sample (F7 addendum): a finger drawn as standing still until it came would
    /// move half a step in the release's frame.
    private func nextSample(of id: Int) -> Sample? {
        var i = head
        while i < queue.count {
            if case .pointer(let e) = queue[i], e.pointerID == id {
                switch e.phase {
                case .move: return e.timestamp.isFinite ? Sample(location: e.location, time: e.timestamp) : nil
                case .up:
                    guard e.timestamp.isFinite, liftedSample(e) == nil else { return nil }
                    return Sample(location: e.location, time: e.timestamp)
                case .down, .cancel: return nil
                }
            }
            i += 1
        }
        return nil
    }

    /// A release of a pressed pointer in motion is due with its last sample (F7 addendum): the
    /// up lifts the finger where and when the last move left it.
    private func isDue(_ event: InputEvent, by time: Double) -> Bool {
        guard case .pointer(let e) = event, e.phase != .down, e.timestamp.isFinite else { return true }
        if e.phase == .up, let last = liftedSample(e) { return last.time <= time }
        return e.timestamp <= time
    }

    /// The newest sample of `up`'s pointer when `up` lifts it in motion: a mouse reports its up
    /// anywhere within a report interval after its last move, so an up up to `InputRate.
    /// restThreshold` after it lifts the finger where that move left it. Nil for an up after a
    /// longer rest (the finger stood still, R29: the up is a sample of it there) or of a pointer
    /// not pressed.
    private func liftedSample(_ up: PointerEvent) -> Sample? {
        guard let last = tracks.first(where: { $0.id == up.pointerID })?.newest,
              up.timestamp - last.time <= InputRate.restThreshold + 1e-9 else { return nil }
        return last
    }
}

/// One pressed pointer's delivered samples, as the resampler follows them.
struct PointerTrack {
    let id: Int
    /// Its newest delivered sample, and the one before it.
    var newest: InputResampler.Sample
    var previous: InputResampler.Sample?
    /// Where a frame last showed it, when that was extrapolated past the newest sample: later
    /// frames go on from it instead of from that sample, so a guess that ran ahead of late input
    /// is never taken back by a step backwards (as Android rewrites samples older than its last
    /// resampled one).
    var extrapolated: InputResampler.Sample?

    init(id: Int, newest: InputResampler.Sample) {
        self.id = id
        self.newest = newest
    }
}
