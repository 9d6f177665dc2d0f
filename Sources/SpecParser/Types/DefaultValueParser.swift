import SpecModel

/// Reads a data parameter's default as written (`nil`, `2`, `"Hi"`, `.persistent`, `.seconds(4)`, `listOf()`)
/// for its type; a default that does not fit is an error the caller reports at the parameter.
struct DefaultValueParser {
    /// The spec's enumerations by name, to check enum defaults against their cases.
    let enumerations: [String: Enumeration]
    /// The spec's records by name, to read object defaults (`{ enter: 100, exit: 300 }`) field by field.
    var records: [String: Record] = [:]
    /// Whether an unquoted word is a string (`top-right` in a table cell); declarations are code, so never.
    var acceptsBareStrings = false
    /// The language of the API whose default this is, which decides how it spells enumeration cases.
    var language: APIDeclaration.Language = .unspecified

    func parse(_ text: String, as type: ValueType) -> Result<DefaultValue, Failure> {
        let text = text.trimmed
        switch type {
        case .optional(let wrapped):
            if ["nil", "null"].contains(text) { return .success(.null) }
            return parse(text, as: wrapped)
        case .array(let element):
            return parseArray(text, element: element)
        case .map(let value):
            return parseMap(text, value: value)
        case .scalar(let scalar):
            return parseScalar(text, scalar)
        case .enumeration(let name):
            guard let enumeration = enumerations[name] else { return .failure(Failure("'\(name)' is not declared")) }
            return parseCase(text, of: enumeration)
        case .record(let name):
            guard let record = records[name] else { return .failure(Failure("'\(name)' is not defined")) }
            return parseRecord(text, of: record)
        }
    }

    struct Failure: Error, Equatable {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    private func parseScalar(_ text: String, _ scalar: ScalarType) -> Result<DefaultValue, Failure> {
        switch scalar {
        case .string:
            if let value = StringLiteralReader.value(of: text) { return .success(.string(value)) }
            return acceptsBareStrings ? .success(.string(text)) : .failure(Failure("expected a quoted string"))
        case .url:
            // `"https://…"`, `URL(string: "https://…")!`, or a bare address in a table cell.
            let inner =
                text.hasPrefix("URL(string:") ? String(text.dropFirst("URL(string:".count).drop { $0 == " " }.prefix { $0 != ")" }) : text
            if let value = StringLiteralReader.value(of: inner) { return .success(.string(value)) }
            return acceptsBareStrings && text.contains("://") ? .success(.string(text)) : .failure(Failure("expected a quoted address"))
        case .date:
            return .failure(Failure("a date has no literal default; leave the default out"))
        case .bool:
            switch text {
            case "true": return .success(.bool(true))
            case "false": return .success(.bool(false))
            default: return .failure(Failure("expected true or false"))
            }
        case .integer:
            guard let value = Self.integer(text) else { return .failure(Failure("expected a whole number")) }
            // A default the JSON contract rejects would be a value no payload can carry.
            guard (-JSONLimits.integer...JSONLimits.integer).contains(value) else {
                return .failure(Failure("JSON carries whole numbers from -\(JSONLimits.integer) to \(JSONLimits.integer) only"))
            }
            return .success(.integer(value))
        case .number:
            return (Self.number(text) ?? Self.length(text)).map { .success(.number($0)) } ?? .failure(Failure("expected a number"))
        case .duration:
            guard let seconds = Self.seconds(text) else {
                return .failure(Failure("expected seconds, such as 4 or .seconds(4) or .milliseconds(500)"))
            }
            guard seconds >= 0, seconds <= Double(JSONLimits.durationSeconds) else {
                return .failure(Failure("a duration is from 0 to \(JSONLimits.durationSeconds) seconds"))
            }
            return .success(.seconds(seconds))
        }
    }

    private func parseCase(_ text: String, of enumeration: Enumeration) -> Result<DefaultValue, Failure> {
        // `'break-all'`: TypeScript docs write a case as its quoted raw value.
        if let raw = StringLiteralReader.value(of: text), let index = enumeration.rawValues.firstIndex(of: raw),
            index < enumeration.cases.count
        {
            return .success(.enumCase(enumeration.cases[index]))
        }
        // `.plain`, `plain`, `TooltipStyle.Plain`, `Tooltip.Style.plain`, Kotlin `TooltipStyle.PLAIN`.
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let name = parts.last ?? text
        let qualifier = parts.dropLast()
        let qualified =
            qualifier.isEmpty || qualifier == [""] || (qualifier.last == enumeration.name && !qualifier.contains(""))
        guard !name.isEmpty, qualified else {
            return .failure(Failure("expected a case of \(enumeration.name)"))
        }
        guard let index = Self.caseIndex(of: name, in: enumeration, language: language) else {
            return .failure(Failure("\(enumeration.name) has no case '\(name)'"))
        }
        return .success(.enumCase(enumeration.cases[index]))
    }

    /// Where `name` is among the cases: as the API's language spells them, as first declared, as another
    /// language spells them, else the one case with the same words (`PLAIN` for `plain`).
    private static func caseIndex(of name: String, in enumeration: Enumeration, language: APIDeclaration.Language) -> Int? {
        let spellings =
            [enumeration.cases(in: language), enumeration.cases]
            + enumeration.spellings.keys.sorted().compactMap {
                enumeration.spellings[$0]
            }
        for spelling in spellings {
            if let index = spelling.firstIndex(of: name), index < enumeration.cases.count { return index }
        }
        let alike = enumeration.cases.indices.filter { CaseSpelling.key(enumeration.cases[$0]) == CaseSpelling.key(name) }
        return alike.count == 1 ? alike.first : nil
    }

    private func parseArray(_ text: String, element: ValueType) -> Result<DefaultValue, Failure> {
        let inner: Substring
        if text.hasPrefix("["), text.hasSuffix("]") {
            inner = text.dropFirst().dropLast()
        } else if let open = text.firstIndex(of: "("), text.hasSuffix(")"),
            ["listOf", "arrayOf", "emptyList", "mutableListOf"].contains(String(text[..<open]))
        {
            inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        } else {
            return .failure(Failure("expected a list such as [] or [a, b]"))
        }
        let code = CodeText(String(inner))
        guard let pieces = try? BracketScanner(code: code).split(0..<code.bytes.count, at: UInt8(ascii: ",")) else {
            return .failure(Failure("unbalanced brackets in the list"))
        }
        var values: [DefaultValue] = []
        for piece in pieces where !code.trimmed(piece).isEmpty {
            switch parse(code.text(piece), as: element) {
            case .success(let value): values.append(value)
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(.array(values))
    }

    /// `[:]`, `["a": 1]` (Swift), `{}`, `{ a: 1, "b": 2 }` (TypeScript, Dart), `mapOf("a" to 1)`, `emptyMap()` (Kotlin).
    private func parseMap(_ text: String, value: ValueType) -> Result<DefaultValue, Failure> {
        var text = text
        if text.hasPrefix("const ") { text = String(text.dropFirst(6)).trimmed }
        if ["[:]", "{}", "emptyMap()", "mapOf()", "mutableMapOf()", "<String, dynamic>{}"].contains(text.filter { $0 != " " }) {
            return .success(.map([]))
        }
        let inner: String
        var arrow = ":"
        if (text.hasPrefix("[") && text.hasSuffix("]")) || (text.hasPrefix("{") && text.hasSuffix("}")) {
            inner = String(text.dropFirst().dropLast())
        } else if text.hasPrefix("mapOf("), text.hasSuffix(")") {
            inner = String(text.dropFirst("mapOf(".count).dropLast())
            arrow = " to "
        } else {
            return .failure(Failure("expected a map such as [:] or [\"key\": value]"))
        }
        var entries: [DefaultValue.FieldValue] = []
        for piece in TopLevelText.parts(of: inner, separators: [","]) where !piece.isEmpty {
            guard let (key, valueText) = Self.entry(piece, arrow: arrow) else {
                return .failure(
                    Failure("expected 'key\(arrow == ":" ? ": " : arrow)value' with a string or a word as the key, not '\(piece)'")
                )
            }
            guard !entries.contains(where: { $0.name == key }) else { return .failure(Failure("key '\(key)' is given twice")) }
            switch parse(valueText, as: value) {
            case .success(let parsed): entries.append(.init(name: key, value: parsed))
            case .failure(let failure): return .failure(Failure("key '\(key)': \(failure.reason)"))
            }
        }
        return .success(.map(entries))
    }

    /// `{ toastRole: "alert", closeButtonLabel: "close" }`: each field by name, read for its field's type.
    private func parseRecord(_ text: String, of record: Record) -> Result<DefaultValue, Failure> {
        if let zero = RecordInitializerDefault.zero(text, of: record) { return .success(zero) }
        if let object = RecordInitializerDefault.objectText(text) { return parseRecord(object, of: record) }
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 2 else {
            return .failure(Failure("expected an object such as { \(record.fields.first?.name ?? "field"): … }"))
        }
        var written: [String: DefaultValue] = [:]
        for piece in TopLevelText.parts(of: String(text.dropFirst().dropLast()), separators: [",", ";", "\n"]) where !piece.isEmpty {
            guard let (key, valueText) = Self.entry(piece, arrow: ":") else {
                return .failure(Failure("expected 'field: value', not '\(piece)'"))
            }
            guard let field = record.fields.first(where: { $0.name == key }) else {
                return .failure(Failure("\(record.name) has no field '\(key)'"))
            }
            guard written[key] == nil else { return .failure(Failure("field '\(key)' is given twice")) }
            switch parse(valueText, as: field.valueType) {
            case .success(let value): written[key] = value
            case .failure(let failure): return .failure(Failure("field '\(key)': \(failure.reason)"))
            }
        }
        if let missing = record.fields.first(where: { $0.isRequired && $0.defaultValue == nil && written[$0.name] == nil }) {
            return .failure(Failure("field '\(missing.name)' is required but not given"))
        }
        return .success(.record(record.fields.compactMap { field in written[field.name].map { .init(name: field.name, value: $0) } }))
    }

    /// `"key": value`, `key: value`, `"key" to value`: the key (a quoted string or a word) and the value's text.
    private static func entry(_ piece: String, arrow: String) -> (key: String, value: String)? {
        var rest = Substring(piece)
        let key: String
        if let quote = rest.first, quote == "\"" || quote == "'", let close = rest.dropFirst().firstIndex(of: quote) {
            key = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...]
        } else {
            let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
            key = String(word)
            rest = rest.dropFirst(word.count)
        }
        let trimmedArrow = arrow.trimmingWhitespaces()
        rest = rest.drop { $0 == " " }
        guard !key.isEmpty, rest.hasPrefix(trimmedArrow) else { return nil }
        return (key, String(rest.dropFirst(trimmedArrow.count)))
    }

    private static func integer(_ text: String) -> Int? {
        Int(text.replacingUnderscores)
    }

    private static func number(_ text: String) -> Double? {
        var text = text.replacingUnderscores
        if text.hasSuffix("f") || text.hasSuffix("F") { text.removeLast() }  // Kotlin Float literals
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Units a length is written in, longest first (`dip` before `dp`).
    static let lengthUnits = ["dip", "dp", "pt", "px", "sp"]
    /// Units a duration is written in, with how many make a second; longest first (`ms` before `s`).
    static let durationUnits: [(unit: String, perSecond: Double)] = [
        ("milliseconds", 1000), ("minutes", 1.0 / 60), ("minute", 1.0 / 60), ("ms", 1000), ("seconds", 1), ("secs", 1), ("sec", 1),
        ("s", 1),
    ]

    /// `8dp`, `16pt`, `12 px`: a length in the platform's own unit (points, density-independent pixels).
    private static func length(_ text: String) -> Double? {
        for unit in lengthUnits where text.hasSuffix(unit) {
            if let value = number(String(text.dropLast(unit.count)).trimmed) { return value }
        }
        return nil
    }

    private static func seconds(_ text: String) -> Double? {
        if let value = number(text) { return value }
        // `5000ms`, `1.5s`, `500 ms`, `4 seconds`: durations as docs write them.
        for (unit, divisor) in durationUnits where text.hasSuffix(unit) {
            if let value = number(String(text.dropLast(unit.count)).trimmed), value >= 0 { return value / divisor }
        }
        for (prefix, scale) in [(".seconds(", 1.0), (".milliseconds(", 0.001), ("Duration.seconds(", 1.0)] {
            if text.hasPrefix(prefix), text.hasSuffix(")"), let value = number(String(text.dropFirst(prefix.count).dropLast())) {
                return value * scale
            }
        }
        // Kotlin's `350.milliseconds`, `4.seconds`.
        for (suffix, divisor) in [(".milliseconds", 1000.0), (".seconds", 1.0)] where text.hasSuffix(suffix) {
            if let value = number(String(text.dropLast(suffix.count))), value >= 0 { return value / divisor }
        }
        return dartDuration(text)
    }

    /// Dart's `Duration(milliseconds: 350)`, `const Duration(seconds: 2, milliseconds: 500)`.
    private static func dartDuration(_ text: String) -> Double? {
        var text = Substring(text)
        if text.hasPrefix("const ") { text = text.dropFirst(6) }
        guard text.hasPrefix("Duration("), text.hasSuffix(")") else { return nil }
        // Seconds per unit as a fraction, so `milliseconds: 350` is exactly 0.35.
        let units: [String: (Double, Double)] = [
            "minutes": (60, 1), "seconds": (1, 1), "milliseconds": (1, 1000), "microseconds": (1, 1_000_000),
        ]
        var total = 0.0
        for argument in text.dropFirst("Duration(".count).dropLast().split(separator: ",") {
            let parts = argument.split(separator: ":", maxSplits: 1).map { String($0).trimmed }
            guard parts.count == 2, let (multiplier, divisor) = units[parts[0]], let value = number(parts[1]), value >= 0 else {
                return nil
            }
            total += value * multiplier / divisor
        }
        return total
    }
}

extension String {
    fileprivate var replacingUnderscores: String { String(filter { $0 != "_" }) }
}

/// Reads one Swift or Kotlin string literal (`"a\n"`) into its value; nil if the text is not exactly one literal.
enum StringLiteralReader {
    static func value(of text: String) -> String? {
        let characters = Array(text.unicodeScalars)
        // Double quotes (Swift, Kotlin) or single quotes (the JavaScript docs design systems also write).
        guard characters.count >= 2, let quote = characters.first, quote == "\"" || quote == "'", characters.last == quote else {
            return nil
        }
        var value = String.UnicodeScalarView()
        var index = 1
        while index < characters.count - 1 {
            let scalar = characters[index]
            if scalar == quote { return nil }
            guard scalar == "\\" else {
                value.append(scalar)
                index += 1
                continue
            }
            index += 1
            guard index < characters.count - 1 else { return nil }
            switch characters[index] {
            case "n": value.append("\n")
            case "t": value.append("\t")
            case "r": value.append("\r")
            case "0": value.append("\0")
            case "\\": value.append("\\")
            case "\"": value.append("\"")
            case "'": value.append("'")
            case "$": value.append("$")
            case "u":
                guard index + 1 < characters.count, characters[index + 1] == "{",
                    let close = characters[(index + 1)...].firstIndex(of: "}"),
                    let code = UInt32(String(String.UnicodeScalarView(characters[(index + 2)..<close])), radix: 16),
                    let decoded = Unicode.Scalar(code)
                else { return nil }
                value.append(decoded)
                index = close
            default: return nil
            }
            index += 1
        }
        return String(value)
    }
}
