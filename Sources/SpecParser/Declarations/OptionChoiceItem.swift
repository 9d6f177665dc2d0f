import SpecModel

/// A list item that names an option and the values it takes, separated by slashes
/// (`- position : top / bottom`, `- animation: slide(.normal) / fade`): the values may be the cases of the
/// enumeration the option's name ends a type's name with (`position` → `ToastPosition`).
enum OptionChoiceItem {
    /// The option's name and each value's case name with its column in `text` (1-based), or nil when the text is not
    /// one name, a colon and at least two single-word values.
    static func read(_ text: String) -> (option: String, choices: [(name: String, column: Int)])? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let option = text[..<colon].trimmingWhitespaces()
        guard let first = option.first, first.isLetter, option.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        var choices: [(name: String, column: Int)] = []
        var offset = text.distance(from: text.startIndex, to: colon) + 1
        for piece in text[text.index(after: colon)...].split(separator: "/", omittingEmptySubsequences: false) {
            defer { offset += piece.count + 1 }
            let leading = piece.prefix { $0 == " " }.count
            var value = piece.trimmingWhitespaces()
            // `slide(.normal)`: a case with its payload; `.fade`: a case with its dot.
            if let open = value.firstIndex(of: "("), value.hasSuffix(")") { value = String(value[..<open]) }
            if value.hasPrefix(".") { value.removeFirst() }
            guard let head = value.first, head.isLetter, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            choices.append((value, offset + leading + 1))
        }
        guard choices.count >= 2 else { return nil }
        return (option, choices)
    }

    /// The enumeration names an option's name may end (`textAlignment` → `TextAlignment`, `animations` → `Animation`).
    static func enumerationNames(of option: String) -> [String] {
        let capitalised = option.prefix(1).uppercased() + option.dropFirst()
        return capitalised.hasSuffix("s") ? [capitalised, String(capitalised.dropLast())] : [capitalised]
    }
}
