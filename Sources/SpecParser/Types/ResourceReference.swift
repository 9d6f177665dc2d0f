/// Android resource and theme references written as defaults (`@string/search_hint`, `@drawable/ic_clear`,
/// `?attr/colorOutline`, `@dimen/spacing`): the kind after `@` or `?attr/` says what the value is.
enum ResourceReference {
    /// The type a reference stands for (`String` for text, drawables, styles and colours), or nil when `text` is
    /// not a resource reference.
    static func type(of text: String) -> String? {
        let text = text.trimmed.trimming { $0 == "`" }
        guard text.hasPrefix("@") || text.hasPrefix("?"), let slash = text.firstIndex(of: "/") else { return nil }
        let kind = text[text.index(after: text.startIndex)..<slash].split(separator: ":").last.map(String.init) ?? ""
        let name = text[text.index(after: slash)...]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        switch kind {
        case "dimen": return "Double"
        case "integer": return "Int"
        case "bool": return "Bool"
        case "string", "drawable", "mipmap", "color", "attr", "style", "font", "raw", "anim", "animator", "layout", "array":
            return "String"
        default: return nil
        }
    }
}
