/// The requests being answered, so the server can finish them when its input ends.
actor InFlight {
    private var count = 0

    /// `work`'s result, counted as in flight while it runs.
    func during<T: Sendable>(_ work: @Sendable () async throws -> T) async rethrows -> T {
        count += 1
        defer { count -= 1 }
        return try await work()
    }

    /// Returns once nothing is in flight and the last answer had time to be written (at most a minute).
    func drain() async {
        // The SDK starts a request's task after reading it; a short wait lets the last ones begin.
        try? await Task.sleep(for: .milliseconds(50))
        var waited = 0
        while count > 0, waited < 60_000 {
            try? await Task.sleep(for: .milliseconds(10))
            waited += 10
        }
        try? await Task.sleep(for: .milliseconds(50))
    }
}
