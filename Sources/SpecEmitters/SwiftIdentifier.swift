/// Turns spec names into Swift identifiers that always compile: invalid characters dropped,
/// keywords escaped with backticks, names Swift reserves even with backticks rewritten.
enum SwiftIdentifier {
    /// A member name in lowerCamelCase (`leading-icon name` → `leadingIconName`); valid names are kept as written.
    static func member(_ name: String) -> String {
        var identifier = isPlainIdentifier(name) ? name : lowerCamel(words(name))
        if identifier.isEmpty { identifier = "value" }
        if let first = identifier.unicodeScalars.first, ("0"..."9").contains(first) { identifier = "_" + identifier }
        if reservedEvenEscaped.contains(identifier) { return identifier + "Value" }
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// A type name in UpperCamelCase (`snackbar stack` → `SnackbarStack`).
    static func type(_ name: String) -> String {
        var identifier = isPlainIdentifier(name) ? upperFirst(name) : words(name).map(upperFirst).joined()
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

    private static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isHead(first) else { return false }
        return name.unicodeScalars.allSatisfy { isHead($0) || ("0"..."9").contains($0) }
    }

    /// ASCII letters, `_` and non-ASCII letters; emoji and symbols are not identifier characters here.
    private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            || (!scalar.isASCII && scalar.properties.isAlphabetic)
    }

    private static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if isHead(scalar) && scalar != "_" || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func lowerCamel(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        return lowerFirst(first) + words.dropFirst().map(upperFirst).joined()
    }

    private static func upperFirst(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
    private static func lowerFirst(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }

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
