import Foundation

/// An Android `<declare-styleable name="PillView">` resource: the attributes a view takes in layout XML, each declared
/// `<attr name="pillLifetime" format="integer"/>`, as a constructor declares its parameters. A format states the type
/// (`string`, `boolean`, `integer`, `float`, `dimension`, `color`); an `enum` format lists its cases as `<enum name=…>`
/// children; a `reference` (a resource id) is held by the resource's name. An attribute declared without a format
/// (`<attr name="pillTone"/>`) takes the one the block declares for that name after the styleable, as Android lets a
/// resource file declare an attribute once and use it in several views.
struct AndroidStyleable {
    /// One attribute element on its own (`<attr name="pillLifetime" format="integer"/>`), as a list item writes it.
    struct Attribute: Equatable {
        var name: String
        /// The type its format states in Swift's spelling; nil when it states none.
        var type: String?

        /// Reads `element`; nil unless it is one `<attr …/>` element naming an attribute.
        init?(element: String) {
            let tokens = UsageTokens(CodeText(element), language: .androidXML)
            guard tokens.isPunctuation("<", at: 0), tokens.isName("attr", at: 1),
                let name = AndroidStyleable.attribute("name", in: tokens, from: 2),
                tokens.isPunctuation(">", at: tokens.tokens.count - 1)
            else { return nil }
            self.name = name.value
            if let format = AndroidStyleable.attribute("format", in: tokens, from: 2)?.value {
                type = AndroidStyleable.swiftType(format, cases: [])
            } else {
                type = AndroidPlatformAttributes.format(of: name.value).flatMap { AndroidStyleable.swiftType($0.format, cases: $0.cases) }
            }
        }
    }

    /// `<attr name="pillTint" format="color"/>` elements with nothing around them (two at least, and no element but
    /// attributes and their `<enum>`/`<flag>` cases): the attributes a styleable would declare, shown without it, so
    /// the component's. Empty for any other fragment.
    static func listedAttributes(_ tokens: UsageTokens) -> [CodeSetting] {
        let run = declaredAttributes(tokens, from: 0, until: { _ in false })
        guard run.onlyAttributes, run.attributes.count >= 2 else { return [] }
        return run.attributes.map { CodeSetting(name: $0.name, type: swiftType($0.format ?? "", cases: $0.cases), offset: $0.offset) }
    }

    /// One `<attr>` element as declared: its name, its format if it states one, the `<enum>`/`<flag>` cases after it.
    private struct DeclaredAttribute {
        var name: String
        var format: String?
        var cases: [String] = []
        var offset: Int
    }

    /// The `<attr>` elements from `start` on, each with the cases that follow it, up to the tag whose `<` `stop` accepts
    /// (or the end). `onlyAttributes` is false when any other element, a nameless attribute or a case before any
    /// attribute came on the way; closing tags, comments and processing instructions are passed over. Every reader of
    /// attributes (a styleable's, one declared after it, a bare listing) reads them here.
    private static func declaredAttributes(
        _ tokens: UsageTokens,
        from start: Int,
        until stop: (Int) -> Bool
    ) -> (attributes: [DeclaredAttribute], end: Int, onlyAttributes: Bool) {
        var attributes: [DeclaredAttribute] = []
        var onlyAttributes = true
        var current = false
        var position = start
        var end: Int?
        while end == nil, let token = tokens[position] {
            defer { position += 1 }
            guard token.kind == .punctuation, token.text == "<", let tag = tokens[position + 1] else { continue }
            if stop(position) {
                end = position
                continue
            }
            guard tag.kind == .name else {
                if !["/", "?", "!"].contains(tag.text) { onlyAttributes = false }
                continue
            }
            let name = attribute("name", in: tokens, from: position + 2)
            switch tag.text {
            case "attr":
                guard let name else {
                    (onlyAttributes, current) = (false, false)
                    continue
                }
                let format = attribute("format", in: tokens, from: position + 2)?.value
                attributes.append(
                    DeclaredAttribute(name: name.value, format: format, offset: tokens[name.position]?.offset ?? token.offset)
                )
                current = true
            case "enum", "flag":
                guard let name, current else {
                    onlyAttributes = false
                    continue
                }
                attributes[attributes.count - 1].cases.append(name.value)
            default:
                onlyAttributes = false
            }
        }
        return (attributes, end ?? position, onlyAttributes)
    }

    /// The view the attributes are declared for (`PillView`).
    let type: String
    /// The declared attributes, each with its type in Swift's spelling (nil when the format gives none).
    let attributes: [CodeSetting]
    let offset: Int
    /// The token position of the declaration's closing `</declare-styleable>` (or of the last token read).
    let end: Int

    /// Reads the declaration whose `<` is at `open`; nil when no `declare-styleable` opens there.
    init?(_ tokens: UsageTokens, at open: Int) {
        guard tokens.isName("declare", at: open + 1), tokens.isPunctuation("-", at: open + 2), tokens.isName("styleable", at: open + 3),
            let name = Self.attribute("name", in: tokens, from: open + 4)
        else { return nil }
        type = name.value
        offset = tokens[name.position]?.offset ?? 0
        // The styleable ends at its closing `</declare-styleable>`.
        let run = Self.declaredAttributes(tokens, from: open + 4) {
            tokens.isPunctuation("/", at: $0 + 1) && tokens.isName("declare", at: $0 + 2)
        }
        let attributes = run.attributes.map {
            CodeSetting(name: $0.name, type: Self.swiftType($0.format ?? "", cases: $0.cases), offset: $0.offset)
        }
        end = run.end
        // `<attr name="pillTone" format="enum">…</attr>` after the styleable states the format its `<attr name="pillTone"/>`
        // leaves out.
        let declared = Self.topLevelAttributes(tokens, from: run.end)
        self.attributes = attributes.map { attribute in
            guard attribute.type == nil, let format = declared[attribute.name] ?? AndroidPlatformAttributes.format(of: attribute.name)
            else { return attribute }
            var stated = attribute
            stated.type = Self.swiftType(format.format, cases: format.cases)
            return stated
        }
    }

    /// The attributes declared with a format after `start`, up to the next styleable: by name (the first wins), their
    /// format and cases.
    private static func topLevelAttributes(_ tokens: UsageTokens, from start: Int) -> [String: (format: String, cases: [String])] {
        let run = declaredAttributes(tokens, from: start) { tokens.isName("declare", at: $0 + 1) }
        var found: [String: (format: String, cases: [String])] = [:]
        for attribute in run.attributes where found[attribute.name] == nil {
            if let format = attribute.format { found[attribute.name] = (format, attribute.cases) }
        }
        return found
    }

    /// `key="value"` within the tag starting at `start` (before its `>`): the value unquoted and the value's position.
    fileprivate static func attribute(_ key: String, in tokens: UsageTokens, from start: Int) -> (value: String, position: Int)? {
        var position = start
        while let token = tokens[position], !(token.kind == .punctuation && [">", "<"].contains(token.text)) {
            if token.kind == .name, token.text == key, tokens.isPunctuation("=", at: position + 1), let value = tokens[position + 2],
                value.kind == .string, !tokens.isPunctuation(":", at: position - 1)
            {
                return (String(value.text.dropFirst().dropLast()), position + 2)
            }
            position += 1
        }
        return nil
    }

    /// A format's type: the first of `color|reference` that states one; an enumeration's cases as a union of literals
    /// (which the usage reading makes an enumeration of).
    fileprivate static func swiftType(_ format: String, cases: [String]) -> String? {
        if !cases.isEmpty { return cases.map { "'\($0)'" }.joined(separator: " | ") }
        let parts = format.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        for part in parts {
            switch part {
            case "string": return "String"
            case "boolean": return "Bool"
            case "integer": return "Int"
            case "float", "fraction", "dimension": return "Double"
            case "color": return "Color"
            default: continue
            }
        }
        // A reference alone is a resource (`@drawable/ic_close`), which a model holds by its name, as `ResourceReference`
        // reads such a default.
        return parts.contains("reference") ? "String" : nil
    }
}
