import Foundation
import Platform

/// `--watch` in the running window, its background half: watches the package's sources, and on
/// a save builds the scene library (`swift build --product NAME`) and copies it to a fresh file
/// name. It hands each outcome to the window's thread (`take`) and waits until that thread has
/// dealt with it (`resume`), so it is idle while the window checks the new scene in a fork.
package final class RebuildWatcher {
    package enum Outcome: Equatable {
        /// The library built; its fresh copy is at `library`.
        case built(library: String, times: ReloadTimes)
        /// The build failed: the compiler's first error (or why).
        case failed(reason: String)
    }

    let root: String
    let buildArguments: [String]
    /// Where `swift build` leaves the library.
    let builtLibrary: String
    /// Where the fresh copies go.
    let folder: String
    let poll: Double
    /// Wakes the window's loop to take an outcome (`FrameLoop.wake`).
    let wake: () -> Void
    private let lock = NSLock()
    private var pending: Outcome?
    private let dealtWith = DispatchSemaphore(value: 0)
    private var copies = 0

    package init(root: String, buildArguments: [String], builtLibrary: String, folder: String, poll: Double = 0.05,
                 wake: @escaping () -> Void = FrameLoop.wake) {
        self.root = root
        self.buildArguments = buildArguments
        self.builtLibrary = builtLibrary
        self.folder = folder
        self.poll = poll
        self.wake = wake
    }

    /// Starts watching on a thread of its own, for the rest of the process.
    package func start() {
        let snapshot = SourceSnapshot.scan(root: root)
        Thread.detachNewThread { [self] in watch(from: snapshot) }
    }

    /// The window's thread: the outcome waiting, if any. Once it is dealt with, call `resume`.
    package func take() -> Outcome? {
        lock.lock()
        defer { lock.unlock() }
        let outcome = pending
        pending = nil
        return outcome
    }

    /// The window's thread: the outcome taken is dealt with; watch on.
    package func resume() {
        dealtWith.signal()
    }

    private func watch(from start: SourceSnapshot) {
        var snapshot = start
        while true {
            Thread.sleep(forTimeInterval: poll)
            let changed = SourceSnapshot.scan(root: root).changes(since: snapshot)
            guard !changed.isEmpty else { continue }
            let now = SourceSnapshot.settled(root: root, from: SourceSnapshot.scan(root: root))
            let savedAt = now.newestSave(of: now.changes(since: snapshot)) ?? Date().timeIntervalSince1970
            snapshot = now
            LiveReload.say("\(changed.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")) changed; building")
            let noticedAt = Date().timeIntervalSince1970
            let (succeeded, output) = SwiftBuild.run(buildArguments, in: root)
            let times = ReloadTimes(savedAt: savedAt, noticedAt: noticedAt, builtAt: Date().timeIntervalSince1970)
            let outcome: Outcome
            if succeeded {
                outcome = copy(times: times)
            } else {
                outcome = .failed(reason: CompilerOutput.firstError(in: output) ?? "swift build failed")
            }
            lock.lock()
            pending = outcome
            lock.unlock()
            wake()
            dealtWith.wait()
        }
    }

    /// The built library under a name no earlier build had: `dlopen` of a path it has opened
    /// before returns the library already loaded.
    private func copy(times: ReloadTimes) -> Outcome {
        copies += 1
        let name = (builtLibrary as NSString).lastPathComponent
        let base = name.hasSuffix(".so") ? String(name.dropLast(3)) : name
        let target = folder + "/\(base).reload-\(copies).so"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: target)
            try FileManager.default.copyItem(atPath: builtLibrary, toPath: target)
            return .built(library: target, times: times)
        } catch {
            return .failed(reason: "cannot copy the built scene library \(builtLibrary) to \(target): \(SystemReason.of(error))")
        }
    }
}
