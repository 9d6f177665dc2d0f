import SpecModel

/// The one reader of calls in Swift code (`Toast("Saved", edge: .top).show()`, `.toast(isShown: Bool)`): what each
/// calls, and each argument's label, text and reading (a value, or a type written in a value's place). The API a page
/// shows only as usage (`UsageCalls`) and the calls `verify-api` checks (`DocumentedSurfaceReader`) both read calls
/// through it. Declarations (`func name(`, `init(`) and selectors (`present(text:edge:)`) are not calls.
enum UsageCallReader {
    /// One argument as written.
    struct Argument {
        /// Its label; nil when it has none.
        var label: String?
        /// What is passed, folded to one line, without the default a type is given (`Double = 3` → `Double`).
        var text: String
        /// `3` in `lifetime: Double = 3`.
        var defaultValue: String?
        var reading: UsageCall.ArgumentReading
        /// Byte offset of its first token.
        var offset: Int
    }

    /// A call: what it calls, where its name and parentheses are, and its arguments.
    struct Found {
        var callee: UsageCall.Callee
        /// Byte offset of the called name.
        var offset: Int
        /// Token positions of the called name and of its parentheses.
        var name: Int
        var open: Int
        var close: Int
        var arguments: [Argument]
    }

    /// Every call in `tokens`, in order of their opening parenthesis; nested calls are found as well.
    static func calls(in tokens: UsageTokens) -> [Found] {
        tokens.tokens.indices.compactMap { call(at: $0, in: tokens) }
    }

    /// The call whose called name is the token at `position`, or nil when there is none there.
    static func call(at position: Int, in tokens: UsageTokens) -> Found? {
        guard let token = tokens[position], token.kind == .name, let open = tokens[position + 1],
            open.kind == .punctuation, open.text == "(", open.offset == token.offset + token.text.utf8.count,
            let close = tokens.partner[position + 1],
            let callee = callee(at: position, in: tokens)
        else { return nil }
        let arguments = self.arguments(inside: position + 1, in: tokens)
        // `present(text:edge:)` names a function; it passes nothing. A call that leaves only some out
        // (`present(text:, edge: Edge)`) still shows the others.
        guard arguments.isEmpty || arguments.contains(where: { !$0.text.isEmpty }) else { return nil }
        return Found(callee: callee, offset: token.offset, name: position, open: position + 1, close: close, arguments: arguments)
    }

    /// The arguments inside the brackets opening at `open`, each read as a value or a type.
    static func arguments(inside open: Int, in tokens: UsageTokens) -> [Argument] {
        let pieces = tokens.arguments(inside: open).map { piece -> (label: String?, first: Int, last: Int, defaultAt: Int?) in
            var label = piece.label
            var first = piece.first
            // `name:` with nothing after it (a selector's piece) is a label without a value.
            if label == nil, piece.first + 1 == piece.last, tokens[piece.first]?.kind == .name, tokens.isPunctuation(":", at: piece.last) {
                label = tokens[piece.first]?.text
                first = piece.last + 1
            }
            // `_ message: String?`, `for style: Style`: a parameter written with its inner name, as a declaration writes it.
            if label == nil, tokens[piece.first]?.kind == .name, tokens[piece.first + 1]?.kind == .name,
                tokens.isPunctuation(":", at: piece.first + 2), piece.first + 3 <= piece.last
            {
                label = tokens[piece.first]?.text
                first = piece.first + 3
            }
            let equals = first <= piece.last ? topLevelEquals(from: first, through: piece.last, in: tokens) : nil
            return (label, first, piece.last, equals)
        }
        var arguments: [Argument] = []
        for piece in pieces {
            let typeEnd = piece.defaultAt.map { $0 - 1 } ?? piece.last
            let text = piece.first <= typeEnd ? CallArgumentReading.typeSpelling(tokens.text(from: piece.first, through: typeEnd)) : ""
            let reading = piece.first <= typeEnd ? CallArgumentReading.reading(from: piece.first, through: typeEnd, in: tokens) : .value
            // A default is written after a type only: `a: b = c` is no value.
            let defaultValue = piece.defaultAt.flatMap { equals in
                equals < piece.last ? tokens.text(from: equals + 1, through: piece.last) : nil
            }
            arguments.append(
                Argument(
                    label: piece.label.map(\.trimmingBackticks),
                    text: reading == .value ? (piece.first <= piece.last ? tokens.text(from: piece.first, through: piece.last) : "") : text,
                    defaultValue: reading == .value ? nil : defaultValue,
                    reading: reading,
                    offset: tokens[piece.first]?.offset ?? tokens[open]?.offset ?? 0
                )
            )
        }
        return CallArgumentReading.settle(arguments)
    }

    /// The `=` at bracket depth zero between two token positions (not `==`, `!=`, `<=`, `>=`).
    private static func topLevelEquals(from first: Int, through last: Int, in tokens: UsageTokens) -> Int? {
        var position = first
        while position <= last {
            if let skip = tokens.partner[position], skip > position {
                position = skip + 1
                continue
            }
            if tokens.isPunctuation("=", at: position), !tokens.isPunctuation("=", at: position + 1),
                !["=", "!", "<", ">"].contains(where: { tokens.isPunctuation($0, at: position - 1) })
            {
                return position
            }
            position += 1
        }
        return nil
    }

    /// What the name at `position` calls, or nil when it is no call of a library's API (a declaration, `self.init`,
    /// `#selector`, an attribute, a control-flow keyword).
    private static func callee(at position: Int, in tokens: UsageTokens) -> UsageCall.Callee? {
        guard let token = tokens[position] else { return nil }
        let name = token.text.trimmingBackticks
        // `Optional(String)` spells a type (as Swift prints an optional); no library's API is called.
        if keywords.contains(name) || name == "Optional" { return nil }
        if ["#", "@", "$"].contains(where: { tokens.isPunctuation($0, at: position - 1) }) { return nil }
        if let previous = tokens[position - 1], previous.kind == .name, declarationWords.contains(previous.text) { return nil }
        guard tokens.isPunctuation(".", at: position - 1) else {
            guard name != "init" else { return nil }
            return name.first?.isUppercase == true ? .initializer(type: name) : .method(name: name)
        }
        // A qualified name before the dot: `A.B.name(`; only names, no calls or subscripts.
        var components: [String] = []
        var cursor = position - 1
        while tokens.isPunctuation(".", at: cursor), let part = tokens[cursor - 1], part.kind == .name {
            components.insert(part.text.trimmingBackticks, at: 0)
            cursor -= 2
        }
        // `super.init(…)` is the reader's own type's; `self.dismiss(…)` too, unless the library extends that type
        // (`extension UIViewController { func showMessage(…) }`); `self.view.show(…)` calls through a property.
        if let first = components.first, first == "super" || first == "Self" { return nil }
        if components == ["self"] {
            guard name != "init", name.first?.isLowercase == true else { return nil }
            return .selfMethod(name: name)
        }
        if components.first == "self" { components.removeFirst() }
        if name == "init" {
            // `show(setup: .init(…))`: an argument's implicit initializer, of a type only the callee's parameter gives;
            // verify-api resolves it there (a method named `init` is never the module's).
            if components.isEmpty, [":", "(", ","].contains(where: { tokens.isPunctuation($0, at: position - 2) }) {
                return .method(name: name)
            }
            guard !components.isEmpty, components.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
            return .initializer(type: components.joined(separator: "."))
        }
        let typePath = components.prefix { $0.first?.isUppercase == true }
        if name.first?.isUppercase == true, typePath.count == components.count, !components.isEmpty {
            return .initializer(type: (components + [name]).joined(separator: "."))
        }
        // `Toast.show(…)`, `Toast.shared.show(…)`: a method of that type. `Toast.appearance.apply(…)` calls a method of
        // the property's type, which the reader does not know.
        let rest = components.dropFirst(typePath.count)
        if !typePath.isEmpty, rest.isEmpty || (rest.count == 1 && SharedInstance.isAccessor(rest[rest.startIndex])) {
            return .member(owner: typePath.joined(separator: "."), name: name)
        }
        return .method(name: name)
    }

    private static let keywords: Set<String> = [
        "if", "guard", "while", "switch", "for", "return", "case", "catch", "func", "deinit", "subscript", "where",
        "repeat", "in", "try", "await", "print", "debugPrint", "fatalError", "precondition", "assert", "withAnimation",
    ]

    private static let declarationWords: Set<String> = [
        "func", "init", "case", "class", "struct", "enum", "protocol", "extension", "actor", "convenience", "required",
        "override", "subscript", "macro",
    ]
}
