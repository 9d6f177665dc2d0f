/// A JavaScript or TypeScript object that holds a component's defaults: `const defaults = { lifetime: 3000 }`,
/// `static defaultProps = { … }` in a class, `Pill.defaultProps = { … }`. Each key is a setting of the component
/// and its value the setting's default, as a declaration's `= 3000` is. The owner is the class or receiver the code
/// names (`Pill`), or nobody for a bare variable (then the document's component is meant). `export default { … }` is a
/// module, not defaults: only a binding whose name says defaults is read. A binding named for options
/// (`const options = { … }`, `toastConfig`) and making the whole fragment lists the component's settings too, but its
/// values are ones shown, which may be an example's rather than the defaults.
struct JavaScriptDefaults {
    /// One defaults object: who it belongs to, as the code names it, and its entries (value = the default).
    struct Object: Equatable {
        /// `Pill` in `Pill.defaultProps = …` or `class Pill { static defaultProps = … }`; nil for a bare variable.
        var owner: String?
        var settings: [CodeSetting]
        /// Whether the binding's name says its values are the defaults (`defaults`), not only shown (`options`).
        var statesDefaults = true
    }

    private(set) var objects: [Object] = []

    /// What may follow "default" or "defaults" in a defaults binding's name (`defaultProps`, `DEFAULT_OPTIONS`).
    private static let suffixes = ["", "props", "properties", "options", "opts", "config", "configuration", "settings"]

    init(_ tokens: UsageTokens) {
        var position = 0
        while let token = tokens[position] {
            defer { position += 1 }
            let statesDefaults = Self.namesDefaults(token.text)
            guard token.kind == .name, statesDefaults || Self.namesOptions(token.text),
                let open = Self.objectOpening(tokens, after: position),
                let close = tokens.partner[open]
            else { continue }
            // A key of an object literal (`{ defaults: { … } }`) is a nested option, not a binding.
            let binds =
                ["const", "let", "var", "static"].contains(tokens[position - 1]?.text ?? "")
                || tokens.isPunctuation(".", at: position - 1) || tokens[position - 1] == nil || tokens[position]?.startsLine == true
            guard binds else { continue }
            // An options binding lists the settings only when it is the whole fragment: `const options = { … }` then
            // `fetch(url, options)` passes them to something else.
            if !statesDefaults {
                let last = tokens.isPunctuation(";", at: tokens.tokens.count - 1) ? tokens.tokens.count - 2 : tokens.tokens.count - 1
                guard position == 1, close == last else { continue }
            }
            var settings: [CodeSetting] = []
            for entry in tokens.arguments(inside: open) {
                guard let label = entry.label, let key = tokens[entry.first - 2] else { continue }
                settings.append(CodeSetting(name: label, value: tokens.text(from: entry.first, through: entry.last), offset: key.offset))
            }
            if !settings.isEmpty {
                objects.append(Object(owner: Self.owner(tokens, of: position), settings: settings, statesDefaults: statesDefaults))
            }
            position = close
        }
    }

    /// `defaults`, `defaultProps`, `DEFAULT_OPTIONS`, `pillDefaults`; never the keyword `default` alone.
    static func namesDefaults(_ name: String) -> Bool {
        let folded = name.lowercased().filter { $0 != "_" }
        guard folded != "default" else { return false }
        for suffix in suffixes {
            for stem in ["default", "defaults"] where folded.hasSuffix(stem + suffix) {
                // `defaultProps` anywhere; a bare `default`/`defaults` ending the name only when it is all or a suffix.
                let head = folded.dropLast(stem.count + suffix.count)
                if head.isEmpty || stem == "defaults" || !suffix.isEmpty { return true }
            }
        }
        return false
    }

    /// `options`, `toastOptions`, `config`, `pillConfig`: a name for a bag of the component's settings.
    static func namesOptions(_ name: String) -> Bool {
        let folded = name.lowercased()
        return ["options", "config"].contains { folded.hasSuffix($0) }
    }

    /// The `{` of the object the name at `position` is bound to (`= {`, or `: Type = {` in TypeScript); nil otherwise.
    private static func objectOpening(_ tokens: UsageTokens, after position: Int) -> Int? {
        var cursor = position + 1
        if tokens.isPunctuation(":", at: cursor) {
            // A type annotation runs to the `=` at its own depth; a short bound keeps a stray colon from scanning on.
            var steps = 0
            while let next = tokens[cursor], steps < 24, !(next.kind == .punctuation && next.text == "=") {
                if next.kind == .punctuation, [";", "{", "}"].contains(next.text) { return nil }
                if let skip = tokens.partner[cursor], skip > cursor { cursor = skip }
                cursor += 1
                steps += 1
            }
        }
        guard tokens.isPunctuation("=", at: cursor), !tokens.isPunctuation("=", at: cursor + 1),
            tokens.isPunctuation("{", at: cursor + 1)
        else { return nil }
        return cursor + 1
    }

    /// The class or receiver a defaults binding belongs to: `Pill` in `Pill.defaultProps`, or the class a `static`
    /// field stands in.
    private static func owner(_ tokens: UsageTokens, of position: Int) -> String? {
        if tokens.isPunctuation(".", at: position - 1), let receiver = tokens[position - 2], receiver.kind == .name,
            receiver.text.first?.isUppercase == true
        {
            return receiver.text
        }
        guard tokens.isName("static", at: position - 1) else { return nil }
        var back = position - 2
        while back >= 0 {
            if tokens.isName("class", at: back), let name = tokens[back + 1], name.kind == .name { return name.text }
            back -= 1
        }
        return nil
    }
}
