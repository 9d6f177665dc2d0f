import SpecModel
import Testing

@testable import SpecParser

/// Whose usage a call is: only calls whose type is the component's own show its API. When the page names no type of
/// its own, the one library type most of its calls construct is the component; the page's other types, the
/// platform's and the app's own helpers give no parameter.
@Suite struct UsageOwnershipTests {
    private func parse(_ markdown: String) -> ParseResult {
        SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/notices.md", inferences: .notes)
    }

    @Test func withoutANamedTypeTheTypeMostCallsConstructIsTheComponent() throws {
        let result = parse(
            """
            # Notices

            Short messages about what the app did.

            ```swift
            let saved = GrowlBanner(title: "Saved", lifetime: 3)
            GrowlBanner(title: "Failed", lifetime: 5).show()
            let row = DemoRow(caption: "Settings", compact: true)
            UIView.animate(withDuration: 0.3) { row.alpha = 1 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { saved.dismiss() }
            NSLayoutConstraint.activate([row.heightAnchor.constraint(equalToConstant: 44)])
            ```
            """
        )
        let api = try #require(result.spec.api("GrowlBanner"))
        #expect(api.parameters.map(\.name) == ["title", "lifetime"])
        // The page's own row, the animation, the queue and the constraint are not the component.
        #expect(result.spec.apis.count == 1)
        #expect(result.spec.api("DemoRow") == nil)
    }

    @Test func aNamedOwnTypeLeavesEveryOtherCallOut() throws {
        let result = parse(
            """
            # Growl

            A short message about what the app did.

            ```kotlin
            Growl(message = "Saved", lifetime = 3000L, modifier = Modifier.padding(all = 8.dp))
            DemoCard(caption = "Settings", elevated = true)
            ```
            """
        )
        let api = try #require(result.spec.api("Growl"))
        let names = api.parameters.map(\.name)
        #expect(names.contains("message") && names.contains("lifetime"))
        #expect(!names.contains("all") && !names.contains("caption") && !names.contains("elevated"))
        #expect(result.spec.api("DemoCard") == nil)
    }
}
