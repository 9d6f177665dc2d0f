import Foundation
import TestSupport
import Testing

@testable import SpecReport

/// Document text that looks like markup stays text: the only tags and attributes in the report are its own.
@Suite struct HostileTextTests {
    /// A spec whose every part tries to be markup or script (written for this test).
    private static let hostileSpec = #"""
        # Widget <script>alert("title")</script>

        A summary with <img src=x onerror="alert(1)"> and </main></body> & &amp; an entity.

        ## Behaviors

        - It dismisses itself after 4 seconds <script>document.title='x'</script>.
        - <iframe src="javascript:alert(2)"></iframe> a sentence nobody understands.

        ## API

        ```swift
        init(title: String = "<b onclick=\"x\">", action: () -> Void)
        ```

        | Name | Type | Default | Description |
        |---|---|---|---|
        | `title` | `String` | `"<b onclick=\"x\">"` | A <style>body{display:none}</style> title. |
        | `action` | `() -> Void` | | Called with "quotes" & 'apostrophes'. |
        | `<svg onload=alert(3)>` | `Glyph` | | An icon. |

        """#

    private static let allowedTags: Set<String> = [
        "!doctype", "html", "head", "meta", "title", "style", "body", "main", "nav", "header", "h1", "h2", "p", "section",
        "dl", "div", "dt", "dd", "details", "summary", "ul", "ol", "li", "span", "a", "code", "b", "strong", "br", "q",
    ]
    private static let allowedAttributes: Set<String> = [
        "html", "class", "id", "href", "lang", "charset", "name", "content", "http-equiv", "value", "max", "aria-label", "open",
    ]

    @Test func hostileTextIsEscapedEverywhere() async throws {
        let specs = try ReportFixture.specsFolder(copying: [])
        try Data(Self.hostileSpec.utf8).write(to: specs.appendingPathComponent("widget.md"))
        try Data(Self.hostileSpec.utf8).write(to: specs.appendingPathComponent("we\"ird<b>name.md"))
        let hostileFixtures = SharedFolder.repositoryRoot.appendingPathComponent("Tests/SpecEmittersTests/Hostile")
        for name in try FileManager.default.contentsOfDirectory(atPath: hostileFixtures.path) where name.hasSuffix(".md") {
            try FileManager.default.copyItem(at: hostileFixtures.appendingPathComponent(name), to: specs.appendingPathComponent(name))
        }
        let (components, files) = try await ReportFixture.report(of: specs)
        // The two copies of the hostile spec share a name, so they are two documents of one component.
        #expect(components.count == 3)
        #expect(components.contains { $0.documents.count == 2 })
        for file in files {
            // Every tag is one the report writes, with the report's attributes only.
            for match in file.contents.matches(of: /<\/?([!a-zA-Z][a-zA-Z0-9]*)([^>]*)>/) {
                let tag = match.output.1.lowercased()
                #expect(Self.allowedTags.contains(tag), "\(file.path): tag <\(tag)>")
                for attribute in String(match.output.2).matches(of: /\s([^\s="]+)(="[^"]*")?/) {
                    let name = attribute.output.1.lowercased()
                    #expect(Self.allowedAttributes.contains(name) || name.hasPrefix("data-"), "\(file.path): attribute \(name) on <\(tag)>")
                }
            }
            // Links go only to the report's own pages and anchors.
            for link in file.contents.matches(of: /href="([^"]*)"/) {
                #expect(link.output.1.wholeMatch(of: /([a-z0-9-]+\.html)?(#[a-zA-Z0-9-]+)?/) != nil, "\(file.path): href \(link.output.1)")
            }
            #expect(!file.path.contains("<") && !file.path.contains("\"") && !file.path.contains("/"))
        }
        let widget = try #require(files.first { $0.contents.contains("<h1 data-component=") && $0.contents.contains("widget.md") })
        #expect(widget.contents.contains("&lt;script&gt;document.title=&#39;x&#39;&lt;/script&gt;"))
        #expect(widget.contents.contains("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;"))
        #expect(widget.contents.contains("&lt;/main&gt;&lt;/body&gt; &amp; &amp;amp; an entity"))
        // The hostile Swift-syntax fixtures keep their backslashes, quotes and mustache braces as text.
        let string = try #require(files.first { $0.path == "string.html" })
        #expect(string.contents.contains("{{mustache}}"))
        #expect(string.contents.contains("&quot;x\\\\(y)&quot;"))
    }
}
