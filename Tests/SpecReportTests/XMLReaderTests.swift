import Foundation
import Testing

@testable import SpecReport

/// The small XML reader that test-result files go through: what it keeps, and where it stops on bad input.
@Suite struct XMLReaderTests {
    @Test func readsElementsAttributesTextAndReferences() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment before the root -->
            <!DOCTYPE suites [ <!ENTITY x "y"> ]>
            <suites name="a &amp; b">
              <case name='one' note="line&#10;break" spaced="tab\there"/>
              <case name="two"><![CDATA[<not> & markup]]> and &lt;text&gt; &#x263A;</case>
            </suites>
            """
        let root = try XMLReader.read(Data(xml.utf8)).get()
        #expect(root.name == "suites")
        #expect(root.attributes["name"] == "a & b")
        #expect(root.children.map(\.name) == ["case", "case"])
        #expect(root.children[0].attributes["note"] == "line\nbreak")
        #expect(root.children[0].attributes["spaced"] == "tab here")
        #expect(root.children[1].text == "<not> & markup and <text> ☺")
        #expect(root.children[1].line == 6)
        #expect(root.all(named: "case").count == 2)
    }

    @Test(arguments: [
        ("<a><b></a>", "closes no open element", 1, 7),
        ("<a>\n  <b>\n", "is not closed", 3, 1),
        ("<a x=1/>", "a quoted value expected for x", 1, 6),
        ("", "holds no XML element", 1, 1),
        ("<a/><b/>", "content after the root element", 1, 5),
        ("text", "an XML element was expected", 1, 1),
        ("<a><!-- never closed </a>", "a comment is not closed", 1, 4),
    ])
    func badInputStopsWithAPlace(_ input: String, _ message: String, _ line: Int, _ column: Int) {
        guard case .failure(let failure) = XMLReader.read(Data(input.utf8)) else {
            Issue.record("\(input) was read")
            return
        }
        #expect(failure.message.contains(message), "\(failure.message)")
        #expect((failure.line, failure.column) == (line, column), "\(input): \(failure.line):\(failure.column)")
    }

    @Test func deepNestingIsRefusedNotFollowed() {
        let deep = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        guard case .failure(let failure) = XMLReader.read(Data(deep.utf8)) else {
            Issue.record("10 000 nested elements were read")
            return
        }
        #expect(failure.message.contains("nest too deeply"))
    }

    @Test func arbitraryBytesNeverTrap() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("<>/=\"'&;#x![]-? abc\n".utf8)
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            _ = XMLReader.read(Data(bytes))
        }
    }
}
