import Foundation

/// The values a person tunes live with keys (`[` `]` `-` `=` `S` `P` `L`), kept per scene.
public struct SceneTuning: Codable, Equatable, Sendable {
    /// Spring damping ratio, 0.05…2.0 (1 = critically damped).
    public var dampingRatio: Double
    /// Spring response, or curve duration, in seconds (0.05…5).
    public var response: Double
    public var scrubsLinearly: Bool
    public var pausesOnCompletion: Bool
    /// The seed's literal release timing (its curve and duration) instead of the spring that
    /// carries the finger's speed (F1); key `L`, so the two can be felt side by side.
    public var usesSeedTiming: Bool

    public static let dampingRange = 0.05...2.0
    public static let responseRange = 0.05...5.0
    /// What `[` `]` `-` `=` step by; with Shift, `fineStep`.
    public static let step = 0.05
    public static let fineStep = 0.01

    public init(dampingRatio: Double, response: Double, scrubsLinearly: Bool = true, pausesOnCompletion: Bool = false,
                usesSeedTiming: Bool = false) {
        self.dampingRatio = dampingRatio
        self.response = response
        self.scrubsLinearly = scrubsLinearly
        self.pausesOnCompletion = pausesOnCompletion
        self.usesSeedTiming = usesSeedTiming
        clamp()
    }

    /// Keeps every value in range (and finite), snapped to the fine key step so repeated presses
    /// land on round numbers.
    public mutating func clamp() {
        func fix(_ v: Double, _ range: ClosedRange<Double>, _ fallback: Double) -> Double {
            guard v.isFinite else { return fallback }
            let snapped = (v / Self.fineStep).rounded() * Self.fineStep
            return min(max(snapped, range.lowerBound), range.upperBound)
        }
        dampingRatio = fix(dampingRatio, Self.dampingRange, 1)
        response = fix(response, Self.responseRange, 0.5)
    }
}
