/// The settings a listing of method signatures states, the way JVM libraries document a builder or a view: each
/// setter (`setTitle(…)`) sets the setting named as users know it (`title`), of its parameter's type, and a
/// constructor listed with them (`Builder(View anchor)`) takes its parameters. Overloads set one setting in several
/// spellings (`setTitle(@StringRes int resId)`, `setTitle(String text)`): the setting stands where it is first
/// listed, and takes the type of the overload that passes the value itself, not a resource's id.
enum SetterSignatures {
    /// One setting: its name, its type in Swift's spelling (nil when its setter takes several values), the default a
    /// Kotlin signature gives, and the index of the signature that first lists it.
    struct Setting: Equatable {
        var name: String
        var type: String?
        var defaultValue: String?
        var first: Int
    }

    /// The settings the setters among `signatures` set, in the order they are first listed.
    static func settings(_ signatures: [MethodSignature]) -> [Setting] {
        var settings: [Setting] = []
        var settledByValue: Set<String> = []
        for (index, signature) in signatures.enumerated() {
            if signature.name.first?.isUppercase == true, signature.returnType == nil {
                for parameter in signature.parameters where !settings.contains(where: { $0.name == parameter.name }) {
                    settings.append(
                        Setting(name: parameter.name, type: swiftType(parameter), defaultValue: parameter.defaultValue, first: index)
                    )
                }
                continue
            }
            guard let name = SettingName.ofSetter(signature.name), !signature.parameters.isEmpty else { continue }
            let parameter = signature.parameters.count == 1 ? signature.parameters[0] : nil
            let type = parameter.flatMap(swiftType)
            let passesValue = parameter.map { resourceKind($0) == nil } ?? false
            if let existing = settings.firstIndex(where: { $0.name == name }) {
                // A later overload that passes the value itself says the type better than a resource id's overload.
                if passesValue, !settledByValue.contains(name) {
                    settings[existing].type = type
                    settledByValue.insert(name)
                }
                continue
            }
            if passesValue { settledByValue.insert(name) }
            settings.append(Setting(name: name, type: type, defaultValue: parameter?.defaultValue, first: index))
        }
        return settings
    }

    /// Whether most of `signatures` are setters: a listing of how to configure something, not of what it does.
    static func isMostlySetters(_ signatures: [MethodSignature]) -> Bool {
        let setters = signatures.filter { SettingName.ofSetter($0.name) != nil && !$0.parameters.isEmpty }.count
        return setters >= 2 && setters * 2 > signatures.count
    }

    /// The parameter's type as the model spells it: a resource id stands for what the resource holds
    /// (`@StringRes int` → `String`), `@ColorInt int` for a colour, Java's and Kotlin's built-in types for Swift's;
    /// a class of the library's own is left as written.
    private static func swiftType(_ parameter: MethodSignature.Parameter) -> String? {
        if let kind = resourceKind(parameter) { return ResourceReference.type(of: "@\(kind)/value") }
        if parameter.annotations.contains("ColorInt") { return "Color" }
        return CodeValueType.builtInType(parameter.type) ?? parameter.type
    }

    /// `drawable` for a parameter annotated `@DrawableRes`: the kind of Android resource whose id it takes.
    private static func resourceKind(_ parameter: MethodSignature.Parameter) -> String? {
        guard let annotation = parameter.annotations.first(where: { $0.hasSuffix("Res") && $0.count > 3 }) else { return nil }
        let kind = annotation.dropLast(3)
        return kind.prefix(1).lowercased() + kind.dropFirst()
    }
}
