/// A TypeScript declaration of a component's props: `interface PillProps { lifetime?: number; label: string }` or
/// `type PillOptions = { … }` declares the settings of `Pill` with their types, as a Swift initializer declares its
/// parameters. Only members written `name: Type` or `name?: Type` are read; methods (`show(): void`) are not settings.
struct TypeScriptProps {
    /// The words after a component's name that say a declaration lists its settings.
    private static let suffixes = ["Props", "Properties", "Options", "Config"]

    /// The props declarations: each member is a setting with the type written after its colon.
    private(set) var declarations: [ComponentSettings] = []

    init(_ tokens: UsageTokens) {
        var position = 0
        while let token = tokens[position] {
            defer { position += 1 }
            guard token.kind == .name, token.text == "interface" || token.text == "type", let name = tokens[position + 1],
                name.kind == .name, let component = Self.component(named: name.text)
            else { continue }
            // `interface PillProps extends Base {`, `type PillProps = {`: the members' brace follows on the same statement.
            // The scan stops at the next `interface`/`type` too, so a run of declarations without braces reads in
            // linear time rather than each one scanning to the end.
            var open = position + 2
            while let next = tokens[open], !(next.kind == .punctuation && ["{", ";"].contains(next.text)),
                !(next.kind == .name && ["interface", "type"].contains(next.text))
            {
                open += 1
            }
            guard tokens.isPunctuation("{", at: open), let close = tokens.partner[open] else { continue }
            let members = Self.members(in: open, through: close, tokens: tokens)
            if !members.isEmpty { declarations.append(ComponentSettings(component: component, settings: members, offset: name.offset)) }
            position = close
        }
    }

    /// `PillProps` → `Pill`; nil for a name without one of the suffixes, or nothing before it.
    private static func component(named name: String) -> String? {
        for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            let stem = String(name.dropLast(suffix.count))
            return stem.first?.isUppercase == true ? stem : nil
        }
        return nil
    }

    /// The `name?: Type` members between the braces at `open` and `close`.
    static func members(in open: Int, through close: Int, tokens: UsageTokens) -> [CodeSetting] {
        var members: [CodeSetting] = []
        var cursor = open + 1
        while cursor < close {
            guard let token = tokens[cursor], token.kind == .name else {
                cursor += 1
                continue
            }
            var colon = cursor + 1
            if tokens.isPunctuation("?", at: colon) { colon += 1 }
            guard tokens.isPunctuation(":", at: colon) else {
                // `readonly label: string`: the modifier is no member; a method (`show(): void`) is skipped whole.
                if token.text == "readonly" {
                    cursor += 1
                } else {
                    cursor = next(after: cursor, before: close, tokens: tokens)
                }
                continue
            }
            let end = next(after: colon, before: close, tokens: tokens)
            var last = end - 1
            while last > colon, tokens.isPunctuation(";", at: last) || tokens.isPunctuation(",", at: last) { last -= 1 }
            if last > colon {
                members.append(CodeSetting(name: token.text, type: tokens.text(from: colon + 1, through: last), offset: token.offset))
            }
            cursor = end
        }
        return members
    }

    /// The position where the member after the one starting before `position` begins: after a `;` or `,`, or at a
    /// token starting a line, outside brackets; `close` when none does.
    private static func next(after position: Int, before close: Int, tokens: UsageTokens) -> Int {
        var cursor = position + 1
        while cursor < close, let token = tokens[cursor] {
            if token.kind == .punctuation, ["(", "[", "{", "<"].contains(token.text), let partner = tokens.partner[cursor] {
                cursor = partner + 1
                continue
            }
            if token.kind == .punctuation, [";", ","].contains(token.text) { return cursor + 1 }
            if token.startsLine { return cursor }
            cursor += 1
        }
        return close
    }
}
