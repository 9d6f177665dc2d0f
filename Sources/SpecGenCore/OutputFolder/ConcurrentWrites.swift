import Dispatch
import Foundation
import Synchronization

/// Runs the writer's file writes on more than one thread. Creating a file is mostly the kernel's work, and the writer
/// runs after every component is settled, when nothing else is left to do: a second core then writes beside the first.
///
/// Files are dealt out by folder (a lane each): a thread takes the next lane not yet taken and writes its files in
/// input order. Two threads never create files in the same folder at once, where each would wait for the other's hold
/// on the folder (measured: writing one folder's files from two threads was slower than from one). Once a file fails,
/// no file after it in input order is started, so every file before the first failure was attempted, and the failure
/// reported is the first in input order whatever the schedule. Which files after it were also written may vary; each
/// one that was is reported as written (the caller's manifest then owns it).
enum ConcurrentWrites {
    /// What a run of writes did.
    struct Outcome<Failure: Sendable>: Sendable {
        /// Whether each write ran and succeeded, by index.
        var succeeded: [Bool]
        /// The failure of the lowest index that failed, with that index.
        var firstFailure: (index: Int, failure: Failure)?
    }

    /// How many threads work: as many as there are cores, at most four.
    static var threads: Int { max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4)) }

    /// Runs `write` for each index in `0..<count`, the indices of each `lane` (its folder) on one thread at a time, on
    /// up to `threads` threads; `write` returns nil on success.
    static func run<Failure: Sendable>(
        _ count: Int,
        threads: Int = threads,
        lane: (Int) -> Substring,
        _ write: @Sendable (Int) -> Failure?
    ) -> Outcome<Failure> {
        var dealt: [[Int]] = []
        var laneOf: [Substring: Int] = [:]
        for index in 0..<count {
            let key = lane(index)
            if let known = laneOf[key] {
                dealt[known].append(index)
            } else {
                laneOf[key] = dealt.count
                dealt.append([index])
            }
        }
        let lanes = dealt
        let next = Atomic<Int>(0)
        // The lowest index that failed so far (count while none did): no thread starts an index past it.
        let stop = Atomic<Int>(count)
        // Taken once per file, around two stores: nothing waits on it while a file is written.
        let results = Mutex(Outcome<Failure>(succeeded: Array(repeating: false, count: count), firstFailure: nil))
        // One iteration runs on the calling thread alone.
        DispatchQueue.concurrentPerform(iterations: max(1, min(threads, lanes.count))) { _ in
            while true {
                let taken = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard taken < lanes.count else { return }
                for index in lanes[taken] {
                    guard index < stop.load(ordering: .acquiring) else { break }
                    guard let failure = write(index) else {
                        results.withLock { $0.succeeded[index] = true }
                        continue
                    }
                    results.withLock { outcome in
                        if outcome.firstFailure.map({ index < $0.index }) ?? true { outcome.firstFailure = (index, failure) }
                    }
                    _ = stop.min(index, ordering: .releasing)
                    break
                }
            }
        }
        return results.withLock { $0 }
    }

    /// `transform` of each index in `0..<count`, in index order, computed on up to `threads` threads (each takes every
    /// `threads`-th index, and at least 32 of them); the result does not depend on the schedule.
    static func map<Value: Sendable>(_ count: Int, threads: Int = threads, _ transform: @Sendable (Int) -> Value) -> [Value] {
        let shares = min(threads, count / 32)
        guard shares > 1 else { return (0..<count).map(transform) }
        let values = Mutex([Value?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: shares) { share in
            let mine = stride(from: share, to: count, by: shares).map { ($0, transform($0)) }
            values.withLock { values in
                for (index, value) in mine { values[index] = value }
            }
        }
        return values.withLock { $0.map { $0! } }
    }
}
