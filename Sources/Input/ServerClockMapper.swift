import Foundation

/// Maps a window system's event clock (the X server's 32-bit millisecond `Time`) onto the frame
/// clock (SDL ticks in seconds), so pointer samples carry when they happened (R26).
///
/// The two clocks tick at the same rate but start apart; the offset between them is estimated
/// from the events themselves: an event cannot have happened after SDL pumped it, so the mapped
/// time is never later than its pump time. The first event (or a hint from a shared monotonic
/// clock) sets the offset; any later event that would map after its own pump time lowers it.
/// Mapped times that fall more than `maximumLag` before their pump time mean the hint was wrong
/// (a server on another machine): the offset is taken from that event instead.
///
/// The server clock wraps every 2³² ms (49.7 days): each stamp is unwrapped to the value nearest
/// the previous one.
public struct ServerClockMapper {
    /// No real event reaches the loop this long after it happened.
    public static let maximumLag: Double = 1.0

    /// Frame time = unwrapped server milliseconds / 1000 + offset, once known.
    public private(set) var offset: Double?
    /// The last unwrapped server time, milliseconds, or a guess of the server clock now.
    private var reference: Int64?

    /// `serverNow` (milliseconds, unwrapped) and `frameNow` (seconds) read at the same moment,
    /// when the server is known to run on a clock this process can read; nil otherwise.
    public init(serverNow: Int64? = nil, frameNow: Double? = nil) {
        if let serverNow, let frameNow {
            reference = serverNow
            offset = frameNow - Double(serverNow) / 1000
        }
    }

    /// The frame-clock time of a server stamp seen in an event SDL pumped at `pumpTime`.
    public mutating func map(_ stamp: UInt32, pumpTime: Double) -> Double {
        let unwrapped = Self.unwrap(stamp, near: reference)
        reference = unwrapped
        let seconds = Double(unwrapped) / 1000
        if let offset {
            let mapped = seconds + offset
            if mapped <= pumpTime && pumpTime - mapped <= Self.maximumLag { return mapped }
        }
        offset = pumpTime - seconds
        return pumpTime
    }

    /// The 64-bit value ≡ `stamp` (mod 2³²) nearest `reference` (the stamp itself without one).
    public static func unwrap(_ stamp: UInt32, near reference: Int64?) -> Int64 {
        let period: Int64 = 1 << 32
        guard let reference else { return Int64(stamp) }
        let base = reference - (reference & (period - 1))
        var candidate = base + Int64(stamp)
        if candidate - reference > period / 2 { candidate -= period }
        if reference - candidate > period / 2 { candidate += period }
        return candidate
    }
}
