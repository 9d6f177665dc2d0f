import Foundation
import SpecGenCore
import SpecParser
import TestSupport
import Testing

/// The documented-surface reader on every real document beside the repository (pages of many libraries and
/// languages): it reads each without a trap, and every place it gives lies inside the document.
@Suite struct SurfaceReadingRobustnessTests {
    @Test func everySharedDocumentReadsWithPlacesInsideIt() throws {
        let documents = ["corpus", "seeds", "designsystem-dev/mdc-ios/docs"].flatMap { SharedFolder.documents(in: $0) }
        guard !documents.isEmpty else {
            print(SharedFolder.absence("corpus"))
            return
        }
        for url in documents {
            let text = try String(contentsOf: url, encoding: .utf8)
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let surface = DocumentedSurfaceReader.read(text, document: url.lastPathComponent)
            let lines = surface.links.map(\.line) + surface.calls.map(\.line) + surface.apis.map(\.declaration.line)
            #expect(lines.allSatisfy { (1...lineCount).contains($0) }, "\(url.lastPathComponent): a place outside the document")
        }
    }

    @Test func aCodeSpanThatIsAStatementIsNoAPIWrittenAsACall() {
        let page = "# Icons\n\nMake one animated: `const AnimatedIcon = Animated.create(Icon)`, or call `Icon.render(Size)`.\n"
        let calls = DocumentedSurfaceReader.read(page, document: "Icons.md").calls
        #expect(calls.map(\.callee) == [.member(owner: "Icon", name: "render")])
    }

    @Test func aBodilessSignatureEndingInRethrowsReadsWithoutATrap() throws {
        // A requirement-style listing: the signature ends at `rethrows`, a blank line and more code after it.
        let page = """
            # Chimes

            ```swift
            extension Collection {
                mutating func quiet(while predicate: (Element) throws -> Bool) rethrows

                mutating func hush(while predicate: (Element) throws -> Bool) rethrows
            }
            ```
            """
        let loaded = SpecLoader.parse(Data(page.utf8), path: "chimes.md")
        #expect(loaded.spec != nil)
    }
}
