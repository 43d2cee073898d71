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
/// A job's rows are cut into a few chunks per thread (`chunkCount(rows:)`), and every thread,
/// the caller's included, takes the next chunk not taken yet until none is left: a worker the
/// host schedules late (or not at all) just takes fewer, and the caller never waits for more
/// than one chunk a worker has begun (with one band per thread, a worker woken late held up
/// the frame by its whole half; on a busy shared host that made two threads slower than one).
/// A chunk is run as `run(band:rows:)` with `band` the thread's index (0 for the caller), so a
/// band's scratch is only ever used by its own thread. Jobs split their work into whole output
/// rows that depend on nothing another chunk writes, so the result is byte-identical for
/// every thread count and every order the chunks are taken in. A `BandJob` allocates
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

    /// Chunks a job over `rows` rows touching `work` pixels is cut into: one per thread, and
    /// more for large jobs (one per `pixelsPerChunk`), up to four per thread; never more than
    /// rows. Enough that a late thread costs the others at most a chunk of a large job, few
    /// enough that taking a chunk (a lock) and a chunk's own set-up (a filter priming the rows
    /// above it) stay small: small jobs cut four ways per thread ran slower.
    public func chunkCount(rows: Int, work: Int = .max) -> Int {
        guard !threads.isEmpty else { return 1 }
        let threadCount = threads.count + 1
        let wanted = Swift.min(Swift.max(work / Self.pixelsPerChunk, threadCount), 4 * threadCount)
        return Swift.max(1, Swift.min(wanted, rows))
    }

    /// Work (pixels) that earns a chunk of its own in a large job.
    static let pixelsPerChunk = 262_144

    /// Rows `0..<rows` cut into `chunkCount(rows:work:)` contiguous chunks; runs `job` on
    /// each, in parallel (see the type's notes), and returns when all are done.
    public func forEachBand<Job: BandJob>(rows: Int, work: Int = .max, job: Job) {
        guard rows > 0 else { return }
        let chunks = chunkCount(rows: rows, work: work)
        if chunks == 1 {
            job.run(band: 0, rows: 0..<rows)
            return
        }
        withUnsafePointer(to: job) { pointer in
            shared.start(chunks: chunks, rows: rows, job: UnsafeRawPointer(pointer), type: Job.self)
            while let chunk = shared.claim() {
                Shared.run(Job.self, UnsafeRawPointer(pointer), band: 0, chunk: chunk, chunks: chunks, rows: rows)
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
        forEachBand(rows: rows.count, work: work, job: Offset(job: job, start: rows.lowerBound))
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
        private var chunks = 0
        private var rows = 0
        /// The next chunk of the current job no thread has taken (`chunks`: none left).
        private var next = 0
        /// Chunks being run by workers right now.
        private var running = 0
        private var stopping = false
        var workers = 0

        init() {
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(wake, nil)
            pthread_cond_init(done, nil)
        }

        deinit {
            pthread_cond_destroy(done)
            pthread_cond_destroy(wake)
            pthread_mutex_destroy(mutex)
            done.deallocate()
            wake.deallocate()
            mutex.deallocate()
        }

        /// Chunk `chunk`'s rows of `rows` cut into `chunks` near-equal parts, of the `Job` at
        /// `job`, run with thread `band`'s scratch.
        @inline(__always)
        static func run<Job: BandJob>(_ type: Job.Type, _ job: UnsafeRawPointer, band: Int, chunk: Int, chunks: Int,
                                      rows: Int) {
            job.assumingMemoryBound(to: Job.self).pointee.run(band: band,
                                                              rows: (chunk * rows / chunks)..<((chunk + 1) * rows / chunks))
        }

        func start(chunks: Int, rows: Int, job: UnsafeRawPointer, type: any BandJob.Type) {
            pthread_mutex_lock(mutex)
            self.job = job
            jobType = type
            self.chunks = chunks
            self.rows = rows
            next = 0
            generation &+= 1
            pthread_cond_broadcast(wake)
            pthread_mutex_unlock(mutex)
        }

        /// The next chunk of the current job, now taken by the caller; nil when none is left.
        func claim() -> Int? {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            guard next < chunks else { return nil }
            next += 1
            return next - 1
        }

        /// Waits for the chunks workers are running (every chunk is taken by then), then
        /// forgets the job (it lives on the caller's stack).
        func finish() {
            pthread_mutex_lock(mutex)
            while running > 0 { pthread_cond_wait(done, mutex) }
            job = nil
            jobType = nil
            chunks = 0
            next = 0
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
                // Take chunks while the job lasts (it may be over already, or taken by others).
                while let job, let type = jobType, next < chunks {
                    let chunk = next, chunks = self.chunks, rows = self.rows
                    next += 1
                    running += 1
                    pthread_mutex_unlock(mutex)
                    Self.run(type, job, band: index, chunk: chunk, chunks: chunks, rows: rows)
                    pthread_mutex_lock(mutex)
                    running -= 1
                    if running == 0 { pthread_cond_signal(done) }
                }
                pthread_mutex_unlock(mutex)
            }
        }
    }
}
