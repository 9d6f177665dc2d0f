import SpecModel

/// What a table's name cell says besides the name: a version badge (`autoClose ^(2.9)`, `<Badge>2.9+</Badge>`,
/// `since 1.2`), a deprecation mark (`oldName (deprecated)`, `~~oldName~~`), or a type before the name the way Dart
/// and Java declare fields (`double elevation`, `List<Event> events`, `Color? color`), or after it the way Swift and
/// TypeScript do (`titleLabel: UILabel?`).
enum NameCell {
    /// The name, the type the cell writes before it, if any, and the default a declaration gives it (`= false`).
    struct Reading: Equatable {
        var name: String
        var type: String?
        var defaultValue: String? = nil
    }

    /// Reads a name cell: `code` is its first code span, `text` its plain text.
    static func read(code: String?, text: String) -> Reading {
        // `type `v1.0.0``: a code span that is only a badge marks the name before it; the name is in the text.
        if let code, !(isMark(code) && !withoutMarks(text).isEmpty && withoutMarks(text) != code.trimmed) {
            let cleaned = withoutMarks(code)
            if let declared = declaration(cleaned, typeMayBeAnyName: true) ?? annotated(cleaned) { return declared }
            return Reading(name: cleaned, type: nil)
        }
        let cleaned = withoutMarks(text)
        // Without code formatting only a plain scalar type reads as a type: `Text color` is a label, not a declaration.
        if let declared = declaration(cleaned, typeMayBeAnyName: false) { return declared }
        return Reading(name: cleaned, type: nil)
    }

    /// The text without version badges and deprecation marks, with non-breaking spaces as spaces.
    static func withoutMarks(_ text: String) -> String {
        // Replaced only when present: `replacing` costs a search even when nothing matches.
        let spaced =
            text.unicodeScalars.contains { $0 == "\u{00A0}" || $0 == "\u{202F}" }
            ? text.replacing("\u{00A0}", with: " ").replacing("\u{202F}", with: " ") : text
        var words = spaced.split(separator: " ").map(String.init)
        // `open(v-model)`: a Vue binding note glued to the name.
        if words.count == 1, let open = words[0].firstIndex(of: "("), words[0].last == ")", open > words[0].startIndex,
            bindingWords.contains(words[0][words[0].index(after: open)...].dropLast().lowercased())
        {
            words = [String(words[0][..<open])]
        }
        // Badges and marks follow the name; the name itself comes first.
        // A value after `=` (`double threshold = 0.6`) is a declared default, never a version.
        while words.count > 1, words[words.count - 2] != "=", let last = words.last,
            isMark(last) || isMark(words.suffix(2).joined(separator: " "))
        {
            // `since 2.1` goes whole: its number alone is a mark too, and would leave `since` behind.
            if words.count > 2, isMark(words.suffix(2).joined(separator: " ")) {
                words.removeLast(2)
            } else if isMark(last) {
                words.removeLast()
            } else {
                words.removeLast(2)
            }
        }
        return words.joined(separator: " ").trimmingCharacters(in: "~*_ ")
    }

    /// `^(2.9)`, `2.9+`, `(v1.2)`, `since 1.2`, `(deprecated)`, `⚠️`, `已废弃`.
    private static func isMark(_ word: String) -> Bool {
        let bare = word.lowercased().trimmingCharacters(in: "^()[]<>*_~:：（）【】 ")
        if bare.isEmpty { return true }
        if deprecationWords.contains(bare) || bindingWords.contains(bare) { return true }
        let pieces = bare.split(separator: " ")
        if pieces.count == 2, ["since", "from", "ab", "desde", "depuis", "自"].contains(pieces[0]), isVersion(String(pieces[1])) {
            return true
        }
        return isVersion(bare)
    }

    /// `2.9`, `2.9+`, `v1.2.0`, `>=5.10.0`.
    private static func isVersion(_ text: String) -> Bool {
        var text = Substring(text)
        while let first = text.first, "v>=≥".contains(first) { text = text.dropFirst() }
        while let last = text.last, "+".contains(last) { text = text.dropLast() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    /// How a Vue page marks a prop bound both ways (`open (v-model)`, `visible.sync`): a note, not the name.
    private static let bindingWords: Set<String> = ["v-model", ".sync"]

    private static let deprecationWords: Set<String> = [
        "deprecated", "deprecation", "obsolete", "废弃", "已废弃", "已弃用", "弃用", "廢棄", "非推奨", "veraltet", "obsoleto",
        "obsolète", "obsolète", "⚠️", "⚠", "new", "beta", "experimental",
    ]

    /// `double elevation` → (elevation, double); nil unless the text is a type and one lower-camel name.
    /// `bool expand = false` declares the default too; a value after the name makes the cell a declaration
    /// whatever its formatting, so its type may then be any type name.
    private static func declaration(_ text: String, typeMayBeAnyName: Bool) -> Reading? {
        if let equals = text.range(of: " = ") {
            let value = String(text[equals.upperBound...]).trimmed
            guard !value.isEmpty, var reading = declaration(String(text[..<equals.lowerBound]), typeMayBeAnyName: true) else { return nil }
            reading.defaultValue = value
            return reading
        }
        let trimmed = text.trimmed
        guard let space = trimmed.lastIndex(of: " ") else { return nil }
        let name = String(trimmed[trimmed.index(after: space)...])
        var type = String(trimmed[..<space]).trimmed
        // Dart's `final` / `required` before a field's type.
        for modifier in ["final ", "required ", "late ", "const "] where type.hasPrefix(modifier) {
            type = String(type.dropFirst(modifier.count)).trimmed
        }
        guard let first = name.first, first.isLowercase || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), isTypeSpelling(type)
        else { return nil }
        // Plain text reads a type only before a name that is plainly code: `Text color` is a label, while the inner
        // capital of `Color barrierColor` makes an identifier no sentence writes.
        let camelName = name.dropFirst().contains(where: \.isUppercase)
        if !typeMayBeAnyName, !plainScalarTypes.contains(type.trimmingCharacters(in: "?")), !camelName { return nil }
        return Reading(name: name, type: type)
    }

    /// `titleLabel: UILabel?`, `label?: string`: Swift's and TypeScript's name, colon and space, then the type
    /// (`app:hint`, without the space, is a namespaced name).
    private static func annotated(_ text: String) -> Reading? {
        guard let colon = text.range(of: ": ") else { return nil }
        let name = String(text[..<colon.lowerBound]).trimmed
        let type = String(text[colon.upperBound...]).trimmed
        let bare = name.hasSuffix("?") ? String(name.dropLast()) : name
        guard bare.isPlainIdentifier,
            !type.isEmpty, !type.contains(" = ")
        else { return nil }
        return Reading(name: name, type: type)
    }

    /// `Color`, `Color?`, `List<CalendarEvent>`, `Map<String, int>`: one type, its generic arguments balanced.
    private static func isTypeSpelling(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter else { return false }
        var depth = 0
        for character in text {
            if character == "<" { depth += 1 }
            if character == ">" { depth -= 1 }
            if depth < 0 { return false }
            if depth == 0, character == " " { return false }
            guard character.isLetter || character.isNumber || "<>?,. _[]".contains(character) else { return false }
        }
        return depth == 0 && (first.isUppercase || plainScalarTypes.contains(text.trimmingCharacters(in: "?")))
    }

    private static let plainScalarTypes: Set<String> = [
        "double", "int", "bool", "num", "float", "long", "String", "string", "boolean", "number", "Duration", "DateTime",
    ]
}

extension String {
    /// The string without any of `characters` at either end.
    fileprivate func trimmingCharacters(in characters: String) -> String {
        guard let first = firstIndex(where: { !characters.contains($0) }), let last = lastIndex(where: { !characters.contains($0) })
        else { return "" }
        return String(self[first...last])
    }
}
