import SpecModel

/// What makes two defaults comparable at all, before their spellings are compared: a default is compared only when
/// both sides state a value of the same shape.
enum DefaultComparison {
    /// `Angle.degrees(60)` → `.degrees(60)` when `Angle` is the parameter's type: the member spelled with or without it.
    static func withoutTypePrefix(_ value: String, typeName: String?) -> String {
        let trimmed = value.trimmingWhitespaces()
        guard let typeName, !typeName.isEmpty, trimmed.hasPrefix(typeName + "."),
            let next = trimmed.dropFirst(typeName.count + 1).first, next.isLowercase
        else { return trimmed }
        return String(trimmed.dropFirst(typeName.count))
    }

    /// False when one side spells out a collection (`[.circle, .square]`) and the other computes one
    /// (`ConfettiType.allCases`): telling them apart would take running the code.
    /// False too when the document states the default in words ("tapping anywhere"), which is prose, not a value.
    static func comparable(_ documented: String, _ code: String, typeName: String?) -> Bool {
        isCollectionLiteral(documented) == isCollectionLiteral(code) && !isWords(documented)
    }

    /// Two or more bare words: not a literal, a call, a member or a quoted string.
    static func isWords(_ value: String) -> Bool {
        let trimmed = value.trimmingWhitespaces()
        let words = trimmed.split(separator: " ")
        guard words.count >= 2 else { return false }
        return trimmed.allSatisfy { $0.isLetter || $0 == " " || $0 == "-" || $0 == "'" }
    }

    static func isCollectionLiteral(_ value: String) -> Bool {
        let trimmed = value.trimmingWhitespaces()
        return trimmed.hasPrefix("[") && trimmed.hasSuffix("]")
    }
}
