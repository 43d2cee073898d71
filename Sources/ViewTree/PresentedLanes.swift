import Foundation

/// Where each property's lanes sit inside an `AnimatableValues`, so that an animator can write a
/// view's presented value through a pointer (`View.presentedLanes(_:)`) instead of a call that
/// switches on the property, builds an eight-lane vector and switches again: at 10,000 animators
/// × 4 properties a frame that difference is most of the engine's cost.
///
/// Every component of every animatable value is a `Double` (`CGFloat` is one on Linux), and a
/// property's components are stored in the order of its `AnimatableVector` lanes. The table is
/// written out (`lanes`); debug builds check it against the fields' key paths at first use, and
/// `PresentedLanesTests` in every build, so a layout that breaks that order is caught before
/// an animator writes the wrong field.
enum PresentedLayout {
    /// Byte offset of each property's first lane (indexed by `rawValue`) and how many lanes it has.
    static let table: [(offset: Int, count: Int)] = {
        let table = lanes.map { (offset: $0.first * MemoryLayout<Double>.stride, count: $0.count) }
        assert(AnimatableProperty.allCases.allSatisfy { checkedLayout($0) == table[$0.rawValue] },
               "PresentedLayout.lanes no longer matches AnimatableValues' fields")
        return table
    }()

    /// Each property's first lane and lane count (indexed by `rawValue`), as `AnimatableValues`
    /// lays out its fields: frame 0–3, transform 4–9, alpha 10, corner radius 11, bounds origin
    /// 12–13, background colour 14–17, blur radius 18. Written out, not worked out from the
    /// fields' key paths at first use: that took 0.32 M instructions (key paths instantiated,
    /// type metadata demangled) in whichever frame first animated a view, a release's spike.
    /// `checkedLayout` works it out for the tests that hold the two equal.
    static let lanes: [(first: Int, count: Int)] = [(0, 4), (12, 2), (10, 1), (14, 4), (11, 1), (18, 1), (4, 6)]

    /// How many of a view's presented lanes, from the first, an animator may add onto as pairs
    /// (`View.presentedHead`): frame, transform, alpha and corner radius.
    static let headLaneCount = 12
    /// The alignment of a view's presented storage: that of a pair of lanes.
    static let headAlignment = MemoryLayout<SIMD2<Double>>.alignment

    /// Each lane's key path, in lane order.
    static func lanePaths(_ property: AnimatableProperty) -> [PartialKeyPath<AnimatableValues>] {
        switch property {
        case .frame: return [\.frame.origin.x, \.frame.origin.y, \.frame.size.width, \.frame.size.height]
        case .boundsOrigin: return [\.boundsOrigin.x, \.boundsOrigin.y]
        case .alpha: return [\.alpha]
        case .backgroundColor: return [\.backgroundColor.red, \.backgroundColor.green, \.backgroundColor.blue,
                                       \.backgroundColor.alpha]
        case .cornerRadius: return [\.cornerRadius]
        case .blurRadius: return [\.blurRadius]
        case .transform: return [\.transform.translation.x, \.transform.translation.y, \.transform.scale.width,
                                 \.transform.scale.height, \.transform.rotation, \.transform.skew]
        }
    }

    /// The property's lanes from its fields' key paths: their byte offset and count; traps
    /// unless they are consecutive Doubles.
    static func checkedLayout(_ property: AnimatableProperty) -> (offset: Int, count: Int) {
        let offsets = lanePaths(property).map { MemoryLayout<AnimatableValues>.offset(of: $0) }
        let first = offsets.first.flatMap { $0 } ?? -1
        let contiguous = MemoryLayout<CGFloat>.size == MemoryLayout<Double>.size && first >= 0
            && offsets.enumerated().allSatisfy { $0.element == first + $0.offset * MemoryLayout<Double>.stride }
        precondition(contiguous, "AnimatableValues: the lanes of \(property) are not consecutive Doubles")
        return (first, offsets.count)
    }
}

extension AnimatableProperty {
    /// How many lanes of its `AnimatableVector` the property uses; the others are always zero.
    @_spi(AnimationEngine)
    public var laneCount: Int { PresentedLayout.table[rawValue].count }

    /// Where the property's first lane sits among a view's presented lanes (0 for the first).
    @_spi(AnimationEngine)
    public var presentedLaneIndex: Int { PresentedLayout.table[rawValue].offset / MemoryLayout<Double>.stride }

    /// True when all the property's lanes lie within `View.presentedHeadLaneCount`.
    @_spi(AnimationEngine)
    public var isInPresentedHead: Bool { presentedLaneIndex + laneCount <= PresentedLayout.headLaneCount }
}

extension View {
    /// The first of `property`'s presented lanes (`laneCount` consecutive Doubles, in vector
    /// order), for an animator to add its change onto every frame with no call. The address is
    /// the view's for life (`presentedStorage`); the caller keeps the view alive while it writes.
    /// Writes must stay finite (R8), as every other path into `presentation` checks.
    @_spi(AnimationEngine)
    public func presentedLanes(_ property: AnimatableProperty) -> UnsafeMutablePointer<Double> {
        (UnsafeMutableRawPointer(presentedStorage) + PresentedLayout.table[property.rawValue].offset)
            .assumingMemoryBound(to: Double.self)
    }
}

extension View {
    /// How many lanes `presentedHead` covers: six pairs.
    @_spi(AnimationEngine)
    public static var presentedHeadLaneCount: Int { PresentedLayout.headLaneCount }

    /// The view's first `presentedHeadLaneCount` presented lanes as pairs, 16-byte aligned: an
    /// animator moving several of the properties there adds onto all of them with six pair
    /// operations (the lanes of a property it does not move get −0, which leaves any value as
    /// it is). Same life and rules as `presentedLanes(_:)`.
    @_spi(AnimationEngine)
    public var presentedHead: UnsafeMutablePointer<SIMD2<Double>> {
        precondition(MemoryLayout<AnimatableValues>.size >= PresentedLayout.headLaneCount * MemoryLayout<Double>.stride,
                     "AnimatableValues is smaller than the presented head")
        return UnsafeMutableRawPointer(presentedStorage).assumingMemoryBound(to: SIMD2<Double>.self)
    }
}
