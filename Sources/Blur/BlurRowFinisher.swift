/// Work on the blur's output rows right after each is written, while it is still in cache: a
/// compositor's tint, say, which would otherwise read and write every output pixel again in a
/// pass of its own (at twice the pixels per point, 16 MB each way a frame).
///
/// `finish(row:)` is called once for every output row the blur writes, on whichever thread
/// wrote it, after the row is complete; rows of one band come in order. It must touch only
/// that row of the output (and read what it likes that the blur does not write).
public protocol BlurRowFinisher {
    func finish(row: Int)
}

/// Leaves the rows as blurred.
public struct NoRowFinish: BlurRowFinisher {
    public init() {}
    @inline(__always) public func finish(row: Int) {}
}
