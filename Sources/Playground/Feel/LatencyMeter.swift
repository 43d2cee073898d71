import Foundation

/// Input latency (F7), two ways, each over the last gesture (the HUD) and over the whole run
/// (benchmarks):
///
/// - **sample → screen**: from each pointer sample's own time (a window: the X server's, mapped
///   onto the frame clock, `ServerClockMapper`) to the moment the first frame that shows it is on
///   screen (a window: presenting returned; headless: the frame's time). A frame shows the
///   samples its sample time passed, so this counts the resampling delay and the wait for the
///   next frame (0 to one frame period: at 60 Hz its 99th percentile alone is 16.5 ms).
/// - **visible lag**: for each frame drawn while a pointer is pressed, from the time of the
///   finger it shows (its sample time, plus the prediction's lead) to that frame on screen: how
///   far behind a hardware cursor the finger is drawn, times its speed.
///
/// Fixed rings of the most recent values: recording allocates nothing.
public struct LatencyMeter {
    static let capacity = 1024
    /// sample → screen over the run, and over the last gesture (from its press).
    public private(set) var samples = LatencyRing(capacity: LatencyMeter.capacity)
    public private(set) var gestureSamples = LatencyRing(capacity: LatencyMeter.capacity)
    /// Visible lag over the run, and over the last gesture.
    public private(set) var visibleLag = LatencyRing(capacity: LatencyMeter.capacity)
    public private(set) var gestureVisibleLag = LatencyRing(capacity: LatencyMeter.capacity)
    /// Times of samples shown in the frame being drawn, until it is presented.
    private var pending = [Double](repeating: 0, count: 64)
    private var pendingCount = 0

    /// Recent sample → screen latencies kept (at most `capacity`).
    public var count: Int { samples.count }
    /// Every sample → screen latency recorded since the start.
    public var total: Int { samples.total }

    /// A sample stamped `time` reaches the scene in this frame; `startsGesture` for a press,
    /// which begins the gesture the HUD's figures are of.
    mutating func shown(sampleAt time: Double, startsGesture: Bool = false) {
        if startsGesture {
            gestureSamples.removeAll()
            gestureVisibleLag.removeAll()
        }
        guard time.isFinite, pendingCount < pending.count else { return }
        pending[pendingCount] = time
        pendingCount += 1
    }

    /// The frame is on screen at `time`: its samples' latencies are recorded, and when it showed
    /// a pressed finger (`showing`: the time of the finger it showed), the visible lag.
    mutating func presented(at time: Double, showing: Double? = nil) {
        for i in 0..<pendingCount {
            let latency = time - pending[i]
            guard latency.isFinite, latency >= 0 else { continue }
            samples.add(latency)
            gestureSamples.add(latency)
        }
        pendingCount = 0
        if let showing, (time - showing).isFinite {
            visibleLag.add(time - showing)
            gestureVisibleLag.add(time - showing)
        }
    }

    /// The `p`-th percentile (0…1) of the run's recent sample → screen latencies, ms; nil before any.
    public func percentile(_ p: Double) -> Double? { samples.percentile(p) }
}

/// The most recent `capacity` latencies (seconds) of a fixed ring.
public struct LatencyRing {
    private var values: [Double]
    private var head = 0
    public private(set) var count = 0
    /// Every value added since the start (or the last `removeAll`).
    public private(set) var total = 0

    init(capacity: Int) {
        values = [Double](repeating: 0, count: max(capacity, 1))
    }

    mutating func add(_ value: Double) {
        values[head] = value
        head = (head + 1) % values.count
        count = min(count + 1, values.count)
        total += 1
    }

    mutating func removeAll() {
        head = 0
        count = 0
        total = 0
    }

    /// The `p`-th percentile (0…1) in milliseconds (the nearest rank); nil before any.
    public func percentile(_ p: Double) -> Double? {
        guard count > 0 else { return nil }
        let sorted = values[0..<count].sorted()
        let index = min(count - 1, max(0, Int((Double(count) * p).rounded(.up)) - 1))
        return sorted[index] * 1000
    }
}
