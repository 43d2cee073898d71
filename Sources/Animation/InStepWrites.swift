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
        struct Key: Hashable {
            let view: ObjectIdentifier
            let property: AnimatableProperty
        }
        var uses: [Key: Int] = [:]
        for plan in plans { uses[Key(view: ObjectIdentifier(plan.view), property: plan.property), default: 0] += 1 }
        // Candidates per view, views in the order their first candidate comes.
        var views: [ObjectIdentifier] = []
        var candidates: [ObjectIdentifier: [Int]] = [:]
        for (i, plan) in plans.enumerated() {
            let key = Key(view: ObjectIdentifier(plan.view), property: plan.property)
            guard plan.property.isInPresentedHead, uses[key] == 1 else { continue }
            if candidates[key.view] == nil { views.append(key.view) }
            candidates[key.view, default: []].append(i)
        }
        var fused = [Bool](repeating: false, count: tracks.count)
        for view in views {
            guard let indices = candidates[view], indices.count >= 2 else { continue }
            var block = PresentedBlock(view: plans[indices[0]].view)
            for i in indices {
                let property = plans[i].property
                block.add(delta: tracks[i].delta, first: property.presentedLaneIndex, laneCount: property.laneCount)
                fused[i] = true
            }
            blocks.append(block)
            members.append(indices)
        }
        loose = tracks.indices.filter { !fused[$0] }.map { tracks[$0] }
        if blocks.count == 1, loose.isEmpty { (lead, hasLeadOnly) = (blocks[0], true) }
    }
}
