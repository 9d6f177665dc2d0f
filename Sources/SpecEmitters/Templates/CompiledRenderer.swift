/// Renders compiled templates: the view's values are asked for by `TemplateKey`, and sections, inverted sections,
/// partials and escaping follow the Mustache library's rules, so the bytes are the same as its rendering.
struct CompiledRenderer: Sendable {
    /// The compiled templates by name (partials included).
    let templates: [String: CompiledTemplate]

    /// Renders `view` with the template called `name`; an unknown name renders nothing, as Mustache does.
    func render(_ view: any TemplateView, template name: String) -> String {
        guard let template = templates[name] else { return "" }
        var output = ""
        var stack: [TemplateValue] = [.object(view)]
        render(template.nodes, stack: &stack, isText: false, indentation: nil, into: &output)
        return output
    }

    private func render(
        _ nodes: [CompiledTemplate.Node],
        stack: inout [TemplateValue],
        isText startsAsText: Bool,
        indentation: String?,
        into output: inout String
    ) {
        var isText = startsAsText
        guard let indentation, !indentation.isEmpty else {
            for node in nodes { render(node, stack: &stack, isText: &isText, indentation: indentation, into: &output) }
            return
        }
        // A partial that stands alone on an indented line indents each piece that starts one of its own lines.
        let start = output.utf8.count
        for node in nodes {
            var piece = ""
            render(node, stack: &stack, isText: &isText, indentation: indentation, into: &piece)
            if !piece.isEmpty, Self.endsWithLineFeed(output, after: start) { output += indentation }
            output += piece
        }
    }

    private func render(
        _ node: CompiledTemplate.Node,
        stack: inout [TemplateValue],
        isText: inout Bool,
        indentation: String?,
        into output: inout String
    ) {
        switch node.kind {
        case .text:
            output += node.text
        case .variable:
            guard let value = Self.find(node.path, in: stack) else { return }
            let text = Self.text(of: value)
            output += isText ? text : Self.escapingHTML(text)
        case .unescapedVariable:
            guard let value = Self.find(node.path, in: stack) else { return }
            output += Self.text(of: value)
        case .section:
            switch Self.find(node.path, in: stack) {
            case .flag(let flag):
                if flag { render(node.body, stack: &stack, isText: isText, indentation: indentation, into: &output) }
            case .list(let items):
                for item in items {
                    renderInside(.object(item), node.body, stack: &stack, isText: isText, indentation: indentation, into: &output)
                }
            case .lines(let lines):
                for line in lines {
                    renderInside(.text(line), node.body, stack: &stack, isText: isText, indentation: indentation, into: &output)
                }
            case .some(let value):
                renderInside(value, node.body, stack: &stack, isText: isText, indentation: indentation, into: &output)
            case .none:
                return
            }
        case .invertedSection:
            switch Self.find(node.path, in: stack) {
            case .flag(let flag):
                if !flag { render(node.body, stack: &stack, isText: isText, indentation: indentation, into: &output) }
            case .list(let items) where items.isEmpty:
                renderInside(.list(items), node.body, stack: &stack, isText: isText, indentation: indentation, into: &output)
            case .lines(let lines) where lines.isEmpty:
                renderInside(.lines(lines), node.body, stack: &stack, isText: isText, indentation: indentation, into: &output)
            case .some:
                return
            case .none:
                render(node.body, stack: &stack, isText: isText, indentation: indentation, into: &output)
            }
        case .partial:
            guard let partial = templates[node.text] else { return }
            // A partial starts as HTML again and adds its own indentation to the enclosing one.
            let indented = node.indentation.map { (indentation ?? "") + $0 } ?? indentation
            render(partial.nodes, stack: &stack, isText: false, indentation: indented, into: &output)
        case .contentType:
            isText = node.isText
        }
    }

    private func renderInside(
        _ value: TemplateValue,
        _ nodes: [CompiledTemplate.Node],
        stack: inout [TemplateValue],
        isText: Bool,
        indentation: String?,
        into output: inout String
    ) {
        stack.append(value)
        render(nodes, stack: &stack, isText: isText, indentation: indentation, into: &output)
        stack.removeLast()
    }

    /// The value a path names: its first key in the innermost view that answers it, then each further key inside.
    private static func find(_ path: CompiledTemplate.KeyPath, in stack: [TemplateValue]) -> TemplateValue? {
        guard let innermost = stack.last else { return nil }
        switch path.start {
        case .current:
            return innermost
        case .currentChild:
            return find(path.keys[...], inside: innermost)
        case .stack:
            guard let first = path.keys.first else { return innermost }
            guard let first else { return nil }
            for case .object(let view) in stack.reversed() {
                if let found = view.value(of: first) { return find(path.keys.dropFirst(), inside: found) }
            }
            return nil
        }
    }

    private static func find(_ keys: ArraySlice<TemplateKey?>, inside value: TemplateValue) -> TemplateValue? {
        var value = value
        for key in keys {
            guard case .object(let view) = value, let key, let next = view.value(of: key) else { return nil }
            value = next
        }
        return value
    }

    /// A value as a variable prints it: Swift's description, as Mustache prints what is not text.
    private static func text(of value: TemplateValue) -> String {
        switch value {
        case .text(let text): text
        case .flag(let flag): String(describing: flag)
        case .lines(let lines): String(describing: lines)
        case .object(let view): String(describing: view)
        case .list(let views): String(describing: views)
        }
    }

    /// Mustache's HTML escaping (by character, five characters replaced); most text has none of them.
    static func escapingHTML(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Whether what `text` holds after UTF-8 offset `start` ends with a line feed on its own (a carriage return
    /// before it would make the two one character).
    private static func endsWithLineFeed(_ text: String, after start: Int) -> Bool {
        let bytes = text.utf8
        let count = bytes.count
        guard count > start, bytes.last == 0x0A else { return false }
        return count - 1 == start || bytes[bytes.index(bytes.endIndex, offsetBy: -2)] != 0x0D
    }
}
