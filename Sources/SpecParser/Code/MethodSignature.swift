import SpecModel

/// A method's signature as JVM libraries' docs write one, in Java (`setCancelable(boolean cancelable)`,
/// `public Builder setGravity(int gravity)`) or in Kotlin (`setTitle(@StringRes stringId: Int): PopOver`,
/// `fun setPosition(position: Position = AUTO): PopOver`): its name, its parameters and what it returns.
struct MethodSignature: Equatable {
    /// One parameter: its name, its type as written (annotations apart) and the default Kotlin gives it.
    struct Parameter: Equatable {
        var name: String
        var type: String
        /// The annotations written before it, without `@` (`StringRes`, `ColorInt`).
        var annotations: [String]
        var defaultValue: String?
    }

    var name: String
    var parameters: [Parameter]
    /// The type it returns as written (Kotlin's `: PopOver`, Java's `Builder` before the name); nil when not written.
    var returnType: String?

    /// Reads one signature; nil for anything else (a call with values, a sentence, a statement with a body).
    init?(_ written: String) {
        var text = written.trimmingWhitespaces()
        if text.hasSuffix(";") { text.removeLast() }
        guard let open = text.firstIndex(of: "("), let close = TopLevelText.closing(of: open, in: text) else { return nil }
        // Before the parenthesis: modifiers, a Java return type, then the name.
        var words = text[..<open].split(separator: " ").map(String.init)
        guard let name = words.popLast(), Self.isIdentifier(name) else { return nil }
        words.removeAll { Self.modifiers.contains($0) }
        guard words.count <= 1, words.allSatisfy(Self.isTypeName) else { return nil }
        // After it: nothing, or Kotlin's return type.
        var after = text[text.index(after: close)...].trimmingWhitespaces()
        var returnType = words.first
        if after.hasPrefix(":") {
            after = String(after.dropFirst()).trimmingWhitespaces()
            guard returnType == nil, Self.isTypeName(after) else { return nil }
            returnType = after
        } else if !after.isEmpty {
            return nil
        }
        let inside = String(text[text.index(after: open)..<close])
        var parameters: [Parameter] = []
        if !inside.trimmingWhitespaces().isEmpty {
            for piece in PayloadElements.pieces(of: inside) {
                let bytes = Array(inside.utf8)
                guard let parameter = Self.parameter(String(decoding: bytes[piece], as: UTF8.self)) else { return nil }
                parameters.append(parameter)
            }
        }
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
    }

    /// `@StringRes stringId: Int`, `position: Position = AUTO` (Kotlin) or `@ColorInt int color`, `final String text`
    /// (Java); nil when the piece is a value rather than a declared parameter.
    private static func parameter(_ piece: String) -> Parameter? {
        var words = piece.trimmingWhitespaces().split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var annotations: [String] = []
        while let first = words.first, first.hasPrefix("@") {
            annotations.append(String(first.dropFirst().prefix { $0 != "(" }))
            words.removeFirst()
        }
        words.removeAll { $0 == "final" || $0 == "vararg" }
        let rest = words.joined(separator: " ")
        if let colon = rest.firstIndex(of: ":") {
            // Kotlin: `name: Type = default`.
            let name = rest[..<colon].trimmingWhitespaces()
            var type = rest[rest.index(after: colon)...].trimmingWhitespaces()
            var defaultValue: String?
            if let equals = type.firstIndex(of: "=") {
                defaultValue = type[type.index(after: equals)...].trimmingWhitespaces()
                type = type[..<equals].trimmingWhitespaces()
            }
            guard isIdentifier(name), isTypeName(type) else { return nil }
            return Parameter(name: name, type: type, annotations: annotations, defaultValue: defaultValue)
        }
        // Java: `Type name`.
        guard words.count >= 2, let name = words.last, isIdentifier(name) else { return nil }
        let type = words.dropLast().joined(separator: " ")
        guard isTypeName(type) else { return nil }
        return Parameter(name: name, type: type, annotations: annotations, defaultValue: nil)
    }

    private static let modifiers: Set<String> = [
        "public", "protected", "private", "internal", "static", "final", "fun", "override", "open", "abstract", "synchronized",
        "suspend", "inline",
    ]

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// `int`, `String?`, `List<Item>`, `PopOverView.Position`, `String...`, `(Int) -> Unit`: a type, never a value.
    private static func isTypeName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "(" else { return false }
        return !text.contains("\"") && !text.contains("'") && !text.contains("=")
    }
}
