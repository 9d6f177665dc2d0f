import Testing

@testable import SpecEmitters

@Suite struct IdentifierTests {
    @Test(arguments: [
        ("message", "message"), ("default", "`default`"), ("class", "`class`"), ("self", "selfValue"), ("Type", "TypeValue"),
        ("max-visible", "maxVisible"), ("leading icon name", "leadingIconName"), ("3d", "_3d"), ("größe", "größe"), ("🎉", "value"),
        ("🎉party", "party"),
    ])
    func memberNamesAlwaysCompile(_ name: String, expected: String) {
        #expect(SwiftIdentifier.member(name) == expected)
    }

    @Test(arguments: [("snackbar stack", "SnackbarStack"), ("Chip group", "ChipGroup"), ("Self", "SelfType"), ("", "Component")])
    func typeNames(_ name: String, expected: String) {
        #expect(SwiftIdentifier.type(name) == expected)
    }

    @Test func stringLiteralsCannotBreakOut() {
        #expect(SwiftLiteral.string("a \"b\" \\(c) \n\t\u{1}") == #""a \"b\" \\(c) \n\t\u{1}""#)
    }

    @Test func docCommentsAreCleanedAndWrapped() {
        let lines = DocComment.lines(["one\ntwo\u{0}  three */ " + String(repeating: "x", count: 250)])
        #expect(lines.first == "/// one two three */")
        #expect(lines.allSatisfy { $0.count <= 4 + DocComment.width })
    }
}
