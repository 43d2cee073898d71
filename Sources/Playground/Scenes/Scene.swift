import Animation
import Foundation
import ViewTree

/// A playground scene: one seed example, built only on the public API of Animation, ViewTree and
/// Gestures so that it reads like the seed's own code.
public protocol Scene: AnyObject {
    /// The command-line name (`fluid --scene NAME`).
    static var name: String { get }
    /// What the HUD and `fluid scenes` show.
    static var title: String { get }
    /// The seed article it comes from, and what it shows.
    static var summary: String { get }

    init()
    /// The scene's root view; the app sizes it to the window.
    var view: View { get }
    /// Lays the scene out for `size` points (first call builds, later calls follow resizes).
    func layout(size: CGSize)
}
