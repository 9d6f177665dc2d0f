import Foundation
import SpecModel

/// The documents named on a command line, with each DocC catalog among them replaced by its articles and extension
/// files.
public struct DocumentArguments: Sendable {
    /// The Markdown documents to read, in the order given (a catalog's in path order).
    public var paths: [String] = []
    /// The catalogs that were opened.
    public var catalogs: [DocCCatalog] = []
    /// Why a catalog could not be read, or a folder that is not a catalog was named.
    public var problems: [Diagnostic] = []

    /// `arguments` expanded: files stay as they are (the reader reports what it cannot read), catalogs open.
    public static func expanding(_ arguments: [String]) -> DocumentArguments {
        var result = DocumentArguments()
        for argument in arguments {
            guard DocCCatalog.isCatalog(argument) else {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue {
                    result.problems.append(
                        .error(
                            "expected a Markdown file or a DocC catalog (a folder named *.docc) but found a folder; name its documents, or --specs for a specs folder",
                            at: SourceLocation(file: argument, line: 1, column: 1)
                        )
                    )
                } else {
                    result.paths.append(argument)
                }
                continue
            }
            switch DocCCatalog.read(argument) {
            case .success(let catalog):
                result.catalogs.append(catalog)
                result.paths += catalog.documents
            case .failure(let problem): result.problems.append(problem)
            }
        }
        return result
    }
}
