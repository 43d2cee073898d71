import Foundation
import Gestures
import Input

/// The input of the frame being updated (F7): what waits for its sample time, and the clocks
/// the frame shows it on.
struct FrameInput {
    /// Input waiting for the sample time to pass it; the pointer resampled to it.
    var resampler = InputResampler()
    /// The frame's display time, and how long before it its input was read.
    var frameTime = 0.0
    var latency = 0.0
    /// The time the frame shows the finger at: display time − latency − resampling delay.
    var sampleTime = 0.0
    /// The time of what `PlaygroundApp.pointer` shows: the sample time while pressed, else the
    /// time of the pointer's last event.
    var pointerTime: Double?
    /// The pointers pressed, from the gesture's first press to its last release (R36).
    var press = PressSpan()
    /// True while input is handed on between frames (a press with nothing waiting before it).
    var isBetweenFrames = false
    /// `--predict`: how far ahead of its sample time the pressed finger is shown, seconds (0:
    /// off); at most one frame (`InputPredictor`).
    var predictAhead = 0.0
    var predictor = InputPredictor()
    /// The time of the finger the frame shows while a pointer is pressed (its sample time plus
    /// the prediction's lead), nil otherwise: what the visible lag counts from.
    var shownTime: Double?

    /// The resampled finger of the frame (nil: none pressed), as it is shown: ahead by the
    /// prediction when one is asked for, by at most one frame (the input latency, a 60 Hz
    /// frame headless).
    mutating func shown(_ resampled: CGPoint?) -> CGPoint? {
        guard let resampled else {
            predictor.reset()
            shownTime = nil
            return nil
        }
        let ahead = min(predictAhead, latency > 0 ? latency : 1.0 / 60)
        let prediction = predictor.predict(resampled, at: sampleTime, ahead: ahead)
        shownTime = sampleTime + prediction.ahead
        return prediction.location
    }
}
