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
    /// False also when one side is a literal (`0.33`, `"Done"`) and the other names a constant
    /// (`.Defaults.fadeDuration`, `defaultTitle`): the graph gives no constant's value, so which one it holds is unknown.
    /// With `modules`, a name the graphs resolve decides instead of its spelling: an enumeration case is a value no
    /// literal spells (comparable), a property is a constant whose value the graph does not give (not comparable).
    static func comparable(_ documented: String, _ code: String, typeName: String?, in modules: [CodeModule] = []) -> Bool {
        func isConstant(_ value: String) -> Bool {
            switch NamedValue.resolve(value, typeName: typeName, in: modules) {
            case .enumerationCase: false
            case .property: true
            case nil: isNamedConstant(withoutTypePrefix(value, typeName: typeName))
            }
        }
        return isCollectionLiteral(documented) == isCollectionLiteral(code) && !isWords(documented)
            && !(isLiteral(documented) && isConstant(code))
            && !(isLiteral(code) && isConstant(documented))
    }

    /// A number or a quoted string.
    static func isLiteral(_ value: String) -> Bool {
        let trimmed = value.trimmingWhitespaces()
        return Double(trimmed.replacingOccurrences(of: "_", with: "")) != nil
            || (trimmed.count >= 2 && trimmed.hasPrefix("\"") && trimmed.hasSuffix("\""))
    }

    /// A constant named by a path whose last part is lowercase (`.Defaults.fadeDuration`, `Theme.spacing`) or by a
    /// bare lowercase name (`defaultTitle`). One `.member` is not one: for an enumeration's type it is a case.
    static func isNamedConstant(_ value: String) -> Bool {
        let trimmed = value.trimmingWhitespaces()
        guard !["true", "false", "nil", "self"].contains(trimmed) else { return false }
        let parts = (trimmed.hasPrefix(".") ? String(trimmed.dropFirst()) : trimmed).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.allSatisfy(\.isPlainIdentifier), let last = parts.last?.first, last.isLowercase || last == "_" else { return false }
        return parts.count >= 2 || !trimmed.hasPrefix(".")
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

    /// Whether `documented` is `actual` with its argument lists left out (`[.time, .swipe]` for
    /// `[.time(time: 4.0), .swipe(direction: .natural)]`): the same cases, their payloads unsaid, which is no difference.
    static func elidesArguments(_ documented: String, of actual: String) -> Bool {
        guard actual.contains("("), !documented.contains("(") else { return false }
        var depth = 0
        var kept = ""
        for character in actual {
            if character == "(" {
                depth += 1
            } else if character == ")" {
                depth = max(depth - 1, 0)
            } else if depth == 0 {
                kept.append(character)
            }
        }
        let squeezed = { (text: String) in text.filter { !$0.isWhitespace } }
        return squeezed(kept) == squeezed(documented)
    }
}
