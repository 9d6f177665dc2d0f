import Foundation
import Mustache
import SpecModel

/// The Mustache templates emitters render with: the defaults compiled into the binary, or a folder's.
public struct TemplateLibrary: Sendable {
    /// The names every library must provide: one per template contract.
    public static let requiredNames = TemplateContract.all.keys.sorted()

    let library: MustacheLibrary

    /// The default templates, embedded in the binary so it works from any directory and when copied.
    public static func defaults() throws(Diagnostic) -> TemplateLibrary {
        try TemplateLibrary(sources: DefaultTemplates.all, origin: "Templates")
    }

    /// The templates of `directory` when one is given, else the defaults.
    public static func load(directory: String?) throws(Diagnostic) -> TemplateLibrary {
        if let directory { try contentsOf(directory: directory) } else { try defaults() }
    }

    /// Templates from `directory/*.mustache`; names missing there fall back to the defaults.
    public static func contentsOf(directory: String) throws(Diagnostic) -> TemplateLibrary {
        var sources = DefaultTemplates.all
        for name in requiredNames {
            let path = (directory as NSString).appendingPathComponent("\(name).mustache")
            if let text = try? String(contentsOfFile: path, encoding: .utf8) { sources[name] = text }
        }
        return try TemplateLibrary(sources: sources, origin: directory)
    }

    /// Parses every template; a template that does not parse throws a `Diagnostic` at Mustache's line and column.
    init(sources: [String: String], origin: String) throws(Diagnostic) {
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
        // A key the view does not provide would render as nothing; say where instead.
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            guard let contract = TemplateContract.all[name] else { continue }
            if let problem = contract.problems(in: text, file: "\(origin)/\(name).mustache").first { throw problem }
        }
        self.library = library
    }

    /// Renders a view model with a named template.
    func render(_ object: Any, template name: String) -> String {
        library.render(object, withTemplate: name) ?? ""
    }
}
