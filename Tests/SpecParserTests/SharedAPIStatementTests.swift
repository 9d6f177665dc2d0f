import SpecModel
import SpecParser
import Testing

/// A Swift API is iOS's alone unless its document says, in its own prose, that the API is the same on every platform;
/// then the API is marked shared (and gives a Kotlin model too). Anything less than a plain statement is not read so.
@Suite struct SharedAPIStatementTests {
    /// A one-API document about a "Pager" whose overview paragraph is `sentence`.
    private func document(saying sentence: String, kotlin: Bool = false) -> String {
        """
        # Pager

        Pagers move through a list of pages. \(sentence)

        ## API

        ```swift
        init(title: String, pageCount: Int = 3)
        ```
        \(kotlin ? "\n```kotlin\n@Composable\nfun Pager(title: String, pageCount: Int = 3)\n```\n" : "")
        """
    }

    @Test(arguments: [
        "The API is shared between iOS and Android.",
        "This is a cross-platform API.",
        "Both platforms expose the same parameters.",
        "The SwiftUI and Compose interfaces are identical.",
        "Its API is the same on every platform.",
        "Android and iOS share one API.",
    ])
    func aPlainStatementMarksTheSwiftAPIShared(sentence: String) throws {
        let result = parse(document(saying: sentence))
        let api = try #require(result.spec.api("Pager"))
        #expect(api.sharedStatedAt == 3, "\(sentence)")
        #expect(
            result.inferences.contains { $0.message.hasPrefix("read the Swift API as shared by every platform") && $0.location.line == 3 }
        )
    }

    @Test(arguments: [
        // No statement about the API at all, or about something other than the API.
        "Pages slide in from the trailing edge.",
        "Pagers look the same on both platforms.",
        "The dots share the accent colour.",
        // Sharing denied, restricted or hedged: not a plain statement, so not read.
        "The API is not shared between iOS and Android.",
        "The API differs between iOS and Android.",
        "The parameters are the same on both platforms, except the page indicator.",
        "The API is mostly the same on both platforms.",
        "The iOS API is shared only by iPhone and iPad apps.",
        // Shared, but not across platforms.
        "The API is shared by every screen of the app.",
    ])
    func anythingElseLeavesTheSwiftAPIiOSsAlone(sentence: String) throws {
        let result = parse(document(saying: sentence))
        #expect(try #require(result.spec.api("Pager")).sharedStatedAt == nil, "\(sentence)")
        #expect(!result.inferences.contains { $0.message.hasPrefix("read the Swift API as shared") })
    }

    @Test func onlySwiftAPIsAreMarked() throws {
        let result = parse(document(saying: "The API is shared between iOS and Android.", kotlin: true))
        let swift = try #require(result.spec.apis.first { $0.language == .swift })
        let kotlin = try #require(result.spec.apis.first { $0.language == .kotlin })
        #expect(swift.sharedStatedAt == 3)
        #expect(kotlin.sharedStatedAt == nil)
    }
}
