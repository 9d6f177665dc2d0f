import Foundation
import SpecMarkdown

/// A "name: description" entry from a list item or heading, as anatomy and variant lists write them.
struct NamedItem: Equatable {
    var name: String
    var description: String
    /// The name or description says "(optional)" / starts with "Optional".
    var isOptional: Bool
    /// The name says "(default)" or the description says "default".
    var mentionsDefault: Bool

    /// Splits `**Name**: text`, `Name — text`, `Name: text` or `Name - text`; markers are removed from the name.
    init?(_ content: [Inline]) {
        var name: String
        var description: String
        switch content.first {
        case .strong(let children), .emphasis(let children):
            name = children.plainText
            description = Array(content.dropFirst()).markdownText
        case .code(let code):
            name = code
            description = Array(content.dropFirst()).markdownText
        default:
            let text = content.markdownText
            if let separator = [": ", " — ", " – ", " - "].lazy.compactMap({ text.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }
            ) {
                name = String(text[..<separator.lowerBound])
                description = String(text[separator.upperBound...])
            } else {
                name = text
                description = ""
            }
        }
        // A parenthetical right after an emphasised name belongs to the name: `**Icon** (optional): …`.
        let rest = description.trimmed
        if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") {
            name += " " + rest[...close]
            description = String(rest[rest.index(after: close)...])
        }
        description = description.trimming { $0.properties.isWhitespace || ":—–-".unicodeScalars.contains($0) }
        name = Self.removingEnumerationPrefix(name.trimmedName)
        if name.hasSuffix(":") { name.removeLast() }

        var isOptional = false
        var mentionsDefault = false
        for (marker, isOptionalMarker) in [("(optional)", true), ("(default)", false)] {
            guard let range = name.range(of: marker, options: .caseInsensitive) else { continue }
            name.removeSubrange(range)
            name = name.trimmedName
            if isOptionalMarker { isOptional = true } else { mentionsDefault = true }
        }
        guard !name.isEmpty else { return nil }
        self.name = name
        self.description = ""
        self.isOptional = isOptional
        self.mentionsDefault = mentionsDefault
        adoptDescription(description)
    }

    /// Sets the description and the flags it implies ("Optional …", "… by default").
    mutating func adoptDescription(_ text: String) {
        description = text
        let lowered = text.lowercased()
        if lowered.hasPrefix("optional") { isOptional = true }
        // Split into words only when the letters occur at all: most descriptions never say "default".
        // (`contains` on `String` finds the bytes; `firstRange` over a UTF-8 view went element by element through the
        // generic collection search, 1 % of a fresh run.)
        if lowered.contains("default"), lowered.split(whereSeparator: { !$0.isLetter }).contains("default") {
            mentionsDefault = true
        }
    }

    /// "A. Banner Text" → "Banner Text" (guidelines letter their anatomy callouts).
    private static func removingEnumerationPrefix(_ name: String) -> String {
        let characters = Array(name)
        guard characters.count > 3, characters[0].isLetter || characters[0].isNumber, characters[1] == ".",
            characters[2] == " "
        else { return name }
        return String(characters[3...]).trimmedName
    }
}
