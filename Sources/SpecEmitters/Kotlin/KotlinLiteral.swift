import SpecModel

/// Kotlin source text for values: string literals that cannot break out (`$` is escaped, so no template runs) and
/// numbers in Kotlin's spelling.
enum KotlinLiteral {
    /// A double-quoted literal; backslashes, quotes, `$` and control characters are escaped.
    static func string(_ value: String) -> String {
        var literal = "\""
        for unit in value.utf16 {
            switch unit {
            case 0x5C: literal += "\\\\"
            case 0x22: literal += "\\\""
            case 0x24: literal += "\\$"
            case 0x0A: literal += "\\n"
            case 0x0D: literal += "\\r"
            case 0x09: literal += "\\t"
            case _ where unit < 0x20 || unit == 0x7F || unit >= 0x80:
                // Every non-ASCII code unit as \uXXXX keeps files ASCII and surrogate pairs intact.
                let hex = String(unit, radix: 16, uppercase: true)
                literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: literal.unicodeScalars.append(Unicode.Scalar(unit)!)
            }
        }
        return literal + "\""
    }

    /// A `Double` literal (`1.0`, `1.5E-5`, `1.0E308`): Kotlin needs a fraction or an exponent to read a double.
    static func double(_ value: Double) -> String {
        let text = "\(value)"
        guard let exponent = text.firstIndex(of: "e") else { return text.contains(".") ? text : text + ".0" }
        var mantissa = String(text[..<exponent])
        if !mantissa.contains(".") { mantissa += ".0" }
        return mantissa + "E" + text[text.index(after: exponent)...].replacingOccurrences(of: "+", with: "")
    }

    /// A `Long` literal.
    static func long(_ value: Int) -> String { value == Int.min ? "Long.MIN_VALUE" : "\(value)L" }
}
