import SpecMarkdown
import SpecModel

/// A parameter a sentence names in a code span, waiting for the section's code to say what takes it.
struct SentenceParameter {
    /// The parameter as the span writes it.
    var parameter: Parameter
    /// `.swift` when the span writes a label and a name (a signature's spelling, compared exactly); `.unspecified` for
    /// a bare `name: Type` the sentence calls an argument (its label unwritten, its type compared as a cell's).
    var language: APIDeclaration.Language
    /// The span as written, for a note.
    var span: String
}

/// Members and parameters written with their types in the code spans of a sentence ("through the `_ lit: Bool`
/// argument", "the lamp's `Lamp.glow: Double` property"): a parameter is a claim about what the section's code calls;
/// anything else a located note saying why it is not compared. Never silence: a typed span states the API.
extension SurfaceWalk {
    /// Words that make a bare `name: Type` an argument of a call rather than a property.
    private static let argumentWords: Set<String> = ["argument", "arguments", "parameter", "parameters"]

    /// The typed spans of `paragraph`, but for one that opens it as a definition (`` `glow: Double` -> … ``), which the
    /// paragraph readers take.
    mutating func readSentenceSpans(_ paragraph: Paragraph) {
        readNamedProperties(paragraph)
        readNamedFunctionWords(paragraph)
        let words = Set(paragraph.content.plainText.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
        let namesArgument = !words.isDisjoint(with: Self.argumentWords)
        var spans = paragraph.content.codeSpans
        if case .code? = paragraph.content.first, Self.startsDefinition(paragraph), !spans.isEmpty { spans.removeFirst() }
        for span in spans {
            guard let (line, column) = place(of: span, from: paragraph.range.start.line) else { continue }
            if let written = ParameterSpan.read(span) {
                let parameter = Parameter(
                    name: written.name,
                    label: written.label,
                    type: written.type,
                    defaultValue: written.defaultValue,
                    isRequired: false,
                    line: line,
                    column: column
                )
                sentenceParameters.append(SentenceParameter(parameter: parameter, language: .swift, span: span))
                continue
            }
            guard let typed = TypedMemberSpan.read(span) else { continue }
            switch typed.owner {
            case .type, .path:
                // Unlike a list item or a paragraph it opens, a span inside a sentence may quote another version ("we
                // once wrote …"): with no code to tie it to, what it states is not certain.
                let reason = "`\(span)` in a sentence: a property with its type that no list, definition or code states"
                surface.unread.append(UnreadAPI(reason: reason, line: line, column: column))
            case .unwritten where namesArgument && !ParameterSpan.opensDeclaration(span):
                let parameter = Parameter(
                    name: typed.name,
                    label: nil,
                    type: typed.type,
                    defaultValue: typed.defaultValue,
                    isRequired: false,
                    line: line,
                    column: column
                )
                sentenceParameters.append(SentenceParameter(parameter: parameter, language: .unspecified, span: span))
            case .unwritten:
                // "the lamp's `glow: Double`": a lower-case word is no type, and a heading above may be about another.
                let reason = "`\(span)` in a sentence: a member with its type, whose owner the span does not write"
                surface.unread.append(UnreadAPI(reason: reason, line: line, column: column))
            }
        }
    }

    /// Plain names a sentence calls a property, the word right before or after the span (`` the `glow` property ``,
    /// `` the property `glow` ``): names the module should declare as a property. Whose the sentence says only in words
    /// ("of the lantern"), so nothing beyond the name is claimed.
    mutating func readNamedProperties(_ paragraph: Paragraph) {
        let content = paragraph.content
        for index in content.indices {
            guard case .code(let span) = content[index] else { continue }
            let name = span.trimmingWhitespaces()
            guard name.isPlainIdentifier, name.first?.isLowercase == true else { continue }
            let before = Array(content[..<index]).plainText.lowercased().trimmingWhitespaces()
            let after = Array(content[(index + 1)...]).plainText.lowercased().trimmingWhitespaces()
            guard before.hasSuffix(" property") || before == "property" || after.hasPrefix("property") else { continue }
            // `properties`, `property's`: only the word itself.
            if after.hasPrefix("property"), let next = after.dropFirst("property".count).first, next.isLetter || next == "'" {
                continue
            }
            // "the `x` property of `UIField`": the sentence names whose, often another module's type; a name the whole
            // module may declare elsewhere says nothing of that type.
            if Self.namesOwnerAfter(Array(content[(index + 1)...]).plainText) { continue }
            guard let (line, column) = place(of: "`\(span)`", from: paragraph.range.start.line) else { continue }
            surface.namedProperties.append(DocumentedProperty(owner: "", name: name, line: line, column: column + 1))
        }
    }

    /// Plain names a sentence calls a function, the word right before or after the span (`` call `dismiss` ``, `` the
    /// method `dismiss` ``, `` the `fade` modifier ``): names the module should declare as a function. A name the
    /// sentence says is another's (`` the `present` method of `UIViewController` ``) claims nothing for the module.
    mutating func readNamedFunctionWords(_ paragraph: Paragraph) {
        let content = paragraph.content
        for index in content.indices {
            guard case .code(let span) = content[index] else { continue }
            let name = span.trimmingWhitespaces()
            guard name.isPlainIdentifier, name.first?.isLowercase == true else { continue }
            let before = Array(content[..<index]).plainText.lowercased().split(whereSeparator: { !$0.isLetter }).last
            let after = Array(content[(index + 1)...]).plainText.lowercased().split(whereSeparator: { !$0.isLetter })
            let kinds: Set<Substring> = ["method", "function", "modifier"]
            let namedBefore = before.map { kinds.contains($0) || ["call", "calls", "calling"].contains($0) } ?? false
            let namedAfter = after.first.map(kinds.contains) ?? false
            guard namedBefore || namedAfter, !(namedAfter && after.dropFirst().first == "of") else { continue }
            appendNamedFunction((owner: "", name: name), span: span, from: paragraph.range.start.line)
        }
    }

    /// Whether `text`, what follows a named property, goes on to say whose it is: "property of `Field`", "property of
    /// Field" (a capitalised word).
    static func namesOwnerAfter(_ text: String) -> Bool {
        var rest = text.trimmingWhitespaces()
        if rest.lowercased().hasPrefix("property") { rest = String(rest.dropFirst("property".count)).trimmingWhitespaces() }
        guard rest.lowercased().hasPrefix("of ") else { return false }
        let owner = rest.dropFirst(3).drop { $0 == " " || $0 == "`" }
        return owner.first?.isUppercase == true
    }

    /// Ties the section's sentence parameters to what the section's code calls (before or after the sentence): each is a
    /// partial API of the one callee whose overloads take its name, which the verifier picks; with no code calling
    /// anything, a located note. Runs when the section ends.
    mutating func settleSentenceParameters() {
        defer {
            sentenceParameters = []
            sectionCallees = []
        }
        var seen: Set<String> = []
        let callees = sectionCallees.filter { seen.insert($0).inserted }
        for pending in sentenceParameters {
            guard let last = callees.last else {
                let reason = "`\(pending.span)`: a parameter named in a sentence whose section has no code calling what takes it"
                surface.unread.append(UnreadAPI(reason: reason, line: pending.parameter.line, column: pending.parameter.column))
                continue
            }
            let api = listedDeclaration(
                last,
                .function,
                [pending.parameter],
                language: pending.language,
                line: pending.parameter.line,
                column: pending.parameter.column
            )
            var documented = DocumentedAPI(declaration: api, isPartial: true)
            documented.callees = callees
            surface.apis.append(documented)
        }
    }
}
