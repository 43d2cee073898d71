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
}
