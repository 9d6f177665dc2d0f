import Foundation
import Synchronization
import Testing

@testable import SpecGenCore

/// The writer's threads: every index before the first failure runs, the failure reported is the lowest index that
/// failed whatever the schedule, and a run without failures runs every index once.
@Suite struct ConcurrentWritesTests {
    @Test(arguments: [1, 2, 4])
    func everyIndexRunsOnceWhenNothingFails(_ threads: Int) {
        let runs = Mutex([Int](repeating: 0, count: 500))
        let outcome = ConcurrentWrites.run(500, threads: threads, lane: { "\($0 % 7)" }) { index -> String? in
            runs.withLock { $0[index] += 1 }
            return nil
        }
        #expect(outcome.firstFailure == nil)
        #expect(outcome.succeeded.allSatisfy { $0 })
        #expect(runs.withLock { $0 }.allSatisfy { $0 == 1 })
    }

    @Test(arguments: [1, 2, 4])
    func theFirstFailureInInputOrderIsReported(_ threads: Int) {
        for _ in 0..<20 {
            let outcome = ConcurrentWrites.run(300, threads: threads, lane: { "\($0 % 5)" }) { index -> String? in
                // Later failures come first in time: a slow index 40 fails after 41 and 200 did.
                if index == 40 { usleep(2_000) }
                return [40, 41, 200].contains(index) ? "failed \(index)" : nil
            }
            #expect(outcome.firstFailure?.index == 40)
            #expect(outcome.firstFailure?.failure == "failed 40")
            #expect(outcome.succeeded[0..<40].allSatisfy { $0 }, "every file before the first failure is written")
            #expect(!outcome.succeeded[40] && !outcome.succeeded[41] && !outcome.succeeded[200])
        }
    }

    @Test func oneFolderIsWrittenInOrderAndStopsAtItsFailure() {
        let taken = Mutex([Int]())
        let outcome = ConcurrentWrites.run(3, threads: 4, lane: { _ in "Swift" }) { index -> String? in
            taken.withLock { $0.append(index) }
            return index == 1 ? "no room" : nil
        }
        #expect(taken.withLock { $0 } == [0, 1])
        #expect(outcome.succeeded == [true, false, false])
        #expect(outcome.firstFailure?.failure == "no room")
    }

    @Test func twoThreadsNeverWriteInOneFolderAtOnce() {
        let busy = Mutex([Substring: Int]())
        let overlaps = Mutex(0)
        let folders: [Substring] = ["A", "B", "C", "A/D"]
        let outcome = ConcurrentWrites.run(400, threads: 3, lane: { folders[$0 % 4] }) { index -> String? in
            let folder = folders[index % 4]
            busy.withLock {
                $0[folder, default: 0] += 1; if $0[folder]! > 1 { overlaps.withLock { $0 += 1 } }
            }
            usleep(50)
            busy.withLock { $0[folder, default: 0] -= 1 }
            return nil
        }
        #expect(outcome.succeeded.allSatisfy { $0 })
        #expect(overlaps.withLock { $0 } == 0)
    }

    @Test func nothingToWriteIsNoFailure() {
        let outcome = ConcurrentWrites.run(0, threads: 2, lane: { _ in "" }) { _ -> String? in "never" }
        #expect(outcome.succeeded.isEmpty)
        #expect(outcome.firstFailure == nil)
    }
}
