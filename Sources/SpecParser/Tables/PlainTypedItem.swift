import SpecModel

/// A list item written in plain text as a name with its type, in either order languages declare one:
/// `delay: number, default: 300` (TypeScript, Kotlin, Swift: name, colon, type, then what else the line says) or
/// `UIColor *tint` / `CGFloat radius;` (C, Objective-C, Java: type, then name).
///
/// One such line alone is too weak to tell from prose ("Smooth animation"), so a list is read this way only when every
/// item is one and the list as a whole looks like code (`isCodeLike`).
struct PlainTypedItem: Equatable {
    var name: String
    /// The type as the model spells it (Objective-C's brought to Swift's).
    var type: String
    var defaultValue: String?
    /// True for "required", false for "optional", nil when the line says neither.
    var isRequired: Bool?
    var description: String
    /// Whether the type alone shows this is code: a pointer star or a scalar some language names so.
    fileprivate var typeIsUnmistakable: Bool

    /// Reads one item's text; nil unless it is a typed name in one of the two orders.
    init?(_ written: String) {
        var text = written.trimmed
        while let last = text.last, last == ";" || last == "," || last == "." { text.removeLast() }
        if let item = Self.nameFirst(text) ?? Self.typeFirst(text) {
            self = item
        } else {
            return nil
        }
    }

    private init(name: String, type: String, unmistakable: Bool) {
        self.name = name
        self.type = type
        self.typeIsUnmistakable = unmistakable
        self.description = ""
    }

    /// Whether `items`, every item of a list, read together as code: some type is unmistakable or some name is camel
    /// case (`cornerRadius`), which no feature list's words are.
    static func isCodeLike(_ items: [PlainTypedItem]) -> Bool {
        !items.isEmpty
            && items.contains { $0.typeIsUnmistakable || $0.name.dropFirst().contains(where: \.isUppercase) }
    }

    /// `delay: number`, `delay?: number, default: 300, optional`: a lower-case name, a colon, one type word, then parts.
    private static func nameFirst(_ text: String) -> PlainTypedItem? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        var name = String(text[..<colon]).trimmed
        let optionalMark = name.hasSuffix("?")
        if optionalMark { name.removeLast() }
        let parts = TopLevelText.parts(of: String(text[text.index(after: colon)...]), separators: [","]).map { String($0).trimmed }
        guard isName(name), let written = parts.first, let kind = typeKind(written) else { return nil }
        var item = PlainTypedItem(name: name, type: written, unmistakable: kind == .unmistakable)
        item.isRequired = optionalMark ? false : nil
        var words: [String] = []
        for part in parts.dropFirst() where !part.isEmpty {
            let lowered = part.lowercased()
            if lowered == "required" {
                item.isRequired = true
            } else if lowered == "optional" {
                item.isRequired = false
            } else if let prefix = ["default:", "default =", "defaults to", "default"].first(where: { lowered.hasPrefix($0) }) {
                item.defaultValue = String(part.dropFirst(prefix.count)).trimmed.trimming { $0 == "`" }
            } else {
                words.append(part)
            }
        }
        item.description = words.joined(separator: ", ")
        return item
    }

    /// `UIColor *tint`, `CGFloat radius`, `int count`: a type, then a lower-case name, and nothing else.
    private static func typeFirst(_ text: String) -> PlainTypedItem? {
        var words = text.split(separator: " ").map(String.init)
        guard words.count >= 2, words.count <= 3 else { return nil }
        var name = words.removeLast()
        var pointer = false
        if name.hasPrefix("*") {
            name.removeFirst()
            pointer = true
        }
        if words.last == "*" {
            words.removeLast()
            pointer = true
        }
        guard words.count == 1, var type = words.first else { return nil }
        if type.hasSuffix("*") {
            type.removeLast()
            pointer = true
        }
        guard isName(name), let kind = typeKind(type) else { return nil }
        let written = pointer ? "\(type) *" : type
        let spelled = ObjectiveCTypeSpelling.isObjectiveC(written) ? ObjectiveCTypeSpelling.swiftSpelling(written) : type
        return PlainTypedItem(name: name, type: spelled, unmistakable: pointer || kind == .unmistakable)
    }

    private enum TypeKind { case unmistakable, classLike }

    /// `number`, `int`, `CGFloat`, `string[]`: a scalar a language names (unmistakable); `ToastStyle`, `UIEdgeInsets`:
    /// a capitalised name of two or more words (a class; `MIT`, an acronym, is not); nil for anything else, a sentence's
    /// words included.
    private static func typeKind(_ written: String) -> TypeKind? {
        var word = written
        while word.hasSuffix("[]") || word.hasSuffix("?") { word = String(word.dropLast(word.hasSuffix("?") ? 1 : 2)) }
        guard !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        if ScalarType(typeName: word) != nil || CodeValueType.builtInType(word) != nil
            || ObjectiveCTypeSpelling.isObjectiveC(word)
        {
            return .unmistakable
        }
        guard word.first?.isUppercase == true, word.dropFirst().contains(where: \.isUppercase), word.contains(where: \.isLowercase)
        else { return nil }
        return .classLike
    }

    /// A lower-case identifier (`tint`, `cornerRadius`).
    private static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isLowercase else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
