// How the surface walk (DocumentedSurfaceReader.swift) reads headings and the page's type.

import Foundation
import SpecMarkdown
import SpecModel

extension SurfaceWalk {
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
    func parametersOfCallees(_ parameters: [Parameter], line: Int, column: Int) -> DocumentedAPI {
        let api = listedDeclaration(lastCallees[lastCallees.count - 1], .function, parameters, line: line, column: column)
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
}
