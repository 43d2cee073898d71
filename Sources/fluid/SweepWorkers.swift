import FileSafety
import Foundation
import Platform

/// `fluid sweep`'s worker processes, waited on so that a signal that ends the sweep (Ctrl-C,
/// SIGTERM, SIGHUP, SIGQUIT, or any other whose default action ends it, as SIGUSR1 or SIGALRM)
/// ends them too: the workers run in their own process groups, so
/// nothing else sends it to them. The signal is noted (`StopSignals`), each worker is sent
/// SIGTERM (SIGKILL if it has not gone within `stopGrace` seconds), the workers' folder is
/// removed, and the sweep dies of the signal it got, as it would have without workers.
enum SweepWorkers {
    /// How long a worker is given to end after SIGTERM, seconds.
    static let stopGrace = 2.0
    /// How often the wait looks at the workers and the signals, seconds.
    static let poll = 0.01

    /// Before the folder is made and the first worker started: from here an ending signal is
    /// noted, for `wait`, instead of ending the sweep at once.
    static func noteSignals() {
        StopSignals.install(ending)
    }

    /// Every signal whose default action would end the sweep and leave its workers running.
    static let ending = StopSignals.handled + SignalCleanup.alsoEnding

    /// Waits for every worker to exit. On an ending signal (noted since `noteSignals`), stops
    /// them all, removes `directory` and raises the signal again (does not return).
    static func wait(for workers: [Process], directory: String) {
        while workers.contains(where: \.isRunning) {
            if StopSignals.received != 0 { stop(workers, directory: directory, signal: StopSignals.received) }
            usleep(useconds_t(poll * 1e6))
        }
        if StopSignals.received != 0 { stop(workers, directory: directory, signal: StopSignals.received) }
        // Past the workers, a signal ends the sweep as it ends any command.
        for s in ending { signal(s, SIG_DFL) }
    }

    /// Ends every worker, removes their folder and dies of `number`.
    static func stop(_ workers: [Process], directory: String, signal number: Int32) -> Never {
        for worker in workers where worker.isRunning { kill(worker.processIdentifier, SIGTERM) }
        var waited = 0.0
        while workers.contains(where: \.isRunning), waited < stopGrace {
            usleep(useconds_t(poll * 1e6))
            waited += poll
        }
        for worker in workers where worker.isRunning { kill(worker.processIdentifier, SIGKILL) }
        for worker in workers { worker.waitUntilExit() }
        try? FileManager.default.removeItem(atPath: directory)
        signal(number, SIG_DFL)
        raise(number)
        // A signal whose action is to be ignored now (none of the ending ones): exit as a shell would.
        exit(128 + number)
    }
}
