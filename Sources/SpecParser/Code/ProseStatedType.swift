import Foundation

/// The type a sentence states for what it describes ("This is of type `String?`", "It has the type `Double`"): a
/// claim as good as a type column, read only when the sentence states one type.
public enum ProseStatedType {
    /// The one type `text` states with "is of (the) type `T`" or "has (the) type `T`"; nil for none or several.
    public static func type(in text: String) -> String? {
        guard let pattern, let mention else { return nil }
        let stated = Set(captures(of: pattern, in: text))
        // A second type named anywhere in the sentence ("… and of type `Float` on another") makes it unsure.
        guard stated.count == 1, let type = stated.first, Set(captures(of: mention, in: text)) == stated, isTypeSpelling(type)
        else { return nil }
        return type
    }

    private static func captures(of pattern: NSRegularExpression, in text: String) -> [String] {
        pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]).trimmingCharacters(in: .whitespaces) }
        }
    }

    private static let mention = try? NSRegularExpression(pattern: #"\btype\s+`([^`\n]{1,80})`"#, options: [.caseInsensitive])

    private static let pattern = try? NSRegularExpression(
        pattern: #"\b(?:is|are|has|have)\s+(?:of\s+)?(?:the\s+)?type\s+`([^`\n]{1,80})`"#,
        options: [.caseInsensitive]
    )

    /// A Swift type's spelling: a capitalised name, optionally qualified, generic, optional, a collection or a closure.
    private static func isTypeSpelling(_ text: String) -> Bool {
        guard let first = text.first(where: { $0 != "[" && $0 != "(" }), first.isUppercase else { return false }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_.?!<>[]:, ()->@"))
        return text.unicodeScalars.allSatisfy(allowed.contains)
    }
}
