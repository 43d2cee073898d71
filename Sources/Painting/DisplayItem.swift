import Foundation
import Raster
import ViewTree

/// One thing a frame draws, in draw order (`DisplayList`): a view as it is drawn, or one of the
/// HUD's shapes or lines of text, with the pixels it may touch.
///
/// Two items with equal `content`, `box`, `blurSource` and `clip` draw the same pixels (values
/// are compared exactly, never hashed): damage is the box around the items that differ from last
/// frame's (`FrameDamage`), and a backdrop blur reuses its work when every item drawn under it
/// is the one drawn under it before (`BackdropLog`). The rest (the view itself, the order, the
/// occluder box) is how the CPU painter draws it, and is not compared.
public struct DisplayItem: Equatable {
    /// A view as it is drawn: its presented values, the map from its points to the canvas's
    /// pixels, its opacity with its ancestors', its depth in the tree (which, in draw order, fixes
    /// the tree's shape), its picture, label, blur tint, corners, clipping and layer decoration.
    public struct ViewContent: Equatable {
        public var values: AnimatableValues
        public var map: Affine
        public var alpha: Double
        public var depth: Int
        public var image: ImageReference?
        public var label: TextLabel?
        public var tint: Color
        public var corners: CornerMask
        public var clips: Bool
        /// What the view's layer adds (compared whole: a changed gradient or path redraws).
        public var decoration: ViewDecoration

        /// The view's bounds in its own points, as presented.
        public var bounds: CGRect { CGRect(origin: values.boundsOrigin, size: values.frame.size) }
    }

    /// What the item draws.
    public enum Content: Equatable {
        case view(ViewContent)
        /// A HUD rounded rectangle, in points.
        case roundedRect(CGRect, radius: CGFloat, Color, CornerMask)
        /// A HUD line, in points.
        case line(CGPoint, CGPoint, width: CGFloat, Color)
        /// A HUD line of text, in points.
        case text(String, at: CGPoint, size: CGFloat, Color, TextAlignment)
    }

    public internal(set) var content: Content
    /// The pixels it may touch (two pixels of margin for anti-aliased edges).
    public internal(set) var box: PixelRect
    /// For a view that blurs its backdrop: the pixels the blur reads (its box and a margin).
    public internal(set) var blurSource: PixelRect?
    /// The pixels its ancestors' clipping leaves it (nil: all).
    public internal(set) var clip: PixelRect?

    /// The view drawn (nil for the HUD's items). Not retained: the list is drawn while its tree
    /// is alive, and last frame's list is only compared, never drawn.
    public internal(set) unowned(unsafe) var view: View? = nil
    /// The view's place in draw order (the numbering of `Occluders`).
    var order = 0
    /// The pixels the view covers completely, when it hides what is drawn before it there.
    var occluder: Occluders.Box?
    /// Whether the view has subviews (a clipping view clips them even when none is drawn).
    var hasSubviews = false

    /// The view's content, nil for the HUD's items.
    public var viewContent: ViewContent? {
        if case .view(let content) = content { return content }
        return nil
    }

    /// Equal when they draw the same pixels (see the type's note).
    public static func == (a: DisplayItem, b: DisplayItem) -> Bool {
        a.content == b.content && a.box == b.box && a.blurSource == b.blurSource && a.clip == b.clip
    }
}
