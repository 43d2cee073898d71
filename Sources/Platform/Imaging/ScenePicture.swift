/// The pictures scenes show (`View.image`): BMP files read through `BitmapFile` with a
/// tighter limit than a picture given to `fluid blur`, because the renderer keeps two copies
/// of each (its pixels and its texture) for the whole run and a scene draws several.
public enum ScenePicture {
    /// The most pixels a scene's picture may have: 4096×4096 (the scenes' own are at most 1280×800).
    public static let pixelLimit = 4096 * 4096

    /// The picture at `path` (as given; `AssetLocator` finds scene assets): a regular file only,
    /// a FIFO refused without waiting, the header checked against the limits before the file is
    /// read whole. Throws `BitmapFileError`.
    public static func read(_ path: String) throws -> BitmapImage {
        try BitmapFile.read(path, pixelLimit: pixelLimit)
    }
}
