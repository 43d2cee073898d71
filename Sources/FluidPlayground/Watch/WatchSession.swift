import Foundation
import Platform

/// `--watch` for a program with Fluid compiled in (the static products; packages made before the
/// scene library): reload on save by restarting. (A `fluid new` package reloads in the running
/// window instead: `LiveReload`.) The program runs itself as a child with the same
/// options and watches its package's sources; on a save it runs `swift build`, and when that
/// succeeds it starts the rebuilt program with its window hidden (`--hand-over`); once that is
/// ready, it asks the old child to quit (SIGTERM: it writes its carry-over as it goes) and tells
/// the new one to go (`WindowHandOver`), which shows its window where the old one was, on the
/// same scene with the same tuning, HUD mode, slow motion and pause, and says how long the save
/// took to show. A build that fails, or a rebuilt program that does not get ready, leaves the
/// old window running and sends it the compiler's first error (or why).
///
/// Why a restart here: such a program has its own copy of Fluid, so a rebuilt scene could not
/// share the engine's types with it; a restart reuses the build `swift run` already does and
/// costs the time to open a window.
package final class WatchSession {
    let root: String
    let product: String
    let executable: String
    let arguments: [String]
    let buildArguments: [String]
    let folder: String
    let poll: Double

    /// For the program at `executable` (a `swift build` product) run with `arguments` (less
    /// `--watch`): its package is the nearest folder above it with a `Package.swift`.
    package init(executable: String, arguments: [String], poll: Double = 0.05) throws {
        guard let found = Self.packageRoot(above: executable) else {
            throw WatchError.noPackage(above: executable)
        }
        root = found
        product = URL(fileURLWithPath: executable).lastPathComponent
        self.executable = executable
        self.arguments = arguments
        let release = executable.split(separator: "/").contains("release")
        buildArguments = ["swift", "build", "--product", product] + (release ? ["-c", "release"] : [])
        folder = NSTemporaryDirectory() + "fluid-watch-\(getpid())"
        self.poll = poll
    }

    /// The nearest folder above `executable` with a `Package.swift` (not inside `.build`).
    package static func packageRoot(above executable: String) -> String? {
        var dir = URL(fileURLWithPath: executable).deletingLastPathComponent()
        while dir.path != "/" {
            if dir.lastPathComponent != ".build", FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path),
               !dir.path.contains("/.build/") {
                return dir.path
            }
            dir.deleteLastPathComponent()
        }
        return nil
    }

    var carryOverFile: String { folder + "/carry-over.json" }
    var messageFile: String { Self.messageFile(beside: carryOverFile) }
    var readyFile: String { HandOverSignal.readyFile(beside: carryOverFile) }

    /// Where the watcher leaves a message for the window whose carry-over file is `carryOver`.
    package static func messageFile(beside carryOver: String) -> String {
        (carryOver as NSString).deletingLastPathComponent + "/message.txt"
    }

    /// Runs until the window is closed (its status) or this process is asked to stop.
    package func run() throws -> Int32 {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        StopSignals.install()
        say("watching \(root)/Sources for changes; save a file to rebuild and reopen")
        var snapshot = SourceSnapshot.scan(root: root)
        var child = try start(handOver: nil)
        while true {
            Thread.sleep(forTimeInterval: poll)
            if StopSignals.received != 0 {
                child.terminate()
                child.waitUntilExit()
                return 0
            }
            if !child.isRunning { return child.terminationStatus }
            let changed = SourceSnapshot.scan(root: root).changes(since: snapshot)
            guard !changed.isEmpty else { continue }
            let now = SourceSnapshot.settled(root: root, from: SourceSnapshot.scan(root: root))
            let savedAt = now.newestSave(of: now.changes(since: snapshot)) ?? Date().timeIntervalSince1970
            snapshot = now
            say("\(changed.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")) changed; building")
            let noticedAt = Date().timeIntervalSince1970
            let (succeeded, output) = build()
            let builtAt = Date().timeIntervalSince1970
            guard succeeded else {
                let error = CompilerOutput.firstError(in: output) ?? "swift build failed"
                say("build failed; the old scene runs on: \(error)")
                send("build failed, the old scene runs on: \(error)", to: child)
                continue
            }
            switch handOver(from: child, savedAt: savedAt, noticedAt: noticedAt, builtAt: builtAt) {
            case .handed(let rebuilt):
                child = rebuilt
            case .keptOld(let reason):
                say(reason.description)
                send(reason.description, to: child)
            case .ended(let status):
                return status
            }
        }
    }

    /// How a hand-over ended.
    private enum HandOverOutcome {
        case handed(Process)
        case keptOld(reason: NotHandedOver)
        case ended(status: Int32)
    }

    /// Starts the rebuilt program beside `old` and hands the window over as `WindowHandOver` says.
    private func handOver(from old: Process, savedAt: Double, noticedAt: Double, builtAt: Double) -> HandOverOutcome {
        try? FileManager.default.removeItem(atPath: readyFile)
        let go = Pipe()
        let rebuilt: Process
        do {
            rebuilt = try start(handOver: go)
        } catch {
            return .keptOld(reason: .notStarted(reason: SystemReason.of(error)))
        }
        var machine = WindowHandOver()
        var readyAt = builtAt
        while true {
            if StopSignals.received != 0 {
                end(rebuilt, go)
                if old.isRunning { old.terminate() }
                old.waitUntilExit()
                return .ended(status: 0)
            }
            let event: WindowHandOver.Event
            if machine.stage == .closingOld, FileManager.default.fileExists(atPath: carryOverFile) {
                event = .oldHandedOver
            } else if !old.isRunning {
                event = .oldExited(status: old.terminationStatus)
            } else if !rebuilt.isRunning {
                event = .newExited(status: rebuilt.terminationStatus, bySignal: rebuilt.terminationReason == .uncaughtSignal)
            } else if FileManager.default.fileExists(atPath: readyFile) {
                event = .newReady
            } else {
                event = .waited(seconds: Date().timeIntervalSince1970 - builtAt)
            }
            switch machine.next(event) {
            case .wait:
                Thread.sleep(forTimeInterval: 0.005)
            case .closeOld:
                readyAt = Date().timeIntervalSince1970
                try? FileManager.default.removeItem(atPath: carryOverFile)
                old.terminate()
            case .go:
                if var carried = CarryOver.read(carryOverFile) {
                    carried.reload = CarryOver.Reload(savedAt: savedAt, noticedAt: noticedAt, builtAt: builtAt,
                                                      readyAt: readyAt, handedAt: Date().timeIntervalSince1970)
                    carried.write(to: carryOverFile)
                }
                tell(go, HandOverSignal.go)
                return .handed(rebuilt)
            case .keepOld(let reason):
                end(rebuilt, go)
                return .keptOld(reason: reason)
            case .stop(let status):
                end(rebuilt, go)
                return .ended(status: status)
            }
        }
    }

    /// Ends a rebuilt program that was not told to go. It has shown nothing and written nothing
    /// (its window is hidden, its output files are opened after go), so nothing is lost by
    /// SIGKILL, and one hung while starting, or deaf to SIGTERM (SDL turns it into a quit event
    /// it does not read yet), still ends.
    private func end(_ rebuilt: Process, _ go: Pipe) {
        tell(go, nil)
        if rebuilt.isRunning { kill(rebuilt.processIdentifier, SIGKILL) }
        rebuilt.waitUntilExit()
    }

    /// Writes `byte` (if any) to the rebuilt program's input and ends it. A program that has
    /// already gone leaves a broken pipe, which this process ignores (`Output.ignoreBrokenPipes`).
    private func tell(_ pipe: Pipe, _ byte: UInt8?) {
        let handle = pipe.fileHandleForWriting
        if var byte { _ = write(handle.fileDescriptor, &byte, 1) }
        try? handle.close()
    }

    /// Starts the program; with `handOver`, as the rebuilt program readying its window hidden
    /// and reading its go from that pipe.
    private func start(handOver: Pipe?) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments + ["--carry-over", carryOverFile] + (handOver == nil ? [] : ["--hand-over"])
        if let handOver { process.standardInput = handOver }
        try process.run()
        return process
    }

    private func build() -> (Bool, String) {
        SwiftBuild.run(buildArguments, in: root)
    }

    /// Shows `text` in the running window: the message file, then SIGUSR1 (`ReloadNotice`).
    private func send(_ text: String, to child: Process) {
        guard child.isRunning, (try? Data(text.utf8).write(to: URL(fileURLWithPath: messageFile), options: .atomic)) != nil else { return }
        kill(child.processIdentifier, SIGUSR1)
    }

    private func say(_ text: String) {
        FileHandle.standardError.write(Data("\(product) --watch: \(text)\n".utf8))
    }
}

/// Why `--watch` cannot start.
package enum WatchError: Error, Equatable, CustomStringConvertible {
    /// No `Package.swift` above the program: it was not built by `swift build` from a package.
    case noPackage(above: String)

    package var description: String {
        switch self {
        case .noPackage(let executable):
            return "--watch rebuilds the package a program was built in by swift build; there is no Package.swift above \(executable)"
        }
    }
}
