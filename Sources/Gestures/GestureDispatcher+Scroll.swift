import Foundation
import Input
import ViewTree

/// A scroll sequence under way: the pan it drives and when its newest step came.
struct ScrollSession {
    var pan: PanGestureRecognizer
    var lastTime: Double
}

/// Scroll sequences drive pans (UIKit's continuous scroll pans, `allowedScrollTypesMask`).
///
/// A step of a type some pan allows (`PanGestureRecognizer.allowedScrollTypes`), while no pointer
/// is pressed, starts a sequence on the deepest such pan under the pointer (hit-tested as a press
/// is, R26): it begins at once, and each step moves its pointer by the step's delta (`.changed`,
/// coalesced as moves are, R32; every step a velocity sample, R29). The sequence ends, with
/// `.ended` at its newest step's time, once no step has come for `GestureDefaults.scrollEndDelay`
/// (checked by `flush(at:)` and by the next step), or when a press comes; Escape and focus loss
/// cancel it (R27). Steps during a pointer gesture are ignored.
extension GestureDispatcher {
    /// True while a scroll sequence drives a pan (a touchpad's fingers on the pad, in effect).
    public var isScrolling: Bool { scrollSession != nil }

    /// Feeds one scroll step; returns true when a pan took it. Non-finite steps are dropped.
    @discardableResult
    public func handle(_ event: ScrollEvent) -> Bool {
        guard event.isFinite else { return false }
        endScrollIfQuiet(at: event.timestamp)
        if let current = scrollSession {
            guard current.pan.isParticipating else {
                // Disabled or cancelled meanwhile: what is left of the sequence goes nowhere.
                scrollSession = nil
                return false
            }
            scrollSession?.lastTime = max(current.lastTime, event.timestamp)
            current.pan.scrollChanged(by: event.delta, time: event.timestamp, coalescing: coalescesChanges)
            return true
        }
        guard !hasActiveGesture else { return false }
        let pans = Self.recognizers(at: event.location, in: root)
            .compactMap { $0 as? PanGestureRecognizer }
            .filter { $0.allowedScrollTypes.allows(event.type) }
        for pan in pans {
            pan.prepareTracking(at: event.location)
            pan.scrollBegan(at: event.location, delta: event.delta, time: event.timestamp)
            if pan.state == .began, pan.isTracking {
                scrollSession = ScrollSession(pan: pan, lastTime: event.timestamp)
                return true
            }
            // Its delegate said no (or a requirement holds it back): the next pan up may take it.
            pan.fail()
            pan.endTracking()
        }
        return false
    }

    /// Ends the scroll sequence when no step has come for `scrollEndDelay` by `time`.
    func endScrollIfQuiet(at time: Double) {
        guard let current = scrollSession, time.isFinite,
              time - current.lastTime >= GestureDefaults.scrollEndDelay - 1e-9 else { return }
        endScroll()
    }

    /// Ends the scroll sequence under way, if any, with `.ended` at its newest step's time.
    func endScroll() {
        guard let current = scrollSession else { return }
        scrollSession = nil
        guard current.pan.isParticipating else { return }
        current.pan.scrollEnded(at: current.lastTime)
        current.pan.endTracking()
    }

    /// Cancels the scroll sequence under way (R27): `.cancelled` on its pan.
    func cancelScroll() {
        guard let current = scrollSession else { return }
        scrollSession = nil
        current.pan.abandon()
    }
}
