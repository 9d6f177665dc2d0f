/// The one loop behind reading or writing a whole buffer through a descriptor (`read`, `write`, `pread`, `pwrite`
/// move as many bytes as they can, which may be fewer than asked).
enum WholeTransfer {
    /// Runs `step` with the bytes done so far (it moves the rest from there and returns how many it moved), retried
    /// on `EINTR`, until `count` bytes are done, a step moves none (the end of a file) or one fails.
    static func run(_ count: Int, _ step: (_ done: Int) -> Int) -> (done: Int, failure: SystemError?) {
        var done = 0
        while done < count {
            let moved = retryingInterrupts { step(done) }
            if moved < 0 { return (done, .last) }
            if moved == 0 { break }
            done += moved
        }
        return (done, nil)
    }
}
