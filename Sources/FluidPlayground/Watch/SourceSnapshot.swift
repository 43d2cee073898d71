import Foundation

/// The package's sources as `--watch` sees them: each `.swift` file under `Sources/` and the
/// `Package.swift`, with its modification time and size. Two snapshots differ where a file was
/// saved, added or removed.
package struct SourceSnapshot: Equatable {
    package struct Stamp: Equatable {
        /// Seconds since 1970, to the file system's resolution.
        package var modified: Double
        package var size: Int

        package init(modified: Double, size: Int) {
            self.modified = modified
            self.size = size
        }
    }

    package var files: [String: Stamp]

    package init(files: [String: Stamp]) {
        self.files = files
    }

    /// The paths saved, added or removed since `earlier`, sorted.
    package func changes(since earlier: SourceSnapshot) -> [String] {
        Set(files.keys).union(earlier.files.keys).filter { files[$0] != earlier.files[$0] }.sorted()
    }

    /// When the newest of `paths` was saved (a removed file: nil for it).
    package func newestSave(of paths: [String]) -> Double? {
        paths.compactMap { files[$0]?.modified }.max()
    }

    /// Reads the package at `root` again until it stops changing (an editor may write a file in
    /// steps), for at most 40 × 10 ms, starting from `now`.
    package static func settled(root: String, from now: SourceSnapshot) -> SourceSnapshot {
        var now = now
        for _ in 0..<40 {
            Thread.sleep(forTimeInterval: 0.01)
            let again = scan(root: root)
            if again == now { break }
            now = again
        }
        return now
    }

    /// Reads the package at `root` now. Folders named `.build` or starting with `.` are passed over.
    package static func scan(root: String) -> SourceSnapshot {
        var files: [String: Stamp] = [:]
        let fm = FileManager.default
        func add(_ path: String) {
            guard let attributes = try? fm.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let date = attributes[.modificationDate] as? Date else { return }
            files[path] = Stamp(modified: date.timeIntervalSince1970, size: (attributes[.size] as? Int) ?? 0)
        }
        add(root + "/Package.swift")
        if let walker = fm.enumerator(atPath: root + "/Sources") {
            while let relative = walker.nextObject() as? String {
                if (relative as NSString).lastPathComponent.hasPrefix(".") { walker.skipDescendants(); continue }
                if relative.hasSuffix(".swift") { add(root + "/Sources/" + relative) }
            }
        }
        return SourceSnapshot(files: files)
    }
}
