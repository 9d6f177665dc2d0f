import Foundation
import SpecModel

/// The elements of an enumeration case's payload as written (`_ name: String, tint: Color`, `String`), in a document
/// or in the code's printed declaration: each one's label, when it has one, and its type. Pieces are cut at top-level
/// commas by `BracketScanner`, the one place that splits code at its brackets.
public enum PayloadElements {
    /// One element of a payload.
    public struct Element: Sendable, Equatable {
        /// The label (`_` written as such), nil when the element is a bare type.
        public var label: String?
        /// The type, without a default.
        public var type: String
        /// The default written after the type, if any.
        public var defaultValue: String?
    }

    /// The elements of the text between a payload's parentheses.
    public static func read(_ text: String) -> [Element] {
        let code = CodeText(text)
        let scanner = BracketScanner(code: code)
        return pieces(of: text).compactMap { piece -> Element? in
            let range = code.trimmed(piece)
            guard !range.isEmpty else { return nil }
            // The first top-level colon separates the names from the type (a dictionary's colon is inside brackets).
            guard let colon = try? scanner.firstTopLevel(in: range, where: { code.bytes[$0] == UInt8(ascii: ":") }) else {
                let (type, defaultValue) = typeAndDefault(code.text(range))
                return Element(label: nil, type: type, defaultValue: defaultValue)
            }
            let names = code.text(range.lowerBound..<colon).split(separator: " ").map(String.init)
            let (type, defaultValue) = typeAndDefault(code.text((colon + 1)..<range.upperBound))
            return Element(label: names.first, type: type, defaultValue: defaultValue)
        }
    }

    /// The ranges of `text` between its top-level commas; the whole text when its brackets do not balance.
    static func pieces(of text: String) -> [Range<Int>] {
        let code = CodeText(text)
        let whole = 0..<code.bytes.count
        return (try? BracketScanner(code: code).split(whole, at: UInt8(ascii: ","))) ?? [whole]
    }

    /// `Int = 3` → (`Int`, `3`).
    private static func typeAndDefault(_ text: String) -> (type: String, defaultValue: String?) {
        let code = CodeText(text)
        let found = try? BracketScanner(code: code).firstTopLevel(in: 0..<code.bytes.count) { code.bytes[$0] == UInt8(ascii: "=") }
        guard let equals = found.flatMap({ $0 }) else { return (text.trimmingWhitespaces(), nil) }
        let value = code.text((equals + 1)..<code.bytes.count).trimmingWhitespaces()
        return (code.text(0..<equals).trimmingWhitespaces(), value.isEmpty ? nil : value)
    }
}
