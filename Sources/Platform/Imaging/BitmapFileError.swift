import FileSafety

/// Why a BMP file could not be read or written: the file, and what is wrong, as a case (the
/// case says whether it was being read or written).
public struct BitmapFileError: Error, Equatable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        // Reading.
        /// The file itself was refused (missing, a FIFO, a directory, over the size limit).
        case input(InputFileError.Problem)
        /// Its header is not one this program reads (checked before the file is read whole).
        case header(BitmapHeaderProblem)
        /// SDL could not decode it, in SDL's words.
        case undecodable(reason: String)
        /// SDL decoded it to no pixels.
        case decodedEmpty

        // Writing.
        case emptyImage
        /// Beyond `BitmapFile.sideLimit` on a side or `BitmapFile.pixelLimit` pixels in all.
        case tooLarge(width: Int, height: Int)
        /// The encoder made a different number of bytes than the header says (a bug of ours).
        case encodedSize(Int, expected: Int)
        /// The output writer refused or failed.
        case output(OutputFileError.Problem)

        /// Whether the file was being written (otherwise read).
        public var isWriting: Bool {
            switch self {
            case .input, .header, .undecodable, .decodedEmpty: return false
            case .emptyImage, .tooLarge, .encodedSize, .output: return true
            }
        }
    }

    public var path: String
    public var problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// What is wrong, in words, without the path.
    public var reason: String {
        switch problem {
        case .input(let problem): return InputFileError(path: path, problem: problem).reason
        case .header(let problem): return problem.description
        case .undecodable(let reason): return reason
        case .decodedEmpty, .emptyImage: return "empty image"
        case let .tooLarge(w, h):
            return "\(w)×\(h) is larger than the \(BitmapFile.sideLimit)-pixel side or the \(BitmapFile.pixelLimit)-pixel limit"
        case let .encodedSize(count, total): return "encoded \(count) bytes, expected \(total)"
        case .output(let problem): return OutputFileError(path: path, problem: problem).reason
        }
    }

    public var description: String { "cannot \(problem.isWriting ? "write" : "read") BMP '\(path)': \(reason)" }
}
