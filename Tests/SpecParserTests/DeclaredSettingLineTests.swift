import SpecModel
import Testing

@testable import SpecParser

/// A setting that usage sets before the code declares it (`pebble.lingerTime = 3`, then a listing's
/// `lingerTime: TimeInterval`) is stated where it is declared: the parameter's line is the declaration's. Without a
/// declaration it stays where the usage shows it.
@Suite struct DeclaredSettingLineTests {
    private func parse(_ blocks: [String]) -> ParseResult {
        let fences = blocks.map { "```swift\n\($0)\n```" }.joined(separator: "\n\nMore:\n\n")
        let markdown = "# Pebble\n\nA short message that floats over the page.\n\n" + fences + "\n"
        return SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pebble.md", inferences: .notes)
    }

    @Test func theDeclarationsLineOutranksAnEarlierUse() throws {
        let result = parse(["let pebble = Pebble()\npebble.lingerTime = 3", "lingerTime: TimeInterval\nfillColor: UIColor"])
        let linger = try #require(result.spec.api("Pebble")?.parameter("lingerTime"))
        // Lines: 1 title, 3 summary, 5 fence, 6-7 usage, 8 fence, 10 "More:", 12 fence, 13 the listing's first line.
        #expect(linger.line == 13)
    }

    @Test func withoutADeclarationTheUseGivesTheLine() throws {
        let result = parse(["let pebble = Pebble()\npebble.lingerTime = 3"])
        let linger = try #require(result.spec.api("Pebble")?.parameter("lingerTime"))
        #expect(linger.line == 7)
    }
}

/// A table row typed `CGRect` is a record of four numbers, as `CGSize` is of two; the component gets its own record.
@Suite struct WellKnownRectTests {
    @Test func aRectRowGetsARecordOfItsFourNumbers() throws {
        let markdown = """
            # Pebble

            ## Properties

            | Property | Type | Description |
            |---|---|---|
            | safeArea | `CGRect` | Where the pebble may appear. |
            | title | `String` | What it says. |
            """
        let spec = SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pebble.md", inferences: .notes).spec
        let rect = try #require(spec.records.first { $0.name.hasSuffix("Rect") })
        #expect(rect.fields.map(\.name) == ["x", "y", "width", "height"])
        #expect(spec.api("Pebble")?.parameter("safeArea")?.valueType == .record(rect.name))
        #expect(spec.api("Pebble")?.parameter("title")?.valueType == .scalar(.string))
    }
}
