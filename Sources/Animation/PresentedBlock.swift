@_spi(AnimationEngine) import ViewTree

/// Several tracks of one animator on one view, fused: their changes laid out over the view's
/// first twelve presented lanes (`View.presentedHead`: frame, transform, alpha, corner radius),
/// so that a frame moves them all with six pair operations and one finiteness test, rather
/// than a loop over the tracks with a branch on each one's width and a test each.
///
/// Exactly what the tracks alone would write: each moved lane gets the same `v + delta × dp`
/// (one multiply, one add, as `Track.addToPresented`), and a lane none of them moves gets −0,
/// which leaves every value as it is (even −0). The test is whether the six new pairs, summed
/// pair-wise, give two finite sums: true exactly when no lane is infinite or NaN, unless finite
/// values are so large that a sum overflows. When it fails, nothing is stored and the tracks
/// write one by one, each with its own R8 test (`PropertyAnimator.addOneByOne`), as before.
///
/// Made only for tracks that follow the animator's shared progress, each on a different
/// property (two tracks on one property add up in their own order), and only where two or more
/// share the view: for one track, its own loop body is as cheap.
struct PresentedBlock {
    /// The tracks' changes, lane by lane (0 where none moves).
    private var d0 = SIMD2<Double>(), d1 = SIMD2<Double>(), d2 = SIMD2<Double>()
    private var d3 = SIMD2<Double>(), d4 = SIMD2<Double>(), d5 = SIMD2<Double>()
    /// The sign bit in each lane no track moves: or-ed into the change there, it makes ±0 −0.
    private var k0 = SIMD2<UInt64>(), k1 = SIMD2<UInt64>(), k2 = SIMD2<UInt64>()
    private var k3 = SIMD2<UInt64>(), k4 = SIMD2<UInt64>(), k5 = SIMD2<UInt64>()
    /// The view's lanes (`View.presentedHead`); a track of the block keeps the view alive.
    let head: UnsafeMutablePointer<SIMD2<Double>>
    /// Every lane is moved by some track: no masking needed.
    private(set) var movesEveryLane = false

    /// An empty block on `view`'s head lanes.
    init(view: View) {
        precondition(View.presentedHeadLaneCount == 12, "a PresentedBlock holds six pairs of lanes")
        self.init(head: view.presentedHead)
    }

    private init(head: UnsafeMutablePointer<SIMD2<Double>>) {
        self.head = head
        let sign = SIMD2<UInt64>(repeating: 1 << 63)
        (k0, k1, k2, k3, k4, k5) = (sign, sign, sign, sign, sign, sign)
    }

    /// A block that stands for none (`InStepWrites.lead` when there is no lead): never written
    /// through.
    static let placeholder = PresentedBlock(head: placeholderLanes)
    private static let placeholderLanes: UnsafeMutablePointer<SIMD2<Double>> = {
        let lanes = UnsafeMutablePointer<SIMD2<Double>>.allocate(capacity: View.presentedHeadLaneCount / 2)
        lanes.initialize(repeating: .zero, count: View.presentedHeadLaneCount / 2)
        return lanes
    }()

    /// Adds a track's change, `laneCount` lanes from lane `first` of the head.
    mutating func add(delta: AnimatableVector, first: Int, laneCount: Int) {
        for j in 0..<laneCount { setLane(first + j, delta[j]) }
        movesEveryLane = (k0 | k1 | k2 | k3 | k4 | k5) == SIMD2<UInt64>()
    }

    private mutating func setLane(_ lane: Int, _ value: Double) {
        precondition(lane >= 0 && lane < View.presentedHeadLaneCount, "lane \(lane) is outside the head")
        switch lane / 2 {
        case 0: d0[lane % 2] = value; k0[lane % 2] = 0
        case 1: d1[lane % 2] = value; k1[lane % 2] = 0
        case 2: d2[lane % 2] = value; k2[lane % 2] = 0
        case 3: d3[lane % 2] = value; k3[lane % 2] = 0
        case 4: d4[lane % 2] = value; k4[lane % 2] = 0
        default: d5[lane % 2] = value; k5[lane % 2] = 0
        }
    }

    /// Adds change × `dp` onto the view's head lanes; false (and nothing written) when a new
    /// value would not be finite, or might not be.
    @inline(__always)
    func addToPresented(times dp: Double) -> Bool {
        addToPresented(times: dp, masked: !movesEveryLane)
    }

    /// `addToPresented(times:)` for a block known to move every lane (`movesEveryLane`).
    @inline(__always)
    func addToPresentedMovingEveryLane(times dp: Double) -> Bool {
        addToPresented(times: dp, masked: false)
    }

    @inline(__always)
    private func addToPresented(times dp: Double, masked: Bool) -> Bool {
        let m = SIMD2<Double>(repeating: dp)
        var c0 = d0 * m, c1 = d1 * m, c2 = d2 * m, c3 = d3 * m, c4 = d4 * m, c5 = d5 * m
        if masked {
            c0 = PresentedBlock.or(c0, k0); c1 = PresentedBlock.or(c1, k1); c2 = PresentedBlock.or(c2, k2)
            c3 = PresentedBlock.or(c3, k3); c4 = PresentedBlock.or(c4, k4); c5 = PresentedBlock.or(c5, k5)
        }
        let v0 = head[0] + c0, v1 = head[1] + c1, v2 = head[2] + c2
        let v3 = head[3] + c3, v4 = head[4] + c4, v5 = head[5] + c5
        // A chain, not a tree: one copy fewer.
        let pairs = ((((v0 + v1) + v2) + v3) + v4) + v5
        // x − x is 0 for a finite x and NaN otherwise: both lanes' sums are finite.
        guard pairs - pairs == .zero else { return false }
        head[0] = v0; head[1] = v1; head[2] = v2
        head[3] = v3; head[4] = v4; head[5] = v5
        return true
    }

    @inline(__always)
    private static func or(_ v: SIMD2<Double>, _ bits: SIMD2<UInt64>) -> SIMD2<Double> {
        unsafeBitCast(unsafeBitCast(v, to: SIMD2<UInt64>.self) | bits, to: SIMD2<Double>.self)
    }
}
