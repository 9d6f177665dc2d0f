import Dispatch
import Foundation
import Synchronization

/// Runs the writer's file writes on more than one thread. Creating a file is mostly the kernel's work, and the writer
/// runs after every component is settled, when nothing else is left to do: a second core then writes beside the first.
///
/// Files are taken in input order, each by the first thread free, and once one fails no further file is taken, so
/// every file before the first failure (in input order) was attempted. The failure reported is the first in input
/// order whatever the schedule; which files after it were also written may vary, and each one that was is reported
/// as written (the caller's manifest then owns it).
enum ConcurrentWrites {
    /// What a run of writes did.
    struct Outcome<Failure: Sendable>: Sendable {
        /// Whether each write ran and succeeded, by index.
        var succeeded: [Bool]
        /// The failure of the lowest index that failed, with that index.
        var firstFailure: (index: Int, failure: Failure)?
    }

    /// How many threads write: as many as there are cores, at most four (beyond that, files created in the same
    /// folder mostly wait for each other in the kernel).
    static var threads: Int { max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4)) }

    /// Fewer files than this are written on the calling thread alone: starting threads would cost more.
    static let smallestShared = 4

    /// Runs `write` for each index in `0..<count` on up to `threads` threads; `write` returns nil on success.
    static func run<Failure: Sendable>(_ count: Int, threads: Int = threads, _ write: @Sendable (Int) -> Failure?) -> Outcome<Failure> {
        guard threads > 1, count >= smallestShared else {
            var outcome = Outcome<Failure>(succeeded: Array(repeating: false, count: count), firstFailure: nil)
            for index in 0..<count {
                if let failure = write(index) {
                    outcome.firstFailure = (index, failure)
                    break
                }
                outcome.succeeded[index] = true
            }
            return outcome
        }
        let next = Atomic<Int>(0)
        // The lowest index that failed so far (count while none did): no thread takes an index past it.
        let stop = Atomic<Int>(count)
        // Taken once per file, around two stores: nothing waits on it while a file is written.
        let results = Mutex(Outcome<Failure>(succeeded: Array(repeating: false, count: count), firstFailure: nil))
        DispatchQueue.concurrentPerform(iterations: min(threads, count)) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count, index < stop.load(ordering: .acquiring) else { return }
                guard let failure = write(index) else {
                    results.withLock { $0.succeeded[index] = true }
                    continue
                }
                results.withLock { outcome in
                    if outcome.firstFailure.map({ index < $0.index }) ?? true { outcome.firstFailure = (index, failure) }
                }
                _ = stop.min(index, ordering: .releasing)
            }
        }
        return results.withLock { $0 }
    }
}
