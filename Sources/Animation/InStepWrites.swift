@_spi(AnimationEngine) import ViewTree

/// What a frame writes while an animator's tracks are in step (`PropertyAnimator.tracksInStep`):
/// its tracks regrouped, those that can be fused into `PresentedBlock`s (one per view they
/// share) and the rest on their own. Derived from the tracks alone, and laid out again only when
/// the set of tracks changes, never during a frame.
///
/// The regrouping does not change what lands: a block's tracks move lanes no other track of the
/// animator moves, so the order of their writes does not matter.
struct InStepWrites {
    /// The fused tracks, a block per view.
    private(set) var blocks: [PresentedBlock] = []
    /// Which tracks (indices into the animator's tracks) each block holds, in their order: what
    /// writes one by one when a block's test fails.
    private(set) var members: [[Int]] = []
    /// The tracks in no block, in their order.
    private(set) var loose: [Track] = []
    /// The one block, when there is one and no other track (`hasLeadOnly`): a frame then reads
    /// it with no loop. (Not an optional: testing one copied the block.)
    private(set) var lead = PresentedBlock.placeholder
    private(set) var hasLeadOnly = false

    /// Nothing to write (an animator with no tracks).
    init() {}

    /// The writes of `tracks` (with their `plans`).
    init(tracks: [Track], plans: [TrackPlan]) {
        guard let firstView = plans.first?.view else { return }
        // The tracks by view (then in their order), so that each view's tracks come together:
        // usually all are on one view and together already. No dictionary: this runs once for
        // every animator a scene starts.
        let byView = plans.allSatisfy({ $0.view === firstView }) ? Array(plans.indices) : plans.indices.sorted {
            let a = ObjectIdentifier(plans[$0].view), b = ObjectIdentifier(plans[$1].view)
            return a != b ? a < b : $0 < $1
        }
        var fused = [Bool](repeating: false, count: plans.count)
        var first = 0
        while first < byView.count {
            let view = plans[byView[first]].view
            var end = first + 1
            while end < byView.count, plans[byView[end]].view === view { end += 1 }
            let group = byView[first..<end]
            let fusable = InStepWrites.fusableProperties(of: group, plans)
            if fusable.nonzeroBitCount >= 2 {
                var block = PresentedBlock(view: view)
                var indices: [Int] = []
                indices.reserveCapacity(fusable.nonzeroBitCount)
                for i in group where fusable & InStepWrites.bit(plans[i].property) != 0 {
                    let property = plans[i].property
                    block.add(delta: tracks[i].delta, first: property.presentedLaneIndex, laneCount: property.laneCount)
                    fused[i] = true
                    indices.append(i)
                }
                blocks.append(block)
                members.append(indices)
            }
            first = end
        }
        for i in tracks.indices where !fused[i] { loose.append(tracks[i]) }
        if blocks.count == 1, loose.isEmpty { (lead, hasLeadOnly) = (blocks[0], true) }
    }

    /// Of one view's tracks (`group`), the properties that can be fused, as bits: those in the
    /// presented head with one track each (R10a: tracks on one property add up in their order).
    private static func fusableProperties(of group: ArraySlice<Int>, _ plans: [TrackPlan]) -> UInt64 {
        var seen: UInt64 = 0, repeated: UInt64 = 0
        for i in group {
            let b = bit(plans[i].property)
            repeated |= seen & b
            seen |= b
        }
        return seen & ~repeated & headProperties
    }

    @inline(__always)
    private static func bit(_ property: AnimatableProperty) -> UInt64 { 1 << UInt64(property.rawValue) }

    /// The properties whose lanes are all in the presented head, as bits.
    private static let headProperties: UInt64 = AnimatableProperty.allCases.reduce(0) {
        $1.isInPresentedHead ? $0 | bit($1) : $0
    }
}
