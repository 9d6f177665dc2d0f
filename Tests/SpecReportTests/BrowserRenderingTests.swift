import Foundation
import SpecReport
import TestSupport
import Testing

/// The report as a person sees it: rendered by headless Chromium, with every component, statement and figure in the
/// DOM the browser built, and nothing logged to the console.
@Suite(.enabled(if: HeadlessBrowser.installed != nil, Comment(rawValue: HeadlessBrowser.absence)), .serialized)
struct BrowserRenderingTests {
    @Test func specsReportRendersWithEveryComponentStatementAndFigure() async throws {
        let coverage = try await renderAndCheck(ReportFixture.repositorySpecs)
        print("behaviour coverage of specs/ (rendered): \(coverage)")
    }

    @Test(.enabled(if: SharedFolder.has("seeds"), Comment(rawValue: SharedFolder.absence("seeds"))))
    func seedReportRenders() async throws {
        let seeds = try FileManager.default.contentsOfDirectory(atPath: try #require(SharedFolder.folder("seeds")).path)
            .sorted().map { try! #require(SharedFolder.folder("seeds")).appendingPathComponent($0) }
        let coverage = try await renderAndCheck(try ReportFixture.specsFolder(copying: seeds))
        print("behaviour coverage of the seed documents (rendered): \(coverage)")
    }

    @Test(.enabled(if: SharedFolder.has("corpus"), Comment(rawValue: SharedFolder.absence("corpus"))))
    func corpusReportRenders() async throws {
        let coverage = try await renderAndCheck(try ReportFixture.specsFolder(copying: SharedFolder.documents(in: "corpus")))
        print("behaviour coverage of the corpus (rendered): \(coverage)")
    }

    /// Screenshots of the snackbar's page at a phone's and a desktop's width, of the first two seed documents (one
    /// component described twice) and of specs/, for a person to look at; the test checks the browser wrote them.
    @Test(.enabled(if: SharedFolder.has("seeds"), Comment(rawValue: SharedFolder.absence("seeds"))))
    func snackbarPagesRenderAtPhoneAndDesktopWidths() async throws {
        let browser = try #require(HeadlessBrowser.installed)
        let seeds = try #require(SharedFolder.folder("seeds"))
        let firstTwo = try FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted().prefix(2).map {
            seeds.appendingPathComponent($0)
        }
        for (name, specs) in [
            ("seeds 000 and 001", try ReportFixture.specsFolder(copying: firstTwo)), ("specs/", ReportFixture.repositorySpecs),
        ] {
            let (components, files) = try await ReportFixture.report(of: specs)
            #expect(components.contains { $0.name == "Snackbar" }, "\(name): no Snackbar component")
            let folder = try ReportFixture.write(files)
            for width in [390, 1280] {
                let image = folder.appendingPathComponent("snackbar-\(width).png")
                #expect(try browser.screenshot(folder.appendingPathComponent("snackbar.html"), width: width, height: 2400, to: image))
                print("the Snackbar page of \(name) at \(width) px: \(image.path)")
            }
        }
    }

    @Test func testResultsShowAsPassesAndFailuresWithTheMessage() async throws {
        let browser = try #require(HeadlessBrowser.installed)
        let (components, files) = try await ReportFixture.report(
            of: ReportFixture.repositorySpecs,
            results: [TestResultsFixture.passing(platform: "Linux"), TestResultsFixture.mutant(platform: "mutant")]
        )
        _ = try await renderAndCheck(ReportFixture.repositorySpecs, report: (components, files))
        let folder = try ReportFixture.write(files)
        let snackbar = try browser.render(folder.appendingPathComponent("snackbar.html")).dom
        let failing = try #require(snackbar.firstMatch(of: /<li class="statement" data-status="executable" data-state="fails">(.*?)<\/li>/))
        #expect(failing.output.1.contains("Swiping the snackbar left, right or down dismisses it."))
        #expect(failing.output.1.contains("Fails on mutant: "))
        #expect(failing.output.1.contains("swipeDown dismisses"))
        #expect(failing.output.1.contains("Passes on Linux."))
        let index = try browser.render(folder.appendingPathComponent("index.html")).dom
        #expect(index.contains(" documented behaviours pass on Linux"))
        #expect(index.contains(" documented behaviours pass on mutant; 1 fails"))
        #expect(index.contains("<span class=\"count c-failed\">1 fails</span>"))
        #expect(index.contains(" pass on every platform given</span>"))
    }

    /// The index's words as the browser shows them: without results, behaviours with a test are "not run", never
    /// "pass"; the fold names what was guessed and left out, and opens only when asked.
    @Test func theIndexSaysNotRunWithoutResultsAndItsFoldNamesWhatWasGuessed() async throws {
        let browser = try #require(HeadlessBrowser.installed)
        let specs = try ReportFixture.temporaryFolder("lamp")
        try Data(IndexWordingTests.lamp.utf8).write(to: specs.appendingPathComponent("lamp.md"))
        try FileManager.default.copyItem(
            at: ReportFixture.repositorySpecs.appendingPathComponent("snackbar.md"),
            to: specs.appendingPathComponent("snackbar.md")
        )
        let (_, files) = try await ReportFixture.report(of: specs)
        let index = try browser.render(try ReportFixture.write(files).appendingPathComponent("index.html")).dom
        let snackbar = try #require(ReportFixture.card("Snackbar", in: index))
        #expect(
            snackbar.contains(
                "<strong>9 documented behaviours</strong>: <span class=\"count c-not-run\">9 not run (no test results were given)</span>"
            )
        )
        #expect(snackbar.contains("No disagreement between its documents was found."), "\(snackbar)")
        let line = try #require(snackbar.firstMatch(of: /<p class="behaviours"[^>]*>(.*?)<\/p>/)).output.1
        #expect(!line.contains("pass") && !line.contains("a test"), "\(line)")
        let lamp = try #require(ReportFixture.card("Lamp", in: index))
        #expect(lamp.contains("<span class=\"count c-pending\">1 needs a person to check</span>"), "\(lamp)")
        #expect(lamp.contains("<details class=\"engineering\" data-engineering=\"\"><summary>For engineers: 5 options stored as data"))
        #expect(lamp.contains("type of 'isOn' inferred as 'Bool' from its default 'true'"), "\(lamp)")
        #expect(lamp.contains("default 'bright' of parameter 'brightness' does not fit its type"), "\(lamp)")
    }

    /// Renders every page of the report of `specs` and checks the DOM; returns the overall coverage as printed.
    private func renderAndCheck(
        _ specs: URL,
        report: (components: [ReportComponent], files: [ReportFile])? = nil
    ) async throws -> String {
        let browser = try #require(HeadlessBrowser.installed)
        var report = report
        if report == nil { report = try await ReportFixture.report(of: specs) }
        let (components, files) = try #require(report)
        #expect(!components.isEmpty)
        let folder = try ReportFixture.write(files)
        let index = try browser.render(folder.appendingPathComponent("index.html"))
        #expect(index.consoleMessages.isEmpty, "index.html: \(index.consoleMessages)")
        #expect(index.dom.contains("<h1>"), "index.html rendered nothing: \(index.dom.prefix(200))")
        let cards = index.dom.components(separatedBy: "<li class=\"card component\"").count - 1
        #expect(cards == components.count)
        // Each card, and the one over all components, leads with its behaviours in words; the engineering figures
        // follow, folded shut.
        let lines = ReportFixture.behaviours(in: index.dom)
        #expect(lines.count == components.count + 1)
        #expect(lines.dropFirst().map { $0["behaviours"] } == components.map(\.figures.statements))
        let folds = index.dom.matches(of: /<details class="engineering" data-engineering="">/).count
        #expect(folds == components.count + 1, "index.html: \(folds) closed folds")
        for card in index.dom.components(separatedBy: "<li class=\"card component\"").dropFirst() {
            let line = card.range(of: "<p class=\"behaviours\"")?.lowerBound
            let fold = card.range(of: "<details class=\"engineering\"")?.lowerBound
            #expect(line.flatMap { line in fold.map { line < $0 } } == true, "index.html: a card does not lead with its behaviours")
        }
        let total = HTMLReport.overallCoverage(of: components).map { "\($0) %" } ?? "none"
        let pages = try browser.render(zip(components, files.dropFirst()).map { folder.appendingPathComponent($0.1.path) })
        for ((component, file), page) in zip(zip(components, files.dropFirst()), pages) {
            #expect(index.dom.contains("href=\"\(file.path)\""), "\(component.name) is not linked from the index")
            #expect(page.consoleMessages.isEmpty, "\(file.path): \(page.consoleMessages)")
            #expect(page.dom.contains("<h1 data-component="), "\(file.path) rendered no heading")
            let figures = Dictionary(uniqueKeysWithValues: ReportFixture.figures(in: page.dom).map { ($0.name, $0.value) })
            #expect(ReportFixture.behaviours(in: page.dom).first?["behaviours"] == component.figures.statements, "\(file.path)")
            #expect(figures["executable"] == "\(component.figures.executable)", "\(file.path)")
            #expect(figures["properties"] == "\(component.figures.properties)", "\(file.path)")
            #expect(figures["runtime"] == "\(component.figures.runtime)", "\(file.path)")
            #expect(figures["warnings"] == "\(component.figures.warnings)", "\(file.path)")
            #expect(figures["disagreements"] == "\(component.figures.disagreements)", "\(file.path)")
            let executable = page.dom.components(separatedBy: "<li class=\"statement\" data-status=\"executable\"").count - 1
            let pending = page.dom.components(separatedBy: "<li class=\"statement\" data-status=\"pending\"").count - 1
            #expect(executable == component.figures.executable && pending == component.figures.pending, "\(file.path)")
            for check in component.conformance?.statements ?? [] {
                #expect(page.dom.contains(ReportFixture.serialisedText(check.statement.text)), "\(file.path): \(check.statement.text)")
            }
            // One state per statement, in words; documents that disagree win over a test.
            let states = page.dom.matches(of: /<li class="statement" data-status="([a-z]+)" data-state="([a-z-]+)">/)
            #expect(states.count == component.figures.statements, "\(file.path)")
            #expect(states.filter { $0.output.2 == "disagree" }.count == component.figures.disputed, "\(file.path)")
            #expect(!states.contains { $0.output.1 == "pending" && ["has a test", "passes", "fails"].contains(String($0.output.2)) })
            // The legend is open; values read are words, not JSON; diagnostic ids only inside a detail.
            #expect(page.dom.contains("<details class=\"legend\" open=\"\">"), "\(file.path): the legend is folded")
            for why in page.dom.matches(of: /<span class="reading">(.*?)<\/span>/) {
                #expect(!why.output.1.contains("[\"") && !why.output.1.contains("{\""), "\(file.path): JSON in \(why.output.1)")
            }
            let withoutDetails = page.dom.replacing(/<details class="id">.*?<\/details>/, with: "")
            #expect(withoutDetails.firstMatch(of: /SG\d\d\d/) == nil, "\(file.path): a diagnostic id outside its detail")
            // Every line of each document is there, as text.
            for (index, document) in component.documents.enumerated() {
                let lines = document.text.map { $0.split(separator: "\n", omittingEmptySubsequences: false).count } ?? 0
                if lines > 1 { #expect(page.dom.contains("id=\"d\(index)-L\(lines - 1)\""), "\(file.path): last lines missing") }
            }
        }
        return total
    }
}
