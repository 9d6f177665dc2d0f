// How the surface walk (DocumentedSurfaceReader.swift) reads code blocks.

import Foundation
import SpecMarkdown
import SpecModel

extension SurfaceWalk {
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
            let api = listedDeclaration("", .properties, properties, line: block.firstCodeLine, column: max(block.range.start.column, 1))
            surface.apis.append(
                DocumentedAPI(declaration: api, subjects: introducedSubjects + headingSubjects)
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
                        appendPayload(payload, of: name, in: enumeration.name, block: block, offset: offset)
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

    /// A case's payload (`_ name: String`), which the parser leaves out, on the block's 0-based code line `offset`.
    mutating func appendPayload(_ payload: String, of name: String, in enumeration: String, block: CodeBlock, offset: Int) {
        surface.payloads.append(
            CasePayload(
                enumeration: enumeration,
                name: name,
                payload: payload,
                line: block.firstCodeLine + offset,
                column: max(block.range.start.column, 1)
            )
        )
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
        // Each statement keeps its line in the block, so a payload after a blank line is placed at its own line.
        let statements = block.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { (offset: $0.offset, text: $0.element.trimmingWhitespaces()) }.filter { !$0.text.isEmpty }
        if !statements.isEmpty, statements.allSatisfy({ Self.withoutModifiers($0.text).hasPrefix("case ") }) {
            guard var enumeration = pageEnumeration else { return }
            for (offset, statement) in statements {
                let body = String(Self.withoutModifiers(statement).dropFirst("case ".count))
                for (name, payload) in Self.caseElements(body) {
                    enumeration.cases.append(name)
                    if let payload { appendPayload(payload, of: name, in: enumeration.name, block: block, offset: offset) }
                }
            }
            enumeration.rawValues = enumeration.cases
            pageEnumeration = enumeration
            return
        }
        if let first = statements.first, let name = Self.propertyName(first.text) {
            surface.properties.append(
                DocumentedProperty(
                    owner: owner,
                    name: name,
                    line: block.firstCodeLine + first.offset,
                    column: max(block.range.start.column, 1),
                    type: Self.propertyType(first.text)
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
            var read = Self.usageCall(
                call,
                place: { offset in
                    let (line, column) = code.position(of: offset)
                    return (block.firstCodeLine + line, max(block.range.start.column, 1) + column - 1)
                }
            )
            // `Notice.shared.present(…)`: the callee names the type; the accessor it goes through is a claim of its own.
            if case .member = call.callee, tokens.isPunctuation(".", at: call.name - 1), let accessor = tokens[call.name - 2],
                accessor.kind == .name, SharedInstance.isAccessor(accessor.text), tokens.isPunctuation(".", at: call.name - 3)
            {
                read.staticMember = accessor.text
            }
            // `Toast(text: "Hi").show()`: a method called on the result of a call read here.
            if case .method = call.callee, tokens.isPunctuation(".", at: call.name - 1) {
                read.chainedOn = found.first { $0.close == call.name - 2 }?.callee
            }
            surface.calls.append(read)
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
    /// list or a table: an API written as a call with types in place of values. A call with values or none
    /// (`.dismiss()`, `.fade(true)`) or a function's full name (`show(text:edge:)`) names a function, nothing more.
    mutating func readCodeSpanCalls(_ content: [Inline], line: Int) {
        for span in content.codeSpans where span.contains("(") {
            let trimmed = span.trimmingWhitespaces()
            guard !trimmed.hasPrefix("init("), !trimmed.hasPrefix("func "), !trimmed.hasPrefix("case ") else { continue }
            if let named = Self.functionName(trimmed) {
                appendNamedFunction(named, span: span, from: line)
                continue
            }
            let code = CodeText(trimmed)
            let tokens = UsageTokens(code)
            // The span is one call: its name (after a leading dot or a type path), then the parentheses that end it.
            guard let call = UsageCallReader.calls(in: tokens).first, call.close == tokens.tokens.count - 1,
                (0..<call.name).allSatisfy({ tokens[$0]?.kind == .name || tokens.isPunctuation(".", at: $0) })
            else { continue }
            let made = Self.usageCall(call, place: { _ in (0, 0) })
            guard made.isWrittenWithTypes else {
                if let named = Self.functionName(String(trimmed[..<(trimmed.firstIndex(of: "(") ?? trimmed.endIndex)]) + "()") {
                    appendNamedFunction(named, span: span, from: line)
                }
                continue
            }
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

    /// `show(text:edge:)`, `.dismiss()`, `Toast.show()`: a function's name and the type path before it, when `span` is
    /// only a name (after a dot or a path of names) and parentheses holding nothing or labels; nil for anything else.
    static func functionName(_ span: String) -> (owner: String, name: String)? {
        guard span.hasSuffix(")"), let open = span.firstIndex(of: "(") else { return nil }
        let inside = span[span.index(after: open)..<span.index(before: span.endIndex)]
        let labels = inside.split(separator: ":", omittingEmptySubsequences: false)
        guard inside.isEmpty || (inside.hasSuffix(":") && labels.dropLast().allSatisfy { $0.isPlainIdentifier }) else { return nil }
        var path = span[..<open].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if path.first == "" { path.removeFirst() }
        guard let name = path.popLast(), name.isPlainIdentifier, name != "init", path.allSatisfy(\.isPlainIdentifier) else { return nil }
        return (path.joined(separator: "."), name)
    }

    /// Records a function a span names, placed at the span.
    mutating func appendNamedFunction(_ named: (owner: String, name: String), span: String, from line: Int) {
        let (spanLine, column) = place(of: "`\(span)`", from: line).map { ($0.line, $0.column + 1) } ?? (line, 1)
        surface.namedFunctions.append(DocumentedProperty(owner: named.owner, name: named.name, line: spanLine, column: column))
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
}
