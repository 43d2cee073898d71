import Foundation

extension PlaygroundApp {
    /// `--predict MS`: how far ahead of the resampled finger a pressed pointer is shown, seconds
    /// (0, the default: not at all). The frames extrapolate by at most one frame and never run
    /// past a smooth stop or turn by more than a point (`InputPredictor`); the HUD and `--trace`
    /// say what was asked for.
    public var predictAhead: Double {
        get { frameInput.predictAhead }
        set { frameInput.predictAhead = newValue.isFinite ? max(0, newValue) : 0 }
    }

    /// The resampling delay of the gesture under way (or the next), seconds (F7).
    public var resamplingDelay: Double { frameInput.resampler.delay }

    /// The pointer's measured report interval, seconds (`InputRate`).
    public var inputInterval: Double { frameInput.resampler.rate.interval }
}
