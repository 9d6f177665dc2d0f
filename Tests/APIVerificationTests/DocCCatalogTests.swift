import Foundation
import TestSupport
import Testing

/// `specgen verify-api` given a DocC catalog (`*.docc`): its articles and extension files are read, each symbol link
/// must name a public symbol (in an extension file, relative to the symbol its title links), and its resources are
/// listed, never an error. The catalog and the code are our own.
@Suite struct DocCCatalogTests {
    static let code = """
        public struct Toaster {
            public init(message: String, side: Side = .top) {}
            public enum Side { case top, bottom }
            public func show(message: String, side: Side) {}
            public func hide(animated: Bool = true) {}
            public var isVisible: Bool { false }
        }
        public struct Badge {
            public init(count: Int) {}
            public func clear() {}
        }
        """

    /// The catalog's files, by path inside `ToasterKit.docc`.
    static let catalog: [String: String] = [
        "ToasterKit.md": """
        # ``ToasterKit``

        Brief messages that slide in from an edge.

        ## Topics

        ### Essentials

        - <doc:FirstSteps>
        - ``Toaster``
        - ``Badge``
        """,
        "Extensions/Toaster.md": """
        # ``Toaster``

        A short note shown along the upper or lower edge of the display.

        ## Topics

        ### Showing and hiding

        - ``show(message:side:)``
        - ``hide(animated:)``
        - ``isVisible``

        ### Where it appears

        - ``Side``
        - ``Side/bottom``
        """,
        "FirstSteps.md": """
        # First Steps

        Make a toaster, then call ``Toaster/show(message:side:)``; ``Toaster/hide(animated:)`` takes it away.

        ```swift
        let toaster = Toaster(message: "Copied", side: .bottom)
        toaster.show(message: "Copied", side: .top)
        ```

        ![A toaster at the top](toaster.png)
        """,
        "Resources/toaster.png": "not really a picture",
        "Info.plist": "<plist version=\"1.0\"><dict/></plist>",
        "Tour.tutorial": "@Tutorial(time: 5) {}",
    ]

    /// A project folder holding the catalog (with `changes` applied to its files) and the graphs of `code`.
    static func project(code: String = code, changing changes: [String: String] = [:]) throws -> (root: URL, graphs: URL) {
        let root = try SymbolGraphFixture.temporaryFolder("docc")
        for (path, text) in catalog.merging(changes, uniquingKeysWith: { $1 }) {
            let url = root.appendingPathComponent("ToasterKit.docc/\(path)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return (root, try SymbolGraphFixture.graph(module: "ToasterKit", sources: ["Toaster.swift": code]))
    }

    @Test func aCatalogThatAgreesWithTheCodeIsCleanAndSaysWhatItRead() throws {
        let (root, graphs) = try Self.project()
        let run = try CommandLineRunner.run(["verify-api", "ToasterKit.docc", "--symbol-graph-dir", graphs.path], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "verify-api: ToasterKit.docc: 3 documents read (articles and extension files); 3 resources not read (1 image, 1 tutorial, Info.plist)"
        )
        // The extension file's title and its five links; the landing page's title and two links; the article's two.
        #expect(
            lines.contains {
                $0.hasPrefix("verify-api: Toaster (ToasterKit.docc/Extensions/Toaster.md): ") && $0.hasSuffix("6 symbols compared")
            }
        )
        #expect(
            lines.contains {
                // Its article link names a page, not a symbol: counted as not compared, never a finding.
                $0.hasPrefix("verify-api: ToasterKit (ToasterKit.docc/ToasterKit.md): ") && $0.contains("3 symbols compared; 1 ")
            }
        )
        #expect(
            lines.contains {
                $0.hasPrefix("verify-api: First Steps (ToasterKit.docc/FirstSteps.md): ") && $0.contains("2 calls, 2 symbols")
            }
        )
        #expect(lines.last == "verify-api: 3 spec(s) match the code's public API (ToasterKit)")

        // A catalog met in the specs folder is accounted for too; one extension file named alone is one document read.
        let walked = try CommandLineRunner.run(["verify-api", "--specs", ".", "--symbol-graph-dir", graphs.path], in: root)
        #expect(walked.stdout.hasPrefix("verify-api: ToasterKit.docc: 3 documents read (articles and extension files); 3 resources"))
        let one = try CommandLineRunner.run(
            ["verify-api", "ToasterKit.docc/Extensions/Toaster.md", "--symbol-graph-dir", graphs.path],
            in: root
        )
        #expect(one.stdout.hasPrefix("verify-api: ToasterKit.docc: 1 document read (articles and extension files); 3 resources"))

        let verbose = try CommandLineRunner.run(
            ["verify-api", "ToasterKit.docc", "--symbol-graph-dir", graphs.path, "--verbose"],
            in: root
        )
        #expect(verbose.stderr.contains("ToasterKit.docc/Resources/toaster.png:1:1: note: a DocC catalog resource (image); not read"))
        #expect(verbose.stderr.contains("ToasterKit.docc/Info.plist:1:1: note: a DocC catalog resource (Info.plist); not read"))
        #expect(verbose.stderr.contains("ToasterKit.docc/Tour.tutorial:1:1: note: a DocC catalog resource (tutorial); not read"))
        #expect(verbose.stderr.contains("ToasterKit.md:9:3: note: `doc:FirstSteps` is an article link, not a symbol; not compared"))
        #expect(!verbose.stderr.contains("error:"))
    }

    @Test func aRenamedMemberIsAFindingAtEachLinkToIt() throws {
        let renamed = try SymbolGraphFixture.replacing("func hide(animated", with: "func dismiss(animated", in: Self.code)
        let (root, graphs) = try Self.project(code: renamed)
        let run = try CommandLineRunner.run(
            ["verify-api", "ToasterKit.docc", "--symbol-graph-dir", graphs.path, "--diagnostics-format", "text"],
            in: root
        )
        #expect(run.status == 0)
        let findings = run.stderr.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
        #expect(
            findings == [
                "ToasterKit.docc/Extensions/Toaster.md:10:3: warning: 'hide(animated:)' is documented but module 'ToasterKit' has no public symbol of that name",
                "ToasterKit.docc/FirstSteps.md:3:60: warning: 'Toaster/hide(animated:)' is documented but module 'ToasterKit' has no public symbol of that name",
            ],
            "\(run.stderr)"
        )
        #expect(run.stdout.hasSuffix("verify-api: 2 difference(s) between 3 spec(s) and the code's public API (ToasterKit)\n"))
        let strict = try CommandLineRunner.run(["verify-api", "--strict", "ToasterKit.docc", "--symbol-graph-dir", graphs.path], in: root)
        #expect(strict.status == 1)
    }

    @Test func anExtensionFilesLinksAreAboutItsSymbol() throws {
        // `clear()` is Badge's, not Toaster's: from Toaster's page DocC would not find it, and neither does verify-api.
        var page = try #require(Self.catalog["Extensions/Toaster.md"])
        page += "\n- ``clear()``\n- ``Badge/clear()``\n"
        let (root, graphs) = try Self.project(changing: ["Extensions/Toaster.md": page])
        let run = try CommandLineRunner.run(["verify-api", "ToasterKit.docc", "--symbol-graph-dir", graphs.path], in: root)
        let findings = run.stderr.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
        #expect(
            findings == [
                "ToasterKit.docc/Extensions/Toaster.md:17:3: warning: 'clear()' is documented but module 'ToasterKit' has no public symbol of that name; did you mean 'Badge/clear()'?"
            ],
            "\(run.stderr)"
        )

        // A renamed type: the extension file's title is the finding, where its line stands.
        let (other, otherGraphs) = try Self.project(code: Self.code.replacingOccurrences(of: "Toaster", with: "Popper"))
        let renamed = try CommandLineRunner.run(
            ["verify-api", "ToasterKit.docc/Extensions/Toaster.md", "--symbol-graph-dir", otherGraphs.path],
            in: other
        )
        #expect(
            renamed.stderr.hasPrefix(
                "ToasterKit.docc/Extensions/Toaster.md:1:3: warning: 'Toaster' is documented but module 'ToasterKit' has no public symbol of that name"
            ),
            "\(renamed.stderr)"
        )
    }

    @Test func disambiguatedLinksAreCheckedAsDocCChecksThem() throws {
        // A kind the symbol has, a kind it has not, and a hash this graph cannot confirm (a note, not a finding).
        var page = try #require(Self.catalog["Extensions/Toaster.md"])
        page += "\n- ``Side-swift.enum``\n- ``Side-struct``\n- ``hide(animated:)-9zz9z``\n"
        let (root, graphs) = try Self.project(changing: ["Extensions/Toaster.md": page])
        let run = try CommandLineRunner.run(
            ["verify-api", "ToasterKit.docc", "--symbol-graph-dir", graphs.path, "--verbose"],
            in: root
        )
        let findings = run.stderr.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
        #expect(
            findings == [
                "ToasterKit.docc/Extensions/Toaster.md:18:3: warning: 'Side-struct' is documented but module 'ToasterKit' has no public symbol of kind 'struct' of that name; the code's 'Toaster/Side' is of kind 'enum'"
            ],
            "\(run.stderr)"
        )
        #expect(
            run.stderr.contains(
                "ToasterKit.docc/Extensions/Toaster.md:19:3: note: the symbol link 'hide(animated:)-9zz9z': the code has 'Toaster/hide(animated:)', but '-9zz9z' is not its hash"
            ),
            "\(run.stderr)"
        )
    }

    @Test func aFolderThatIsNotACatalogIsAnErrorAtTheFolder() throws {
        let (root, graphs) = try Self.project()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("notes"), withIntermediateDirectories: true)
        try Data("# Notes\n".utf8).write(to: root.appendingPathComponent("notes/a.md"))
        let folder = try CommandLineRunner.run(["verify-api", "notes", "--symbol-graph-dir", graphs.path], in: root)
        #expect(folder.status == 1)
        #expect(
            folder.stderr.hasPrefix(
                "notes:1:1: error: expected a Markdown file or a DocC catalog (a folder named *.docc) but found a folder"
            )
        )

        // A catalog holding only resources has nothing to verify: said, not reported as matching.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Empty.docc"), withIntermediateDirectories: true)
        try Data("<plist/>".utf8).write(to: root.appendingPathComponent("Empty.docc/Info.plist"))
        let empty = try CommandLineRunner.run(["verify-api", "Empty.docc", "--symbol-graph-dir", graphs.path], in: root)
        #expect(empty.status == 1)
        #expect(empty.stderr.hasPrefix("Empty.docc:1:1: error: the DocC catalog has no articles or extension files (*.md) to read"))
        #expect(!empty.stdout.contains("match"))
    }

    @Test func dumpReadsACatalogsDocumentsToo() throws {
        let (root, _) = try Self.project()
        let run = try CommandLineRunner.run(["dump", "ToasterKit.docc", "--components"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let components = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(Set(components.compactMap { $0["name"] as? String }) == ["Toaster", "First Steps", "ToasterKit"])
    }
}
