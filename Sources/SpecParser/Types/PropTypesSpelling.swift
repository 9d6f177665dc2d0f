/// React's `prop-types` spelling of a prop's type brought to TypeScript's, which `TypeSpelling` reads:
/// `PropTypes.bool.isRequired` → `boolean`, `PropTypes.oneOf(['top', 'bottom'])` → `'top' | 'bottom'`,
/// `PropTypes.arrayOf(PropTypes.string)` → `Array<string>`, `PropTypes.shape({…})` → `object`.
enum PropTypesSpelling {
    /// The TypeScript spelling of `text` when it is written with `PropTypes`; nil otherwise.
    static func typeScript(_ text: String) -> String? {
        var text = text.trimmed
        if text.hasPrefix("React.") { text.removeFirst("React.".count) }
        guard text.hasPrefix("PropTypes.") else { return nil }
        text.removeFirst("PropTypes.".count)
        if text.hasSuffix(".isRequired") { text.removeLast(".isRequired".count) }
        guard let open = text.firstIndex(of: "(") else { return plain[text] ?? text }
        guard text.hasSuffix(")") else { return nil }
        let name = String(text[..<open])
        var inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)]).trimmed
        if inner.hasPrefix("["), inner.hasSuffix("]") { inner = String(inner.dropFirst().dropLast()) }
        let parts = TopLevelText.parts(of: inner, separators: [","]).map(\.trimmed).filter { !$0.isEmpty }
        switch name {
        case "oneOf": return parts.isEmpty ? nil : parts.joined(separator: " | ")
        case "oneOfType":
            let members = parts.map { typeScript($0) ?? $0 }
            return members.isEmpty ? nil : members.joined(separator: " | ")
        case "arrayOf": return parts.count == 1 ? "Array<\(typeScript(parts[0]) ?? parts[0])>" : nil
        case "objectOf": return parts.count == 1 ? "Record<string, \(typeScript(parts[0]) ?? parts[0])>" : nil
        case "shape", "exact": return "object"
        case "instanceOf": return parts.count == 1 ? parts[0] : nil
        default: return nil
        }
    }

    /// The validators without arguments, by the TypeScript type they check.
    private static let plain: [String: String] = [
        "string": "string", "number": "number", "bool": "boolean", "func": "function", "object": "object", "array": "array",
        "node": "ReactNode", "element": "ReactElement", "elementType": "elementType", "any": "any", "symbol": "symbol",
    ]
}
