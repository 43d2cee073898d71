import Foundation
import XCTest
@testable import Blur

/// Counts, per band, the threads inside it and the rows it was given.
private final class BandLedger: @unchecked Sendable {
    let lock = NSLock()
    var inside = [Int](repeating: 0, count: 8)
    var overlaps = 0
    var rows: [Int] = []
    /// Calls whose band was not their thread's own (the caller's is 0, a worker's never).
    var foreignBands = 0
    var callerRows = 0
    var caller: pthread_t?
}

private struct LedgerJob: BandJob {
    let ledger: BandLedger
    func run(band: Int, rows: Range<Int>) {
        ledger.lock.lock()
        ledger.inside[band] += 1
        if ledger.inside[band] > 1 { ledger.overlaps += 1 }
        if let caller = ledger.caller {
            let onCaller = pthread_equal(caller, pthread_self()) != 0
            if onCaller != (band == 0) { ledger.foreignBands += 1 }
            if onCaller { ledger.callerRows += rows.count }
        }
        ledger.lock.unlock()
        ledger.lock.lock()
        ledger.rows.append(contentsOf: rows)
        ledger.inside[band] -= 1
        ledger.lock.unlock()
    }
}

/// Every thread takes chunks until none is left (so an unscheduled worker cannot hold up a
/// frame): over many small jobs every row is still done exactly once, a band (with its
/// scratch) is only ever its own thread's, and never run by two threads at once.
final class WorkerPoolStealingTests: XCTestCase {
    func testEveryRowOnceAndNoBandTwiceAtOnceWhileTheCallerTakesLateBands() {
        let pool = WorkerPool(threadCount: 4)
        let ledger = BandLedger()
        ledger.caller = pthread_self()
        for n in 0..<5_000 {
            let rows = 3 + n % 11
            ledger.rows.removeAll(keepingCapacity: true)
            pool.forEachBand(rows: rows, job: LedgerJob(ledger: ledger))
            XCTAssertEqual(ledger.rows.sorted(), Array(0..<rows), "job \(n)")
            if ledger.rows.sorted() != Array(0..<rows) { break }
        }
        XCTAssertEqual(ledger.overlaps, 0)
        XCTAssertEqual(ledger.foreignBands, 0)
        // Jobs this small end before a worker wakes, often: the caller takes more than its
        // share (a quarter, with four threads) of all the rows.
        let allRows = (0..<5_000).reduce(0) { $0 + 3 + $1 % 11 }
        XCTAssertGreaterThan(ledger.callerRows, allRows / 4)
    }
}
