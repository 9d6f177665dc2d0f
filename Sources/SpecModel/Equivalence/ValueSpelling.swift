import Foundation

/// A value as a document, a declaration or the compiler spells it, read into what it means, so spellings of one
/// value compare equal: `7` ≡ `7.0`; `.seconds(5)` ≡ `5 s` ≡ `5 seconds` ≡ `5000 ms` ≡ `5.0`; `nil` ≡ `null` ≡
/// `none` ≡ `—`; `.top` ≡ `top` ≡ `Top` ≡ `Position.top` ≡ `'top'`; `{}` ≡ `{ }`; `.init(x: 1)` ≡ `Insets(x: 1)`
/// for a value of type `Insets`. The one place specgen decides whether two spellings are one value.
public enum ValueSpelling: Sendable, Hashable {
    /// A plain number.
    case number(Double)
    /// A duration, in seconds.
    case seconds(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// No value: `nil`, `null`, `none`, `—`.
    case absent
    /// A string literal's contents.
    case string(String)
    /// An enumeration case, static member or bare name, by its last name as written.
    case member(String)
    /// Any other expression, without spaces outside string literals.
    case expression(String)

    /// The meaning of `text` (a value of type `typeName` when known), or nil when it is prose, not a value
    /// (`16 for horizontal`).
    public init?(_ text: String, typeName: String? = nil) {
        var text = text.trimmingWhitespacesAndNewlines()
        if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
            text = String(text.dropFirst().dropLast()).trimmingWhitespaces()
        }
        guard !text.isEmpty else { return nil }
        if Self.absentSpellings.contains(text.lowercased()) {
            self = .absent
        } else if text == "true" || text == "false" {
            self = .bool(text == "true")
        } else if let number = Self.number(text) {
            self = .number(number)
        } else if let seconds = Self.seconds(text) {
            self = .seconds(seconds)
        } else if let string = Self.stringLiteral(text) {
            self = .string(string)
        } else if let member = Self.member(text) {
            self = member == "zero" ? .number(0) : .member(member)
        } else if Self.isProse(text) {
            return nil
        } else {
            self = .expression(Self.compact(text, typeName: typeName))
        }
    }

    /// Whether the two spell one value: numbers and durations compare in seconds, cases and strings by case name
    /// (`Top` ≡ `top` ≡ `TOP`), everything else as read.
    public func isEquivalent(to other: ValueSpelling) -> Bool {
        switch (self, other) {
        case (.number(let a), .number(let b)), (.seconds(let a), .seconds(let b)), (.number(let a), .seconds(let b)),
            (.seconds(let a), .number(let b)):
            return NumberEquivalence.same(a, b)
        case (.member(let a), .member(let b)), (.string(let a), .member(let b)), (.member(let a), .string(let b)):
            return CaseName.same(a, b)
        case (.number(let a), .expression(let call)), (.expression(let call), .number(let a)):
            // `16.0` for `Insets(all: 16.0)`: a value built from one number is written as that number.
            return Self.singleNumberArgument(of: call).map { NumberEquivalence.same($0, a) } ?? false
        default:
            return self == other
        }
    }

    /// Spellings of "no value", lower-cased.
    static let absentSpellings: Set<String> = ["nil", "null", ".none", "optional.none", "none", "—", "–", "-", "n/a", "undefined"]

    /// `Insets(all:16.0)`, `.init(16)`: the one number a call is given, when it is given exactly one.
    private static func singleNumberArgument(of call: String) -> Double? {
        guard let open = call.firstIndex(of: "("), call.hasSuffix(")"),
            call[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
        else { return nil }
        var argument = String(call[call.index(after: open)..<call.index(before: call.endIndex)])
        if let colon = argument.firstIndex(of: ":") {
            guard argument[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            argument = String(argument[argument.index(after: colon)...])
        }
        return number(argument)
    }

    private static func number(_ text: String) -> Double? {
        let digits = text.utf8.contains(UInt8(ascii: "_")) ? text.replacingOccurrences(of: "_", with: "") : text
        guard isDecimalLiteral(digits.utf8) else { return nil }
        return Double(digits).flatMap { $0.isFinite ? $0 : nil }
    }

    /// `7`, `-0.5`, `.5`, `7.`, `1e-3`: a sign, digits with at most one point, an exponent. Read by bytes, not by a
    /// pattern: compiling one costs more than the rest of a run's value reading.
    private static func isDecimalLiteral(_ bytes: String.UTF8View) -> Bool {
        var index = bytes.startIndex
        func digitRun() -> Int {
            var count = 0
            while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                count += 1
                index = bytes.index(after: index)
            }
            return count
        }
        func skip(_ accepted: UInt8...) -> Bool {
            guard index < bytes.endIndex, accepted.contains(bytes[index]) else { return false }
            index = bytes.index(after: index)
            return true
        }
        _ = skip(UInt8(ascii: "+"), UInt8(ascii: "-"))
        let whole = digitRun()
        let point = skip(UInt8(ascii: "."))
        let fraction = point ? digitRun() : 0
        guard whole > 0 || fraction > 0 else { return false }
        if skip(UInt8(ascii: "e"), UInt8(ascii: "E")) {
            _ = skip(UInt8(ascii: "+"), UInt8(ascii: "-"))
            guard digitRun() > 0 else { return false }
        }
        return index == bytes.endIndex
    }

    /// `.seconds(7)`, `Duration.milliseconds(700)`, `7 s`, `7 seconds`, `7000 ms`, `7.seconds` (Kotlin): seconds.
    private static func seconds(_ text: String) -> Double? {
        let calls: [(String, Double)] = [
            ("seconds", 1), ("milliseconds", 1e-3), ("microseconds", 1e-6), ("nanoseconds", 1e-9), ("minutes", 60),
        ]
        for (unit, scale) in calls {
            for prefix in [".\(unit)(", "Duration.\(unit)(", "Swift.Duration.\(unit)("] where text.hasPrefix(prefix) && text.hasSuffix(")")
            {
                if let value = number(String(text.dropFirst(prefix.count).dropLast()).trimmingWhitespaces()) {
                    return value * scale
                }
            }
            if text.hasSuffix(".\(unit)"), let value = number(String(text.dropLast(unit.count + 1))) { return value * scale }
        }
        let units: [(String, Double)] = [
            ("milliseconds", 1e-3), ("millisecond", 1e-3), ("msec", 1e-3), ("ms", 1e-3), ("minutes", 60), ("minute", 60), ("min", 60),
            ("seconds", 1), ("second", 1), ("secs", 1), ("sec", 1), ("s", 1),
        ]
        let lowered = text.lowercased()
        for (unit, scale) in units where lowered.hasSuffix(unit) {
            if let value = number(String(lowered.dropLast(unit.count)).trimmingWhitespaces()) { return value * scale }
        }
        return nil
    }

    private static func stringLiteral(_ text: String) -> String? {
        for quote in ["\"", "'"] where text.count >= 2 && text.hasPrefix(quote) && text.hasSuffix(quote) {
            let body = text.dropFirst().dropLast()
            guard !body.contains(Character(quote)) || body.contains("\\") else { return nil }
            return body.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
        }
        return nil
    }

    /// `.top`, `Position.top`, `Snackbar.Position.top`, `top`: the case's name.
    private static func member(_ text: String) -> String? {
        guard isMemberPath(text.utf8) else { return nil }
        return text.split(separator: ".").last.map(String.init)
    }

    /// `.top`, `A.b_c`: ASCII identifiers joined by single dots, optionally after a leading dot.
    private static func isMemberPath(_ bytes: String.UTF8View) -> Bool {
        var expectsIdentifierStart = true
        for (offset, byte) in bytes.enumerated() {
            let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
            if expectsIdentifierStart {
                if byte == UInt8(ascii: "."), offset == 0 { continue }
                guard isLetter else { return false }
                expectsIdentifierStart = false
            } else if byte == UInt8(ascii: ".") {
                expectsIdentifierStart = true
            } else if !(isLetter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)) {
                return false
            }
        }
        return !expectsIdentifierStart
    }

    /// Words separated by spaces outside braces and string literals: a sentence, not code.
    private static func isProse(_ text: String) -> Bool {
        var braces = 0
        var inString = false
        var previousWord = false
        var sawSpace = false
        for character in text {
            if character == "\"" { inString.toggle() }
            if inString { continue }
            if character == "{" { braces += 1 }
            if character == "}" { braces -= 1 }
            guard braces == 0 else { continue }
            if character.isWhitespace {
                sawSpace = true
            } else if character.isLetter || character.isNumber {
                if previousWord && sawSpace { return true }
                previousWord = true
                sawSpace = false
            } else {
                previousWord = false
                sawSpace = false
            }
        }
        return false
    }

    /// Spaces and trailing commas removed outside string literals; `Type(` and `Type.init(` written `.init(`.
    private static func compact(_ text: String, typeName: String?) -> String {
        var result = ""
        var inString = false
        for character in text {
            if character == "\"" { inString.toggle() }
            if !inString && character.isWhitespace { continue }
            result.append(character)
        }
        result = result.replacingOccurrences(of: ",)", with: ")").replacingOccurrences(of: ",]", with: "]")
        if let typeName, !typeName.isEmpty {
            for spelling in ["\(typeName).init(", "\(typeName)("] where result.hasPrefix(spelling) {
                result = ".init(" + result.dropFirst(spelling.count)
            }
        }
        return result
    }
}
