import Foundation
import SpecEmitters
import SpecModel
import SpecParser
import Yams

/// Reads `specgen.yml` with Yams, checking every key and value; problems are errors at `specgen.yml:LINE:COLUMN`.
public enum ConfigurationReader {
    /// The configuration at `path`, or every problem found in it.
    public static func read(_ path: String) -> Result<Configuration, ConfigurationProblems> {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ConfigurationProblems([.error("cannot read the configuration file", at: start)]))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(ConfigurationProblems([.error("the configuration file is not UTF-8", at: start)]))
        }
        return parse(text, path: path)
    }

    /// Parses configuration text as the file at `path`.
    public static func parse(_ text: String, path: String) -> Result<Configuration, ConfigurationProblems> {
        var reader = Reader(path: path)
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            return .failure(ConfigurationProblems([reader.yamlError(error)]))
        } catch {
            return .failure(
                ConfigurationProblems([
                    .error("the configuration is not YAML: \(error)", at: SourceLocation(file: path, line: 1, column: 1))
                ])
            )
        }
        var configuration = Configuration(path: path)
        guard let node else { return .success(configuration) }  // An empty file: all defaults.
        guard case .mapping(let mapping) = node else {
            return .failure(
                ConfigurationProblems([.error("the configuration must be a mapping of keys to values", at: reader.location(node))])
            )
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "specs": configuration.specs = reader.path(value, key)
            case "output": configuration.output = reader.path(value, key)
            case "templates": configuration.templates = reader.path(value, key)
            case "outputs": configuration.outputs = reader.outputs(value)
            case "accessModifier": configuration.accessModifier = reader.choice(value, key, AccessModifier.self)
            case "typePrefix": configuration.typePrefix = reader.identifier(value, key, allowsEmpty: true)
            case "modelsModule": configuration.modelsModule = reader.identifier(value, key, allowsEmpty: false)
            case "strict": configuration.strict = reader.bool(value, key)
            case "conformance": configuration.isolation = reader.conformance(value)
            case "ignore": configuration.ignore = reader.list(value, key, example: "[a-snackbar-dismisses-itself-after-3f2a9c01]")
            case "authoritative": configuration.authoritative = reader.list(value, key, example: "[specs/snackbar-house-style.md]")
            case "contract": (configuration.unknownKeys, configuration.unknownEnumCases) = reader.contract(value)
            case "languages": configuration.languages = reader.languages(value)
            case "kotlinPackage": configuration.kotlinPackage = reader.kotlinPackage(value)
            case "verifyAPI": (configuration.verifyModule, configuration.verifyModules) = reader.verifyAPI(value)
            case "components": configuration.components = reader.components(value)
            case "types": configuration.types = reader.types(value)
            case "testResults": configuration.testResults = reader.projectPaths(value, key, platforms: true)
            case "symbolGraphs": configuration.symbolGraphs = reader.projectPaths(value, key, platforms: false)
            default: reader.unknownKey(keyNode, among: Configuration.keys.map(\.key))
            }
        }
        return reader.problems.isEmpty ? .success(configuration) : .failure(ConfigurationProblems(reader.problems))
    }
}

/// Everything wrong with a configuration file.
public struct ConfigurationProblems: Error, Sendable {
    /// The errors, in file order.
    public var diagnostics: [Diagnostic]

    init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}

/// Reads one file's values, collecting problems.
private struct Reader {
    let path: String
    var problems: [Diagnostic] = []

    init(path: String) {
        self.path = path
    }

    func location(_ node: Node) -> SourceLocation {
        SourceLocation(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    mutating func yamlError(_ error: YamlError) -> Diagnostic {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return .error(
                "the configuration is not valid YAML: \(problem)",
                at: SourceLocation(file: path, line: mark.line, column: mark.column)
            )
        default:
            return .error("the configuration is not valid YAML: \(error)", at: SourceLocation(file: path, line: 1, column: 1))
        }
    }

    private mutating func fail(_ node: Node, _ message: String) {
        problems.append(.error(message, at: location(node)))
    }

    /// A plain or quoted string scalar.
    private mutating func string(_ node: Node, _ key: String) -> String? {
        guard case .scalar(let scalar) = node else {
            fail(node, "'\(key)' must be a string")
            return nil
        }
        return scalar.string
    }

    mutating func path(_ node: Node, _ key: String) -> String? {
        guard let value = string(node, key) else { return nil }
        guard !value.isEmpty else {
            fail(node, "'\(key)' must not be empty")
            return nil
        }
        return value
    }

    mutating func identifier(_ node: Node, _ key: String, allowsEmpty: Bool) -> String? {
        guard let value = string(node, key) else { return nil }
        let isIdentifier = PlanName(value).isIdentifierLike && !value.contains(".")
        guard isIdentifier || (allowsEmpty && value.isEmpty) else {
            fail(node, "'\(key)' must be a Swift identifier (letters, digits and _, not starting with a digit), not '\(value)'")
            return nil
        }
        return value
    }

    mutating func bool(_ node: Node, _ key: String) -> Bool? {
        guard case .scalar(let scalar) = node, ["true", "false"].contains(scalar.string) else {
            fail(node, "'\(key)' must be true or false")
            return nil
        }
        return scalar.string == "true"
    }

    mutating func choice<Choice: RawRepresentable & CaseIterable>(_ node: Node, _ key: String, _ type: Choice.Type) -> Choice?
    where Choice.RawValue == String {
        let allowed = Choice.allCases.map(\.rawValue)
        guard let value = string(node, key), let choice = Choice(rawValue: value) else {
            fail(node, "'\(key)' must be one of \(allowed.joined(separator: ", "))")
            return nil
        }
        return choice
    }

    mutating func outputs(_ node: Node) -> [String]? {
        guard case .sequence(let sequence) = node else {
            fail(node, "'outputs' must be a list, such as [models, schemas]")
            return nil
        }
        var kinds: [String] = []
        for item in sequence {
            guard let kind = string(item, "outputs") else { continue }
            guard OutputRegistry.kindNames.contains(kind) else {
                fail(item, "unknown output '\(kind)'; outputs are \(OutputRegistry.kindNames.joined(separator: ", "))")
                continue
            }
            kinds.append(kind)
        }
        return kinds
    }

    /// `languages: [swift, kotlin]`.
    mutating func languages(_ node: Node) -> [OutputLanguage]? {
        guard case .sequence(let sequence) = node else {
            fail(node, "'languages' must be a list, such as [swift, kotlin]")
            return nil
        }
        return sequence.compactMap { choice($0, "languages", OutputLanguage.self) }
    }

    /// `kotlinPackage: com.example.components`: Kotlin identifiers joined by dots.
    mutating func kotlinPackage(_ node: Node) -> String? {
        guard let value = string(node, "kotlinPackage") else { return nil }
        guard OutputLanguage.isKotlinPackage(value) else {
            fail(node, "'kotlinPackage' must be identifiers joined by dots, such as com.example.components, not '\(value)'")
            return nil
        }
        return value
    }

    /// A list of non-empty strings, each with its place.
    mutating func list(_ node: Node, _ key: String, example: String) -> [ListedValue]? {
        guard case .sequence(let sequence) = node else {
            fail(node, "'\(key)' must be a list, such as \(example)")
            return nil
        }
        var values: [ListedValue] = []
        for item in sequence {
            guard let value = path(item, key) else { continue }
            values.append(ListedValue(value, at: location(item)))
        }
        return values
    }

    /// A path or a list of paths inside the project (the folder this file is in), each resolved against it; with
    /// `platforms`, an entry may name its platform (`ios=results/ios.xml`), which the resolved entry keeps.
    mutating func projectPaths(_ node: Node, _ key: String, platforms: Bool) -> [String]? {
        let items: [Node]
        switch node {
        case .scalar: items = [node]
        case .sequence(let sequence): items = Array(sequence)
        default:
            fail(
                node,
                "'\(key)' must be a path or a list of paths, such as [\(platforms ? "ios=test-results/ios.xml" : ".build/symbolgraph")]"
            )
            return nil
        }
        let root = ProjectRoot(configuration: self.path)
        var values: [String] = []
        for item in items {
            guard let written = path(item, key) else { continue }
            let (platform, path) = platforms ? Configuration.platformAndPath(written) : (nil, written)
            guard root.contains(path) else {
                fail(
                    item,
                    "'\(key)' entry '\(path)' lies outside the project (the folder of \(Configuration.fileName)); name a path inside it"
                )
                continue
            }
            let resolved = Configuration(path: self.path).resolve(path)
            values.append(platform.map { "\($0)=\(resolved)" } ?? resolved)
        }
        return values
    }

    mutating func conformance(_ node: Node) -> SuiteIsolation? {
        guard case .mapping(let mapping) = node else {
            fail(node, "'conformance' must be a mapping, such as `isolation: mainActor`")
            return nil
        }
        var isolation: SuiteIsolation?
        for (keyNode, value) in mapping {
            if keyNode.string == "isolation" {
                isolation = choice(value, "conformance.isolation", SuiteIsolation.self)
            } else {
                unknownKey(keyNode, among: ["isolation"], in: "conformance")
            }
        }
        return isolation
    }

    mutating func contract(_ node: Node) -> (UnknownKeyPolicy?, UnknownEnumCasePolicy?) {
        guard case .mapping(let mapping) = node else {
            fail(node, "'contract' must be a mapping, such as `unknownKeys: ignore`")
            return (nil, nil)
        }
        var unknownKeys: UnknownKeyPolicy?
        var unknownEnumCases: UnknownEnumCasePolicy?
        for (keyNode, value) in mapping {
            switch keyNode.string {
            case "unknownKeys": unknownKeys = choice(value, "contract.unknownKeys", UnknownKeyPolicy.self)
            case "unknownEnumCases": unknownEnumCases = choice(value, "contract.unknownEnumCases", UnknownEnumCasePolicy.self)
            default: unknownKey(keyNode, among: ["unknownKeys", "unknownEnumCases"], in: "contract")
            }
        }
        return (unknownKeys, unknownEnumCases)
    }

    /// `verifyAPI: {module: M, modules: {Documented: Actual}}`.
    mutating func verifyAPI(_ node: Node) -> (String?, [String: String]?) {
        guard case .mapping(let mapping) = node else {
            fail(node, "'verifyAPI' must be a mapping, such as `modules: {UIComponentsPlugin: DesignSystem}`")
            return (nil, nil)
        }
        var module: String?
        var modules: [String: String]?
        for (keyNode, value) in mapping {
            switch keyNode.string {
            case "module": module = identifier(value, "verifyAPI.module", allowsEmpty: false)
            case "modules":
                guard case .mapping(let pairs) = value else {
                    fail(value, "'verifyAPI.modules' must map a module a document names to the module that implements it")
                    continue
                }
                var map: [String: String] = [:]
                for (named, actual) in pairs {
                    guard let named = identifier(named, "verifyAPI.modules", allowsEmpty: false),
                        let actual = identifier(actual, "verifyAPI.modules", allowsEmpty: false)
                    else { continue }
                    map[named] = actual
                }
                modules = map
            default: unknownKey(keyNode, among: ["module", "modules"], in: "verifyAPI")
            }
        }
        return (module, modules)
    }

    /// `components: {specs/chip-copy.md: Chip}`: documents named as the component they belong to, whatever their titles say.
    mutating func components(_ node: Node) -> [String: String]? {
        guard case .mapping(let pairs) = node else {
            fail(node, "'components' must map a document's path to the component it documents, such as `{specs/chip-copy.md: Chip}`")
            return nil
        }
        var map: [String: String] = [:]
        for (file, name) in pairs {
            guard let path = path(file, "components"), let component = name.string?.trimmingWhitespaces(),
                component.contains(where: \.isLetter)
            else {
                fail(name, "'components' maps each path to a component name, such as `Chip`")
                continue
            }
            map[path] = component
        }
        return map
    }

    /// `types: {NoticeDismissDelay: {cases: [fast, slow]}, Gap: {as: Double}, Edge: {symbolGraph: Kit.symbols.json}}`.
    mutating func types(_ node: Node) -> [String: ConfiguredType]? {
        guard case .mapping(let mapping) = node else {
            fail(node, "'types' must map a type's name to its cases or the type it stands for, such as `Delay: {cases: [fast, slow]}`")
            return nil
        }
        var types: [String: ConfiguredType] = [:]
        for (nameNode, value) in mapping {
            guard let name = identifier(nameNode, "types", allowsEmpty: false) else { continue }
            guard case .mapping(let entry) = value, entry.count == 1, let pair = entry.first else {
                fail(value, "'types.\(name)' must be `{cases: [a, b]}`, `{as: Type}` or `{symbolGraph: File.symbols.json}`")
                continue
            }
            let (keyNode, given) = (pair.key, pair.value)
            switch keyNode.string {
            case "cases":
                guard case .sequence(let sequence) = given, !sequence.isEmpty else {
                    fail(given, "'types.\(name).cases' must be a list of case names, such as [fast, slow]")
                    continue
                }
                let cases = sequence.compactMap { identifier($0, "types.\(name).cases", allowsEmpty: false) }
                if Set(cases).count < cases.count { fail(given, "'types.\(name).cases' names a case twice") }
                if cases.count == sequence.count { types[name] = .cases(cases) }
            case "as":
                guard let written = string(given, "types.\(name).as") else { continue }
                if let problem = ConfiguredType.problem(with: written) {
                    fail(given, "'types.\(name).as': \(problem)")
                } else {
                    types[name] = .alias(written)
                }
            case "symbolGraph":
                // The cases the code declares, from the compiler's symbol graph (a path relative to this file).
                guard let written = path(given, "types.\(name).symbolGraph") else { continue }
                let folder = URL(fileURLWithPath: self.path).deletingLastPathComponent()
                let file = written.hasPrefix("/") ? URL(fileURLWithPath: written) : folder.appendingPathComponent(written)
                switch SymbolGraphCases.cases(of: name, in: file) {
                case .success(let cases): types[name] = .cases(cases)
                case .failure(let problem): fail(given, "'types.\(name).symbolGraph': \(problem.message)")
                }
            default:
                unknownKey(keyNode, among: ["cases", "as", "symbolGraph"], in: "types.\(name)")
            }
        }
        return types
    }

    mutating func unknownKey(_ node: Node, among keys: [String], in parent: String? = nil) {
        let name = node.string ?? "\(node)"
        let suggestion = DidYouMean.suggestion(for: name, among: keys).map { "; did you mean '\($0)'?" } ?? ""
        let place = parent.map { "'\($0)'" } ?? Configuration.fileName
        fail(node, "unknown key '\(name)' in \(place)\(suggestion) (keys: \(keys.joined(separator: ", ")))")
    }
}
