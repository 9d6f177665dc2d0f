import Foundation
import SpecReport
import Testing

@testable import SpecReport

/// The report of specs/: every component, every statement and parameter, figures that match `dump`, the same bytes
/// every time.
@Suite struct ReportContentTests {
    @Test func everyComponentAndStatementIsThereWithTheFiguresOfDump() async throws {
        let (components, files) = try await ReportFixture.report(of: ReportFixture.repositorySpecs)
        let dump = try await ReportFixture.dump(of: ReportFixture.repositorySpecs)
        #expect(components.count == dump.count)
        #expect(files.count == components.count + 1)
        let index = try #require(files.first { $0.path == "index.html" }).contents
        for spec in dump {
            let name = try #require(spec["name"] as? String)
            let source = try #require(spec["source"] as? String)
            #expect(index.contains("data-component=\"\(HTMLText.escape(name))\""), "\(name) is not on the index")
            let position = try #require(components.firstIndex { $0.documents.first?.path == source })
            let page = files[position + 1].contents
            let statements = ((spec["behaviors"] as? [[String: Any]]) ?? []) + ((spec["accessibility"] as? [[String: Any]]) ?? [])
            let parameters = ((spec["apis"] as? [[String: Any]]) ?? []).flatMap { ($0["parameters"] as? [[String: Any]]) ?? [] }
            let figures = Dictionary(uniqueKeysWithValues: ReportFixture.figures(in: page).map { ($0.name, $0.value) })
            #expect(ReportFixture.behaviours(in: page).first?["behaviours"] == statements.count, "\(name)")
            #expect(figures["properties"] == "\(parameters.filter { $0["isData"] as? Bool == true }.count)", "\(name)")
            #expect(figures["runtime"] == "\(parameters.filter { $0["isData"] as? Bool == false }.count)", "\(name)")
            #expect(page.components(separatedBy: "<li class=\"statement\"").count - 1 == statements.count, "\(name)")
            for statement in statements {
                let text = try #require(statement["text"] as? String)
                #expect(page.contains(HTMLText.escape(text)), "\(name): statement missing: \(text)")
                // The statement's line is shown with its mark.
                let line = try #require(statement["line"] as? Int)
                #expect(page.contains("id=\"d0-L\(line)\""), "\(name): line \(line)")
            }
            // Each understood statement says what was read in it, in words.
            let component = components[position]
            for check in component.conformance?.statements ?? [] where !check.statement.rules.isEmpty {
                let reading = "Read as: " + HTMLText.escape(ReadingText.sentence(check.statement.rules)) + "."
                #expect(page.contains(reading), "\(name): \(reading)")
            }
        }
        // The index's card for each component shows the component's own figures, and the overall ones add up.
        let statementTotals = ReportFixture.behaviours(in: index).map { $0["behaviours"] ?? -1 }
        #expect(statementTotals.count == components.count + 1)
        #expect(statementTotals.first == statementTotals.dropFirst().reduce(0, +))
        print("behaviour coverage of specs/: \(HTMLReport.overallCoverage(of: components).map { "\($0) %" } ?? "none")")
    }

    @Test func disagreementsLinkToTheirOtherPlace() async throws {
        let (_, files) = try await ReportFixture.report(of: ReportFixture.repositorySpecs)
        // specs/snackbar.md's auto-dismissal contradicts the accessibility guideline: the mark links to the guideline's
        // line, and the guideline's page links back.
        let snackbar = try #require(files.first { $0.path == "snackbar.html" }).contents
        #expect(snackbar.contains("c-disagreement"))
        let link = try #require(snackbar.firstMatch(of: /href="(toast-snackbar-and-banner-accessibility\.html#d0-L\d+)"/)).output.1
        let guideline = try #require(files.first { $0.path == "toast-snackbar-and-banner-accessibility.html" }).contents
        #expect(guideline.contains("id=\"\(link.split(separator: "#").last ?? "")\""))
        #expect(guideline.contains("c-reference"))
        #expect(guideline.contains("href=\"snackbar.html#d0-L"))
    }

    @Test func theSameSpecsGiveTheSameBytes() async throws {
        let first = try await ReportFixture.report(of: ReportFixture.repositorySpecs).files
        let second = try await ReportFixture.report(of: ReportFixture.repositorySpecs).files
        #expect(first == second)
        #expect(!first.contains { $0.contents.contains("<script") || $0.contents.contains("http://") || $0.contents.contains("https://") })
    }
}
