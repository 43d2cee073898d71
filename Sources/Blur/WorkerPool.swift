#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work split into bands of rows: a small value type holding what the rows need, run by
/// `WorkerPool.forEachBand(rows:job:)` straight from the caller's stack (nothing allocated).
public protocol BandJob {
    /// Does rows `rows`; `band` (0..<threadCount) indexes per-thread scratch.
    func run(band: Int, rows: Range<Int>)
}

/// A fixed set of threads, created once, that run one job's bands at a time.
///
/// The caller's thread works too: band 0 runs on it and band `b` on worker `b`, one band per
/// thread, unless worker `b` has not started its band by the time the caller is done with its
/// own: the caller then runs that band itself (with the band's own scratch), so a worker the
/// host has not scheduled yet never holds up a frame (on a busy shared host a second thread
/// made frames slower than one). Which thread runs a band never changes its bytes.
/// Jobs split their work into bands of whole output rows that depend on nothing another band
/// writes, so the result is byte-identical for every thread count. A `BandJob` allocates
/// nothing: the workers read it where the caller keeps it, and sleep on a condition between
/// jobs. (The closure forms box the closure, one small allocation a call: fine for tools and
/// tests, not for the frame path.)
///
/// - Threads: `forEachBand` must be called from one thread at a time (the frame loop's).
public final class WorkerPool {
    /// Threads working on a job, the caller's included (≥ 1).
    public private(set) var threadCount: Int
    private let shared: Shared
    private var threads: [pthread_t] = []

    /// A pool of `threadCount` threads (clamped to 1…64); 1 runs every job on the caller's thread.
    public init(threadCount: Int) {
        let wanted = Swift.min(Swift.max(threadCount, 1), 64)
        shared = Shared()
        for index in 1..<wanted {
            let start = Unmanaged.passRetained(Start(shared: shared, index: index))
            var thread = pthread_t()
            let created = pthread_create(&thread, nil, { argument in
                guard let argument else { return nil }
                let start = Unmanaged<Start>.fromOpaque(argument).takeRetainedValue()
                start.shared.work(index: start.index)
                return nil
            }, start.toOpaque())
            guard created == 0 else {
                // Fewer threads than asked for: still correct, workers stay numbered 1…n.
                start.release()
                break
            }
            threads.append(thread)
        }
        self.threadCount = threads.count + 1
        shared.workers = threads.count
    }

    deinit {
        shared.stop()
        for thread in threads { pthread_join(thread, nil) }
    }

    /// Online cores (at least 1): the default for `--threads`.
    public static var availableCores: Int {
        Swift.max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// Bands a job over `rows` rows is split into: one per thread, never more than rows.
    public func bandCount(rows: Int) -> Int { Swift.max(1, Swift.min(threads.count + 1, rows)) }

    /// Rows `0..<rows` cut into `bandCount(rows:)` contiguous bands; runs `job` on each, in
    /// parallel, and returns when all are done.
    public func forEachBand<Job: BandJob>(rows: Int, job: Job) {
        guard rows > 0 else { return }
        let bands = bandCount(rows: rows)
        if bands == 1 {
            job.run(band: 0, rows: 0..<rows)
            return
        }
        withUnsafePointer(to: job) { pointer in
            shared.start(bands: bands, rows: rows, job: UnsafeRawPointer(pointer), type: Job.self)
            Shared.run(Job.self, UnsafeRawPointer(pointer), band: 0, bands: bands, rows: rows)
            // Bands no worker has started yet: run them here rather than wait for a wake-up.
            while let band = shared.claimUnstarted() {
                Shared.run(Job.self, UnsafeRawPointer(pointer), band: band, bands: bands, rows: rows)
            }
            shared.finish()
        }
    }

    /// `forEachBand(rows:job:)` over `rows` (any range), split only when the job touches at
    /// least `minimumWork` pixels: below that, waking the threads costs more than it saves.
    @inline(__always)
    public func forEachBand<Job: BandJob>(in rows: Range<Int>, work: Int, minimumWork: Int = 16_384, job: Job) {
        guard !rows.isEmpty else { return }
        if work < minimumWork || threadCount == 1 {
            job.run(band: 0, rows: rows)
            return
        }
        forEachBand(rows: rows.count, job: Offset(job: job, start: rows.lowerBound))
    }

    /// Closure form of `forEachBand(rows:job:)` (boxes the closure: not for the frame path).
    public func forEachBand(rows: Int, _ body: (Int, Range<Int>) -> Void) {
        withoutActuallyEscaping(body) { forEachBand(rows: rows, job: Closure(body: $0)) }
    }

    /// Closure form of `forEachBand(in:work:minimumWork:job:)` (boxes the closure when split).
    public func forEachBand(in rows: Range<Int>, work: Int, minimumWork: Int = 16_384,
                            _ body: (Int, Range<Int>) -> Void) {
        guard !rows.isEmpty else { return }
        if work < minimumWork || threadCount == 1 {
            body(0, rows)
            return
        }
        withoutActuallyEscaping(body) { forEachBand(in: rows, work: work, minimumWork: minimumWork, job: Closure(body: $0)) }
    }

    private struct Offset<Inner: BandJob>: BandJob {
        let job: Inner
        let start: Int
        func run(band: Int, rows: Range<Int>) {
            job.run(band: band, rows: (rows.lowerBound + start)..<(rows.upperBound + start))
        }
    }

    private struct Closure: BandJob {
        let body: (Int, Range<Int>) -> Void
        func run(band: Int, rows: Range<Int>) { body(band, rows) }
    }

    private final class Start {
        let shared: Shared
        let index: Int
        init(shared: Shared, index: Int) {
            self.shared = shared
            self.index = index
        }
    }

    /// What the threads share: the current job and the lock and conditions guarding it.
    private final class Shared {
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private let done = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private var generation = 0
        private var job: UnsafeRawPointer?
        private var jobType: (any BandJob.Type)?
        private var bands = 0
        private var rows = 0
        /// Bands being run by workers right now.
        private var running = 0
        /// Per band (1…64), whether a thread has taken it for the current job.
        private let claimed = UnsafeMutablePointer<Bool>.allocate(capacity: 65)
        private var stopping = false
        var workers = 0

        init() {
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(wake, nil)
            pthread_cond_init(done, nil)
            claimed.initialize(repeating: true, count: 65)
        }

        deinit {
            claimed.deallocate()
            pthread_cond_destroy(done)
            pthread_cond_destroy(wake)
            pthread_mutex_destroy(mutex)
            done.deallocate()
            wake.deallocate()
            mutex.deallocate()
        }

        /// Band `band`'s rows of `rows` cut into `bands` near-equal parts, of the `Job` at `job`.
        @inline(__always)
        static func run<Job: BandJob>(_ type: Job.Type, _ job: UnsafeRawPointer, band: Int, bands: Int, rows: Int) {
            job.assumingMemoryBound(to: Job.self).pointee.run(band: band, rows: (band * rows / bands)..<((band + 1) * rows / bands))
        }

        func start(bands: Int, rows: Int, job: UnsafeRawPointer, type: any BandJob.Type) {
            pthread_mutex_lock(mutex)
            self.job = job
            jobType = type
            self.bands = bands
            self.rows = rows
            for band in 1..<bands { claimed[band] = false }
            generation &+= 1
            pthread_cond_broadcast(wake)
            pthread_mutex_unlock(mutex)
        }

        /// A band of the current job no thread has taken yet, now taken by the caller.
        func claimUnstarted() -> Int? {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            for band in 1..<max(bands, 1) where !claimed[band] {
                claimed[band] = true
                return band
            }
            return nil
        }

        /// Waits for the bands workers are running (every band is taken by then), then forgets
        /// the job (it lives on the caller's stack).
        func finish() {
            pthread_mutex_lock(mutex)
            while running > 0 { pthread_cond_wait(done, mutex) }
            job = nil
            jobType = nil
            bands = 0
            pthread_mutex_unlock(mutex)
        }

        func stop() {
            pthread_mutex_lock(mutex)
            stopping = true
            pthread_cond_broadcast(wake)
            pthread_mutex_unlock(mutex)
        }

        /// A worker's life: wait for a job, run its bands, report, until stopped.
        func work(index: Int) {
            var seen = 0
            while true {
                pthread_mutex_lock(mutex)
                while generation == seen && !stopping { pthread_cond_wait(wake, mutex) }
                if stopping {
                    pthread_mutex_unlock(mutex)
                    return
                }
                seen = generation
                // Take band `index` unless the job is over or the caller took it already.
                guard let job, let type = jobType, index < bands, !claimed[index] else {
                    pthread_mutex_unlock(mutex)
                    continue
                }
                claimed[index] = true
                running += 1
                let bands = self.bands, rows = self.rows
                pthread_mutex_unlock(mutex)
                Self.run(type, job, band: index, bands: bands, rows: rows)
                pthread_mutex_lock(mutex)
                running -= 1
                if running == 0 { pthread_cond_signal(done) }
                pthread_mutex_unlock(mutex)
            }
        }
    }
}
