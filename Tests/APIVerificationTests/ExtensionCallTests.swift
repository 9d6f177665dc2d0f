import Foundation
import SpecModel
import Testing

@testable import APIVerification

/// Calls a page makes on `self` and lists of option cases: `self.flashMessage(…)` is the library's only where the
/// library adds that method to a type it does not declare (the sample's own view or view controller), and each case
/// in `options: [.autoHide(true), .edge(.top)]` must be one of the list's element enumeration. The code and pages are ours.
@Suite struct ExtensionCallTests {
    static let code = """
        import Foundation

        public enum FlashTint { case calm, alarm }
        public enum FlashEdge { case top, bottom }
        public enum FlashOption {
            case autoHide(Bool)
            case edge(FlashEdge)
            case fade
        }
        public final class Flash {
            public init() {}
            public func dismiss() {}
        }
        extension NSObject {
            public func flashMessage(_ text: String, tint: FlashTint, options: [FlashOption]? = nil) {}
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Flashes", sources: ["Flash.swift": code])

    static func findings(_ page: String) throws -> [String] {
        try DocShapeTests.verify(page, named: "Flash.md", against: try #require(Self.graphs), module: "Flashes")
            .diagnostics.findings.map { "\($0.location.line): \($0.message)" }
    }

    static func page(_ code: String) -> String { "# Flash\n\n```swift\n\(code)\n```\n" }

    @Test func aCallOnSelfIsComparedWithTheMethodTheLibraryAddsToAnotherModulesType() throws {
        #expect(try Self.findings(Self.page(#"self.flashMessage("Saved", tint: .calm)"#)).isEmpty)
        #expect(
            try Self.findings(Self.page(#"self.flashMessage("Saved", colour: .calm)"#)) == [
                "4: parameter 'colour' is documented but the code's 'NSObject.flashMessage(_:tint:options:)' has no such parameter"
            ]
        )
        #expect(
            try Self.findings(Self.page(#"self.flashMessage("Saved", tint: .loud)"#)) == [
                "4: case 'loud' of enumeration 'FlashTint' is documented but not in the code: the call passes '.loud' for 'tint'"
            ]
        )
    }

    @Test func aCallOnSelfOfAMethodOfTheLibrarysOwnTypeIsTheSamplesOwn() throws {
        // `Flash.dismiss()` exists, but `self` in a sample is the reader's view controller, whose `dismiss(animated:)` it is.
        #expect(try Self.findings(Self.page("self.dismiss(animated: true)")).isEmpty)
        #expect(try Self.findings(Self.page("super.flashMessage(\"Saved\", colour: .calm)")).isEmpty)
    }

    @Test func eachCaseInAListOfOptionsMustBeTheElementEnumerations() throws {
        let options = """
            view.flashMessage("Saved", tint: .calm, options: [
                .autoHide(true),
                .edge(.top),
                .fade,
            ])
            """
        #expect(try Self.findings(Self.page(options)).isEmpty)
        #expect(
            try Self.findings(Self.page(options.replacingOccurrences(of: ".autoHide(true)", with: ".hideLater(true)"))) == [
                "5: case 'hideLater' of enumeration 'FlashOption' is documented but not in the code: the call passes"
                    + " '.hideLater(true)' in the list for 'options'"
            ],
            "found on the element's own line"
        )
        #expect(
            try Self.findings(Self.page(options.replacingOccurrences(of: ".fade,", with: ".slide,"))) == [
                "4: case 'slide' of enumeration 'FlashOption' is documented but not in the code: the call passes '.slide' in the"
                    + " list for 'options'"
            ],
            "an element that is no call is placed at the list"
        )
        #expect(try Self.findings(Self.page(options.replacingOccurrences(of: ".edge(.top)", with: ".edge(.middle)"))).count == 1)
    }

    @Test func listElementsAreSplitAtTheTopLevelOnly() {
        #expect(ComponentVerification.listElements(#"[.a(1, 2), .b("x, y"), .c,]"#) == [".a(1, 2)", #".b("x, y")"#, ".c"])
        #expect(ComponentVerification.listElements(#"["key": .a]"#) == nil, "a dictionary is no list")
        #expect(ComponentVerification.listElements(".a") == nil)
        #expect(ComponentVerification.listElements("[]") == [])
        #expect(ComponentVerification.listElements("[.a] + [.b]") == nil, "two lists joined are no list literal")
    }
}
