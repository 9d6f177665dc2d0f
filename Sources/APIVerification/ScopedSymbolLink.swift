import SpecModel

/// A symbol link written in a DocC extension file, resolved as DocC resolves it: relative to the page's symbol, then
/// to each symbol above it, then from the module's top level (``` ``present(text:edge:)`` ``` in the page of
/// ``` ``Notice`` ``` names `Notice.present(text:edge:)`; ``` ``Banner`` ``` there names the top-level `Banner`).
enum ScopedSymbolLink {
    /// The paths the link may name, nearest first; `path` and `scope` without the module and DocC's disambiguation.
    static func candidates(_ path: [String], scope: [String]) -> [[String]] {
        (0...scope.count).reversed().map { Array(scope.prefix($0)) + path }
    }

    /// Whether `module` has a public symbol at exactly `path` from its top level (labels may be left out of a link).
    static func resolves(_ path: [String], in module: CodeModule) -> Bool {
        module.symbols.contains { symbol in
            guard symbol.isPublic, symbol.path.count == path.count else { return false }
            for (written, actual) in zip(path, symbol.path) where written != actual {
                // `present` names `present(text:edge:)` when the link leaves the labels out.
                if !written.contains("("), ComponentVerification.baseName(actual) == written { continue }
                return false
            }
            return true
        }
    }
}
