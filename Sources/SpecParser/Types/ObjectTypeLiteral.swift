/// A TypeScript object type written as a parameter's type (`{ toastRole?: string; closeButtonLabel?: string }`,
/// `{enter?: number;exit?: number;}`): its fields as written, each with the text of its type.
struct ObjectTypeLiteral: Equatable {
    /// One field: `name?: type`.
    struct Field: Equatable {
        var name: String
        /// Whether `?` marks it optional.
        var isOptional: Bool
        /// The type as written, read later with the same rules as a table's type cell.
        var typeText: String
        /// Whether it is a method (`onClose(): void`), which is never data.
        var isMethod: Bool
    }

    /// The fields in the order written.
    var fields: [Field]
    /// Whether the union admits no value (`{ a: number } | undefined`).
    var isOptional: Bool

    /// What reading a type's text found.
    enum Reading: Equatable {
        case object(ObjectTypeLiteral)
        /// It is an object type but cannot be read; the reason says where.
        case malformed(String)
    }

    /// The object type `written` spells, a reason it cannot be read, or nil when it is not an object type.
    static func read(_ written: String?) -> Reading? {
        guard let written = written?.trimmed, written.hasPrefix("{") || written.hasSuffix("}") else { return nil }
        let members = TopLevelText.parts(of: written, separators: ["|"])
        let kept = members.filter { !["undefined", "null", "void", "nil"].contains($0) }
        // `{ [key: string]: T }` is a map, not an object with fields.
        guard kept.count == 1, let body = kept.first, body.hasPrefix("{"), TypeSpelling.indexSignatureValue(body) == nil else { return nil }
        // Every bracket counts: `{ a: string }` is one whole, `{ a } | { b }` is not.
        guard TopLevelText.enclosed(body, open: "{", close: "}", countingEveryBracket: true) != nil else {
            return .malformed("its braces do not close")
        }
        let inside = String(body.dropFirst().dropLast())
        var fields: [Field] = []
        for piece in TopLevelText.parts(of: inside, separators: [";", ",", "\n"]) where !piece.isEmpty {
            switch field(piece) {
            case .success(let field):
                if fields.contains(where: { $0.name == field.name }) { return .malformed("field '\(field.name)' is written twice") }
                fields.append(field)
            case .failure(let failure): return .malformed(failure.reason)
            }
        }
        guard !fields.isEmpty else { return .malformed("it has no fields") }
        return .object(ObjectTypeLiteral(fields: fields, isOptional: kept.count < members.count))
    }

    /// `Array<{ label: string }>`, `{ label: string }[]`, `ReadonlyArray<…>`: the object type a list's elements have, as
    /// written, and whether the union admits no list (`| undefined`); nil for any other type.
    static func listElement(_ written: String?) -> (element: String, isOptional: Bool)? {
        guard let written = written?.trimmed, written.contains("{") else { return nil }
        let members = TopLevelText.parts(of: written, separators: ["|"])
        let lists = members.filter { !["undefined", "null", "void", "nil"].contains($0) }
        guard lists.count == 1, let list = lists.first else { return nil }
        let element: String
        if list.hasSuffix("[]") {
            element = String(list.dropLast(2)).trimmed
        } else if let open = list.firstIndex(of: "<"), list.hasSuffix(">"),
            ["Array", "ReadonlyArray"].contains(String(list[..<open]).trimmed)
        {
            element = String(list[list.index(after: open)..<list.index(before: list.endIndex)]).trimmed
        } else {
            return nil
        }
        guard element.hasPrefix("{"), TopLevelText.enclosed(element, open: "{", close: "}", countingEveryBracket: true) != nil else {
            return nil
        }
        return (element, lists.count < members.count)
    }

    private struct Failure: Error {
        var reason: String
    }

    /// `readonly name?: type`, `'quoted-name': type`, `onClose(): void`.
    private static func field(_ piece: String) -> Result<Field, Failure> {
        var text = Substring(piece)
        if text.hasPrefix("readonly ") { text = text.dropFirst("readonly ".count).drop { $0 == " " } }
        let name: String
        if let quote = text.first, quote == "\"" || quote == "'" {
            guard let close = text.dropFirst().firstIndex(of: quote) else {
                return .failure(Failure(reason: "the field name \(text) has no closing quote"))
            }
            name = String(text[text.index(after: text.startIndex)..<close])
            text = text[text.index(after: close)...]
        } else {
            let identifier = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
            name = String(identifier)
            text = text.dropFirst(identifier.count)
        }
        guard !name.isEmpty else { return .failure(Failure(reason: "'\(piece)' is not a field (expected 'name: type')")) }
        text = text.drop { $0 == " " }
        let isOptional = text.hasPrefix("?")
        if isOptional { text = text.dropFirst().drop { $0 == " " } }
        if text.hasPrefix("(") || text.hasPrefix("<") {
            return .success(Field(name: name, isOptional: isOptional, typeText: String(text), isMethod: true))
        }
        guard text.hasPrefix(":") else { return .failure(Failure(reason: "field '\(name)' has no ':' before its type")) }
        let type = String(text.dropFirst()).trimmed
        guard !type.isEmpty else { return .failure(Failure(reason: "field '\(name)' has no type after ':'")) }
        return .success(Field(name: name, isOptional: isOptional, typeText: type, isMethod: false))
    }
}
