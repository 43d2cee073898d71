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
        // The tracks by view (then in their order), so that each view's tracks come together;
        // no dictionary, as this runs once for every animator a scene starts.
        let byView = tracks.indices.sorted {
            let a = ObjectIdentifier(plans[$0].view), b = ObjectIdentifier(plans[$1].view)
            return a != b ? a < b : $0 < $1
        }
        var fused = [Bool](repeating: false, count: tracks.count)
        var first = 0
        while first < byView.count {
            let view = plans[byView[first]].view
            var end = first + 1
            while end < byView.count, plans[byView[end]].view === view { end += 1 }
            // Properties with more than one track on this view stay apart (R10a: they add up in
            // their own order).
            var seen: UInt64 = 0, repeated: UInt64 = 0
            for k in first..<end {
                let bit: UInt64 = 1 << UInt64(plans[byView[k]].property.rawValue)
                repeated |= seen & bit
                seen |= bit
            }
            let candidates = byView[first..<end].filter {
                plans[$0].property.isInPresentedHead && repeated & (1 << UInt64(plans[$0].property.rawValue)) == 0
            }
            if candidates.count >= 2 {
                var block = PresentedBlock(view: view)
                for i in candidates {
                    let property = plans[i].property
                    block.add(delta: tracks[i].delta, first: property.presentedLaneIndex, laneCount: property.laneCount)
                    fused[i] = true
                }
                blocks.append(block)
                members.append(Array(candidates))
            }
            first = end
        }
        loose = tracks.indices.filter { !fused[$0] }.map { tracks[$0] }
        if blocks.count == 1, loose.isEmpty { (lead, hasLeadOnly) = (blocks[0], true) }
    }
}
