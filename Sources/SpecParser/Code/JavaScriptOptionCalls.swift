/// JavaScript and TypeScript calls that pass an option object: `new Pill({ lifetime: 3000 })`, `pill({ … })`,
/// `Pill.show('Saved', { … })`, `this.$pill.open({ … })` and a plugin's `app.use(Pill, { … })`. The object's keys are
/// the call's labelled arguments, as a JSX element's attributes are. Which calls are the component's own is not
/// decided here (`UsageOwnership` does, from the name this gives each call); functions the code declares and calls
/// with no object pass nothing.
struct JavaScriptOptionCalls {
    /// The calls: each is read as the call of its callee's own name, upper-camel (`toast.success(…)` → `Toast`,
    /// `this.$message(…)` → `Message`), with the object's entries as its settings.
    private(set) var calls: [ComponentSettings] = []
    /// The calls whose option object is written as a type (`pill({ lifetime?: number; label: string })`, a page's
    /// reference of the options): they declare the options with their types rather than pass values.
    private(set) var declarations: [ComponentSettings] = []

    /// Words that open a bracket without calling anything (`if (…)`), or declare what follows.
    private static let keywords: Set<String> = [
        "if", "for", "while", "switch", "catch", "return", "function", "typeof", "await", "yield", "with", "constructor",
    ]
    /// Receivers that stand for the page or the instance, never a component (`this.$toast`, `window.alert`).
    private static let receivers: Set<String> = ["this", "window", "self", "globalThis", "document", "console"]

    init(_ tokens: UsageTokens) {
        for open in tokens.tokens.indices where tokens.isPunctuation("(", at: open) {
            guard let close = tokens.partner[open], let callee = tokens[open - 1], callee.kind == .name,
                !Self.keywords.contains(callee.text)
            else { continue }
            // `show(options) {` or `function show(…)`: a method or function the code declares, not a call.
            if tokens.isPunctuation("{", at: close + 1) || tokens.isName("function", at: open - 2) { continue }
            let path = Self.path(tokens, endingAt: open - 1)
            let arguments = tokens.arguments(inside: open)
            var named: String?
            var objects = arguments.filter { tokens.isPunctuation("{", at: $0.first) && tokens.partner[$0.first] == $0.last }
            if path.last == "use", let first = arguments.first, first.first == first.last, let plugin = tokens[first.first],
                plugin.kind == .name, plugin.text.first?.isUppercase == true
            {
                // `app.use(Pill, { lifetime: 3000 })`: a plugin installed with its options.
                named = plugin.text
                objects = Array(arguments.dropFirst()).filter {
                    tokens.isPunctuation("{", at: $0.first) && tokens.partner[$0.first] == $0.last
                }
            }
            guard !objects.isEmpty, let type = named ?? Self.type(of: path) else { continue }
            let spelled = named != nil || path.contains(type)
            // A `;` between members is a type's punctuation, never an object value's.
            let typed = objects.filter { Self.isTypeLiteral(tokens, open: $0.first, close: $0.last) }
            if !typed.isEmpty {
                let members = typed.flatMap { TypeScriptProps.members(in: $0.first, through: $0.last, tokens: tokens) }
                if !members.isEmpty {
                    declarations.append(
                        ComponentSettings(component: type, settings: members, offset: callee.offset, needsOwnType: !spelled)
                    )
                }
                continue
            }
            var options: [CodeSetting] = []
            for object in objects {
                for entry in tokens.arguments(inside: object.first) {
                    if let label = entry.label, let key = tokens[entry.first - 2] {
                        options.append(
                            CodeSetting(
                                name: label,
                                value: tokens.text(from: entry.first, through: entry.last),
                                offset: key.offset
                            )
                        )
                    } else if entry.first == entry.last, let key = tokens[entry.first], key.kind == .name {
                        // `{ lifetime }`: shorthand for a variable of the same name; its value is not shown.
                        options.append(CodeSetting(name: key.text, value: "", offset: key.offset))
                    }
                }
            }
            guard !options.isEmpty else { continue }
            calls.append(ComponentSettings(component: type, settings: options, offset: callee.offset, needsOwnType: !spelled))
        }
    }

    /// Whether the braces at `open` and `close` hold members separated by `;` at their own level (`{ a?: number; }`).
    private static func isTypeLiteral(_ tokens: UsageTokens, open: Int, close: Int) -> Bool {
        var cursor = open + 1
        while cursor < close {
            if let partner = tokens.partner[cursor], partner > cursor {
                cursor = partner + 1
                continue
            }
            if tokens.isPunctuation(";", at: cursor) { return true }
            cursor += 1
        }
        return false
    }

    /// The names of the member path ending at `last` (`this.$pill.open` → `this`, `pill`, `open`), `$` dropped.
    private static func path(_ tokens: UsageTokens, endingAt last: Int) -> [String] {
        var names: [String] = []
        var position = last
        while let token = tokens[position], token.kind == .name {
            names.insert(token.text, at: 0)
            if tokens.isPunctuation("$", at: position - 1) { position -= 1 }
            guard tokens.isPunctuation(".", at: position - 1) else { break }
            position -= 2
        }
        return names
    }

    /// The name a path's call is read as: its last capitalised name (`Pill.show`), else its first after the page's
    /// own receivers (`pill.success`, `this.$pill.open`), upper-camel.
    private static func type(of path: [String]) -> String? {
        let names = path.drop { receivers.contains($0) }
        guard let chosen = names.last(where: { $0.first?.isUppercase == true }) ?? names.first, let first = chosen.first else { return nil }
        return first.uppercased() + chosen.dropFirst()
    }
}
