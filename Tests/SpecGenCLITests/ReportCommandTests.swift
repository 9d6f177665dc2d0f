import Foundation
import TestSupport
import Testing

/// `specgen report` end to end: writes the pages, prints the coverage, and rewrites nothing unchanged.
@Suite struct ReportCommandTests {
    @Test func writesAnIndexAndAPagePerComponent() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-report-cli-\(UUID().uuidString)")
        let output = root.appendingPathComponent("report")
        let result = try CommandLineRunner.run(["report", "--output", output.path, "--diagnostics-format", "github"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote \(output.path)/index.html: 6 components, behaviour coverage "))
        #expect(result.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("::warning ") }, "\(result.stderr)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(pages.contains("index.html") && pages.contains("snackbar.html") && pages.count == 7, "\(pages)")
        let index = output.appendingPathComponent("index.html")
        let before = try FileManager.default.attributesOfItem(atPath: index.path)[.modificationDate] as? Date
        let bytes = try Data(contentsOf: index)
        Thread.sleep(forTimeInterval: 0.05)
        #expect(try CommandLineRunner.run(["report", "--output", output.path, "--quiet"]).status == 0)
        #expect(try Data(contentsOf: index) == bytes)
        #expect(try FileManager.default.attributesOfItem(atPath: index.path)[.modificationDate] as? Date == before)
        #expect(try CommandLineRunner.run(["report"]).status == 2)
    }
}
