// How the surface walk (DocumentedSurfaceReader.swift) reads words: the tests of a name, a type or a label that its readers share.

import Foundation
import SpecMarkdown
import SpecModel

extension SurfaceWalk {
    /// `icon(_ name: String), plain`: each case's name and the text inside its payload's parentheses.
    static func caseElements(_ body: String) -> [(name: String, payload: String?)] {
        let code = CodeText(body)
        return PayloadElements.pieces(of: body).compactMap { piece in
            let trimmed = code.text(code.trimmed(piece))
            let name = String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !name.isEmpty else { return nil }
            let rest = trimmed.dropFirst(name.count)
            guard rest.hasPrefix("("), let close = rest.lastIndex(of: ")") else { return (name, nil) }
            return (name, String(rest[rest.index(after: rest.startIndex)..<close]))
        }
    }

    /// "The `NoticeShape` cases are:", "Possible values of `Edge`:": the enumeration a list that follows names.
    static func enumerationIntroduced(by markdown: String) -> String? {
        let lower = markdown.lowercased().trimmingWhitespaces()
        guard lower.hasSuffix(":"), ["case", "value", "option", "style"].contains(where: { lower.contains($0) }) else { return nil }
        return subjects(in: markdown).first { isTypePath($0) }
    }

    /// A member's declaration alone, without a body: `var color: UIColor`, `init?(hex: String)`, `func show()`, `case top`.
    static func isMemberDeclaration(_ code: String) -> Bool {
        let statements = code.split(separator: "\n").map { $0.trimmingWhitespaces() }.filter { !$0.isEmpty }
        guard let first = statements.first, !code.contains("{") else { return false }
        let statement = withoutModifiers(first)
        if statement.hasPrefix("var ") || statement.hasPrefix("let ") {
            return statements.count == 1 && statement.contains(":") && !statement.contains("=")
        }
        return ["func ", "init(", "init?(", "init!(", "case ", "subscript("].contains { statement.hasPrefix($0) }
    }

    /// A member heading of a doc-generator page: `color`, `init(hex:)`, `present(text:edge:)` (a capitalised name is a
    /// type's).
    static func isMemberHeading(_ text: String) -> Bool {
        let name = text.prefix { $0 != "(" }
        guard isIdentifier(String(name)), name.first?.isLowercase == true else { return false }
        let rest = text.dropFirst(name.count)
        return rest.isEmpty || (rest.hasPrefix("(") && rest.hasSuffix(")"))
    }

    /// The group headings doc generators put members under: "Properties", "Methods", "Initializers", "Type Methods".
    static func isMemberGroup(_ text: String) -> Bool {
        let lower = text.lowercased()
        return ["propert", "method", "initializ", "function", "subscript", "variable"].contains { lower.contains($0) }
    }

    /// A doc-comment callout beside the parameters (`- Returns: …`, `- Throws: …`): not a parameter.
    static func isCalloutItem(_ item: ListItem) -> Bool {
        guard case .paragraph(let paragraph)? = item.blocks.first else { return false }
        let text = paragraph.content.plainText.trimmingWhitespaces()
        guard let colon = text.firstIndex(of: ":") else { return false }
        return calloutWords.contains(text[..<colon].lowercased())
    }

    static let calloutWords: Set<String> = [
        "returns", "throws", "note", "important", "warning", "precondition", "postcondition", "requires", "complexity",
        "seealso", "since", "version", "author", "attention", "bug", "experiment", "invariant", "remark", "todo",
    ]

    /// An item whose own paragraph is only a parameter-list title (`- Parameters:`), whatever it nests.
    static func isParameterTitleItem(_ item: ListItem) -> Bool {
        guard case .paragraph(let paragraph)? = item.blocks.first else { return false }
        return isParametersLabel(paragraph.content.plainText)
    }

    /// "Parameters:" and nothing else, as a doc comment's callout or a heading: the label that ties a list to the call
    /// just shown. Narrower than `SectionVocabulary.isParameterListTitle` ("Props", "Arguments for show()"), which
    /// titles a section of a component's inputs, because a claim needs the list to be that call's.
    static func isParametersLabel(_ text: String) -> Bool {
        let words = text.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: " :-*"))
        return words == "parameters" || words == "parameter"
    }

    static func isIdentifier(_ text: String) -> Bool { text.isPlainIdentifier }

    /// `Toast`, `Toast.Edge`: capitalised identifiers joined by dots.
    static func isTypePath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { isIdentifier(String($0)) && $0.first?.isUppercase == true }
    }

    /// The one type a table's first header cell names in code voice (`` `Drawing ` attribute ``), nil for none or several.
    static func codeVoiceType(inHeaderCell markdown: String) -> String? {
        let spans = markdown.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { $0.element.trimmingCharacters(in: .whitespaces) }
        let types = spans.filter(isTypePath)
        return types.count == 1 && spans.count == 1 ? types[0] : nil
    }

    /// The type names a sentence gives, most specific first: dotted paths, then code spans, then capitalised words
    /// that join two words (`SimpleToastOptions`), and lower-case code spans (a property whose type is the subject).
    static func subjects(in markdown: String) -> [String] {
        var spans: [String] = []
        var words: [String] = []
        var inCode = false
        var current = ""
        for character in markdown {
            if character == "`" {
                if inCode, !current.isEmpty { spans.append(current) }
                inCode.toggle()
                current = ""
            } else if inCode {
                current.append(character)
            }
        }
        for word in markdown.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) {
            let word = String(word).trimmingCharacters(in: CharacterSet(charactersIn: "."))
            if isTypePath(word), word.dropFirst().contains(where: \.isUppercase) { words.append(word) }
        }
        let dotted = (spans + words).filter { $0.contains(".") && isTypePath($0) }
        let types = spans.filter { isTypePath($0) && !$0.contains(".") } + words.filter { !$0.contains(".") }
        let properties = spans.filter { isIdentifier($0) && $0.first?.isLowercase == true }
        var seen: Set<String> = []
        return (dotted.reversed() + types.reversed() + properties.reversed()).filter { seen.insert($0).inserted }
    }

    /// "Possible values: .slide, .fade" (or "One of …", "Values: …"): the case names, when every value is `.name`.
    static func possibleValues(in text: String) -> [String]? {
        let lower = text.lowercased()
        guard let range = lower.range(of: "possible values:") ?? lower.range(of: "one of:") ?? lower.range(of: "values:") else {
            return nil
        }
        let rest = text[range.upperBound...].prefix { $0 != "|" && $0 != "\n" }
        var values: [String] = []
        for piece in rest.split(whereSeparator: { $0 == "," || $0 == " " }) {
            var value = piece.trimmingCharacters(in: CharacterSet(charactersIn: "`*. "))
            guard piece.trimmingCharacters(in: CharacterSet(charactersIn: "`* ")).hasPrefix(".") else {
                if value == "or" || value == "and" { continue }
                break
            }
            value = value.trimmingCharacters(in: .punctuationCharacters)
            guard isIdentifier(value) else { break }
            values.append(value)
        }
        return values.count >= 2 ? values : nil
    }

    /// The whole text of a list item, nested blocks included, with code spans in backticks.
    static func itemText(_ item: ListItem) -> String {
        item.blocks.map { block -> String in
            switch block {
            case .paragraph(let paragraph): paragraph.content.markdownText
            case .list(let list): list.items.map(itemText).joined(separator: "\n")
            default: ""
            }
        }.joined(separator: "\n")
    }

    /// The declaration without its attributes and modifiers (`@available(…) public static`).
    static func withoutModifiers(_ text: String) -> String {
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            if rest.hasPrefix("@") {
                var index = rest.index(after: rest.startIndex)
                while index < rest.endIndex, rest[index].isLetter || rest[index].isNumber || rest[index] == "_" {
                    index = rest.index(after: index)
                }
                if index < rest.endIndex, rest[index] == "(" {
                    var depth = 0
                    while index < rest.endIndex {
                        if rest[index] == "(" { depth += 1 }
                        if rest[index] == ")" {
                            depth -= 1
                            if depth == 0 {
                                index = rest.index(after: index)
                                break
                            }
                        }
                        index = rest.index(after: index)
                    }
                }
                rest = rest[index...]
                continue
            }
            let word = rest.prefix { $0.isLetter }
            // `class` is a modifier only before a member (`class func`); before a name it declares a class.
            let after = rest.dropFirst(word.count).drop { $0 == " " }
            if word == "class", !["func ", "var ", "let ", "subscript"].contains(where: { after.hasPrefix($0) }) { return String(rest) }
            if modifiers.contains(String(word)), rest.dropFirst(word.count).first == " " {
                rest = rest.dropFirst(word.count)
                continue
            }
            return String(rest)
        }
    }

    /// `public class Navigate`, `public enum ToastStyle: String`: the type keyword of a type's declaration.
    static func typeKeyword(_ code: String) -> String? {
        let first = code.split(separator: "\n").first.map(String.init) ?? ""
        let rest = withoutModifiers(first.trimmingWhitespaces())
        let word = String(rest.prefix { $0.isLetter })
        return ["class", "struct", "enum", "protocol", "actor", "extension"].contains(word) ? word : nil
    }

    /// `.sparkles(count:spread:)`, `present(…)`, `present()` in a sentence: the function's name.
    static func functionReference(_ markdown: String) -> String? {
        var spans: [String] = []
        var inCode = false
        var current = ""
        for character in markdown {
            if character == "`" {
                if inCode { spans.append(current) }
                inCode.toggle()
                current = ""
            } else if inCode {
                current.append(character)
            }
        }
        if spans.isEmpty { spans = [markdown.trimmingWhitespaces()] }
        for span in spans {
            let text = span.hasPrefix(".") ? String(span.dropFirst()) : span
            guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { continue }
            let name = String(text[..<open])
            let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
            guard isIdentifier(name), name.first?.isLowercase == true,
                inside.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" || $0 == "…" || $0 == "." })
            else { continue }
            return name
        }
        return nil
    }

    /// `` `.toast` `` in a sentence: a modifier named without its parameters, the only such span of the sentence.
    static func modifierReference(_ markdown: String) -> String? {
        let spans = markdown.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
        let modifiers = spans.filter {
            $0.hasPrefix(".") && isIdentifier(String($0.dropFirst())) && $0.dropFirst().first?.isLowercase == true
        }
        guard modifiers.count == 1, markdown.lowercased().contains("modifier") else { return nil }
        return String(modifiers[0].dropFirst())
    }

    /// `public final class Notice: Base` → `Notice`: the name a type's declaration gives.
    static func declaredName(_ code: String) -> String? {
        let first = code.split(separator: "\n").first.map(String.init) ?? ""
        let rest = withoutModifiers(first.trimmingWhitespaces())
        let afterKeyword = rest.drop { $0.isLetter }.drop { $0 == " " }
        let name = String(afterKeyword.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return name.isEmpty ? nil : name
    }

    /// `var shared: Navigate`, `public static let standard: Style`: the property's name.
    static func propertyName(_ statement: String) -> String? {
        let rest = withoutModifiers(statement)
        for keyword in ["var ", "let "] where rest.hasPrefix(keyword) {
            let name = String(rest.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            return name.isEmpty ? nil : name
        }
        return nil
    }

    /// The type a property statement writes after its name's colon, up to an initial value or accessor block
    /// (`public var title: String? { get }` → `String?`); nil when it writes none (`let title = "Hi"`).
    static func propertyType(_ statement: String) -> String? {
        let rest = withoutModifiers(statement)
        guard rest.hasPrefix("var ") || rest.hasPrefix("let "), let colon = rest.firstIndex(of: ":") else { return nil }
        let name = rest.dropFirst(4)[..<colon].trimmingWhitespaces()
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        var type = String(rest[rest.index(after: colon)...])
        for end in ["{", "="] {
            if let range = type.range(of: end) { type = String(type[..<range.lowerBound]) }
        }
        type = type.trimmingWhitespaces()
        return type.isEmpty ? nil : type
    }

    static let modifiers: Set<String> = [
        "public", "open", "internal", "package", "static", "class", "final", "override", "convenience", "required",
        "mutating", "nonmutating", "nonisolated", "dynamic", "optional", "indirect", "lazy", "weak", "unowned",
    ]
}
