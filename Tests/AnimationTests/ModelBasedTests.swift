import Foundation
import ScriptedInput
import XCTest
import ViewTree
@testable import Animation

/// Thousands of random call sequences from a fixed seed; after every step the animators must be
/// in a legal state, with fractionComplete in 0…1, no completion run twice in one run, no NaN
/// in any view, and every reported misuse must have changed nothing (R7). Alongside, a reference
/// state machine written from SPEC's state rules (`ReferenceAnimator`) predicts each animator's
/// state, direction and flags, and which calls are reported.
final class ModelBasedTests: XCTestCase {
    struct Snapshot: Equatable {
        let state: AnimatingState, running: Bool, reversed: Bool, fraction: Double, interruptible: Bool
        init(_ a: PropertyAnimator) {
            state = a.state; running = a.isRunning; reversed = a.isReversed
            fraction = a.fractionComplete; interruptible = a.isInterruptible
        }
    }

    func testRandomCallSequencesKeepEveryInvariant() {
        var random = SplitMix64(seed: 0xF1D0_2026)
        var steps = 0, reported = 0, completionsRun = 0
        // The v2 cases the sequences must reach (counted from the reference's state before the call).
        var emptyStarts = 0, delayedStartsOfPaused = 0, stopsOfStopped = 0, reversedStops = 0, reversedEnds = 0
        for sequence in 0..<2000 {
            let rig = Rig()
            let views = [rig.box, rig.other]
            var animators: [PropertyAnimator] = []
            // completion id → how many times it ran; ids are fresh for every completion added.
            var runs: [Int: Int] = [:]
            var nextID = 0

            func randomAnimations() -> () -> Void {
                let view = views[random.int(views.count)]
                let property = random.int(6)
                let value = random.double(-300...300)
                return {
                    switch property {
                    case 0: view.frame.origin.x = CGFloat(value)
                    case 1: view.alpha = CGFloat(abs(value) / 300)
                    case 2: view.cornerRadius = CGFloat(abs(value))
                    case 3: view.blurRadius = CGFloat(abs(value) / 10)
                    case 4: view.transform = Transform(translationX: CGFloat(value), y: 0).rotated(by: CGFloat(value / 100))
                    default: view.backgroundColor = Color(white: abs(value) / 300)
                    }
                }
            }
            func randomTiming() -> TimingCurveProvider? {
                switch random.int(5) {
                case 0: return nil
                case 1: return CubicTimingParameters(animationCurve: AnimationCurve.allCases[random.int(4)])
                case 2: return SpringTimingParameters(dampingRatio: random.double(0.2...1.5), initialVelocity: random.double(-5...5))
                case 3: return SpringTimingParameters(mass: 1, stiffness: random.double(50...400), damping: random.double(5...40))
                default: return CubicTimingParameters(random.double(0...1), random.double(-1...2), random.double(0...1), random.double(-1...2))
                }
            }
            func makeAnimator() -> PropertyAnimator {
                let duration = random.double(0...1.5)
                let a: PropertyAnimator
                switch random.int(4) {
                case 0: a = PropertyAnimator(duration: duration, curve: AnimationCurve.allCases[random.int(4)], driver: rig.driver, animations: randomAnimations())
                case 1: a = PropertyAnimator(duration: duration, dampingRatio: random.double(0.1...2), driver: rig.driver, animations: randomAnimations())
                case 2: a = PropertyAnimator(duration: duration, timingParameters: SpringTimingParameters(response: random.double(0.1...1), dampingFraction: random.double(0.3...1.2)), driver: rig.driver, animations: randomAnimations())
                default: a = PropertyAnimator(duration: duration, controlPoint1: CGPoint(x: random.double(0...1), y: random.double(-1...2)), controlPoint2: CGPoint(x: random.double(0...1), y: random.double(-1...2)), driver: rig.driver, animations: randomAnimations())
                }
                return a
            }
            var references: [ReferenceAnimator] = []
            for _ in 0..<3 {
                animators.append(makeAnimator())
                references.append(ReferenceAnimator(hasAnimations: true))
            }

            for _ in 0..<60 {
                steps += 1
                let which = random.int(animators.count)
                let a = animators[which]
                let before = Snapshot(a)
                let messages = rig.diagnostics.messages.count
                var numbersValid = true
                var illegal = false
                var timePassed = false
                var ref = references[which]
                let op = random.int(21)
                if op <= 1 && ref.state == .inactive && !ref.hasAnimations { emptyStarts += 1 }
                if op == 1 && (ref.state == .paused || ref.state == .waiting) { delayedStartsOfPaused += 1 }
                if (op == 3 || op == 4) && ref.state == .stopped { stopsOfStopped += 1 }
                if (op == 3 || op == 4) && ref.isActive && ref.isReversed && ref.isInterruptible { reversedStops += 1 }
                switch op {
                case 0: a.startAnimation(); illegal = ref.start(delayed: false)
                case 1: a.startAnimation(afterDelay: random.double(0...0.3)); illegal = ref.start(delayed: true)
                case 2: a.pauseAnimation(); illegal = ref.pause()
                case 3: a.stopAnimation(true); illegal = ref.stop(withoutFinishing: true)
                case 4: a.stopAnimation(false); illegal = ref.stop(withoutFinishing: false)
                case 5: a.finishAnimation(at: [AnimatingPosition.end, .start, .current][random.int(3)]); illegal = ref.finish()
                case 6:
                    a.continueAnimation(withTimingParameters: randomTiming(), durationFactor: random.bool() ? 0 : random.double(0...2))
                    illegal = ref.continueAnimation()
                case 7: a.isReversed.toggle(); illegal = ref.toggleReversed()
                case 8: a.fractionComplete = random.double(-0.2...1.2); illegal = ref.setFraction()
                case 9: a.addAnimations(randomAnimations()); illegal = ref.addAnimations()
                case 10: a.addAnimations(randomAnimations(), delayFactor: random.double(0...1)); illegal = ref.addAnimations()
                case 11:
                    a.addKeyframe(relativeStartTime: random.double(0...0.5), relativeDuration: random.double(0...0.5), animations: randomAnimations())
                    illegal = ref.addAnimations()
                case 12:
                    let id = nextID
                    nextID += 1
                    a.addCompletion { _ in runs[id, default: 0] += 1; completionsRun += 1 }
                case 13: a.pausesOnCompletion.toggle()
                case 14: a.scrubsLinearly.toggle()
                case 15: a.isInterruptible.toggle(); illegal = ref.toggleInterruptible()
                case 16:
                    numbersValid = false
                    switch random.int(5) {
                    case 0: a.fractionComplete = .nan
                    case 1: a.continueAnimation(withTimingParameters: nil, durationFactor: -1); _ = ref.continueAnimation()
                    case 2: a.addAnimations(randomAnimations(), delayFactor: .infinity); _ = ref.addAnimations()
                    case 3: a.startAnimation(afterDelay: -.infinity); _ = ref.start(delayed: true)
                    default: a.addAnimations { rig.box.alpha = .nan; rig.other.frame.origin.y = .infinity }; _ = ref.addAnimations()
                    }
                case 17:
                    if animators.count < 5 {
                        animators.append(makeAnimator())
                        references.append(ReferenceAnimator(hasAnimations: true))
                    }
                case 18:
                    // (v2) an animator with no animations: R3, R4's transient pause.
                    if animators.count < 5 {
                        animators.append(PropertyAnimator(duration: random.double(0...1), curve: .linear, driver: rig.driver))
                        references.append(ReferenceAnimator())
                    }
                default:
                    rig.driver.advance(to: rig.driver.now + random.double(0...0.4))
                    timePassed = true
                }
                references[which] = ref
                if timePassed {
                    for i in animators.indices {
                        if references[i].state == .running && references[i].isReversed && animators[i].phase == .inactive {
                            reversedEnds += 1
                        }
                        XCTAssertTrue(references[i].timePassed(real: animators[i].phase, pausesOnCompletion: animators[i].pausesOnCompletion),
                                      "sequence \(sequence): animator \(i) left \(references[i].state) as \(animators[i].phase)")
                    }
                }
                for (animator, expected) in zip(animators, references) {
                    let got = ReferenceAnimator.state(of: animator.phase)
                    if got != expected.state || animator.isReversed != expected.isReversed
                        || animator.isInterruptible != expected.isInterruptible {
                        XCTFail("sequence \(sequence): reference \(expected), real \(animator.phase) reversed \(animator.isReversed)")
                        return
                    }
                }
                if numbersValid {
                    XCTAssertEqual(rig.diagnostics.messages.count > messages, illegal,
                                   "sequence \(sequence): reported \(rig.diagnostics.messages.last.map(String.init(describing:)) ?? "nothing"), rules say illegal: \(illegal)")
                }

                for animator in animators {
                    let s = Snapshot(animator)
                    XCTAssertTrue(s.fraction.isFinite && (0...1).contains(s.fraction), "sequence \(sequence): fraction \(s.fraction)")
                    if s.running { XCTAssertEqual(s.state, .active, "sequence \(sequence)") }
                    if s.state == .inactive { XCTAssertEqual(s.fraction, 0, "sequence \(sequence)") }
                }
                XCTAssertEqual(rig.driver.runningCount, animators.filter(\.isRunning).count, "sequence \(sequence)")
                XCTAssertTrue(views.allSatisfy(allFinite), "sequence \(sequence): NaN in a view")
                XCTAssertTrue(runs.values.allSatisfy { $0 <= 1 }, "sequence \(sequence): a completion ran twice")
                if rig.diagnostics.messages.count > messages && numbersValid {
                    reported += 1
                    XCTAssertEqual(Snapshot(a), before, "sequence \(sequence): misuse changed state: \(rig.diagnostics.messages.last!)")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(steps, 100_000)
        // (v2) R4's empty start, R7's delayed start of a paused animator and stop of a stopped
        // one, R4–R6's isReversed reset at a natural end and at a stop: each reached many times.
        XCTAssertGreaterThan(emptyStarts, 100, "empty animator started")
        XCTAssertGreaterThan(delayedStartsOfPaused, 100, "startAnimation(afterDelay:) on a paused animator")
        XCTAssertGreaterThan(stopsOfStopped, 100, "stopAnimation on a stopped animator")
        XCTAssertGreaterThan(reversedStops, 100, "stop of a reversed animator")
        XCTAssertGreaterThan(reversedEnds, 100, "natural end of a reversed animator")
        print("ModelBasedTests: \(steps) steps, \(reported) reported; v2 cases: \(emptyStarts) empty starts, "
              + "\(delayedStartsOfPaused) delayed starts of paused, \(stopsOfStopped) stops of stopped, "
              + "\(reversedStops) reversed stops, \(reversedEnds) reversed natural ends")
        XCTAssertGreaterThan(reported, 1000, "the sequences exercise misuse")
        XCTAssertGreaterThan(completionsRun, 300, "the sequences exercise completions")
    }

    /// R9 under random interaction: after any call that must not move a value discontinuously
    /// (start, pause, reverse, continue, add…), the presented values 0.1 ms later are where they
    /// were, give or take what 0.1 ms of motion can cover. Only `fractionComplete` assignments,
    /// `finishAnimation(at:)`, reversing an inactive animator (R13a: paused at its end) and
    /// starting a reversed inactive one (which begins at the end) may jump, and they are left out.
    func testRandomInteractionsNeverJump() {
        var random = SplitMix64(seed: 0x5EED_0009)
        var checked = 0
        for sequence in 0..<400 {
            let rig = Rig()
            let views = [rig.box, rig.other]
            func values() -> [AnimatableVector] {
                views.flatMap { v in AnimatableProperty.allCases.map { v.presentation.vector($0) } }
            }
            func randomAnimations() -> () -> Void {
                let view = views[random.int(2)]
                let which = random.int(4), value = random.double(-300...300)
                return {
                    switch which {
                    case 0: view.frame.origin.x = CGFloat(value)
                    case 1: view.cornerRadius = CGFloat(abs(value))
                    case 2: view.transform = Transform(translationX: CGFloat(value), y: CGFloat(-value))
                    default: view.alpha = CGFloat(abs(value) / 300)
                    }
                }
            }
            func namedOrSpring() -> TimingCurveProvider? {
                switch random.int(4) {
                case 0: return nil
                case 1: return CubicTimingParameters(animationCurve: AnimationCurve.allCases[random.int(4)])
                case 2: return SpringTimingParameters(dampingRatio: random.double(0.3...1.5), initialVelocity: random.double(-3...3))
                default: return SpringTimingParameters(mass: 1, stiffness: random.double(50...300), damping: random.double(10...40))
                }
            }
            var animators: [PropertyAnimator] = []
            for _ in 0..<2 {
                let a = PropertyAnimator(duration: random.double(0.5...2), curve: AnimationCurve.allCases[random.int(4)],
                                         driver: rig.driver, animations: randomAnimations())
                a.pausesOnCompletion = random.bool()
                a.scrubsLinearly = random.bool()
                animators.append(a)
            }
            var log: [String] = []
            for _ in 0..<80 {
                let which = random.int(animators.count)
                let a = animators[which]
                var mayJump = false
                let before = values()
                var op = random.int(12)
                // Starting (or pausing) an inactive reversed animator begins it at its end, which
                // is a jump by design, and with a delay it lands whenever the delay ends: left out.
                if a.state == .inactive && a.isReversed && op <= 2 { op = 3 }
                // A track added with (almost) no time left has to cover its distance in that time:
                // a ramp as steep as you like, not what R9 is about. Keep some time for it.
                let nearEnd = a.state != .inactive && (a.isReversed ? a.fractionComplete < 0.1 : a.fractionComplete > 0.9)
                if nearEnd && (op == 5 || op == 6) { op = 3 }
                log.append("a\(which).\(op)[\(a.state) run=\(a.isRunning) rev=\(a.isReversed) f=\(a.fractionComplete)]")
                switch op {
                case 0: a.startAnimation()
                case 1: a.startAnimation(afterDelay: random.double(0...0.2))
                case 2: a.pauseAnimation()
                case 3:
                    // R13a (v3): reversing a fresh animator shows its end at once, by design.
                    mayJump = a.state == .inactive && !a.isReversed
                    a.isReversed.toggle()
                case 4: a.continueAnimation(withTimingParameters: namedOrSpring(), durationFactor: random.bool() ? 0 : random.double(0.5...2))
                case 5: a.addAnimations(randomAnimations(), delayFactor: random.double(0...0.8))
                case 6: a.addKeyframe(relativeStartTime: random.double(0...0.5), relativeDuration: random.double(0.1...0.5),
                                      animations: randomAnimations())
                case 7: a.stopAnimation(random.bool())
                case 8:
                    mayJump = true
                    a.fractionComplete = random.double(0...1)
                case 9:
                    mayJump = true
                    if a.state == .stopped { a.finishAnimation(at: [.start, .end, .current][random.int(3)]) }
                default:
                    mayJump = true   // time passing moves values, by design
                    rig.driver.advance(to: rig.driver.now + random.double(0.01...0.3))
                }
                guard !mayJump else {
                    // Let a permitted jump land (a reversed start shows its end at the next frame)
                    // before the next call is judged.
                    rig.driver.advance(to: rig.driver.now + 1e-4)
                    continue
                }
                XCTAssertEqual(values(), before, "sequence \(sequence): a call moved a value at once")
                rig.driver.advance(to: rig.driver.now + 1e-4)
                let after = values()
                func largest(_ a: AnimatableVector, _ b: AnimatableVector) -> Double {
                    (0..<8).map { Swift.abs(b[$0] - a[$0]) }.max() ?? 0
                }
                let steps = zip(before, after).map { largest($0, $1) }
                if let step = steps.max(), step >= 4 {
                    // 4 points in 0.1 ms is 40,000 points a second. Faster is a jump unless the
                    // next 0.1 ms moves as far (a steep ramp: a continuation with little time
                    // left along its curve, R15, or two animations adding their speeds, R10a).
                    rig.driver.advance(to: rig.driver.now + 1e-4)
                    let next = zip(after, values()).map { largest($0, $1) }
                    for (s, n) in zip(steps, next) where s >= 4 {
                        XCTAssertLessThan(s, 1.5 * n + 0.5, "sequence \(sequence): jump of \(s) (then \(n)) after \(log.suffix(6))")
                    }
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 10_000)
    }
}
