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

    /// A line that names an option in a code span and lists its values after a dash or a colon, separated by commas,
    /// three at least, bare (`` `position` - top, center, bottom ``) or in one code span (`` `edge` - `top, bottom, leading` ``):
    /// the option's name and each value with its column in `line` (1-based); nil for any other line, such as prose after
    /// the dash (a value of several words is no case).
    static func readCommaValues(_ line: String) -> (option: String, choices: [(name: String, column: Int)])? {
        let characters = Array(line)
        var index = 0
        while index < characters.count, " -*+".contains(characters[index]) { index += 1 }
        guard index < characters.count, characters[index] == "`" else { return nil }
        guard let close = characters[(index + 1)...].firstIndex(of: "`") else { return nil }
        let option = String(characters[(index + 1)..<close])
        guard let head = option.first, head.isLetter, option.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        index = close + 1
        while index < characters.count, characters[index] == " " { index += 1 }
        guard index < characters.count, "-–—:".contains(characters[index]) else { return nil }
        index += 1
        while index < characters.count, characters[index] == " " { index += 1 }
        var end = characters.count
        if index < characters.count, characters[index] == "`" {
            // The values in one code span: up to its closing backtick.
            guard let spanEnd = characters[(index + 1)...].firstIndex(of: "`") else { return nil }
            index += 1
            end = spanEnd
        } else if let colon = characters[index...].firstIndex(of: ":") {
            end = colon
        }
        var choices: [(name: String, column: Int)] = []
        var start = index
        for position in index...end where position == end || characters[position] == "," {
            let piece = characters[start..<position]
            let leading = piece.prefix { $0 == " " || $0 == "." }.count
            var value = String(piece).trimmingWhitespaces()
            if value.hasSuffix(".") { value.removeLast() }
            if value.hasPrefix(".") { value.removeFirst() }
            guard let first = value.first, first.isLetter, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            choices.append((value, start + leading + 1))
            start = position + 1
        }
        return choices.count >= 3 ? (option, choices) : nil
    }

    /// The enumeration names an option's name may end (`textAlignment` → `TextAlignment`, `animations` → `Animation`).
    static func enumerationNames(of option: String) -> [String] {
        let capitalised = option.prefix(1).uppercased() + option.dropFirst()
        return capitalised.hasSuffix("s") ? [capitalised, String(capitalised.dropLast())] : [capitalised]
    }
}
