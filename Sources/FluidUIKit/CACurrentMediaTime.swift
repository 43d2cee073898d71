import Animation

/// CFTimeInterval: seconds, as Core Foundation names them.
public typealias CFTimeInterval = Double

/// CACurrentMediaTime(): the clock animations run on, in seconds: the animation driver's time
/// (the frame clock the playground passes in), as Core Animation's is the host's. Code that
/// measures a gesture's pace with it (the "pause on slow-down" pattern) reads the clock its
/// animators read, and a replay repeats it. Outside any driver's run there is no clock: 0.
public func CACurrentMediaTime() -> CFTimeInterval {
    AnimationDriver.current?.now ?? 0
}
