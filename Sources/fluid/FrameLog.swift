import Foundation

/// `bench scenes --frame-log`: what each frame cost beyond its time, so a slow frame's cause can
/// be read off rather than averaged away: the page faults it took (fresh memory touched for the
/// first time: a new buffer), the process's resident memory after it, and when it ended on
/// `CLOCK_MONOTONIC` (to cut a `perf record -k CLOCK_MONOTONIC` profile into frames).
struct FrameLog {
    let enabled: Bool
    private var faultsBefore = 0

    init(enabled: Bool) {
        self.enabled = enabled
        if enabled { FileHandle.standardError.write(Data("frame\tupdate_ms\tdraw_ms\tminor_faults\tmajor_faults\trss_mb\tend_s\n".utf8)) }
    }

    private static func faults() -> (minor: Int, major: Int) {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return (usage.ru_minflt, usage.ru_majflt)
    }

    /// Resident MB now (`/proc/self/statm`'s second field, in pages).
    private static func residentMB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    mutating func begin() {
        guard enabled else { return }
        faultsBefore = Self.faults().minor
    }

    func end(index: Int, times: (update: Double, draw: Double)) {
        guard enabled else { return }
        let now = Self.faults()
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let line = String(format: "%d\t%.3f\t%.3f\t%d\t%d\t%.1f\t%.6f\n", index, times.update, times.draw,
                          now.minor - faultsBefore, now.major, Self.residentMB(),
                          Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9)
        FileHandle.standardError.write(Data(line.utf8))
    }
}
