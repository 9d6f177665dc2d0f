import Foundation
import Testing

@testable import SpecReport

/// The index answers a designer's questions first: one line per component saying how many documented behaviours
/// pass, fail, were not run or need a person, and where the documents disagree. The engineering figures come after
/// it, folded, each with a line that says what it counts and names what was guessed or left out.
@Suite struct IndexWordingTests {
    /// A lamp whose table leaves one type to be guessed, gives one default that does not fit, and has an action.
    static let lamp = """
        # Lamp

        A lamp lights a room.

        ## Parameters

        | Name | Type | Default | Description |
        |---|---|---|---|
        | isOn | | true | Whether it shines |
        | brightness | Int | bright | How bright it shines |
        | label | String | "Lamp" | Its name |
        | glow | Double | 0.5 | How much it glows |
        | tint | String | "warm" | Its colour name |
        | onToggle | () -> Void | | Called when it is switched |

        ## Behavior

        - The lamp switches itself off after 5 seconds.
        """

    private static func page(_ name: String, in files: [ReportFile]) throws -> String {
        try #require(files.first { $0.path == name }).contents
    }

    /// The `data-figure` row of `key` inside `html` (up to the row's end).
    private static func row(_ key: String, in html: Substring) -> Substring? {
        html.components(separatedBy: "<div data-figure=\"\(key)\">").dropFirst().first?.components(separatedBy: "</div>").first.map {
            Substring($0)
        }
    }

    /// The text of each behaviours line in `html`.
    private static func lines(in html: String) -> [String] {
        html.matches(of: /<p class="behaviours"[^>]*>(.*?)<\/p>/).map { String($0.output.1) }
    }

    @Test func everyCardLeadsWithItsBehavioursAndFoldsTheEngineeringFigures() async throws {
        let (components, files) = try await ReportFixture.report(of: ReportFixture.repositorySpecs)
        let index = try Self.page("index.html", in: files)
        for component in components {
            let card = try #require(ReportFixture.card(HTMLText.escape(component.name), in: index), "\(component.name)")
            let line = try #require(card.range(of: "<p class=\"behaviours\""), "\(component.name): no behaviours line")
            let fold = try #require(card.range(of: "<details class=\"engineering\" data-engineering>"), "\(component.name): no fold")
            #expect(line.lowerBound < fold.lowerBound, "\(component.name): the fold comes first")
            #expect(!card[..<fold.lowerBound].contains("data-figure="), "\(component.name): an engineering figure outside the fold")
            for key in ["executable", "properties", "runtime", "inferences", "ignored", "warnings", "errors", "disagreements"] {
                #expect(Self.row(key, in: card[fold.lowerBound...]) != nil, "\(component.name): \(key) missing from the fold")
            }
            // Every behaviour is counted once, in the state its page shows.
            let counts = try #require(ReportFixture.behaviours(in: String(card)).first)
            let states = ["passes", "fails", "not-run", "awaiting-results", "needs-person", "disputed"].map { counts[$0] ?? -1 }
            #expect(states.reduce(0, +) == component.figures.statements, "\(component.name): \(counts)")
            let position = try #require(components.firstIndex { $0.name == component.name })
            let page = try Self.page(ReportLinks(components: components).pages[position], in: files)
            #expect(counts["needs-person"] == page.components(separatedBy: "data-state=\"needs-person\"").count - 1, "\(component.name)")
            #expect(counts["disputed"] == page.components(separatedBy: "data-state=\"disagree\"").count - 1, "\(component.name)")
        }
    }

    @Test func withoutResultsNoLineSaysPassOrHasATest() async throws {
        let (_, files) = try await ReportFixture.report(of: ReportFixture.repositorySpecs)
        let index = try Self.page("index.html", in: files)
        let lines = Self.lines(in: index)
        #expect(lines.count == 7)
        for line in lines {
            #expect(!line.contains("pass"), "\(line)")
            #expect(!line.contains("a test"), "\(line)")
        }
        #expect(lines.contains { $0.contains("8 not run (no test results were given)") }, "\(lines)")
        #expect(index.contains("No test results were given, so nothing here says whether a behaviour passes"))
        // Outside the folds, "test" is said only where the results are asked for.
        let unfolded = index.replacing(/<details class="engineering".*?<\/details>/, with: "")
        #expect(!unfolded.contains("have a test") && !unfolded.contains("has a test") && !unfolded.contains("with a test"))
        #expect(!index.contains("behaviours with a test"))
    }

    @Test func withResultsTheLineCountsTheStatesThePageShows() async throws {
        let (components, files) = try await ReportFixture.report(
            of: ReportFixture.repositorySpecs,
            results: [TestResultsFixture.passing(platform: "Linux"), TestResultsFixture.mutant(platform: "mutant")]
        )
        let index = try Self.page("index.html", in: files)
        let pages = ReportLinks(components: components).pages
        for (component, pageName) in zip(components, pages) {
            let page = try Self.page(pageName, in: files)
            let card = try #require(ReportFixture.card(HTMLText.escape(component.name), in: index))
            let counts = try #require(ReportFixture.behaviours(in: String(card)).first)
            for (key, state) in [("passes", "passes"), ("fails", "fails"), ("not-run", "not-run"), ("disputed", "disagree")] {
                #expect(counts[key] == page.components(separatedBy: "data-state=\"\(state)\"").count - 1, "\(component.name): \(key)")
            }
            #expect(counts["awaiting-results"] == 0, "\(component.name)")
        }
        let snackbar = try #require(ReportFixture.card("Snackbar", in: index))
        #expect(snackbar.contains("pass on every platform given</span>"), "\(snackbar)")
        #expect(snackbar.contains("<span class=\"count c-failed\">1 fails</span>"), "\(snackbar)")
        // Two platforms: the sentence of each follows the line.
        #expect(snackbar.contains("documented behaviours pass on mutant; 1 fails."))
    }

    @Test func theLineSaysWhereDocumentsDisagreeWithLinksToTheLines() async throws {
        let (components, files) = try await ReportFixture.report(of: ReportFixture.repositorySpecs)
        let index = try Self.page("index.html", in: files)
        let snackbar = try #require(components.first { $0.name == "Snackbar" })
        let place = try #require(snackbar.figures.disagreementPlaces.first)
        let card = try #require(ReportFixture.card("Snackbar", in: index))
        #expect(card.contains("Where its documents disagree: <a href=\"snackbar.html#d0-L\(place.line)\">snackbar.md:\(place.line)</a>."))
        #expect(try #require(ReportFixture.card("Banner", in: index)).contains("No disagreement between its documents was found."))
        // On the component's own page the same place links within the page.
        let page = try Self.page("snackbar.html", in: files)
        #expect(page.contains("Where its documents disagree: <a href=\"#d0-L\(place.line)\">snackbar.md:\(place.line)</a>."))
        #expect(index.contains("Documents disagree at 3 places, in 3 components: <a href=\""))
    }

    @Test func theFoldNamesWhatWasGuessedLeftOutAndSetInCode() async throws {
        let specs = try ReportFixture.temporaryFolder("lamp")
        try Data(Self.lamp.utf8).write(to: specs.appendingPathComponent("lamp.md"))
        let (_, files) = try await ReportFixture.report(of: specs)
        let index = try Self.page("index.html", in: files)
        let card = try #require(ReportFixture.card("Lamp", in: index))
        let guessed = try #require(Self.row("inferences", in: card))
        #expect(guessed.contains("<dd>1</dd>"))
        #expect(guessed.contains("type of &#39;isOn&#39; inferred as &#39;Bool&#39; from its default &#39;true&#39;"), "\(guessed)")
        let leftOut = try #require(Self.row("ignored", in: card))
        #expect(leftOut.contains("default &#39;bright&#39; of parameter &#39;brightness&#39; does not fit its type"), "\(leftOut)")
        let inCode = try #require(Self.row("runtime", in: card))
        #expect(inCode.contains("<code>onToggle</code> (it is a closure)"), "\(inCode)")
        // Five options are stored: the card names three and sends to the page, which names all five.
        let data = try #require(Self.row("properties", in: card))
        #expect(data.contains("<code>isOn</code> (Bool)") && data.contains("and 2 more on its page"), "\(data)")
        let page = try Self.page("lamp.html", in: files)
        let pageData = try #require(Self.row("properties", in: Substring(page)))
        #expect(pageData.contains("<code>tint</code> (String)") && !pageData.contains("more on its page"), "\(pageData)")
        // The fold's summary says the counts in words; nothing guessed elsewhere says "none".
        #expect(
            card.contains("<summary>For engineers: 5 options stored as data, 1 set in code, 1 guessed, 1 left out, 1 warning</summary>")
        )
        let (_, specsFiles) = try await ReportFixture.report(of: ReportFixture.repositorySpecs)
        let banner = try #require(ReportFixture.card("Banner", in: try Self.page("index.html", in: specsFiles)))
        #expect(try #require(Self.row("inferences", in: banner)).contains("<dd class=\"what\">none.</dd>"))
    }
}
