/// Where the presenter schedules its timers: a run-loop timer in an app, `ManualClock` in tests.
@MainActor public protocol NoticeClock: AnyObject {
    /// Runs `action` once `delay` has passed; cancelling the returned timer stops it.
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> NoticeTimer
    /// The time since the clock started.
    var now: Duration { get }
}

/// A scheduled action that has not run yet.
@MainActor public final class NoticeTimer {
    /// When it fires.
    public let deadline: Duration
    fileprivate var action: (@MainActor () -> Void)?

    fileprivate init(deadline: Duration, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.action = action
    }

    /// Stops the timer; it never fires.
    public func invalidate() { action = nil }
}

/// A clock that moves only when told to, firing due timers in deadline order: exact, instant tests.
@MainActor public final class ManualClock: NoticeClock {
    public private(set) var now: Duration = .zero
    private var timers: [NoticeTimer] = []

    /// Creates a clock at zero.
    public init() {}

    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> NoticeTimer {
        let timer = NoticeTimer(deadline: now + delay, action: action)
        timers.append(timer)
        return timer
    }

    /// Moves time forward by `duration`, firing every timer that falls due, earliest first.
    public func advance(by duration: Duration) {
        let target = now + duration
        while let next = timers.filter({ $0.action != nil && $0.deadline <= target }).min(by: { $0.deadline < $1.deadline }) {
            now = next.deadline
            let action = next.action
            next.invalidate()
            action?()
        }
        timers.removeAll { $0.action == nil }
        now = target
    }
}
