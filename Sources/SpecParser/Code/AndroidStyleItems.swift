/// An Android style that sets a view's attributes: `<style name="Pill.Loud" parent="Widget.Kit.Pill">` then
/// `<item name="pillTint">#fff</item>`. Each item of an attribute the library defines is a setting with the value the
/// style gives it; the platform's own (`android:textColor`) are every view's, not the component's. The style belongs
/// to the type its parent names last (`Pill`), or to nobody named when it has no parent (then the document's
/// component is meant); a theme's style (`parent="Theme.Kit.Light"`) names a theme, which the caller does not own.
struct AndroidStyleItems {
    /// The type the style's parent names, last (`Widget.Kit.Pill` → `Pill`); nil without a parent.
    var owner: String?
    var settings: [CodeSetting] = []
    /// Token position of the style's closing `>`, where reading resumes.
    var end: Int

    /// The style opening at `open` (a `<` before `style`); nil for any other element or a style without items.
    init?(_ tokens: UsageTokens, at open: Int) {
        guard tokens.isName("style", at: open + 1) else { return nil }
        var position = open + 2
        var parent: String?
        while let token = tokens[position], !(token.kind == .punctuation && token.text == ">") {
            if tokens.isName("parent", at: position), tokens.isPunctuation("=", at: position + 1), let value = tokens[position + 2],
                value.kind == .string
            {
                parent = Self.unquoted(value.text)
            }
            position += 1
        }
        owner = parent.flatMap { $0.split(separator: ".").last.map(String.init) }.flatMap { $0.isEmpty ? nil : $0 }
        // `<item name="pillTint">#fff</item>` … until `</style>`.
        while let token = tokens[position] {
            if token.kind == .punctuation, token.text == "<", tokens.isPunctuation("/", at: position + 1),
                tokens.isName("style", at: position + 2)
            {
                break
            }
            guard token.kind == .punctuation, token.text == "<", tokens.isName("item", at: position + 1),
                tokens.isName("name", at: position + 2), tokens.isPunctuation("=", at: position + 3), let name = tokens[position + 4],
                name.kind == .string, tokens.isPunctuation(">", at: position + 5)
            else {
                position += 1
                continue
            }
            var close = position + 6
            while let next = tokens[close], !(next.kind == .punctuation && next.text == "<") { close += 1 }
            let attribute = Self.unquoted(name.text)
            // `android:textColor`: every view's attribute; `app:pillTint` and `pillTint` are the library's.
            if !attribute.hasPrefix("android:"), let bare = attribute.split(separator: ":").last, !bare.isEmpty {
                let value = close > position + 6 ? tokens.text(from: position + 6, through: close - 1) : ""
                // Quoted as an attribute's value is, so both read alike (`"8dp"`).
                settings.append(CodeSetting(name: String(bare), value: value.isEmpty ? "" : "\"\(value)\"", offset: name.offset + 1))
            }
            position = close
        }
        guard !settings.isEmpty else { return nil }
        end = position
    }

    private static func unquoted(_ text: String) -> String {
        text.count >= 2 && (text.first == "\"" || text.first == "'") ? String(text.dropFirst().dropLast()) : text
    }
}
