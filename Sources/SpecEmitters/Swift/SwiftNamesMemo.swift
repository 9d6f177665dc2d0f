import Synchronization

/// A plan's Swift names, made once per type prefix: the models, the samples, the conformance suite and the declared
/// names of one component all spell it alike, and spelling it walks every enumeration, record and model.
///
/// It lives on the plan (a value copied freely), so every copy shares it; a plan changed afterwards gets a new one.
final class SwiftNamesMemo: Sendable {
    private let made = Mutex<[String: SwiftNames]>([:])

    /// The names of `plan` under `settings`, made on the first request for the settings' type prefix.
    func names(_ plan: ComponentPlan, settings: OutputSettings) -> SwiftNames {
        // Only the type prefix of the settings enters the names.
        if let known = made.withLock({ $0[settings.typePrefix] }) { return known }
        // Made outside the lock: two emitters asking at once make the same names, and either is kept.
        let names = SwiftNames(plan, settings: settings)
        return made.withLock { store in
            if let known = store[settings.typePrefix] { return known }
            store[settings.typePrefix] = names
            return names
        }
    }
}
