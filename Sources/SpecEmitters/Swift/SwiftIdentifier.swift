/// Spells plan names as Swift identifiers that always compile: invalid characters dropped,
/// keywords escaped with backticks, names Swift reserves even with backticks rewritten.
enum SwiftIdentifier {
    /// A member name in lowerCamelCase (`leading-icon name` → `leadingIconName`); valid names are kept as written.
    static func member(_ name: String) -> String { member(PlanName(name)) }

    /// A member name for `name`, escaped so it always compiles.
    static func member(_ name: PlanName) -> String {
        var identifier = name.lowerCamel
        if identifier.isEmpty { identifier = "value" }
        if let first = identifier.unicodeScalars.first, ("0"..."9").contains(first) { identifier = "_" + identifier }
        if reservedEvenEscaped.contains(identifier) { return identifier + "Value" }
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// `identifier` (a valid name) with backticks when it is a keyword (`default` → `` `default` ``).
    static func escapingKeyword(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// A type name in UpperCamelCase (`snackbar stack` → `SnackbarStack`).
    static func type(_ name: String) -> String { type(PlanName(name)) }

    /// A type name for `name` that declares without clashing with keywords or standard library types.
    static func type(_ name: PlanName) -> String {
        var identifier = name.upperCamel
        if identifier.isEmpty { identifier = "Component" }
        if let first = identifier.unicodeScalars.first, ("0"..."9").contains(first) { identifier = "_" + identifier }
        if reservedEvenEscaped.contains(identifier) || keywords.contains(identifier) || standardTypes.contains(identifier) {
            identifier += "Type"
        }
        return identifier
    }

    /// `names` made unique in order by numbering repeats (`value`, `value2`); the comparison ignores backticks.
    static func uniqued(_ names: [String]) -> [String] {
        var used: Set<String> = []
        return names.map { name in
            let bare = bare(name)
            var candidate = bare
            var number = 2
            while !used.insert(candidate).inserted {
                candidate = "\(bare)\(number)"
                number += 1
            }
            return candidate == bare ? name : candidate
        }
    }

    /// A member name as an argument label at a call site: keywords need no backticks there, except these three.
    static func argumentLabel(_ member: String) -> String {
        let name = bare(member)
        return ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// The name without backticks, for places that must not carry them (file names, coding key raw values).
    static func bare(_ identifier: String) -> String {
        identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
    }

    /// Names that cannot be declared even with backticks, or that change meaning in an initializer.
    private static let reservedEvenEscaped: Set<String> = ["self", "Self", "super", "init", "deinit", "subscript", "Type", "Protocol", "_"]

    /// Standard library types a generated declaration must not shadow (`enum String` would break every `String`).
    private static let standardTypes: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "Character", "Array", "Dictionary", "Set", "Optional", "Result", "Duration",
        "Error", "Never", "Void", "Codable", "Decodable", "Encodable", "Sendable", "Hashable", "Equatable", "Comparable",
        "Identifiable", "CaseIterable", "RawRepresentable", "CodingKey", "Decoder", "Encoder", "Substring",
    ]

    private static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "throws", "true", "try", "async", "some", "any",
    ]
}
