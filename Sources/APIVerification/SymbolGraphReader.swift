import Foundation
import SpecModel
import SymbolKit

/// Reads the `*.symbols.json` files of symbol-graph folders with SymbolKit into modules, merging each module's
/// extension graphs (`Module@Other.symbols.json`) into it.
public enum SymbolGraphReader {
    /// What the folders held: the modules found, and a diagnostic for every file that could not be read.
    public struct Result: Sendable {
        /// The modules, sorted by name.
        public var modules: [CodeModule]
        /// Files that could not be read or decoded.
        public var diagnostics: [Diagnostic]
    }

    /// Reads every `*.symbols.json` below each folder (searched recursively); a missing folder is an error.
    public static func read(folders: [String]) -> Result {
        var symbols: [String: [String: CodeSymbol]] = [:]
        // Conformances and superclasses, by the source's precise identifier: the target's identifier and, for another
        // module's type, the name the graph gives it.
        var supertypes: [String: [String: [(target: String, name: String?)]]] = [:]
        var diagnostics: [Diagnostic] = []
        var mainGraphs: [String: String] = [:]  // module → the first file holding its own graph
        var extended: [String: Set<String>] = [:]  // module → the modules whose types its extension graphs extend
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                diagnostics.append(.error("no symbol-graph folder here", at: SourceLocation(file: folder, line: 1, column: 1)))
                continue
            }
            let found = graphFiles(in: folder)
            for file in found.outside {
                diagnostics.append(
                    .warning("a link leading outside its symbol-graph folder; not read", at: SourceLocation(file: file, line: 1, column: 1))
                )
            }
            for file in found.inside {
                switch decode(file) {
                case .success(let graph):
                    let isExtensionGraph = (file as NSString).lastPathComponent.contains("@")
                    if !isExtensionGraph, let first = mainGraphs[graph.module] {
                        // Two states of one module (a fresh dump beside an old one) would mix silently.
                        diagnostics.append(
                            .warning(
                                "module '\(graph.module)' is read a second time (first from \(first)); where they differ, this file wins",
                                at: SourceLocation(file: file, line: 1, column: 1)
                            )
                        )
                    } else if !isExtensionGraph {
                        mainGraphs[graph.module] = file
                    } else if let other = Self.extendedModule(inFileNamed: (file as NSString).lastPathComponent) {
                        extended[graph.module, default: []].insert(other)
                    }
                    for symbol in graph.symbols {
                        symbols[graph.module, default: [:]][symbol.preciseIdentifier] = symbol
                    }
                    for relation in graph.supertypes {
                        supertypes[graph.module, default: [:]][relation.source, default: []].append((relation.target, relation.name))
                    }
                case .failure(let diagnostic):
                    diagnostics.append(diagnostic)
                }
            }
        }
        let modules = symbols.keys.sorted().map { name in
            let own = symbols[name, default: [:]]
            // A supertype by its path in the module when it is the module's own, else by the graph's name for it.
            let named = supertypes[name, default: [:]].mapValues { targets in
                targets.compactMap { target in
                    own[target.target].map { $0.path.joined(separator: ".") }
                        ?? target.name.map { String($0.split(separator: ".").last ?? Substring($0)) }
                }.sorted()
            }
            return CodeModule(name: name, symbols: Array(own.values), supertypes: named, extendedModules: extended[name] ?? [])
        }
        return Result(modules: modules, diagnostics: diagnostics)
    }

    /// `Kit@Swift.symbols.json` → `Swift`.
    static func extendedModule(inFileNamed name: String) -> String? {
        guard let at = name.firstIndex(of: "@") else { return nil }
        let rest = name[name.index(after: at)...]
        let other = rest.hasSuffix(".symbols.json") ? rest.dropLast(".symbols.json".count) : rest
        return other.isEmpty ? nil : String(other)
    }

    /// The graph files below `folder`, sorted: those that are there, and links among them that lead outside the folder
    /// (never read, so a folder confined to a project cannot reach past it).
    public static func graphFiles(in folder: String) -> (inside: [String], outside: [String]) {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return ([], []) }
        let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        var inside: [String] = []
        var outside: [String] = []
        while let name = walker.nextObject() as? String {
            guard name.hasSuffix(".symbols.json") else { continue }
            let file = (folder as NSString).appendingPathComponent(name)
            let real = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
            if real.hasPrefix(root.hasSuffix("/") ? root : root + "/") { inside.append(file) } else { outside.append(file) }
        }
        return (inside.sorted(), outside.sorted())
    }

    /// One file's module name and symbols.
    static func decode(_ file: String)
        -> Swift.Result<
            (module: String, symbols: [CodeSymbol], supertypes: [(source: String, target: String, name: String?)]), Diagnostic
        >
    {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: file) else {
            return .failure(.error("cannot read the symbol graph", at: start))
        }
        let graph: SymbolGraph
        do {
            graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
        } catch {
            return .failure(.error("not a symbol graph SymbolKit can read: \(error)", at: start))
        }
        let module = graph.module.name
        let symbols = graph.symbols.values.map { symbol in
            CodeSymbol(
                module: module,
                path: symbol.pathComponents,
                kind: kindName(symbol.kind.identifier.identifier),
                fragments: (symbol[mixin: SymbolGraph.Symbol.DeclarationFragments.self]?.declarationFragments ?? []).map {
                    CodeFragment(kind: $0.kind.rawValue, spelling: $0.spelling, preciseIdentifier: $0.preciseIdentifier)
                },
                preciseIdentifier: symbol.identifier.precise,
                location: symbol[mixin: SymbolGraph.Symbol.Location.self].map(location),
                isPublic: ["public", "open"].contains(symbol.accessLevel.rawValue)
            )
        }
        let supertypes = graph.relationships.filter { $0.kind == .conformsTo || $0.kind == .inheritsFrom }.map {
            (source: $0.source, target: $0.target, name: $0.targetFallback)
        }
        return .success((module, symbols, supertypes))
    }

    /// `swift.enum.case` → `enum.case`.
    static func kindName(_ identifier: String) -> String {
        identifier.hasPrefix("swift.") ? String(identifier.dropFirst("swift.".count)) : identifier
    }

    /// The graph's 0-based position in a `file://` URI as a 1-based place; a position no file has (negative, or the
    /// largest integer, which has no successor) is the file's start.
    static func location(_ location: SymbolGraph.Symbol.Location) -> SourceLocation {
        var path = location.uri
        if path.hasPrefix("file://") {
            path = String(path.dropFirst("file://".count))
            path = path.removingPercentEncoding ?? path
        }
        let (line, character) = (location.position.line, location.position.character)
        guard (0..<Int.max).contains(line), (0..<Int.max).contains(character) else {
            return SourceLocation(file: path, line: 1, column: 1)
        }
        return SourceLocation(file: path, line: line + 1, column: character + 1)
    }
}
