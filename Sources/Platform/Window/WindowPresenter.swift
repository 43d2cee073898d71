import Raster

/// How a window's frames reach the screen: through a renderer's texture (`TexturePresenter`,
/// which can wait for the display's blank) or straight into the window's own surface
/// (`SurfacePresenter`, X11's shared memory: no GPU driver between the canvas and the X server).
protocol WindowPresenter: AnyObject {
    /// The window's size in pixels as the presenter draws it; nil: the window's own.
    var outputSize: (width: Int32, height: Int32)? { get }
    /// The longest side, in pixels, the presenter takes (nil: it does not say).
    var maximumSide: Int? { get }
    /// Whether presenting waits for the display's blank.
    var waitsForBlank: Bool { get }
    /// Takes the `changed` part of `pixels` (nil: none) and shows the frame, unless
    /// `withheld()` says the window is being shrunk back (`Window.keepWithinCanvasLimit`): the
    /// frame is then not shown and nothing is lost. It is asked before anything is sized from
    /// the window's size, and as late as that allows.
    func present(_ pixels: PixelBuffer, changed: PixelRect?, withheld: () -> Bool)
    /// What the screen showed of the window is lost (exposed, resized): the next present shows
    /// all of it.
    func invalidate()
    /// Lets go of what the presenter made on the window, before the window goes: the last call.
    func close()
}
