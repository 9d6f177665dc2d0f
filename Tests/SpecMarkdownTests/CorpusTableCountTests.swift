import Foundation
import TestSupport
import Testing

@testable import SpecMarkdown

/// Every public component doc in ../shared/corpus parses, and we find exactly the tables the
/// reference `cmark-gfm -e table` command finds in the same text.
@Suite struct CorpusTableCountTests {
    static let corpusFiles = SharedFolder.documents(in: "corpus")

    @Test(.enabled(if: SharedFolder.has("corpus"), Comment(rawValue: SharedFolder.absence("corpus"))))
    func theCorpusIsThere() {
        #expect(Self.corpusFiles.count >= 20, "expected the corpus's documents in \(SharedFolder.root.path)/corpus")
    }

    @Test(.enabled(if: SharedFolder.has("corpus"), Comment(rawValue: SharedFolder.absence("corpus"))), arguments: corpusFiles)
    func tableCountMatchesTheCmarkGFMCommand(_ file: URL) throws {
        let bytes = try Data(contentsOf: file)
        let document = MarkdownDocument(parsing: bytes)
        let ours = countTables(document.blocks)
        let reference = try referenceTableCount(Self.blankingFrontMatter(bytes))
        #expect(ours == reference, "\(file.lastPathComponent): we found \(ours) tables, cmark-gfm found \(reference)")
    }

    private func countTables(_ blocks: [Block]) -> Int {
        blocks.reduce(0) { count, block in
            switch block {
            case .table: count + 1
            case .list(let list): count + list.items.reduce(0) { $0 + countTables($1.blocks) }
            case .blockQuote(let quote): count + countTables(quote.blocks)
            default: count
            }
        }
    }

    /// Front matter removed the same way the reader does: its lines become empty lines.
    static func blankingFrontMatter(_ data: Data) -> Data {
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "---", let end = lines.indices.dropFirst().first(where: { lines[$0] == "---" || lines[$0] == "..." }) else {
            return data
        }
        for index in 0...end { lines[index] = "" }
        return Data(lines.joined(separator: "\n").utf8)
    }

    private func referenceTableCount(_ input: Data) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["cmark-gfm", "-e", "table", "--to", "xml"]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.drainToEnd()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "cmark-gfm failed; install it with `apt-get install cmark-gfm`")
        // Table elements are `<table>` or `<table sourcepos=…>`; rows are `<table_row`, which neither matches.
        let xml = String(decoding: output, as: UTF8.self)
        return xml.components(separatedBy: "<table>").count - 1 + xml.components(separatedBy: "<table ").count - 1
    }
}
