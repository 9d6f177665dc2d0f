import Foundation
import SpecEmitters
import SpecModel

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
        ("verifyAPI", "specgen verify-api: module (where to look when a document names none), modules (named → actual)"),
    ]
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
