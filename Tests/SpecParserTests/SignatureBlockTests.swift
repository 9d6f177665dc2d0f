import SpecMarkdown
import SpecModel
import Testing

@testable import SpecParser

/// A block of bodiless public signatures under a "Usage" heading states the API; calls and functions with bodies
/// there stay examples.
@Suite struct SignatureBlockTests {
    @Test func aBodilessInitializerUnderUsageIsTheComponentsAPI() throws {
        let markdown = """
            # Pill

            A small rounded label.

            ## Usage

            ```swift
            public init(
                caption: String,
                closable: Bool = false,
                cornerRadius: CGFloat = 8)
            ```
            """
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pill.md", inferences: .notes)
        let api = try #require(result.spec.apis.first)
        #expect(api.kind == .initializer)
        #expect(api.parameters.map(\.name) == ["caption", "closable", "cornerRadius"])
        #expect(api.parameter("closable")?.defaultValue == "false")
    }

    @Test func samplesUnderUsageStayExamples() {
        func block(_ code: String, info: String = "swift") -> CodeBlock {
            let start = SourcePosition(line: 1, column: 1)
            return CodeBlock(info: info, code: code, isFenced: true, range: SourceRange(start: start, end: start))
        }
        func isListing(_ code: String) -> Bool { SignatureBlock.isSignatureListing(block(code)) }
        #expect(isListing("public init(caption: String, closable: Bool = false)"))
        // A call, a function with a body and a private helper are the example's own.
        #expect(!isListing("let pill = Pill(caption: \"Fresh\")"))
        #expect(!isListing("func showPill() {\n    present(Pill(caption: \"Fresh\"))\n}"))
        #expect(!isListing("private func makePill(caption: String) -> Pill"))
        #expect(!isListing("public init()"))
        // A delegate's requirements are not the component's API.
        #expect(!isListing("func pillWillAppear(_ pill: Pill)\nfunc pillDidAppear(_ pill: Pill)"))
        #expect(
            SignatureBlock.isSignatureListing(block("@Composable\nfun Pill(caption: String, closable: Boolean = false)", info: "kotlin"))
        )
        #expect(!SignatureBlock.isSignatureListing(block("public init(caption: String)", info: "ruby")))
    }
}
