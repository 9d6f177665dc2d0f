// How the surface walk (DocumentedSurfaceReader.swift) reads lists.

import Foundation
import SpecMarkdown
import SpecModel

extension SurfaceWalk {
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
            let api = listedDeclaration(function, .function, parameters, line: list.range.start.line, column: list.range.start.column)
            return DocumentedAPI(declaration: api, subjects: headingTypes, isPartial: true)
        }
        guard !subjects.isEmpty else { return nil }
        let api = listedDeclaration(subjects[0], .properties, parameters, line: list.range.start.line, column: list.range.start.column)
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
}
