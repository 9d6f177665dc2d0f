import Foundation
import SpecEmitters
import SpecModel
import SpecParser

/// `specgen.yml`: a project's choices, each optional (command-line flags override them, defaults fill the rest).
/// Relative paths are relative to the folder the file is in.
public struct Configuration: Sendable, Equatable {
    /// The file's path.
    public var path: String
    /// The specs folder.
    public var specs: String?
    /// The output folder.
    public var output: String?
    /// Which output kinds to generate (all when absent).
    public var outputs: [String]?
    /// The access level of generated declarations.
    public var accessModifier: AccessModifier?
    /// A prefix for every generated Swift type (`DS` → `DSSnackbarConfiguration`).
    public var typePrefix: String?
    /// The module the samples import to reach the models.
    public var modelsModule: String?
    /// A folder of templates overriding the built-in ones.
    public var templates: String?
    /// The isolation of conformance suites and harness protocols.
    public var isolation: SuiteIsolation?
    /// Whether inferences the reader makes are errors.
    public var strict: Bool?
    /// Statement ids (or their eight-digit hashes) whose statements are not read, each where the file lists it.
    public var ignore: [ListedValue]?
    /// Documents whose values win where a component's documents disagree, each where the file lists it.
    public var authoritative: [ListedValue]?
    /// What models and schemas do with object keys no parameter has (`contract.unknownKeys`).
    public var unknownKeys: UnknownKeyPolicy?
    /// What models and schemas do with enumeration values no case has (`contract.unknownEnumCases`).
    public var unknownEnumCases: UnknownEnumCasePolicy?
    /// The languages to generate code in (`[swift]` when absent).
    public var languages: [OutputLanguage]?
    /// The package of generated Kotlin files.
    public var kotlinPackage: String?
    /// `verify-api`: a module a document names → the module whose symbol graph implements it.
    public var verifyModules: [String: String]?
    /// `verify-api`: the module to look in when a document names none.
    public var verifyModule: String?
    /// Test results (`testResults:`) that `report`, `verify-api`'s neighbours and `mcp` read when no `--test-results` is
    /// given: JUnit/xUnit files, or folders whose `.xml` files are read, each resolved against this file's folder and
    /// written `PLATFORM=PATH` when the entry names its platform.
    public var testResults: [String]?
    /// Folders of symbol graphs (`symbolGraphs:`) that `verify-api`, `report` and `mcp` read when no
    /// `--symbol-graph-dir` is given, resolved against this file's folder.
    public var symbolGraphs: [String]?
    /// Documents named as the component they document (path → name), whatever their titles say.
    public var components: [String: String]?
    /// Types documents name without defining them: their cases, or the type they stand for (`types:`).
    public var types: [String: ConfiguredType]?

    /// Creates an empty configuration read from `path`.
    public init(path: String) {
        self.path = path
    }

    /// The folder relative paths are resolved against.
    public var directory: String {
        let folder = PathText.folder(of: path)
        return folder.isEmpty ? "." : folder
    }

    /// `value` resolved against the configuration's folder when it is relative.
    public func resolve(_ value: String) -> String {
        value.hasPrefix("/") || directory == "." ? value : (directory as NSString).appendingPathComponent(value)
    }

    /// The file name specgen looks for.
    public static let fileName = "specgen.yml"

    /// Every key the file may hold, with what it means, in the order `specgen init` writes them.
    public static let keys: [(key: String, meaning: String)] = [
        ("specs", "the folder searched recursively for *.md and *.mdx component specs"),
        ("output", "the folder generated files go to"),
        (
            "outputs",
            "which outputs to generate: models, schemas, samples, suites, support, kotlin-models, kotlin-contract, kotlin-suites, kotlin-support"
        ),
        ("languages", "the languages to generate code in: swift, kotlin (default: [swift])"),
        ("kotlinPackage", "the package of generated Kotlin files, such as com.example.components"),
        ("accessModifier", "the access level of generated declarations: public, package or internal"),
        ("typePrefix", "a prefix for every generated Swift type, such as DS"),
        ("modelsModule", "the module the samples import to reach the models"),
        ("templates", "a folder of .mustache templates overriding the built-in ones"),
        ("conformance", "conformance suites: isolation (mainActor or nonisolated)"),
        ("contract", "the JSON contract: unknownKeys (reject or ignore), unknownEnumCases (reject or fallback)"),
        ("strict", "make every inference, and every element the reader cannot use, an error (true or false)"),
        ("ignore", "statement ids (as `dump` and the suites show them) that specgen leaves unread"),
        ("authoritative", "documents whose values win where a component's documents disagree"),
        ("types", "types documents name but do not define: `Name: {cases: [a, b]}` or `Name: {as: Duration}`"),
        ("verifyAPI", "specgen verify-api: module (where to look when a document names none), modules (named → actual)"),
        ("components", "documents named as the component they document, whatever their titles say: {specs/chip-copy.md: Chip}"),
        ("testResults", "JUnit/xUnit results (files or folders, PLATFORM=PATH to name the platform) for report and mcp"),
        ("symbolGraphs", "folders of *.symbols.json that verify-api, report and mcp compare the documents with"),
    ]

    /// The results files `testResults:` names now, as `report --test-results` takes them (`FILE` or `PLATFORM=FILE`): a
    /// folder stands for the `.xml` files in it, in name order.
    public var testResultsFiles: [String] { testResultsListing.files }

    /// The results files and, for a folder, its `.xml` files that are links leading out of the project: those are not
    /// read, as a configured path leading out is not (each is said as `path: warning: …`).
    public var testResultsListing: (files: [String], outside: [String]) {
        let root = ProjectRoot(configuration: path)
        var outside: [String] = []
        let files = (testResults ?? []).flatMap { entry -> [String] in
            let (platform, path) = Self.platformAndPath(entry)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [entry] }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { $0.hasSuffix(".xml") }.sorted().compactMap { name in
                let file = (path as NSString).appendingPathComponent(name)
                guard root.contains(file) else {
                    outside.append("\(file): warning: a link leading outside the project; not read")
                    return nil
                }
                return platform.map { "\($0)=\(file)" } ?? file
            }
        }
        return (files, outside)
    }

    /// `ios=results/ios.xml` → (`ios`, `results/ios.xml`); an entry whose text before `=` could be a path has no platform.
    static func platformAndPath(_ entry: String) -> (platform: String?, path: String) {
        guard let equals = entry.firstIndex(of: "="), equals != entry.startIndex else { return (nil, entry) }
        let platform = String(entry[..<equals])
        let path = String(entry[entry.index(after: equals)...])
        guard !path.isEmpty, platform.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return (nil, entry) }
        return (platform, path)
    }
}

/// One entry of a list in `specgen.yml`, with where the file lists it (so a warning about it can point there).
public struct ListedValue: Sendable, Equatable {
    /// The entry.
    public var value: String
    /// Where it is written.
    public var location: SourceLocation

    /// Creates an entry.
    public init(_ value: String, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
