/// The name of the setting a method sets, as JVM builders and setters spell it: `setDuration` and a builder's
/// `.duration(…)` both set `duration`; `show`, `addCallback` or `build` set nothing.
enum SettingName {
    /// `setDuration` → `duration`, `setIsEnabled` → `isEnabled`; nil when the name is no setter.
    static func ofSetter(_ method: String) -> String? {
        guard method.hasPrefix("set"), method.count > 3 else { return nil }
        let rest = method.dropFirst(3)
        guard let first = rest.first, first.isUppercase else { return nil }
        // `setURL` → `url`: an acronym is lower-cased whole, as Kotlin's property names read it.
        let leadingCapitals = rest.prefix { $0.isUppercase }
        if leadingCapitals.count == rest.count { return rest.lowercased() }
        if leadingCapitals.count > 1 {
            return leadingCapitals.dropLast().lowercased() + rest.dropFirst(leadingCapitals.count - 1)
        }
        return first.lowercased() + rest.dropFirst()
    }

    /// The setting a method chained on a builder sets: a setter's name without `set`, or the method's own name
    /// (`.duration(…)`); nil for the methods that act rather than set (`show`, `build`, `addCallback`, `apply`).
    static func ofBuilderMethod(_ method: String) -> String? {
        if let setting = ofSetter(method) { return setting }
        let actionPrefixes = ["add", "remove", "show", "dismiss", "build", "create", "make", "apply", "also", "let", "run", "get", "to"]
        for prefix in actionPrefixes where method.hasPrefix(prefix) {
            let rest = method.dropFirst(prefix.count)
            if rest.isEmpty || rest.first?.isUppercase == true { return nil }
        }
        return ["with", "into", "then", "use", "on"].contains(method) ? nil : method
    }
}
