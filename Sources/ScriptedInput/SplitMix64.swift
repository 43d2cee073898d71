/// A small, fast, seedable generator: the same sequence on every machine, so a soak run, a fuzz
/// case or a model-based test is reproducible from its seed.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `low ..< high`, from the top 53 bits.
    public mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(next() >> 11) / Double(1 << 53)
    }

    /// A number in `range` (its upper bound excluded, as `uniform`).
    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        uniform(range.lowerBound, range.upperBound)
    }

    /// A coin toss.
    public mutating func bool() -> Bool { next() & 1 == 1 }

    /// An integer in `0 ..< n` (0 when `n` ≤ 0).
    public mutating func int(_ n: Int) -> Int {
        n > 0 ? Int(next() % UInt64(n)) : 0
    }
}
