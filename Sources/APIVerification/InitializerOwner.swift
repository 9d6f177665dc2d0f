import Foundation
import SpecModel

extension ComponentVerification {
    /// Whether `symbol` is only the name of the component's file (`README` for a page with no title): a name the reader
    /// fell back to, which claims no type.
    func namesOnlyTheFile(_ symbol: String) -> Bool {
        symbol == spec.name && ((spec.source as NSString).lastPathComponent as NSString).deletingPathExtension == symbol
    }

    /// The one public type with an initializer that takes every documented label, in order, as DocC resolves a member
    /// by the only symbol that has it; nil when none or several do.
    func initializerOwner(of api: APIDeclaration, in searched: [CodeModule]) -> (module: CodeModule, type: CodeSymbol)? {
        let labels = api.parameters.map { $0.label ?? $0.name }
        guard !labels.isEmpty else { return nil }
        var owners: [(module: CodeModule, type: CodeSymbol)] = []
        for module in searched {
            for type in module.symbols where type.isPublic && type.isType {
                let takes = module.members(of: type.path).contains { member in
                    member.kind == "init" && Self.takesInOrder(labels, CodeSignature(fragments: member.fragments).parameters.map(\.label))
                }
                if takes { owners.append((module, type)) }
            }
        }
        return owners.count == 1 ? owners[0] : nil
    }

    /// Whether `wanted` is a subsequence of `available`.
    private static func takesInOrder(_ wanted: [String], _ available: [String]) -> Bool {
        var rest = available[...]
        for label in wanted {
            guard let index = rest.firstIndex(of: label) else { return false }
            rest = rest[rest.index(after: index)...]
        }
        return true
    }
}
