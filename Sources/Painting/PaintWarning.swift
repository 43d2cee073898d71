/// What went wrong drawing that does not stop the app (a missing font, a bad picture), as a
/// case with its facts, so code and tests match cases and the words live in `description` only.
public enum PaintWarning: Hashable, CustomStringConvertible {
    /// A place a font was looked for, and why it was not used (nil: nothing was found there).
    public struct FontCandidate: Hashable, CustomStringConvertible {
        public var place: String
        public var reason: String?
        public init(_ place: String, reason: String?) {
            self.place = place
            self.reason = reason
        }

        public var description: String { reason.map { "\(place) (\($0))" } ?? place }
    }

    /// The step of putting a loaded picture on the GPU that failed.
    public enum UploadStep: String, Hashable {
        case surface, texture
    }

    /// The text engine (SDL_ttf) did not start; labels are not drawn.
    case textEngineFailed(reason: String)
    /// No font could be used: every place looked at, each with its reason.
    case noUsableFont(tried: [FontCandidate])
    /// A font was found but could not be opened at a size.
    case fontNotOpened(path: String, reason: String)
    /// A label could not be rasterised (said once per cause, not per string).
    case textNotDrawn(reason: String)
    /// A picture was found in none of the places `tried`; a placeholder is drawn.
    case pictureNotFound(path: String, tried: [String])
    /// A picture could not be read; a placeholder is drawn.
    case pictureUnreadable(path: String, reason: String)
    /// A picture was read but could not be handed to the GPU; a placeholder is drawn.
    case pictureNotUploaded(path: String, step: UploadStep, reason: String)
    /// More than `limit` distinct warnings: the rest are dropped.
    case tooMany(limit: Int)

    public var description: String {
        switch self {
        case .textEngineFailed(let reason):
            return "SDL_ttf failed to start (\(reason)); labels are not drawn"
        case .noUsableFont(let tried):
            let places = tried.map(\.description).joined(separator: ", ")
            return "no usable font: looked at \(places); install fonts-dejavu-core; labels are not drawn"
        case let .fontNotOpened(path, reason):
            return "could not open font \(path): \(reason); labels are not drawn"
        case .textNotDrawn(let reason):
            return "could not draw text: \(reason); labels that fail are not drawn"
        case let .pictureNotFound(path, tried):
            return "image \(path) not found; looked in: \(tried.joined(separator: ", ")) (set FLUID_ASSETS to the folder holding it); drawing a placeholder"
        case let .pictureUnreadable(path, reason):
            return "image \(path): \(reason); drawing a placeholder"
        case let .pictureNotUploaded(path, step, reason):
            return "image \(path): cannot make a \(step.rawValue) (\(reason)); drawing a placeholder"
        case .tooMany(let limit):
            return "more than \(limit) warnings; the rest are not shown"
        }
    }

    /// The file the warning is about, if it is about one.
    public var path: String? {
        switch self {
        case .fontNotOpened(let path, _), .pictureNotFound(let path, _), .pictureUnreadable(let path, _),
             .pictureNotUploaded(let path, _, _): return path
        case .textEngineFailed, .noUsableFont, .textNotDrawn, .tooMany: return nil
        }
    }
}
