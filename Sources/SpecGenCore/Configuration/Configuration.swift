import Foundation
import SpecEmitters

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
    /// The module samples and suites import to reach the models.
    public var modelsModule: String?
    /// A folder of templates overriding the built-in ones.
    public var templates: String?
    /// The isolation of conformance suites and harness protocols.
    public var isolation: SuiteIsolation?
    /// Whether inferences the reader makes are errors.
    public var strict: Bool?
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
        ("outputs", "which outputs to generate: models, schemas, samples, suites, support"),
        ("accessModifier", "the access level of generated declarations: public, package or internal"),
        ("typePrefix", "a prefix for every generated Swift type, such as DS"),
        ("modelsModule", "the module the samples import to reach the models"),
        ("templates", "a folder of .mustache templates overriding the built-in ones"),
        ("conformance", "conformance suites: isolation (mainActor or nonisolated)"),
        ("strict", "make every inference the reader makes an error (true or false)"),
        ("verifyAPI", "specgen verify-api: module (where to look when a document names none), modules (named → actual)"),
    ]
}
