import Foundation
import Mustache
import SpecModel

/// The Mustache templates emitters render with: the defaults compiled into the binary, or a folder's.
public struct TemplateLibrary: Sendable {
    /// The names every library must provide: one per template contract.
    public static let requiredNames = TemplateContract.all.keys.sorted()

    let library: MustacheLibrary
    /// The same templates compiled (`CompiledTemplate`), or nil when one of them uses what only Mustache renders.
    let compiled: CompiledRenderer?
    /// Problems that do not stop rendering: files in a templates folder that name no template.
    public private(set) var warnings: [Diagnostic] = []

    /// The built-in templates' text, by name.
    public static var builtInSources: [(name: String, text: String)] {
        DefaultTemplates.all.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// What the template called `name` renders, for `specgen templates list`.
    public static func purpose(of name: String) -> String {
        switch name {
        case "Header": "the first line of every generated Swift file (a partial)"
        case "CodableStruct": "one Codable value type, a model or a record, in Swift/<Component>.swift (a partial)"
        case "SwiftModel": "Swift/<Component>.swift: behaviour constants, enumerations and models"
        case "ModelSamples": "Samples/ModelSamples.swift: sample values of every model"
        case "ConformanceSuite": "Tests/<Component>ConformanceTests.swift: harness protocol, checks and tests"
        case "ConformanceSupport": "Tests/ConformanceSupport.swift: the types every suite shares"
        default: KotlinTemplateContracts.purpose(of: name) ?? "a template of its own"
        }
    }

    /// The default templates, embedded in the binary so it works from any directory and when copied.
    public static func defaults(only names: Set<String>? = nil) throws(Diagnostic) -> TemplateLibrary {
        try TemplateLibrary(sources: DefaultTemplates.all, origin: "Templates", only: names)
    }

    /// The templates of `directory` when one is given, else the defaults. With `names`, only those templates and the
    /// partials they include are parsed and checked: a command that renders one kind does not pay for the others.
    public static func load(directory: String?, only names: Set<String>? = nil) throws(Diagnostic) -> TemplateLibrary {
        if let directory { try contentsOf(directory: directory, only: names) } else { try defaults(only: names) }
    }

    /// Templates from `directory/*.mustache`; names missing there fall back to the defaults. A missing folder
    /// or an unreadable template is an error; a `.mustache` file that names no template is a warning.
    public static func contentsOf(directory: String, only names: Set<String>? = nil) throws(Diagnostic) -> TemplateLibrary {
        let folder = SourceLocation(file: directory, line: 1, column: 1)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .error("no such templates folder", at: folder)
        }
        var sources = DefaultTemplates.all
        var warnings: [Diagnostic] = []
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        for file in files where file.hasSuffix(".mustache") {
            let path = (directory as NSString).appendingPathComponent(file)
            let name = String(file.dropLast(".mustache".count))
            guard requiredNames.contains(name) else {
                warnings.append(
                    .warning(
                        "'\(file)' names no template, so it is not used; templates are \(requiredNames.map { $0 + ".mustache" }.joined(separator: ", "))",
                        at: SourceLocation(file: path, line: 1, column: 1)
                    )
                )
                continue
            }
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw .error("cannot read the template as UTF-8 text", at: SourceLocation(file: path, line: 1, column: 1))
            }
            sources[name] = text
        }
        var library = try TemplateLibrary(sources: sources, origin: directory, only: names)
        library.warnings = warnings
        return library
    }

    /// Parses every template (or those of `names` and the partials they include); a template that does not parse
    /// throws a `Diagnostic` at Mustache's line and column.
    init(sources all: [String: String], origin: String, only names: Set<String>? = nil) throws(Diagnostic) {
        let sources = names.map { Self.closure(of: $0, in: all) } ?? all
        var library = MustacheLibrary()
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            do {
                try library.register(text, named: name)
            } catch let error as MustacheTemplate.ParserError {
                let location = SourceLocation(
                    file: "\(origin)/\(name).mustache",
                    line: error.context.lineNumber,
                    column: error.context.columnNumber
                )
                throw .error("the template does not parse: \(error.error)", at: location)
            } catch {
                throw .error(
                    "the template does not parse: \(error)",
                    at: SourceLocation(file: "\(origin)/\(name).mustache", line: 1, column: 1)
                )
            }
        }
        let changed = Set(sources.keys.filter { sources[$0] != DefaultTemplates.all[$0] })
        if !changed.isEmpty, let cycle = PartialCycles.first(in: sources, changed: changed, origin: origin) { throw cycle }
        // A key the view does not provide would render as nothing; say where instead. The built-in templates are
        // checked by the tests (`TemplateContractTests`), not on every run: a build runs `emit` once per file.
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) where text != DefaultTemplates.all[name] {
            guard let contract = TemplateContract.all[name] else { continue }
            if let problem = contract.problems(in: text, file: "\(origin)/\(name).mustache").first { throw problem }
        }
        self.library = library
        var compiled: [String: CompiledTemplate] = [:]
        for (name, text) in sources {
            guard let template = CompiledTemplate.compile(text) else { break }
            compiled[name] = template
        }
        self.compiled = compiled.count == sources.count ? CompiledRenderer(templates: compiled) : nil
    }

    /// The templates of `names` and every partial they include (`{{> Header}}`), directly or through another; all of
    /// them when one changes its delimiters (its partials cannot be told then).
    private static func closure(of names: Set<String>, in sources: [String: String]) -> [String: String] {
        var chosen: [String: String] = [:]
        var pending = Array(names)
        while let name = pending.popLast() {
            guard chosen[name] == nil, let text = sources[name] else { continue }
            guard let partials = MustacheTags.partialNames(in: text) else { return sources }
            chosen[name] = text
            pending += partials
        }
        return chosen
    }

    /// Renders a view with a named template: compiled when every template compiles, else through Mustache.
    func render(_ view: any TemplateView, template name: String) -> String {
        if let compiled { return compiled.render(view, template: name) }
        return renderedByMustache(view, template: name)
    }

    /// What the Mustache library renders, which the compiled renderer must equal (the tests compare the two).
    func renderedByMustache(_ view: any TemplateView, template name: String) -> String {
        library.render(view, withTemplate: name) ?? ""
    }
}
