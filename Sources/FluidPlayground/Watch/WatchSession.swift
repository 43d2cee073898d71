import Foundation
import Platform

/// `--watch`: reload on save by restarting. The program runs itself as a child with the same
/// options and watches its package's sources; on a save it runs `swift build`, and when that
/// succeeds it asks the child to quit (SIGTERM: it writes its carry-over as it goes) and starts
/// the rebuilt program, which reopens its window where the old one was, on the same scene with
/// the same tuning, HUD mode, slow motion and pause, and says how long the save took to show.
/// A build that fails leaves the old window running and sends it the compiler's first error.
///
/// Why a restart rather than loading the rebuilt scene into the running process: a scene is
/// compiled into the program with its own copy of Fluid (static products), so swapping it in
/// would need Fluid as a shared library used by host and scene alike, and a scene's classes from
/// a fresh `dlopen` per build living beside the old ones forever. A restart reuses the build
/// `swift run` already does and costs the time to open a window.
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
    package init(executable: String, arguments: [String], poll: Double = 0.1) throws {
        var dir = URL(fileURLWithPath: executable).deletingLastPathComponent()
        var found: String?
        while dir.path != "/" {
            if dir.lastPathComponent != ".build", FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path),
               !dir.path.contains("/.build/") {
                found = dir.path
                break
            }
            dir.deleteLastPathComponent()
        }
        guard let found else {
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

    var carryOverFile: String { folder + "/carry-over.json" }
    var messageFile: String { Self.messageFile(beside: carryOverFile) }

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
        var child = try start()
        while true {
            Thread.sleep(forTimeInterval: poll)
            if StopSignals.received != 0 {
                child.terminate()
                child.waitUntilExit()
                return 0
            }
            if !child.isRunning { return child.terminationStatus }
            var now = SourceSnapshot.scan(root: root)
            let changed = now.changes(since: snapshot)
            guard !changed.isEmpty else { continue }
            // An editor may write a file in steps: build what has stopped changing.
            for _ in 0..<20 {
                Thread.sleep(forTimeInterval: 0.02)
                let again = SourceSnapshot.scan(root: root)
                if again == now { break }
                now = again
            }
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
            child.terminate()
            child.waitUntilExit()
            if var carried = CarryOver.read(carryOverFile) {
                carried.reload = CarryOver.Reload(savedAt: savedAt, noticedAt: noticedAt, builtAt: builtAt,
                                                  launchedAt: Date().timeIntervalSince1970)
                carried.write(to: carryOverFile)
            }
            child = try start()
        }
    }

    private func start() throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments + ["--carry-over", carryOverFile]
        try process.run()
        return process
    }

    /// `swift build` of the product, its output kept for the first error.
    private func build() -> (Bool, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = buildArguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (false, "error: cannot run swift build: \(error)")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus == 0, String(decoding: output, as: UTF8.self))
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
