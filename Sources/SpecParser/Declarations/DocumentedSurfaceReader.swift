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

    // MARK: Headings and the page's type

    mutating func visitHeading(_ heading: Heading) {
        var text = heading.content.plainText.trimmingWhitespaces()
        if heading.level == 1, linkScope.isEmpty,
            let title = lines.indices.contains(heading.range.start.line - 1)
                ? DocCExtensionTitle.link(onTitleLine: lines[heading.range.start.line - 1]) : nil
        {
            // A DocC extension file: the title links the symbol the page documents.
            surface.links.append(SymbolLink(path: title.path, line: heading.range.start.line, column: title.column))
            linkScope = title.path
            text = DocCExtensionTitle.subject(of: title.path)
        }
        flushOptionParagraphs()
        headings.removeAll { $0.level >= heading.level }
        headings.append((heading.level, text, heading.range.start.line))
        introductions = []
        declarationInSection = false
        sectionDeclaration = nil
        if Self.isParametersLabel(text) {
            expectsParameterList = memberAPI != nil || typedCall != nil
            return
        }
        settleSentenceParameters()
        lastCallees = []
        lastCalls = 0..<0
        expectsParameterList = false
        memberAPI = nil
        typedCall = nil
        if heading.level == 1, titleType == nil, pageType == nil, Self.isTypePath(text) {
            titleType = text
            titleLine = heading.range.start.line
        }
        if heading.level >= 2 { sawSecondLevel = true }
    }

    /// The subjects the nearest paragraph that names any gives (a note in a block quote between it and the table
    /// names none).
    var introducedSubjects: [String] {
        introductions.reversed().lazy.map { Self.subjects(in: $0) }.first { !$0.isEmpty } ?? []
    }

    /// The nearest heading above that reads as a type's name (`### SnackbarManager` above `#### Operations`).
    var headingTypes: [String] {
        headings.reversed().map(\.text).filter { Self.isTypePath($0) }
    }

    /// Parameters listed right after usage code: a partial API of the last function that code calls, tied to every
    /// callee it names (verify-api compares them with the one callee that takes these names).
    private func parametersOfCallees(_ parameters: [Parameter], line: Int, column: Int) -> DocumentedAPI {
        var api = APIDeclaration(
            language: .unspecified,
            symbol: lastCallees[lastCallees.count - 1],
            kind: .function,
            parameters: parameters,
            line: line,
            column: column
        )
        api.document = surface.document
        var documented = DocumentedAPI(declaration: api, isPartial: true)
        var seen: Set<String> = []
        documented.callees = lastCallees.filter { seen.insert($0).inserted }
        return documented
    }

    /// The types the headings above name, nearest first: a heading that is a type's name, or one that names types among
    /// its words ("List of Available `CDAlertView` Options").
    var headingSubjects: [String] {
        var seen: Set<String> = []
        return headings.reversed().flatMap { heading in
            Self.isTypePath(heading.text) ? [heading.text] : Self.subjects(in: heading.text).filter(Self.isTypePath)
        }.filter { seen.insert($0).inserted }
    }

    // MARK: Code blocks

    mutating func visitCode(_ block: CodeBlock) {
        typedCall = nil
        if let leadIn = paragraphBeforeCode, ReplacedCodeLeadIn.introducesReplacedCode(leadIn) {
            // A migration note's old code ("Instead of:") shows an earlier API on purpose: counted, never compared.
            sectionDeclaration = nil
            surface.unread.append(
                UnreadAPI(
                    reason: "code introduced as replaced ('\(leadIn.trimmingWhitespaces())') shows an earlier API",
                    kind: .replacedCode,
                    line: block.firstCodeLine,
                    column: 1
                )
            )
            return
        }
        let words = block.code.split(whereSeparator: { !$0.isLetter })
        if words.contains(where: { ["func", "fun", "init", "constructor", "function"].contains($0) }) { declarationInSection = true }
        guard ["swift", ""].contains(block.language) else {
            sectionDeclaration = nil
            return
        }
        let callables = DeclarationParser.parse(block.code, language: .swift).0.filter { $0.kind != .enumeration }
        sectionDeclaration = callables.count == 1 ? callables[0] : nil
        readBindings(block)
        readTypedCaseValues(block)
        let code = CodeText(block.code)
        if let title = titleType, pageType == nil, !sawSecondLevel {
            // The page's first code block declares the type its title names (`# Notice.Edge` → `enum Edge`).
            if let keyword = Self.typeKeyword(block.code),
                Self.declaredName(block.code) == title.split(separator: ".").last.map(String.init)
            {
                pageType = title
                if keyword == "enum" {
                    pageEnumeration = enumeration(
                        named: title,
                        cases: [],
                        line: block.firstCodeLine,
                        column: max(block.range.start.column, 1)
                    )
                }
                return
            }
            titleType = nil
        }
        if let title = titleType, pageType == nil, sawSecondLevel, Self.isMemberDeclaration(block.code),
            let heading = headings.last, heading.level >= 3, Self.isMemberHeading(heading.text),
            headings.contains(where: { $0.level < heading.level && $0.level > 1 && Self.isMemberGroup($0.text) })
        {
            // An extension's page (`# UIColor`, `## Methods`, `### init(hex:)`): the members are the title type's, though
            // the page never declares the type.
            pageType = title
        }
        if let pageType {
            readMember(block, code: code, owner: pageType)
        } else if let cases = Self.anonymousEnumerationCases(block.code),
            let name = introductions.last.flatMap({ Self.subjects(in: $0).first(where: Self.isTypePath) })
        {
            // `enum { .pill, .wide }` under a sentence naming the enumeration.
            surface.enumerations.append(
                enumeration(named: name, cases: cases, line: block.firstCodeLine, column: max(block.range.start.column, 1))
            )
        } else if let (name, cases) = Self.qualifiedCaseList(block.code) {
            // Every line names the enumeration: its cases, whatever the sentence before says.
            surface.enumerations.append(
                enumeration(named: name, cases: cases, line: block.firstCodeLine, column: max(block.range.start.column, 1))
            )
        } else if let properties = Self.placeholderAssignments(block) {
            // `bubbleColor = <#UIColor#>` lines: a type's properties, each with the type its placeholder names.
            var api = APIDeclaration(
                language: .unspecified,
                symbol: "",
                kind: .properties,
                parameters: properties,
                line: block.firstCodeLine,
                column: max(block.range.start.column, 1)
            )
            api.document = surface.document
            surface.apis.append(
                DocumentedAPI(declaration: api, subjects: introducedSubjects + headingSubjects, subjectFromNames: true)
            )
            surface.supplementaryLines.insert(api.line)
        } else if let cases = CaseDeclarations.cases(inBlock: block.code) {
            // Bare `case` lines: an enumeration's cases, the one the words above name or else the one they are cases of.
            let labels = cases.map {
                DocumentedCaseList.Label(name: $0.name, line: block.firstCodeLine + $0.line, column: 1, payload: $0.payload)
            }
            surface.caseLists.append(
                DocumentedCaseList(enumerations: wordsNamingEnumerations, labels: labels, isDeclared: true, line: block.firstCodeLine)
            )
        } else {
            readListing(block, code: code)
        }
        readCalls(block, code: code)
        if tableAwaitingCode != nil { settleTableAwaitingCode(calls: lastCalls) }
    }

    /// The variables the block binds and the properties it sets through them (`let toast = Toast()`, `toast.x = 1`).
    mutating func readBindings(_ block: CodeBlock) {
        for binding in VariableBindings.bindings(in: block.code) {
            var bound = bindings[binding.name] ?? ([], false)
            if let type = binding.type { bound.types.insert(type) } else { bound.untyped = true }
            bindings[binding.name] = bound
        }
        let read =
            VariableBindings.assignments(in: block.code) + StaticMemberAssignments.assignments(in: block.code)
            + ClosureParameters.anonymousAssignments(in: block.code)
        for assignment in read {
            // A closure's parameter shadows any variable of the same name the page binds elsewhere.
            let closure =
                assignment.variable.contains(".")
                ? nil
                : ClosureParameters.parameter(assignment.variable, line: assignment.line, column: assignment.column, in: block.code)
            var placed = assignment
            placed.line = block.firstCodeLine + assignment.line
            placed.column = max(block.range.start.column, 1) + assignment.column - 1
            assignments.append(PlacedAssignment(read: placed, closure: closure))
        }
    }

    /// An interface listing in a page's code: `public enum X { case … }`, a protocol's requirements, bare `func`
    /// signatures. A declaration with a body is code (the reader's own helper, say), not a listing of the library's
    /// API; internal and private ones are not public API. These add to what the spec reader read, never replace it.
    mutating func readListing(_ block: CodeBlock, code: CodeText) {
        if let (owner, properties) = InterfaceListing.read(
            block.code,
            statement: Self.withoutModifiers,
            property: { statement in Self.propertyName(statement).map { ($0, Self.propertyType(statement)) } }
        ) {
            for property in properties {
                surface.properties.append(
                    DocumentedProperty(
                        owner: owner,
                        name: property.name,
                        line: block.firstCodeLine + property.offset,
                        column: max(block.range.start.column, 1),
                        type: property.type
                    )
                )
            }
        }
        let (declarations, _, _) = DeclarationParser.parse(block.code, language: .swift, readingEnumerationMembers: true)
        let hidden: Set<String> = ["private", "fileprivate", "internal"]
        for declaration in declarations where !declaration.attributes.contains(where: hidden.contains) {
            switch declaration.kind {
            case .enumeration:
                let (line, column) = code.position(of: declaration.offset)
                var enumeration = Enumeration(
                    name: declaration.name ?? "",
                    cases: declaration.cases,
                    rawValues: declaration.rawValues,
                    line: block.firstCodeLine + line,
                    column: max(block.range.start.column, 1) + column - 1
                )
                enumeration.document = surface.document
                surface.enumerations.append(enumeration)
                surface.supplementaryLines.insert(enumeration.line)
                // The payloads the parser leaves out: `case icon(_ name: String)` lines of this declaration's body only
                // (a block may list two enumerations that both have a `custom` case), its extent found by the shared
                // scanner, which skips brackets inside strings and comments.
                guard let body = Self.bodyLines(ofDeclarationAt: declaration.offset, in: code) else { continue }
                for (offset, text) in block.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where body.contains(offset) {
                    let statement = Self.withoutModifiers(text.trimmingWhitespaces())
                    guard statement.hasPrefix("case ") else { continue }
                    for (name, payload) in Self.caseElements(String(statement.dropFirst("case ".count))) {
                        guard let payload, declaration.cases.contains(name) else { continue }
                        surface.payloads.append(
                            CasePayload(
                                enumeration: enumeration.name,
                                name: name,
                                payload: payload,
                                line: block.firstCodeLine + offset,
                                column: max(block.range.start.column, 1)
                            )
                        )
                    }
                }
            case .function, .initializer:
                guard !declaration.hasBody, declaration.language == .swift else { continue }
                let owner = declaration.enclosingType
                guard declaration.kind == .function || owner != nil else { continue }
                append(declaration, in: block, code: code, owner: owner)
                let index = surface.apis.count - 1
                // A doc comment above it that states defaults (`///   - animated: … Default is ``true``.`) says what the
                // bare signature does not; that fuller reading replaces the spec reader's of the same line.
                let (line, _) = code.position(of: declaration.offset)
                let stated = DocCommentDefaults.read(block.code, above: line)
                var added = false
                for (name, value) in stated {
                    for parameter in surface.apis[index].declaration.parameters.indices
                    where surface.apis[index].declaration.parameters[parameter].name == name
                        || surface.apis[index].declaration.parameters[parameter].label == name
                    {
                        guard surface.apis[index].declaration.parameters[parameter].defaultValue == nil else { continue }
                        surface.apis[index].declaration.parameters[parameter].defaultValue = value
                        surface.apis[index].declaration.parameters[parameter].isRequired = false
                        added = true
                    }
                }
                if !added { surface.supplementaryLines.insert(surface.apis[index].declaration.line) }
            }
        }
    }

    /// The 0-based lines from the `{` that opens the body of the declaration at `offset` to its `}`; nil when the
    /// declaration has no body or its brackets do not balance.
    static func bodyLines(ofDeclarationAt offset: Int, in code: CodeText) -> ClosedRange<Int>? {
        let scanner = BracketScanner(code: code)
        let end = code.bytes.count
        guard offset < end,
            let open = try? scanner.firstTopLevel(in: offset..<end, where: { code.bytes[$0] == UInt8(ascii: "{") }),
            let close = try? scanner.closingOffset(of: open)
        else { return nil }
        return code.position(of: open).line...code.position(of: close).line
    }

    /// A member's declaration on a type's page: an initializer or method, `case` lines, or a property.
    mutating func readMember(_ block: CodeBlock, code: CodeText, owner: String) {
        let statements = block.code.split(separator: "\n").map { $0.trimmingWhitespaces() }.filter { !$0.isEmpty }
        if !statements.isEmpty, statements.allSatisfy({ Self.withoutModifiers($0).hasPrefix("case ") }) {
            guard var enumeration = pageEnumeration else { return }
            for (offset, statement) in statements.enumerated() {
                let body = String(Self.withoutModifiers(statement).dropFirst("case ".count))
                for (name, payload) in Self.caseElements(body) {
                    enumeration.cases.append(name)
                    if let payload {
                        surface.payloads.append(
                            CasePayload(
                                enumeration: enumeration.name,
                                name: name,
                                payload: payload,
                                line: block.firstCodeLine + offset,
                                column: max(block.range.start.column, 1)
                            )
                        )
                    }
                }
            }
            enumeration.rawValues = enumeration.cases
            pageEnumeration = enumeration
            return
        }
        if let first = statements.first, let name = Self.propertyName(first) {
            surface.properties.append(
                DocumentedProperty(
                    owner: owner,
                    name: name,
                    line: block.firstCodeLine,
                    column: max(block.range.start.column, 1),
                    type: Self.propertyType(first)
                )
            )
            return
        }
        let (declarations, problems, _) = DeclarationParser.parse(block.code, language: .swift)
        var read = false
        for declaration in declarations where declaration.kind != .enumeration {
            append(declaration, in: block, code: code, owner: declaration.enclosingType.map { "\(owner).\($0)" } ?? owner)
            memberAPI = surface.apis.count - 1
            surface.apis[surface.apis.count - 1].isPrinted = true
            read = true
        }
        if !read, let heading = headings.last, heading.level > 1 {
            let why = problems.first.map { ": \($0.message)" } ?? ""
            surface.unread.append(
                UnreadAPI(
                    reason: "the declaration under '\(heading.text)' is not read\(why)",
                    line: block.firstCodeLine,
                    column: max(block.range.start.column, 1)
                )
            )
        }
    }

    mutating func append(_ declaration: ParsedDeclaration, in block: CodeBlock, code: CodeText, owner: String?) {
        let location = { (offset: Int) -> (line: Int, column: Int) in
            let (line, column) = code.position(of: offset)
            return (block.firstCodeLine + line, max(block.range.start.column, 1) + column - 1)
        }
        let start = location(declaration.offset)
        let parameters = declaration.parameters.map { declared -> Parameter in
            let place = location(declared.offset)
            return Parameter(
                name: declared.name,
                label: declared.label,
                type: declared.typeText,
                defaultValue: declared.defaultValue,
                isRequired: declared.defaultValue == nil,
                line: place.line,
                column: place.column
            )
        }
        let symbol: String =
            switch declaration.kind {
            case .initializer: owner ?? ""
            default: [owner, declaration.name].compactMap { $0 }.joined(separator: ".")
            }
        var api = APIDeclaration(
            language: .swift,
            symbol: symbol,
            kind: declaration.kind == .initializer ? .initializer : .function,
            attributes: declaration.attributes,
            parameters: parameters,
            returnType: declaration.returnType,
            line: start.line,
            column: start.column
        )
        api.document = surface.document
        surface.apis.append(DocumentedAPI(declaration: api))
    }

    mutating func readCalls(_ block: CodeBlock, code: CodeText) {
        let tokens = UsageTokens(code)
        let found = UsageCallReader.calls(in: tokens)
        for call in found {
            if case .method = call.callee, tokens.isPunctuation(".", at: call.name - 1), let receiver = tokens[call.name - 2],
                receiver.kind == .name, receiver.text.first?.isLowercase == true, !tokens.isPunctuation(".", at: call.name - 3)
            {
                receivers.append((surface.calls.count, receiver.text))
            }
            surface.calls.append(
                Self.usageCall(
                    call,
                    place: { offset in
                        let (line, column) = code.position(of: offset)
                        return (block.firstCodeLine + line, max(block.range.start.column, 1) + column - 1)
                    }
                )
            )
        }
        // A block that shows one API as a call with types (`.notice(isShown: Bool, lifetime: Double)`): a "Parameters"
        // list after it states that call's defaults.
        lastCallees = surface.calls.suffix(found.count).compactMap { call -> String? in
            switch call.callee {
            case .initializer(let type): type
            case .member(_, let name), .method(let name), .selfMethod(let name): name
            }
        }
        lastCalls = surface.calls.indices.suffix(found.count)
        sectionCallees += lastCallees
        let typed = surface.calls.indices.suffix(found.count).filter { surface.calls[$0].isWrittenWithTypes }
        typedCall = typed.count == 1 ? typed.first : nil
    }

    /// The IR's call for one the reader found, placed by `place` (a byte offset's line and column in the document).
    static func usageCall(_ call: UsageCallReader.Found, place: (Int) -> (Int, Int)) -> UsageCall {
        let (line, column) = place(call.offset)
        return UsageCall(
            callee: call.callee,
            arguments: call.arguments.map {
                let (line, column) = place($0.offset)
                return UsageCall.Argument(
                    label: $0.label ?? "_",
                    line: line,
                    column: column,
                    text: $0.text,
                    reading: $0.reading,
                    defaultValue: $0.defaultValue
                )
            },
            line: line,
            column: column
        )
    }

    /// `.icon(String)`, `NoticeStyle(tint: Color?, font: Font?)`, `.notice(isShown: Bool)` in a code span of prose, a
    /// list or a table: an API written as a call with types in place of values. A call with values in prose is an
    /// example, not read.
    mutating func readCodeSpanCalls(_ content: [Inline], line: Int) {
        for span in content.codeSpans where span.contains("(") {
            let trimmed = span.trimmingWhitespaces()
            guard !trimmed.hasPrefix("init("), !trimmed.hasPrefix("func "), !trimmed.hasPrefix("case ") else { continue }
            let code = CodeText(trimmed)
            let tokens = UsageTokens(code)
            // The span is one call: its name (after a leading dot or a type path), then the parentheses that end it.
            guard let call = UsageCallReader.calls(in: tokens).first, call.close == tokens.tokens.count - 1,
                (0..<call.name).allSatisfy({ tokens[$0]?.kind == .name || tokens.isPunctuation(".", at: $0) })
            else { continue }
            let made = Self.usageCall(call, place: { _ in (0, 0) })
            guard made.isWrittenWithTypes else { continue }
            let (spanLine, column) = place(of: span, from: line) ?? (line, 1)
            surface.calls.append(
                UsageCall(
                    callee: made.callee,
                    arguments: made.arguments.map {
                        var argument = $0
                        argument.line = spanLine
                        argument.column = column
                        return argument
                    },
                    line: spanLine,
                    column: column
                )
            )
        }
    }

    /// `- name: what it does (default: 0.5)` items after an API written as a call with types: the defaults they state.
    mutating func readCallParameterList(_ list: ListBlock, into index: Int) {
        surface.calls[index].parameterListLine = list.range.start.line
        for item in list.items {
            guard let (name, stated, _) = Self.parameterItem(item), let stated else { continue }
            for argument in surface.calls[index].arguments.indices
            where surface.calls[index].arguments[argument].label.lowercased() == name.lowercased()
                && surface.calls[index].arguments[argument].defaultValue == nil
            {
                surface.calls[index].arguments[argument].defaultValue = stated
            }
        }
    }

    /// A block whose every statement is `name = <#Type#>` (an editor placeholder naming the type), at least two: the
    /// properties it sets, with those types.
    static func placeholderAssignments(_ block: CodeBlock) -> [Parameter]? {
        var found: [Parameter] = []
        for (offset, raw) in block.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var text = raw.trimmingWhitespaces()
            if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]).trimmingWhitespaces() }
            if text.hasSuffix(";") { text = String(text.dropLast()).trimmingWhitespaces() }
            if text.isEmpty { continue }
            let parts = text.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespaces() }
            guard parts.count == 2, isIdentifier(parts[0]), parts[0].first?.isLowercase == true, parts[1].hasPrefix("<#"),
                parts[1].hasSuffix("#>")
            else { return nil }
            let type = String(parts[1].dropFirst(2).dropLast(2)).trimmingWhitespaces()
            guard !type.isEmpty else { return nil }
            found.append(
                Parameter(
                    name: parts[0],
                    label: nil,
                    type: type,
                    defaultValue: nil,
                    isRequired: false,
                    line: block.firstCodeLine + offset,
                    column: max(block.range.start.column, 1)
                )
            )
        }
        return found.count >= 2 ? found : nil
    }

    // MARK: Option paragraphs

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
    private mutating func claimFunctions(named methods: [(name: String, line: Int, column: Int)]) {
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
        var api = APIDeclaration(
            language: .unspecified,
            symbol: optionSubjects[0],
            kind: .properties,
            parameters: optionParagraphs,
            line: first.line,
            column: first.column
        )
        api.document = surface.document
        surface.apis.append(DocumentedAPI(declaration: api, subjects: optionSubjects))
        surface.supplementaryLines.insert(api.line)
    }

    // MARK: Lists

    mutating func visitList(_ list: ListBlock) {
        if expectsParameterList, let index = memberAPI {
            readParameterList(list, into: index)
            expectsParameterList = false
            return
        }
        if expectsParameterList, let index = typedCall {
            readCallParameterList(list, into: index)
            expectsParameterList = false
            return
        }
        expectsParameterList = false
        // A list whose first item is only the title "Parameters:" (the doc-comment spelling, its parameters nested in
        // that item or following it) under a declaration: that declaration's parameter list.
        if let index = memberAPI, let first = list.items.first, Self.isParameterTitleItem(first) {
            var parameters = list
            parameters.items =
                first.blocks.dropFirst().flatMap { block -> [ListItem] in
                    if case .list(let nested) = block { return nested.items }
                    return []
                } + list.items.dropFirst().filter { !Self.isCalloutItem($0) }
            readParameterList(parameters, into: index)
            return
        }
        // `- name: what it does` items right under a heading titled only "Parameters" after usage code: the parameters
        // of what that code calls (the verifier takes the one callee the module has).
        if let heading = headings.last, Self.isParametersLabel(heading.text), introductions.isEmpty, !lastCallees.isEmpty {
            let items = list.items.compactMap(Self.parameterItem)
            if items.count >= 2, items.count == list.items.count {
                let parameters = items.map {
                    Parameter(
                        name: $0.name,
                        label: nil,
                        type: nil,
                        defaultValue: $0.stated,
                        isRequired: false,
                        line: $0.position.line,
                        column: $0.position.column
                    )
                }
                surface.apis.append(parametersOfCallees(parameters, line: list.range.start.line, column: list.range.start.column))
                return
            }
        }
        readOptionChoices(list)
        readCaseDeclarationItems(list)
        if let labels = Self.boldLabels(list) {
            let words = [headings.last?.text, introductions.last].compactMap { $0 }
            let names = words.flatMap(Self.enumerationNames(inWords:))
            if !names.isEmpty { surface.caseLists.append(DocumentedCaseList(enumerations: names, labels: labels)) }
        }
        if let name = introductions.last.flatMap(Self.enumerationIntroduced), let cases = Self.listedCases(list) {
            surface.enumerations.append(
                enumeration(named: name, cases: cases, line: list.range.start.line, column: list.range.start.column)
            )
        } else {
            readCaseItems(list)
        }
        if let properties = propertyList(list) {
            surface.apis.append(properties)
            surface.supplementaryLines.insert(properties.declaration.line)
        } else {
            readTypedMemberItems(list)
        }
        // A list of method paragraphs (`- \`dismiss()\`: hides it.`), every item one, two at least: as a run of them.
        let methods = list.items.compactMap { item -> (name: String, line: Int, column: Int)? in
            guard case .paragraph(let paragraph)? = item.blocks.first, let name = Self.methodParagraph(paragraph) else { return nil }
            return (name, paragraph.range.start.line, paragraph.range.start.column)
        }
        if methods.count >= 2, methods.count == list.items.count { claimFunctions(named: methods) }
        for item in list.items {
            if case .paragraph(let paragraph)? = item.blocks.first {
                readCommaOptionValues(paragraph)
                readCodeSpanDeclarations(paragraph.content, at: paragraph.range.start)
                readLinks(paragraph.content, line: paragraph.range.start.line)
                readCodeSpanCalls(paragraph.content, line: paragraph.range.start.line)
            }
            for block in item.blocks {
                switch block {
                case .list(let nested): visitList(nested)
                case .codeBlock(let code): visitCode(code)
                case .blockQuote(let quote): visit(quote.blocks)
                case .paragraph(let paragraph) where block != item.blocks.first:
                    readCodeSpanDeclarations(paragraph.content, at: paragraph.range.start)
                    readLinks(paragraph.content, line: paragraph.range.start.line)
                    readCodeSpanCalls(paragraph.content, line: paragraph.range.start.line)
                default: break
                }
            }
        }
    }

    /// `enum { .pill, .wide }`: the cases of an enumeration written without its name.
    static func anonymousEnumerationCases(_ code: String) -> [String]? {
        // Comments between the cases (`/// The background is a pill.`) are not cases.
        let trimmed = withoutLineComments(code).trimmingWhitespacesAndNewlines()
        guard trimmed.hasPrefix("enum"), trimmed.dropFirst(4).drop(while: \.isWhitespace).hasPrefix("{"), trimmed.hasSuffix("}") else {
            return nil
        }
        let body = trimmed.drop { $0 != "{" }.dropFirst().dropLast()
        let cases = body.split(whereSeparator: { $0 == "," || $0.isNewline }).map { $0.trimmingWhitespaces() }
            .filter { !$0.isEmpty }.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }.map {
                $0.hasPrefix("case ") ? String($0.dropFirst(5)) : $0
            }
        return cases.count >= 1 && cases.allSatisfy(isIdentifier) ? cases : nil
    }

    /// `code` with each line's `//` comment removed.
    static func withoutLineComments(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined(separator: "\n")
    }

    /// `Animation.scale,` / `Animation.fade` lines, at least two, each naming the same type: that enumeration's cases.
    static func qualifiedCaseList(_ code: String) -> (name: String, cases: [String])? {
        var type: String?
        var cases: [String] = []
        for piece in withoutLineComments(code).split(whereSeparator: { $0 == "," || $0.isNewline }) {
            let text = piece.trimmingWhitespaces()
            if text.isEmpty { continue }
            guard let dot = text.lastIndex(of: ".") else { return nil }
            let owner = String(text[..<dot])
            let name = String(text[text.index(after: dot)...])
            guard isTypePath(owner), isIdentifier(name), name.first?.isLowercase == true, type == nil || type == owner else {
                return nil
            }
            type = owner
            cases.append(name)
        }
        guard let type, cases.count >= 2 else { return nil }
        return (type, cases)
    }

    /// `- .pill: …` or `` - `wide` `` items, at least two: the cases of an enumeration the sentence before names.
    static func listedCases(_ list: ListBlock) -> [String]? {
        var cases: [String] = []
        for item in list.items {
            guard case .paragraph(let paragraph)? = item.blocks.first else { return nil }
            let first: String
            if case .code(let span)? = paragraph.content.first {
                first = span
            } else {
                first = String(paragraph.content.plainText.prefix { !$0.isWhitespace && $0 != ":" && $0 != "," })
            }
            let name = first.hasPrefix(".") ? String(first.dropFirst()) : first
            guard isIdentifier(name) else { return nil }
            cases.append(name)
        }
        return cases.count >= 2 ? cases : nil
    }

    /// `- **System Image:** …` items, at least three, each opening with a bold label of one to three words: the labels as
    /// case names (`systemImage`).
    static func boldLabels(_ list: ListBlock) -> [DocumentedCaseList.Label]? {
        var labels: [DocumentedCaseList.Label] = []
        for item in list.items {
            guard case .paragraph(let paragraph)? = item.blocks.first, case .strong(let inner)? = paragraph.content.first else {
                return nil
            }
            let text = inner.plainText.trimmingCharacters(in: CharacterSet(charactersIn: ": ")).trimmingWhitespaces()
            let words = text.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
            guard (1...3).contains(words.count), words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber } }),
                let first = words.first?.lowercased()
            else { return nil }
            let name = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            labels.append(DocumentedCaseList.Label(name: name, line: paragraph.range.start.line, column: paragraph.range.start.column))
        }
        return labels.count >= 3 ? labels : nil
    }

    /// `- position : top / bottom` items: each option's values as the cases of the enumeration its name may end.
    mutating func readOptionChoices(_ list: ListBlock) {
        for item in list.items {
            guard item.blocks.count == 1, case .paragraph(let paragraph)? = item.blocks.first else { continue }
            let start = paragraph.range.start
            guard start.line >= 1, start.line <= lines.count, paragraph.range.end.line == start.line else { continue }
            // The source line from the paragraph's first character, so columns are the document's.
            let line = lines[start.line - 1]
            let from = line.index(line.startIndex, offsetBy: max(start.column - 1, 0), limitedBy: line.endIndex) ?? line.endIndex
            guard let (option, choices) = OptionChoiceItem.read(String(line[from...])) else { continue }
            let labels = choices.map {
                DocumentedCaseList.Label(name: $0.name, line: start.line, column: start.column + $0.column - 1)
            }
            surface.caseLists.append(DocumentedCaseList(enumerations: OptionChoiceItem.enumerationNames(of: option), labels: labels))
        }
    }

    /// Each source line of a paragraph that names an option and lists its values with commas
    /// (`` `position` - top, center, bottom ``): the values may be an enumeration's cases.
    mutating func readCommaOptionValues(_ paragraph: Paragraph) {
        let start = paragraph.range.start
        guard start.line >= 1, paragraph.range.end.line <= lines.count else { return }
        for number in start.line...max(start.line, paragraph.range.end.line) {
            let line = lines[number - 1]
            guard let (option, choices) = OptionChoiceItem.readCommaValues(line) else { continue }
            var list = DocumentedCaseList(
                enumerations: OptionChoiceItem.enumerationNames(of: option),
                labels: choices.map { DocumentedCaseList.Label(name: $0.name, line: number, column: $0.column) }
            )
            list.option = option
            surface.caseLists.append(list)
        }
    }

    /// The enumeration names the nearest heading and the paragraph before may mean.
    var wordsNamingEnumerations: [String] {
        [headings.last?.text, introductions.last].compactMap { $0 }.flatMap(Self.enumerationNames(inWords:))
    }

    /// A list whose every item opens with a case declaration in a code span (`` - `case inset(CGFloat)` ``), two at
    /// least: an enumeration's cases, as a block of `case` lines is.
    mutating func readCaseDeclarationItems(_ list: ListBlock) {
        guard list.items.count >= 2 else { return }
        var labels: [DocumentedCaseList.Label] = []
        for item in list.items {
            guard case .paragraph(let paragraph)? = item.blocks.first, case .code(let span)? = paragraph.content.first,
                let read = CaseDeclarations.caseInSpan(span)
            else { return }
            labels.append(
                DocumentedCaseList.Label(
                    name: read.name,
                    line: paragraph.range.start.line,
                    column: paragraph.range.start.column,
                    payload: read.payload
                )
            )
        }
        surface.caseLists.append(
            DocumentedCaseList(enumerations: wordsNamingEnumerations, labels: labels, isDeclared: true, line: list.range.start.line)
        )
    }

    /// The enumeration names capitalised words may mean ("Supported Chip Styles" → `ChipStyles`, `ChipStyle`, …), each
    /// run's endings, longest first, plural and singular.
    static func enumerationNames(inWords text: String) -> [String] {
        var names: [String] = []
        var run: [String] = []
        let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init) + [""]
        for word in words {
            if word.first?.isUppercase == true {
                run.append(word)
                continue
            }
            // A type's name is a few words: the endings of a long capitalised run would grow with its square.
            for start in run.suffix(4).indices {
                let joined = run[start...].joined()
                names.append(joined)
                if joined.hasSuffix("s") { names.append(String(joined.dropLast())) }
            }
            run = []
        }
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// `- name: what it does (default: 0.5)` items after a member's declaration: its parameters by name.
    mutating func readParameterList(_ list: ListBlock, into index: Int) {
        var api = surface.apis[index]
        // A declaration that writes some defaults writes them all: a parameter it leaves bare is claimed required,
        // whatever the list says. One that writes none claims nothing about defaults, and the list's stand.
        let writesDefaults = api.declaration.parameters.contains { $0.defaultValue != nil }
        for item in list.items {
            guard let (name, stated, position) = Self.parameterItem(item) else { continue }
            let line = position.line
            if let existing = api.declaration.parameters.firstIndex(where: {
                $0.name.lowercased() == name.lowercased() || ($0.label ?? "").lowercased() == name.lowercased()
            }) {
                if !writesDefaults, api.declaration.parameters[existing].defaultValue == nil, let stated {
                    api.declaration.parameters[existing].defaultValue = stated
                    api.declaration.parameters[existing].isRequired = false
                } else if let stated, let written = api.declaration.parameters[existing].defaultValue, stated != written {
                    // The list says another default than the declaration: the verifier compares both with the code.
                    var claim = api.declaration.parameters[existing]
                    claim.defaultValue = stated
                    claim.parsedDefault = nil
                    claim.line = line
                    claim.column = position.column
                    claim.document = surface.document
                    api.listedDefaults.append(claim)
                }
                continue
            }
            api.declaration.parameters.append(
                Parameter(
                    name: name,
                    label: nil,
                    type: nil,
                    defaultValue: stated,
                    isRequired: false,
                    line: line,
                    column: position.column
                )
            )
        }
        surface.apis[index] = api
    }

    /// `- name: what it does (default: 0.5)` or `- Parameter name: …` (the doc-comment spelling): the parameter's name,
    /// the default the item states, and where it stands.
    static func parameterItem(_ item: ListItem) -> (name: String, stated: String?, position: SourcePosition)? {
        guard case .paragraph(let paragraph)? = item.blocks.first else { return nil }
        var text = paragraph.content.plainText.trimmingWhitespaces()
        if text.lowercased().hasPrefix("parameter ") { text = String(text.dropFirst("parameter ".count)) }
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let name = text[..<colon].trimmingWhitespaces()
        guard isIdentifier(name) else { return nil }
        return (name, ProseDefault.value(in: itemText(item)), paragraph.range.start)
    }

    /// A list whose items each start with a property's name in a code span (`` - `title`: … ``, `` - `title: String` … ``),
    /// at least two: the properties of the type the heading or the sentence before it names, with the types and defaults
    /// their spans or text state.
    func propertyList(_ list: ListBlock) -> DocumentedAPI? {
        var parameters: [Parameter] = []
        for item in list.items {
            guard case .paragraph(let paragraph)? = item.blocks.first, case .code(let span)? = paragraph.content.first else {
                return nil
            }
            let typed = TypedMemberSpan.read(span)
            if let typed {
                guard typed.owner == .unwritten else { return nil }
            } else {
                guard Self.isIdentifier(span), span.first?.isLowercase == true else { return nil }
            }
            let rest = Array(paragraph.content.dropFirst()).plainText.trimmingWhitespaces()
            guard rest.isEmpty || rest.hasPrefix(":") || rest.hasPrefix("-") || rest.hasPrefix("–") else { return nil }
            parameters.append(Self.listedProperty(item, paragraph, typed: typed, span: span))
        }
        guard parameters.count >= 2 else { return nil }
        return listedMembers(parameters, at: list, listsEveryParameter: true)
    }

    /// The parameter a list item that opens with a property in a code span states: its name, the type its span writes
    /// (else one its text states) and its default.
    static func listedProperty(_ item: ListItem, _ paragraph: Paragraph, typed: TypedMemberSpan?, span: String) -> Parameter {
        Parameter(
            name: typed?.name ?? span,
            label: nil,
            type: typed?.type ?? ProseStatedType.type(in: Self.itemText(item)),
            defaultValue: typed?.defaultValue ?? ProseDefault.value(in: Self.itemText(item)),
            isRequired: false,
            line: paragraph.range.start.line,
            column: paragraph.range.start.column
        )
    }

    /// Members a list names without their owner: the parameters of the function or modifier the sentence before names,
    /// else the properties of the type the headings or that sentence name; nil when nothing names their subject.
    func listedMembers(_ parameters: [Parameter], at list: ListBlock, listsEveryParameter: Bool) -> DocumentedAPI? {
        let subjects = introducedSubjects + headingTypes
        // A list right after a sentence naming a function or modifier ("use the `.toast` view modifier:"), or right under
        // a heading that names one (`### present(text:)`), lists that function's parameters, not a type's properties an
        // earlier sentence or heading names.
        let underFunction = introductions.isEmpty ? headings.last.flatMap { Self.functionReference($0.text) } : nil
        if let function = introductions.last.flatMap({ Self.functionReference($0) ?? Self.modifierReference($0) }) ?? underFunction {
            var api = APIDeclaration(
                language: .unspecified,
                symbol: function,
                kind: .function,
                parameters: parameters,
                line: list.range.start.line,
                column: list.range.start.column
            )
            api.document = surface.document
            return DocumentedAPI(declaration: api, subjects: headingTypes, isPartial: true)
        }
        guard !subjects.isEmpty else { return nil }
        var api = APIDeclaration(
            language: .unspecified,
            symbol: subjects[0],
            kind: .properties,
            parameters: parameters,
            line: list.range.start.line,
            column: list.range.start.column
        )
        api.document = surface.document
        return DocumentedAPI(declaration: api, subjects: subjects, listsEveryParameter: listsEveryParameter)
    }

    /// The items of a list that no reading of the whole list took, each opening with a property and its type in a code
    /// span (`` `Lantern.shared.glow: Double` ``, `` `glow: Double` ``): each is a claim about the type its span writes,
    /// or the one the headings or the sentence before name; with no type to tie it to, a located note.
    mutating func readTypedMemberItems(_ list: ListBlock) {
        var unowned: [(parameter: Parameter, span: String)] = []
        var notes: [UnreadAPI] = []
        // In the list's order, whichever reading makes each note.
        defer { surface.unread += notes.sorted { ($0.line, $0.column) < ($1.line, $1.column) } }
        for item in list.items {
            guard case .paragraph(let paragraph)? = item.blocks.first, case .code(let span)? = paragraph.content.first,
                let typed = TypedMemberSpan.read(span)
            else { continue }
            let (line, column) = (paragraph.range.start.line, paragraph.range.start.column)
            switch typed.owner {
            case .type(let owner):
                if let note = readOwnedMember(typed, of: owner, line: line, column: column) { notes.append(note) }
            case .path(let path):
                let reason = "`\(span)`: a property reached through '\(path)', which names no type"
                notes.append(UnreadAPI(reason: reason, line: line, column: column))
            case .unwritten:
                unowned.append((Self.listedProperty(item, paragraph, typed: typed, span: span), span))
            }
        }
        guard !unowned.isEmpty else { return }
        if let members = listedMembers(unowned.map(\.parameter), at: list, listsEveryParameter: false) {
            surface.apis.append(members)
            surface.supplementaryLines.insert(members.declaration.line)
            return
        }
        for (parameter, span) in unowned {
            let reason = "`\(span)`: a property with its type under no heading or sentence that names its type"
            notes.append(UnreadAPI(reason: reason, line: parameter.line, column: parameter.column))
        }
    }

    /// A property whose span writes its owner (`` `Lamp.shared.wick: Int` ``): a claim about that type's property, and
    /// the note for an initial value it writes, which no symbol graph records.
    mutating func readOwnedMember(_ typed: TypedMemberSpan, of owner: String, line: Int, column: Int) -> UnreadAPI? {
        surface.properties.append(DocumentedProperty(owner: owner, name: typed.name, line: line, column: column, type: typed.type))
        guard let value = typed.defaultValue else { return nil }
        let reason = "default '\(value)' of property '\(owner).\(typed.name)': symbol graphs do not record a property's initial value"
        return UnreadAPI(reason: reason, line: line, column: column)
    }

    // MARK: Tables

    mutating func visitTable(_ table: Table) {
        // A table right after a declaration in its section is that declaration's parameter table (the spec reader
        // pairs them), not a list of properties.
        let describesDeclaration = declarationInSection
        let header = table.header.cells.map { $0.content.plainText.lowercased().trimmingWhitespaces() }
        guard header.count >= 2 else { return }
        readCaseTable(table)
        let typeColumn = header.firstIndex { $0 == "type" || $0.hasSuffix(" type") }
        let defaultColumn = header.firstIndex { $0.contains("default") }
        var parameters: [Parameter] = []
        for row in table.rows {
            let cells = row.cells
            for cell in cells { readCodeSpanCalls(cell.content, line: row.range.start.line) }
            guard let first = cells.first else { continue }
            let name = first.content.plainText.trimmingWhitespaces()
            for cell in cells.dropFirst() {
                readLiteralChoices(cell.content, of: name, line: row.range.start.line, column: row.range.start.column)
            }
            guard Self.isIdentifier(name), name.first?.isLowercase == true else { continue }
            var defaultValue: String?
            if let defaultColumn, defaultColumn < cells.count {
                let text = cells[defaultColumn].content.plainText.trimmingWhitespaces()
                defaultValue = text.isEmpty || text == "-" || text == "—" ? nil : text
            }
            // The type cell as written; verify-api compares it only where it reads as one concrete Swift type.
            let typeCell = typeColumn.flatMap { $0 < cells.count ? cells[$0].content.plainText.trimmingWhitespaces() : nil }
            parameters.append(
                Parameter(
                    name: name,
                    label: nil,
                    type: typeCell.flatMap { $0.isEmpty ? nil : $0 },
                    defaultValue: defaultValue,
                    isRequired: false,
                    line: row.range.start.line,
                    column: row.range.start.column
                )
            )
            // "Possible values: .slide, .fade" beside the row's type: that enumeration's cases.
            if let typeColumn, typeColumn < cells.count {
                let typeName = cells[typeColumn].content.plainText.trimmingWhitespaces().replacingOccurrences(
                    of: "?",
                    with: ""
                )
                let text = cells.map { $0.content.plainText }.joined(separator: " | ")
                if Self.isTypePath(typeName), let cases = Self.possibleValues(in: text) {
                    surface.enumerations.append(
                        enumeration(named: typeName, cases: cases, line: row.range.start.line, column: row.range.start.column)
                    )
                }
            }
        }
        if describesDeclaration {
            readRowsBesideDeclaration(parameters, table: table)
            return
        }
        // "| `Drawing` attribute | Description |": the names column's header names, in code voice, the type whose members
        // the rows are, as a heading above would.
        let headerType = Self.codeVoiceType(inHeaderCell: table.header.cells.first?.content.markdownText ?? "")
        guard parameters.count >= 2, typeColumn != nil || defaultColumn != nil || headerType != nil else {
            // A table shaped like API (a type or default column) whose names are not identifiers is said, not passed over.
            if typeColumn != nil || defaultColumn != nil, table.rows.count >= 2, parameters.count < 2 {
                let reason =
                    "a table with a \(typeColumn != nil ? "type" : "default") column whose first cells are not property or"
                    + " parameter names (\(table.rows.count - parameters.count) of \(table.rows.count) rows)"
                surface.unread.append(
                    UnreadAPI(reason: reason, kind: .tableWithoutNames, line: table.range.start.line, column: table.range.start.column)
                )
            }
            return
        }
        let subjects = (headerType.map { [$0] } ?? []) + introducedSubjects + headingTypes
        // A table under a sentence or heading naming a function (`.sparkles(count:spread:)`, "the options of
        // `present(…)`") documents that function's parameters.
        if let function = (introductions.last.flatMap(Self.functionReference) ?? headings.last.flatMap { Self.functionReference($0.text) })
        {
            var api = APIDeclaration(
                language: .unspecified,
                symbol: function,
                kind: .function,
                parameters: parameters,
                line: table.range.start.line,
                column: table.range.start.column
            )
            api.document = surface.document
            surface.apis.append(DocumentedAPI(declaration: api, subjects: subjects.filter { $0.first?.isUppercase == true }))
            surface.supplementaryLines.insert(api.line)
            return
        }
        // Under a heading titled only "Parameters" right after usage code: the parameters of what that code calls.
        if let heading = headings.last, Self.isParametersLabel(heading.text), !lastCallees.isEmpty {
            // Tied to what the code above calls, it replaces a reading of the table as the page title's properties.
            surface.apis.append(parametersOfCallees(parameters, line: table.range.start.line, column: table.range.start.column))
            return
        }
        appendTableOfNames(parameters, at: table.range.start, subjects: subjects)
    }

    /// A table right under a declaration lists that declaration's parameters. The spec reader pairs the two and keeps
    /// the declaration's reading, so a row naming a parameter the declaration lacks (`duratio` under
    /// `func show(message:duration:)`) would go unread: each such row is a claim about the declared callable, a partial
    /// list (the rows the declaration covers are compared through it, once). Several callables in the block, or none:
    /// which one the table lists is a guess, so nothing is claimed.
    private mutating func readRowsBesideDeclaration(_ rows: [Parameter], table: Table) {
        guard let declaration = sectionDeclaration, declaration.language == .swift else { return }
        let declared = Set(declaration.parameters.flatMap { [$0.name, $0.label].compactMap { $0 } })
        let unknown = rows.filter { !declared.contains($0.name) }
        guard !unknown.isEmpty else { return }
        let owners = declaration.enclosingType.map { [$0] } ?? headingSubjects
        // A function is named by itself; an initializer by the type it makes.
        let symbol: String?
        switch declaration.kind {
        case .function: symbol = declaration.name
        case .initializer: symbol = owners.first
        case .enumeration: symbol = nil
        }
        guard let symbol else { return }
        var api = APIDeclaration(
            language: .unspecified,
            symbol: symbol,
            kind: declaration.kind == .function ? .function : .initializer,
            parameters: unknown,
            line: table.range.start.line,
            column: table.range.start.column
        )
        api.document = surface.document
        surface.apis.append(DocumentedAPI(declaration: api, subjects: owners, isPartial: true))
        surface.supplementaryLines.insert(api.line)
    }

    // MARK: Code spans

    /// `` `init(snack: Snack)` ``, `` `class func add(snack: Snack)` ``: a declaration written in a code span, owned by
    /// the type the nearest heading names.
    mutating func readCodeSpanDeclarations(_ content: [Inline], at position: SourcePosition) {
        for span in content.codeSpans {
            let trimmed = Self.withoutModifiers(span.trimmingWhitespaces())
            guard trimmed.hasPrefix("init(") || trimmed.hasPrefix("func ") else { continue }
            let (declarations, _, code) = DeclarationParser.parse(span, language: .swift)
            guard let declaration = declarations.first, declaration.kind != .enumeration else { continue }
            // Within a paragraph, the span's own line: search the source lines from the paragraph's start.
            let spanLine = place(of: span, from: position.line)?.line ?? position.line
            let place = SourcePosition(line: spanLine, column: 1)
            let block = CodeBlock(info: "swift", code: span, isFenced: false, range: SourceRange(start: place, end: place))
            let owners = headingTypes
            let index = surface.apis.count
            append(declaration, in: block, code: code, owner: declaration.kind == .initializer ? owners.first : nil)
            surface.apis[index].subjects = owners
        }
    }

    /// Where `needle` stands in the source: the first of the 20 lines from `line` that holds it (a paragraph's span is
    /// on one of its lines), and its column; nil when none does or `line` is outside the document.
    func place(of needle: String, from line: Int) -> (line: Int, column: Int)? {
        let first = max(line, 1)
        let end = min(first + 20, lines.count + 1)
        guard first < end else { return nil }
        for candidate in first..<end {
            let text = lines[candidate - 1]
            if let found = text.range(of: needle) { return (candidate, text.distance(from: text.startIndex, to: found.lowerBound) + 1) }
        }
        return nil
    }

    /// Where `span` stands between exactly two backticks on each side (a DocC link); a span between three
    /// (```` ```Podfile``` ````) is plain code, not a link.
    func linkPlace(of span: String, from line: Int) -> (line: Int, column: Int)? {
        let first = max(line, 1)
        let end = min(first + 20, lines.count + 1)
        guard first < end else { return nil }
        let needle = "``\(span)``"
        for candidate in first..<end {
            let text = lines[candidate - 1]
            var searched = text.startIndex..<text.endIndex
            while let found = text.range(of: needle, range: searched) {
                let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
                let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
                if before != "`" && after != "`" {
                    return (candidate, text.distance(from: text.startIndex, to: found.lowerBound) + 1)
                }
                searched = found.upperBound..<text.endIndex
            }
        }
        return nil
    }

    /// A sentence listing an enumeration's cases ("Available styles are `.plain`, `.bold`, and `.faint`.").
    mutating func readCaseSentence(_ content: [Inline], line: Int) {
        guard let (names, cases) = CaseSentence.read(content, naming: Self.enumerationNames(inWords:)), !names.isEmpty else { return }
        let labels = cases.compactMap { name -> DocumentedCaseList.Label? in
            guard let (at, column) = place(of: "`.\(name)`", from: line) else { return nil }
            return DocumentedCaseList.Label(name: name, line: at, column: column)
        }
        guard labels.count == cases.count else { return }
        surface.caseLists.append(DocumentedCaseList(enumerations: names, labels: labels))
    }

    /// A list whose items each open with one case in a code span (`` - `.plain` ``), three at least, right after a sentence
    /// whose words introduce choices without naming the enumeration in code ("Available tones:"): the same claim as a
    /// sentence listing those cases, each case at its item.
    mutating func readCaseItems(_ list: ListBlock) {
        guard list.items.count >= 3, let introduction = introductions.last,
            let names = CaseSentence.enumerationNames(introducedBy: introduction, naming: Self.enumerationNames(inWords:)),
            !names.isEmpty
        else { return }
        var labels: [DocumentedCaseList.Label] = []
        for item in list.items {
            guard case .paragraph(let paragraph)? = item.blocks.first, case .code(let span)? = paragraph.content.first,
                span.hasPrefix("."), span.count > 1, span.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { return }
            let (line, column) =
                place(of: "`\(span)`", from: paragraph.range.start.line)
                ?? (paragraph.range.start.line, paragraph.range.start.column)
            labels.append(DocumentedCaseList.Label(name: String(span.dropFirst()), line: line, column: column))
        }
        surface.caseLists.append(DocumentedCaseList(enumerations: names, labels: labels))
    }

    /// Allowed values written as literals ("Allowed values: `1`, `2`, `3`"): a located "not compared" note, counted.
    mutating func readLiteralChoices(_ content: [Inline], of name: String?, line: Int, column: Int) {
        guard let values = LiteralChoices.read(content) else { return }
        let subject = name.flatMap { Self.isIdentifier($0) ? $0 : nil }
        surface.unread.append(
            UnreadAPI(reason: LiteralChoices.reason(values, of: subject), kind: .literalValues, line: line, column: column)
        )
    }

    /// A table whose first cells are each one case written with its leading dot (`| `.enqueue` | … |`) lists an
    /// enumeration's cases; the words of its first column's title, the paragraph before it and the headings above
    /// name the enumeration, as a sentence listing cases does.
    mutating func readCaseTable(_ table: Table) {
        var labels: [DocumentedCaseList.Label] = []
        for row in table.rows {
            guard let first = row.cells.first, first.content.count == 1, case .code(let span) = first.content[0] else { return }
            let trimmed = span.trimmingWhitespaces()
            guard trimmed.hasPrefix("."), Self.isIdentifier(String(trimmed.dropFirst())) else { return }
            labels.append(
                DocumentedCaseList.Label(name: String(trimmed.dropFirst()), line: row.range.start.line, column: row.range.start.column)
            )
        }
        guard labels.count >= 2 else { return }
        let words = [table.header.cells.first?.content.plainText ?? "", introductions.last ?? ""] + headings.reversed().map(\.text)
        let names = words.flatMap(Self.enumerationNames(inWords:))
        guard !names.isEmpty else { return }
        surface.caseLists.append(DocumentedCaseList(enumerations: names, labels: labels))
    }

    /// DocC links: a code span written between double backticks (``` ``Toast/present(text:)`` ```).
    mutating func readLinks(_ content: [Inline], line: Int) {
        for span in content.codeSpans where !span.contains(" ") && !span.isEmpty {
            guard let (at, column) = linkPlace(of: span, from: line) else { continue }
            // An absolute link (`/Module/Type`) keeps its leading slash as an empty first component.
            let path = (span.hasPrefix("/") ? [""] : []) + span.split(separator: "/").map(String.init)
            surface.links.append(SymbolLink(path: path, line: at, column: column, scope: linkScope))
        }
        for article in ArticleLinks.articles(in: content) {
            let (at, column) = articlePlace(of: article, from: line)
            surface.unread.append(
                UnreadAPI(reason: "`doc:\(article)` is an article link, not a symbol", kind: .articleLink, line: at, column: column)
            )
        }
    }

    /// Where `doc:article` stands, from the paragraph's first line on; the paragraph's start when it is not found.
    func articlePlace(of article: String, from line: Int) -> (line: Int, column: Int) {
        let first = max(line, 1)
        for candidate in first..<min(first + 20, lines.count + 1) {
            if let found = lines[candidate - 1].range(of: "doc:\(article)") {
                let text = lines[candidate - 1]
                let start =
                    found.lowerBound > text.startIndex && text[text.index(before: found.lowerBound)] == "<"
                    ? text.index(before: found.lowerBound) : found.lowerBound
                return (candidate, text.distance(from: text.startIndex, to: start) + 1)
            }
        }
        return (first, 1)
    }

    // MARK: Words

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
