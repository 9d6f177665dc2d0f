/// The names generated files give a component's documents (`specs/snackbar.md`), which differ from the paths the
/// IR keeps (`./specs/snackbar.md`, an absolute path): a file's bytes must not depend on how a path was spelled.
public struct SourceNames: Sendable, Hashable {
    /// The documents' names in precedence order; the first is the component's first document.
    public private(set) var names: [String]
    private var byPath: [String: String]

    /// Names for a component whose documents are `pairs` (IR path, name), first document first.
    public init(_ pairs: [(path: String, name: String)]) {
        names = pairs.map(\.name)
        byPath = Dictionary(pairs.map { ($0.path, $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    /// Names for a component of one document.
    public init(path: String, name: String) {
        self.init([(path, name)])
    }

    /// The first document's name.
    public var primary: String { names.first ?? "" }

    /// The name of the document an element comes from (`nil`: the first document).
    public func name(of document: String?) -> String {
        document.flatMap { byPath[$0] } ?? primary
    }

    /// Every document, for a file header: `specs/a.md`, `specs/a.md and specs/b.md`, `specs/a.md, specs/b.md and …`.
    public var all: String {
        guard names.count > 1, let last = names.last else { return primary }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
