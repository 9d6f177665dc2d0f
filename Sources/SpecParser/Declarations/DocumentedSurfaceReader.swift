import Foundation
import SpecMarkdown
import SpecModel

/// Reads what a library's own documentation states about its API, in the shapes such pages take: a
/// doc-generator page per type (the type as title, member headings, one declaration per member, `case` blocks,
/// "Parameters" lists), declarations in code spans of lists, lists and tables of a type's properties with
/// defaults in prose, values listed beside a table row's type, usage calls, and DocC symbol links.
public enum DocumentedSurfaceReader {
    /// The surface of the Markdown `text` of `document`.
    public static func read(_ text: String, document: String) -> DocumentedSurface {
        let markdown = MarkdownDocument(parsing: text)
        var walk = SurfaceWalk(document: document, lines: markdown.sourceLines)
        walk.visit(markdown.blocks)
        walk.finish()
        return walk.surface
    }
}

/// One pass over a document's blocks, keeping the headings above and the page's type.
struct SurfaceWalk {
    var surface: DocumentedSurface
    let lines: [String]
    /// Headings above the current block: level and plain text.
    var headings: [(level: Int, text: String, line: Int)] = []
    /// The H1 when it names a type (`Toast`, `Toast.Edge`), until a code block confirms it declares one.
    var titleType: String?
    var titleLine = 0
    /// The type a doc-generator page documents.
    var pageType: String?
    /// The page's enumeration, when the page's type is one; its cases come from `case` blocks.
    var pageEnumeration: Enumeration?
    /// Index in `surface.apis` of the declaration under the current member heading.
    var memberAPI: Int?
    /// Whether the next list is the current member's parameter list.
    var expectsParameterList = false
    /// Index in `surface.calls` of the one API written as a call with types that the last code block showed.
    var typedCall: Int?
    /// The paragraphs of the current section so far, in order, for what introduces a list or a table.
    var introductions: [String] = []
    var sawSecondLevel = false
    /// Whether the current section has shown a declaration in code (any language).
    var declarationInSection = false
    /// The one Swift function or initializer the section's last code block declares: a table right under it lists its
    /// parameters. Nil when the block declares none or several (the table's subject would be a guess).
    var sectionDeclaration: ParsedDeclaration?
    /// In a DocC extension file (`# ``Notice`` `), the symbol it documents: its links are relative to it.
    var linkScope: [String] = []
    /// Paragraphs of the current section that each state one property in a code span (`` `popupWidth: CGFloat` -> … ``).
    var optionParagraphs: [Parameter] = []
    /// Paragraphs of the current section that each name one method in a code span (`` `dismiss()` -> … ``).
    var methodParagraphs: [(name: String, line: Int, column: Int)] = []
    /// The subjects the section gave before its first such paragraph.
    var optionSubjects: [String] = []
    /// What the last code block called (methods by name, initializers by type), until another section begins: a table
    /// under a heading titled only "Parameters" is about one of them.
    var lastCallees: [String] = []
    /// The calls (indices in `surface.calls`) the section's last code block made, until another section begins.
    var lastCalls: Range<Int> = 0..<0
    /// Index in `surface.apis` of a table of names no code beside it has tied to a callee yet: the next code block may.
    var tableAwaitingCode: Int?
    /// Each variable the document's code binds: the types its bindings spell, and whether one spells none.
    var bindings: [String: (types: Set<String>, untyped: Bool)] = [:]
    /// Properties set through variables (`toast.duration = 3`), placed in the document; tied to types at the end,
    /// since a later block may bind the variable an earlier one uses.
    var assignments: [PlacedAssignment] = []
    /// Calls of a method through a variable (`toast.show(…)`): index in `surface.calls` and the variable, whose bound
    /// type names the method's owner at the end.
    var receivers: [(call: Int, variable: String)] = []
    /// The plain text of the paragraph right before the current block, if the block before it is one.
    var paragraphBeforeCode: String?
    /// Parameters the section's sentences name in code spans (`_ lit: Bool`), tied to its calls when it ends.
    var sentenceParameters: [SentenceParameter] = []
    /// What every code block of the section called, in order, until another section begins.
    var sectionCallees: [String] = []

    init(document: String, lines: [String]) {
        surface = DocumentedSurface(document: document)
        self.lines = lines
    }

    mutating func finish() {
        flushOptionParagraphs()
        settleSentenceParameters()
        settleTableAwaitingCode()
        for receiver in receivers {
            // One binding that spells a type: the method is that type's (the verifier falls back to every method of the
            // name when the type has none, as one it inherits from another module may be).
            guard let bound = bindings[receiver.variable], bound.types.count == 1, !bound.untyped, let type = bound.types.first,
                case .method(let name) = surface.calls[receiver.call].callee
            else { continue }
            surface.calls[receiver.call].callee = .member(owner: type, name: name)
        }
        for placed in assignments {
            let assignment = placed.read
            if let closure = placed.closure {
                var read = DocumentedAssignment(
                    variable: assignment.variable,
                    property: assignment.property,
                    owners: closure.type.map { [$0] } ?? [],
                    hasUntypedBinding: false,
                    line: assignment.line,
                    column: assignment.column,
                    value: assignment.value
                )
                read.through = assignment.through
                if closure.type == nil {
                    // `toast.configure { … }`: the receiver's one spelt type names the method's owner.
                    var callee = closure.callee
                    let receiver = callee.split(separator: ".").first.map(String.init) ?? ""
                    if receiver.first?.isLowercase == true, let bound = bindings[receiver], bound.types.count == 1, !bound.untyped,
                        let type = bound.types.first
                    {
                        callee = type + callee.dropFirst(receiver.count)
                    }
                    read.closureCallee = callee
                    read.closureParameter = closure.index
                }
                surface.assignments.append(read)
                continue
            }
            // Through a static member (`Notice.shared`) or on a type (`Notice.placement = …`): the path stands for the owner,
            // resolved against the code.
            let path = assignment.variable.contains(".") || assignment.variable.first?.isUppercase == true ? assignment.variable : nil
            // A variable the code never binds keeps no owner: the verifier says it did not compare it.
            let bound = path.map({ (types: Set([$0]), untyped: false) }) ?? bindings[assignment.variable] ?? ([], false)
            surface.assignments.append(
                DocumentedAssignment(
                    variable: assignment.variable,
                    property: assignment.property,
                    owners: bound.types.sorted(),
                    hasUntypedBinding: bound.untyped,
                    line: assignment.line,
                    column: assignment.column,
                    value: assignment.value,
                    through: assignment.through
                )
            )
        }
        if let enumeration = pageEnumeration, !enumeration.cases.isEmpty { surface.enumerations.append(enumeration) }
    }

    /// The enumeration a type path names (`Toast.Edge` declares `Edge`), from this document, with the cases the page
    /// lists for it.
    /// `var height: SheetHeight { return .fixed(300) }`: each value names a member of the type written, gathered as a
    /// partial listing of that enumeration at the value's line (the code may have more cases).
    mutating func readTypedCaseValues(_ block: CodeBlock) {
        for value in TypedCaseValues.values(in: block.code) {
            var gathered = enumeration(named: value.type, cases: [value.member], line: block.firstCodeLine + value.line, column: 1)
            gathered.isInferred = true
            surface.enumerations.append(gathered)
        }
    }

    func enumeration(named typePath: String, cases: [String], line: Int, column: Int) -> Enumeration {
        var enumeration = Enumeration(
            name: String(typePath.split(separator: ".").last ?? ""),
            cases: cases,
            line: line,
            column: column
        )
        enumeration.document = surface.document
        return enumeration
    }

    /// A declaration the page states in no code of its own (a list, a table, option paragraphs), in this document.
    func listedDeclaration(
        _ symbol: String,
        _ kind: APIDeclaration.Kind,
        _ parameters: [Parameter],
        language: APIDeclaration.Language = .unspecified,
        line: Int,
        column: Int
    ) -> APIDeclaration {
        var api = APIDeclaration(language: language, symbol: symbol, kind: kind, parameters: parameters, line: line, column: column)
        api.document = surface.document
        return api
    }

    mutating func visit(_ blocks: [Block]) {
        for block in blocks {
            switch block {
            case .codeBlock, .paragraph: break
            default: settleTableAwaitingCode()
            }
            defer {
                if case .paragraph(let paragraph) = block {
                    paragraphBeforeCode = paragraph.content.plainText
                } else {
                    paragraphBeforeCode = nil
                }
            }
            switch block {
            case .heading(let heading): visitHeading(heading)
            case .codeBlock(let code): visitCode(code)
            case .paragraph(let paragraph):
                let text = paragraph.content.markdownText
                readLinks(paragraph.content, line: paragraph.range.start.line)
                readCodeSpanDeclarations(paragraph.content, at: paragraph.range.start)
                readCodeSpanCalls(paragraph.content, line: paragraph.range.start.line)
                readSentenceSpans(paragraph)
                if Self.isParametersLabel(paragraph.content.plainText) {
                    expectsParameterList = memberAPI != nil || typedCall != nil
                } else if let option = Self.optionParagraph(paragraph) {
                    if optionParagraphs.isEmpty { optionSubjects = introducedSubjects + headingSubjects }
                    optionParagraphs.append(option)
                } else if let method = Self.methodParagraph(paragraph) {
                    if optionParagraphs.isEmpty, methodParagraphs.isEmpty { optionSubjects = introducedSubjects + headingSubjects }
                    methodParagraphs.append((method, paragraph.range.start.line, paragraph.range.start.column))
                } else if Self.startsDefinition(paragraph), case .code(let span)? = paragraph.content.first,
                    let typed = TypedMemberSpan.read(span), case .type(let owner) = typed.owner
                {
                    // `` `Lamp.shared.wick: Int` -> … ``: its owner is written, so it needs no run of such paragraphs.
                    let (line, column) = (paragraph.range.start.line, paragraph.range.start.column)
                    if let note = readOwnedMember(typed, of: owner, line: line, column: column) { surface.unread.append(note) }
                } else {
                    introductions.append(text)
                }
                readCaseSentence(paragraph.content, line: paragraph.range.start.line)
                readCommaOptionValues(paragraph)
                readLiteralChoices(paragraph.content, of: nil, line: paragraph.range.start.line, column: paragraph.range.start.column)
            case .list(let list): visitList(list)
            case .table(let table): visitTable(table)
            case .blockQuote(let quote): visit(quote.blocks)
            case .html, .thematicBreak: break
            }
        }
    }
}
