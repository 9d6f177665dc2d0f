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
        var listed: [(name: String, format: String, cases: [String], offset: Int)] = []
        var position = 0
        while let token = tokens[position] {
            defer { position += 1 }
            guard token.kind == .punctuation, token.text == "<", let tag = tokens[position + 1] else { continue }
            if tag.kind == .punctuation, tag.text == "/" || tag.text == "?" || tag.text == "!" { continue }
            switch tag.text {
            case "attr":
                guard let name = attribute("name", in: tokens, from: position + 2) else { return [] }
                let format = attribute("format", in: tokens, from: position + 2)?.value ?? ""
                listed.append((name.value, format, [], tokens[name.position]?.offset ?? token.offset))
            case "enum", "flag":
                guard !listed.isEmpty, let name = attribute("name", in: tokens, from: position + 2) else { return [] }
                listed[listed.count - 1].cases.append(name.value)
            default:
                return []
            }
        }
        guard listed.count >= 2 else { return [] }
        return listed.map { CodeSetting(name: $0.name, type: swiftType($0.format, cases: $0.cases), offset: $0.offset) }
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
        var attributes: [CodeSetting] = []
        var position = open + 4
        var current: (name: String, format: String, cases: [String], offset: Int)?
        func finish() {
            guard let attribute = current else { return }
            attributes.append(
                CodeSetting(name: attribute.name, type: Self.swiftType(attribute.format, cases: attribute.cases), offset: attribute.offset)
            )
            current = nil
        }
        while let token = tokens[position] {
            if tokens.isPunctuation("<", at: position), tokens.isPunctuation("/", at: position + 1),
                tokens.isName("declare", at: position + 2)
            {
                break
            }
            if tokens.isPunctuation("<", at: position), let tag = tokens[position + 1], tag.kind == .name {
                if tag.text == "attr", let name = Self.attribute("name", in: tokens, from: position + 2) {
                    finish()
                    let format = Self.attribute("format", in: tokens, from: position + 2)?.value ?? ""
                    current = (name.value, format, [], tokens[name.position]?.offset ?? token.offset)
                } else if tag.text == "enum" || tag.text == "flag", let name = Self.attribute("name", in: tokens, from: position + 2) {
                    current?.cases.append(name.value)
                }
            }
            position += 1
        }
        finish()
        end = position
        // `<attr name="pillTone" format="enum">…</attr>` after the styleable states the format its `<attr name="pillTone"/>`
        // leaves out.
        let declared = Self.topLevelAttributes(tokens, from: position)
        self.attributes = attributes.map { attribute in
            guard attribute.type == nil, let format = declared[attribute.name] ?? AndroidPlatformAttributes.format(of: attribute.name)
            else { return attribute }
            var stated = attribute
            stated.type = Self.swiftType(format.format, cases: format.cases)
            return stated
        }
    }

    /// The attributes declared with a format after `start`, up to the next styleable: by name, their format and cases.
    private static func topLevelAttributes(_ tokens: UsageTokens, from start: Int) -> [String: (format: String, cases: [String])] {
        var found: [String: (format: String, cases: [String])] = [:]
        var current: String?
        var position = start
        while let token = tokens[position] {
            defer { position += 1 }
            guard token.kind == .punctuation, token.text == "<", let tag = tokens[position + 1], tag.kind == .name else { continue }
            if tag.text == "declare" { break }
            if tag.text == "attr", let name = attribute("name", in: tokens, from: position + 2) {
                current = nil
                guard let format = attribute("format", in: tokens, from: position + 2), found[name.value] == nil else { continue }
                found[name.value] = (format.value, [])
                current = name.value
            } else if tag.text == "enum" || tag.text == "flag", let name = attribute("name", in: tokens, from: position + 2),
                let attribute = current
            {
                found[attribute]?.cases.append(name.value)
            }
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
