/// Work on the blur's output rows right after each is written, while it is still in cache: a
/// compositor's tint, say, which would otherwise read and write every output pixel again in a
/// pass of its own (at twice the pixels per point, 16 MB each way a frame).
///
/// `finish(row:)` is called once for every output row the blur writes, on whichever thread
/// wrote it, after the row is complete; rows of one band come in order. It must touch only
/// that row of the output (and read what it likes that the blur does not write).
///
/// A finisher may also take a row from a small staging row instead (`stagesRow(_:)`): the
/// blur then writes that row there, not in its output, and calls `finish(row:staged:)`, which
/// puts the row where it belongs (a compositor writes part of it straight onto the screen, so
/// those pixels never pass through the output memory). A staged row may be written over the
/// source row of the same index: the blur reads that row for nothing else any more
/// (`GaussianBlur.stagesRows(sigma:)`).
public protocol BlurRowFinisher {
    func finish(row: Int)
    /// Whether output row `row` goes to a staging row and `finish(row:staged:)`.
    func stagesRow(_ row: Int) -> Bool
    /// Whether output row `row` is not wanted after all (nothing will read it): a blur that
    /// stages rows then neither writes nor finishes it.
    func skipsRow(_ row: Int) -> Bool
    /// Finishes output row `row` from `staged`, which holds the whole row (the output's width),
    /// as blurred. `staged` may be the output's own row or the source's (an unblurred copy at
    /// tiny σ), so each pixel must be read before it is written.
    func finish(row: Int, staged: UnsafePointer<UInt32>)
}

extension BlurRowFinisher {
    /// No row is staged.
    @inline(__always) public func stagesRow(_ row: Int) -> Bool { false }
    /// Every row is wanted.
    @inline(__always) public func skipsRow(_ row: Int) -> Bool { false }
    /// Never called: no row is staged.
    @inline(__always) public func finish(row: Int, staged: UnsafePointer<UInt32>) {}
}

/// Leaves the rows as blurred.
public struct NoRowFinish: BlurRowFinisher {
    public init() {}
    @inline(__always) public func finish(row: Int) {}
}
