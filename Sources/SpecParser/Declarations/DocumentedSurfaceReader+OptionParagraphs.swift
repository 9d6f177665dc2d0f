// How the surface walk (DocumentedSurfaceReader.swift) reads option paragraphs.

import Foundation
import SpecMarkdown
import SpecModel

extension SurfaceWalk {
    /// `` `titleFont: UIFont` -> Sets the title's font. Default is `.body`. ``: a paragraph that starts with a property (its
    /// type optional) in a code span, then what it does.
    static func optionParagraph(_ paragraph: Paragraph) -> Parameter? {
        guard case .code(let span)? = paragraph.content.first, startsDefinition(paragraph) else { return nil }
        let parts = span.split(separator: ":", maxSplits: 1).map { $0.trimmingWhitespaces() }
        guard let name = parts.first, isIdentifier(name), name.first?.isLowercase == true else { return nil }
        let type = parts.count == 2 ? parts[1] : nil
        if let type, type.isEmpty || type.contains("=") || type.contains("<#") { return nil }
        return Parameter(
            name: name,
            label: nil,
            type: type,
            defaultValue: ProseDefault.value(in: paragraph.content.markdownText),
            isRequired: false,
            line: paragraph.range.start.line,
            column: paragraph.range.start.column
        )
    }

    /// Whether what follows the paragraph's first code span opens its description (`->`, `:`, a dash).
    static func startsDefinition(_ paragraph: Paragraph) -> Bool {
        let rest = Array(paragraph.content.dropFirst()).plainText.trimmingWhitespaces()
        return ["->", "→", ":", "-", "–", "—"].contains(where: { rest.hasPrefix($0) })
    }

    /// `` `dismiss()` -> Hides the alert. ``: a paragraph that starts with a method's name and empty parentheses in a
    /// code span, then what it does; the name. Empty parentheses name the method, as DocC's `dismiss()` does; they do
    /// not claim it takes no parameters.
    static func methodParagraph(_ paragraph: Paragraph) -> String? {
        guard case .code(let span)? = paragraph.content.first, startsDefinition(paragraph) else { return nil }
        let written = span.trimmingWhitespaces()
        guard written.hasSuffix("()") else { return nil }
        let name = String(written.dropLast(2))
        return isIdentifier(name) && name.first?.isLowercase == true ? name : nil
    }

    /// The section's method paragraphs, at least two (one alone may name a platform method in passing): each claims a
    /// public function of its name somewhere in the module; the section's subject, read from a heading or sentence, is
    /// not certain enough to require the method on that type.
    mutating func flushMethodParagraphs() {
        defer { methodParagraphs = [] }
        guard methodParagraphs.count >= 2 else { return }
        claimFunctions(named: methodParagraphs)
    }

    /// Claims a public function of each name, by name only.
    mutating func claimFunctions(named methods: [(name: String, line: Int, column: Int)]) {
        for method in methods {
            var api = APIDeclaration(language: .swift, symbol: method.name, kind: .function, line: method.line, column: method.column)
            api.document = surface.document
            var documented = DocumentedAPI(declaration: api)
            documented.namesOnly = true
            surface.apis.append(documented)
            surface.supplementaryLines.insert(api.line)
        }
    }

    /// The section's option paragraphs, at least two, as the properties of the type its heading or first sentence names.
    mutating func flushOptionParagraphs() {
        flushMethodParagraphs()
        defer {
            optionParagraphs = []
            optionSubjects = []
        }
        guard optionParagraphs.count >= 2, !optionSubjects.isEmpty, let first = optionParagraphs.first else { return }
        let api = listedDeclaration(optionSubjects[0], .properties, optionParagraphs, line: first.line, column: first.column)
        surface.apis.append(DocumentedAPI(declaration: api, subjects: optionSubjects))
        surface.supplementaryLines.insert(api.line)
    }
}
