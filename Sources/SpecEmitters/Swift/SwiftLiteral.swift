import SpecModel

/// Swift source text for values: string literals that cannot break out, and defaults as expressions.
enum SwiftLiteral {
    /// A double-quoted literal; backslashes, quotes and control characters are escaped, so `\(` stays text.
    static func string(_ value: String) -> String {
        // Text with nothing to escape is quoted as it is.
        if !needsEscaping(value) { return "\"" + value + "\"" }
        var literal = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value):
                literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// Whether `value` holds a scalar `string(_:)` escapes: a control character, `"`, `\\`, DEL, or U+2028 or U+2029
    /// (E2 80 A8 and E2 80 A9 in UTF-8). Other scalars led by E2, such as the curly quotes and dashes that pending
    /// reasons and prose carry in nearly every suite, are kept as they are, so they do not take the long way.
    private static func needsEscaping(_ value: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in value.utf8 {
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return true }
            if previous == (0xE2, 0x80) && (byte == 0xA8 || byte == 0xA9) { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// The default as a Swift expression for a property of `type` (a web address is built from its text).
    static func expression(_ value: DefaultValue, of type: ValueType) -> String {
        switch (value, type) {
        case (.string(let text), .scalar(.url)), (.string(let text), .optional(.scalar(.url))): "URL(string: \(string(text)))!"
        case (.array(let elements), .array(let element)), (.array(let elements), .optional(.array(let element))):
            "[" + elements.map { expression($0, of: element) }.joined(separator: ", ") + "]"
        default: expression(value)
        }
    }

    /// The default as a Swift expression.
    static func expression(_ value: DefaultValue) -> String {
        switch value {
        case .string(let text): string(text)
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .number(let number): number.swiftLiteral
        case .seconds(let seconds): seconds.durationLiteral
        case .enumCase(let name): "." + SwiftIdentifier.member(name)
        case .array(let elements): "[" + elements.map(expression).joined(separator: ", ") + "]"
        case .map(let entries):
            entries.isEmpty ? "[:]" : "[" + entries.map { "\(string($0.name)): \(expression($0.value))" }.joined(separator: ", ") + "]"
        // Without its type a record's value is spelled as a call of the initializer the context implies.
        case .record(let fields):
            ".init("
                + fields.map { "\(SwiftIdentifier.argumentLabel(SwiftIdentifier.member(PlanName($0.name)))): \(expression($0.value))" }
                .joined(separator: ", ") + ")"
        case .null: "nil"
        }
    }
}

extension Double {
    /// Shortest round-trip text, identical on every machine (`0.0`, `1.5`, `1e-05`).
    var swiftLiteral: String { "\(self)" }

    /// `.seconds(7)` for whole seconds, `.milliseconds(500)` for whole milliseconds, else `.seconds(0.25)`.
    var durationLiteral: String {
        if self == rounded(), abs(self) < 1e15 { return ".seconds(\(Int(self)))" }
        let milliseconds = self * 1000
        if milliseconds == milliseconds.rounded(), abs(milliseconds) < 1e15 { return ".milliseconds(\(Int(milliseconds)))" }
        return ".seconds(\(swiftLiteral))"
    }
}
