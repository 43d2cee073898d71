import ArgumentParser
import FluidPlayground

/// The `--seed N` option of `fuzz-replay` and `soak`: a whole number from 0 to 2⁶⁴ − 1, and
/// anything else (`-1`, `1.5`, `x`) said to be out of that range.
enum Seed {
    static func parse(_ text: String) throws -> UInt64 {
        guard let value = UInt64(text) else { throw UsageError.badSeed.validationError }
        return value
    }
}
