import Foundation
import SpecModel

/// Whether an argument of a call is a value (`"Saved"`, `.top`, `$isShown`, `Notice.shared`) or a type written in a
/// value's place, as pages show an API as a call (`.notice(isShown: Bool, onTap: () -> ())`, `.icon(String)`). Decided
/// here only, per argument; a bare capitalised name (`Bool`, `NoticeStyle`) is a type when it is given a default or no
/// value stands beside it, and otherwise could be either and stays unsure (its label is compared, not its type).
enum CallArgumentReading {
    /// The reading of the tokens `first...last` on their own; a bare capitalised name reads `.unsure` here and is
    /// settled by `settle` against the call's other arguments.
    static func reading(from first: Int, through last: Int, in tokens: UsageTokens) -> UsageCall.ArgumentReading {
        guard let head = tokens[first] else { return .value }
        if head.kind == .punctuation, valueOpeners.contains(head.text) { return .value }
        var marked = false
        for position in first...last {
            guard let token = tokens[position] else { continue }
            switch token.kind {
            case .string, .number:
                return .value
            case .name:
                let attribute = tokens.isPunctuation("@", at: position - 1)
                if token.text.first?.isUppercase != true, !attribute, !typeWords.contains(token.text) { return .value }
                // `Optional(String)`: pages spell an optional type as Swift prints an optional.
                if token.text == "Optional", tokens.isPunctuation("(", at: position + 1) {
                    marked = true
                    continue
                }
                // `Color(red: 1)`, `Style { … }`: a call or a closure builds a value; `@MainActor(…)` is an attribute.
                if !attribute, let next = tokens[position + 1], next.kind == .punctuation, ["(", "{"].contains(next.text),
                    next.offset == token.offset + token.text.utf8.count
                {
                    return .value
                }
            case .punctuation:
                if ["=", ";", "+", "*", "/", "%", "|", "^", "~", "\\", "$", "#"].contains(token.text) { return .value }
                if ["?", "!", "<", "[", "(", "&", ">"].contains(token.text) { marked = true }
            }
        }
        let text = typeSpelling(tokens.text(from: first, through: last))
        guard SwiftTypeText.parse(text) != nil else { return .unsure }
        return marked ? .type : .unsure
    }

    /// A type as Swift writes it: `Optional(String)` → `Optional<String>`.
    static func typeSpelling(_ text: String) -> String {
        var spelled = text
        while ASCIIWords.mayContain(spelled, "Optional("),
            let range = spelled.range(of: #"\bOptional\(([^()]*)\)"#, options: .regularExpression)
        {
            let inner = spelled[range].dropFirst("Optional(".count).dropLast()
            spelled.replaceSubrange(range, with: "Optional<\(inner)>")
        }
        return spelled
    }

    /// A bare capitalised name is a type where no value stands beside it in the call, else unsure.
    static func settle(_ arguments: [UsageCallReader.Argument]) -> [UsageCallReader.Argument] {
        // An argument left out (`present(text:, edge: Edge)`) stands for nothing: it makes no value beside the others.
        let besideValues = arguments.contains { $0.reading == .value && !$0.text.isEmpty }
        return arguments.map { argument in
            var settled = argument
            // `lifetime: Double = 3`: only a type is given a default.
            if argument.reading == .unsure, !besideValues || argument.defaultValue != nil, isBareTypeName(argument.text) {
                settled.reading = .type
            }
            return settled
        }
    }

    /// `Bool`, `Notice.Edge`: capitalised names joined by dots.
    private static func isBareTypeName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                part.first?.isUppercase == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            }
    }

    /// What a value may start with and a type may not: `.top`, `$binding`, `{ … }`, `-1`, `#selector`, `\.path`, `&x`.
    private static let valueOpeners: Set<String> = [".", "$", "{", "-", "#", "\\", "&", "!", "\""]

    /// Lower-case words a type may contain.
    private static let typeWords: Set<String> = [
        "some", "any", "inout", "throws", "rethrows", "async", "borrowing", "consuming", "sending", "isolated", "escaping",
        "autoclosure", "Type", "Protocol",
    ]
}
