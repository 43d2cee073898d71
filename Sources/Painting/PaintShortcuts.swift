/// The shortcuts `TreePainter` takes past work a frame's bytes do not need. Each gives the same
/// bytes as its long way; `ShortcutFramesTests` replays every scene with each one off and on and
/// compares every frame. Switching one off is for that comparison (and for measuring what it
/// saves); a painter runs with `.all`.
public struct PaintShortcuts: OptionSet, Sendable, CaseIterable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A backdrop blur does only what its fill needs: under an upright map it finishes only rows
    /// within the clip, and draws the pixels its fill would copy opaque straight onto the canvas
    /// (`BackdropBlur.blur(…, straightCopy:)`). Off: it finishes every visible row and keeps
    /// every texel in the blur's memory for the fill to copy.
    public static let backdropWithFill = PaintShortcuts(rawValue: 1 << 0)
    /// An opaque picture and a translucent colour the next view to draw there blends over it are
    /// drawn in one pass (`FillOverPicture`). Off: the picture, then the colour over it.
    public static let fillOverPicture = PaintShortcuts(rawValue: 1 << 1)
    /// An opaque picture skips the rows opaque views drawn later cover whole across it
    /// (`pictureRows`). Off: it is drawn whole.
    public static let pictureCutUnderOccluders = PaintShortcuts(rawValue: 1 << 2)
    /// A colour fill leaves out the block of pixels an opaque view drawn later covers
    /// (`hiddenBlock`). Off: it is filled whole.
    public static let fillBesideOccluders = PaintShortcuts(rawValue: 1 << 3)
    /// A blurring view's translucent colour is blended over the pixels its blur draws straight
    /// onto the canvas as they are written (`BackdropFinish`'s wash). Off: the colour is filled
    /// over the blur afterwards.
    public static let washOverBackdrop = PaintShortcuts(rawValue: 1 << 4)
    /// An opaque picture's copy from its kept scaled copy waits for a backdrop blur drawn right
    /// after it, which then reads the picture from the kept copy and leaves it uncopied where it
    /// draws on screen itself (`PendingPicture`; needs `backdropWithFill`). Off: the picture is
    /// copied first.
    public static let pictureDeferredUnderBlur = PaintShortcuts(rawValue: 1 << 5)
    /// A backdrop blur whose display-list items below it are those below it last frame, on the
    /// same canvas and source box, reuses its pass over every source pixel (the pyramid's entry,
    /// `BackdropLog`). Off: every blur computes everything.
    public static let backdropReuse = PaintShortcuts(rawValue: 1 << 6)

    public static let allCases: [PaintShortcuts] = [.backdropWithFill, .fillOverPicture, .pictureCutUnderOccluders,
                                                    .fillBesideOccluders, .washOverBackdrop, .pictureDeferredUnderBlur,
                                                    .backdropReuse]
    /// Every shortcut: how a painter runs.
    public static let all = PaintShortcuts(allCases)

    /// Takes `shortcut` when `on`, its long way when not.
    public mutating func set(_ shortcut: PaintShortcuts, _ on: Bool) {
        if on { formUnion(shortcut) } else { subtract(shortcut) }
    }
}

extension PaintShortcuts: CustomStringConvertible {
    /// The one shortcut's name, as its member is spelled (a set of several: its raw value).
    public var description: String {
        switch self {
        case .backdropWithFill: return "backdropWithFill"
        case .fillOverPicture: return "fillOverPicture"
        case .pictureCutUnderOccluders: return "pictureCutUnderOccluders"
        case .fillBesideOccluders: return "fillBesideOccluders"
        case .washOverBackdrop: return "washOverBackdrop"
        case .pictureDeferredUnderBlur: return "pictureDeferredUnderBlur"
        case .backdropReuse: return "backdropReuse"
        default: return "PaintShortcuts(rawValue: \(rawValue))"
        }
    }
}

/// What each of `PaintShortcuts` did, in pixels (blurs for `backdropReuse`), summed over every frame a painter drew: a test
/// that compares a shortcut with its long way also checks that the shortcut was taken.
public struct PaintShortcutWork: Equatable, Sendable {
    /// Backdrop pixels blurs drew straight onto the canvas.
    public internal(set) var backdropPixelsOnCanvas = 0
    /// Pixels of a colour blended over a picture by the picture's own fill.
    public internal(set) var pixelsFilledOverPicture = 0
    /// Pixels of pictures left undrawn because a later opaque view covers them.
    public internal(set) var picturePixelsSkipped = 0
    /// Pixels of colour fills left out because a later opaque view covers them.
    public internal(set) var fillPixelsLeftUnderOccluders = 0
    /// Pixels of a blurring view's colour blended by its blur.
    public internal(set) var pixelsWashedByBackdrop = 0
    /// Pixels of pictures a blur drew over before they were copied (so never copied).
    public internal(set) var picturePixelsLeftToBlur = 0
    /// Backdrop blurs that reused last frame's pass over their source (blurs, not pixels).
    public internal(set) var backdropsReused = 0

    public init() {}

    /// The pixels `shortcut` (one of them) saved or fused.
    public subscript(shortcut: PaintShortcuts) -> Int {
        switch shortcut {
        case .backdropWithFill: return backdropPixelsOnCanvas
        case .fillOverPicture: return pixelsFilledOverPicture
        case .pictureCutUnderOccluders: return picturePixelsSkipped
        case .fillBesideOccluders: return fillPixelsLeftUnderOccluders
        case .washOverBackdrop: return pixelsWashedByBackdrop
        case .pictureDeferredUnderBlur: return picturePixelsLeftToBlur
        case .backdropReuse: return backdropsReused
        default: return 0
        }
    }
}
