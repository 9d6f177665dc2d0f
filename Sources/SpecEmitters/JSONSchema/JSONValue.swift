/// A JSON document built as a value, so what specgen writes is always valid JSON.
///
/// It serialises itself (two-space indent, keys sorted) rather than through Foundation, so the bytes are
/// the same on every platform and Foundation version.
public indirect enum JSONValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// Pretty-printed with sorted keys and a final newline.
    public func formatted() -> String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .string(let value): output += Self.quoted(value)
        case .integer(let value): output += String(value)
        case .number(let value): output += value.isFinite ? "\(value)" : "null"
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .array(let values):
            guard !values.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += indent + "  "
                value.write(to: &output, indent: indent + "  ")
                output += index == values.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (index, key) in keys.enumerated() {
                output += indent + "  " + Self.quoted(key) + ": "
                members[key]!.write(to: &output, indent: indent + "  ")
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    private static func quoted(_ text: String) -> String {
        // Most strings hold nothing to escape: copied whole rather than scalar by scalar. (Every byte an escape is for
        // is an ASCII byte, and no byte of a longer UTF-8 sequence is one.)
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0x7F }) { return "\"" + text + "\"" }
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
