import Synchronization

/// What emitters derive from one plan and would otherwise each derive again: the Swift names (the model file, the
/// samples, the suite and the conflict check each spelled them, a few percent of a fresh run). A copy of a plan
/// shares its memo until the copy is changed: every stored property of `ComponentPlan` gives it a new memo when set,
/// so nothing derived from the old values is read for the new ones.
final class PlanMemo: Sendable {
    private let swiftNames = Mutex<(prefix: String, names: SwiftNames)?>(nil)

    /// The names `make` spells for `prefix`, made once while the prefix stays the same.
    func swiftNames(prefix: String, _ make: () -> SwiftNames) -> SwiftNames {
        if let kept = swiftNames.withLock({ $0 }), kept.prefix == prefix { return kept.names }
        // Made outside the lock: two threads asking at once both make the same names, and either is kept.
        let names = make()
        swiftNames.withLock { $0 = (prefix, names) }
        return names
    }
}
