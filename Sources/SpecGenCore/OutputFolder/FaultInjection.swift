import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A test hook that stops the writer at a chosen step, so tests can prove that a run killed or interrupted
/// at any point leaves a state the next run recovers from.
///
/// `SPECGEN_FAULT_INJECTION=kill-at-step=N` kills the process (SIGKILL) at the N-th step;
/// `pause-at-step=N` sleeps there for up to a minute so a test can send a signal. A step is each temporary
/// file fully written, each rename into place and each removal, manifests included. Unset, it does nothing.
enum FaultInjection {
    private enum Action { case kill, pause }

    private static let plan: (action: Action, step: Int)? = {
        guard let value = ProcessInfo.processInfo.environment["SPECGEN_FAULT_INJECTION"] else { return nil }
        let parts = value.split(separator: "=")
        guard parts.count == 2, let step = Int(parts[1]) else { return nil }
        switch parts[0] {
        case "kill-at-step": return (.kill, step)
        case "pause-at-step": return (.pause, step)
        default: return nil
        }
    }()

    private static let counter = Counter()

    /// Marks one step of the writer.
    static func step() {
        guard let plan else { return }
        guard counter.next() == plan.step else { return }
        switch plan.action {
        case .kill:
            _ = kill(getpid(), SIGKILL)
        case .pause:
            FileHandle.standardError.write(Data("specgen: paused at step \(plan.step)\n".utf8))
            for _ in 0..<60 { sleep(1) }
        }
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}
