import Foundation

/// The elements of an enumeration case's payload as written (`_ name: String, tint: Color`, `String`): each one's
/// label, when it has one, and its type.
enum CasePayloadElements {
    struct Element: Equatable {
        var label: String?
        var type: String
    }

    static func read(_ text: String) -> [Element] {
        var pieces: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            if "([{<".contains(character) { depth += 1 }
            if ")]}>".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        return pieces.compactMap { piece in
            let trimmed = piece.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return nil }
            // The first top-level colon separates the names from the type (a dictionary's colon is inside brackets).
            var level = 0
            for index in trimmed.indices {
                let character = trimmed[index]
                if "([{<".contains(character) { level += 1 }
                if ")]}>".contains(character) { level -= 1 }
                if character == ":", level == 0 {
                    let names = trimmed[..<index].split(separator: " ").map(String.init)
                    let type = trimmed[trimmed.index(after: index)...].trimmingCharacters(in: .whitespaces)
                    return Element(
                        label: names.first,
                        type: type.components(separatedBy: "=").first?.trimmingCharacters(in: .whitespaces) ?? type
                    )
                }
            }
            return Element(label: nil, type: trimmed)
        }
    }
}
