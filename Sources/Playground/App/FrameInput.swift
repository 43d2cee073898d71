import Foundation
import Gestures
import Input

/// The app's pointer input between its arrival and the frame that shows it (F7, R36): what
/// waits for its sample time, the clocks the frame shows it on, the pointer and fingers shown,
/// and the latency from each sample to the screen.
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
    /// Where the pointer was last seen, and whether a gesture holds it (nil before any input).
    var pointer: (location: CGPoint, isDown: Bool)?
    /// From each pointer sample to the frame that shows it on screen (F7).
    var meter = LatencyMeter()
    /// The fingers of a gesture of several, drawn as circles (R36).
    var touches = TouchPoints()

    /// Follows one pointer sample as the scene takes it, at its frame (`lag`: how far the
    /// frame's display time is ahead of its sample time). With several fingers (R36) the
    /// gesture's press is its first pointer's and its release its last one's, and the pointer
    /// shown is the first of those still down. Returns the gesture's edge the sample is, if any,
    /// and for a release or cancel the display-clock time it happened at: when the finger was
    /// last sampled (F7 addendum), which the animations catch up to.
    mutating func follow(_ event: PointerEvent, lag: Double) -> (edge: PressSpan.Edge?, endedAt: Double?) {
        let edge = press.note(event)
        meter.shown(sampleAt: event.timestamp, startsGesture: edge == .pressed)
        if event.pointerID == press.primary || !press.isPressed || pointer == nil {
            pointer = (event.location, press.isPressed)
            pointerTime = event.timestamp
        }
        guard edge == .released || edge == .cancelled else { return (edge, nil) }
        return (edge, (resampler.releaseTime ?? event.timestamp) + lag)
    }

    /// Reads what has arrived by the frame's input time (its display time less the input
    /// latency) and returns the frame's sample time: that, less the resampling delay (F7).
    mutating func readSamples() -> Double {
        resampler.read(at: frameTime - latency)
        sampleTime = frameTime - latency - resampler.delay
        return sampleTime
    }

    /// Once the frame's due input is in: the finger as the frame shows it (nil when none is
    /// pressed), which the pressed pointer then reads, and the fingers' circles at the sample time.
    mutating func showSamples() -> CGPoint? {
        let finger = shown(resampler.location(at: sampleTime))
        if let finger, pointer?.isDown == true {
            pointer = (finger, true)
            pointerTime = sampleTime
        }
        touches.follow(&resampler, at: sampleTime)
        return finger
    }

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
