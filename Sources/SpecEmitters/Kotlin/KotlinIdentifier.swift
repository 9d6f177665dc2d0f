/// Kotlin identifiers for plan names: hard keywords escaped with backticks, names that would shadow the types the
/// generated files use rewritten, clashes numbered.
enum KotlinIdentifier {
    /// A property or parameter name (`leadingIconContentDescription`).
    static func member(_ name: PlanName) -> String {
        let identifier = plain(name.lowerCamel)
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// A type name (`SnackBarUiComponent`); a name the generated files import or the standard library declares
    /// gets `Type` (`Duration` → `DurationType`), since a same-package type would not win over an explicit import.
    static func type(_ name: PlanName) -> String {
        let identifier = plain(name.upperCamel)
        return keywords.contains(identifier) || takenTypes.contains(identifier) || identifier.hasPrefix("Specgen")
            ? identifier + "Type" : identifier
    }

    /// An enum entry name in Kotlin's style (`topLeading` → `TOP_LEADING`).
    static func entry(_ name: PlanName) -> String {
        var text = ""
        var previous: Character?
        for character in name.lowerCamel {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { text += "_" }
            text += character.uppercased()
            previous = character
        }
        let identifier = plain(text.isEmpty ? name.upperCamel.uppercased() : text)
        return ["ENTRIES", "NAME", "ORDINAL", "RAW_VALUE"].contains(identifier) ? identifier + "_" : identifier
    }

    /// The names with later duplicates numbered (`value`, `value2`), comparing without backticks.
    static func uniqued(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.map { name in
            let bare = name.replacingOccurrences(of: "`", with: "")
            var candidate = bare
            var number = 2
            while seen.contains(candidate) {
                candidate = bare + String(number)
                number += 1
            }
            seen.insert(candidate)
            return keywords.contains(candidate) ? "`\(candidate)`" : candidate
        }
    }

    /// Letters, digits and `_` only, not starting with a digit, never empty.
    private static func plain(_ text: String) -> String {
        var identifier = String(text.unicodeScalars.filter { PlanName.isLetter($0) || $0 == "_" || ("0"..."9").contains($0) })
        if identifier.isEmpty { identifier = "value" }
        if let first = identifier.unicodeScalars.first, ("0"..."9").contains(first) { identifier = "_" + identifier }
        return identifier
    }

    /// Kotlin's hard keywords, which need backticks wherever they name something.
    private static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var", "when",
        "while",
    ]

    /// Types a generated file refers to by their simple names, or that every Kotlin file sees.
    private static let takenTypes: Set<String> = [
        "Any", "Array", "Boolean", "Double", "Duration", "DurationUnit", "Enum", "Float", "Instant", "Int", "JsonElement",
        "JsonIgnoreUnknownKeys", "List", "Long", "Map", "Nothing", "Pair", "Result", "SerialName", "Serializable", "Set", "String",
        "URI", "Unit", "OptIn", "ExperimentalSerializationApi", "Test", "Assert",
    ]
}
