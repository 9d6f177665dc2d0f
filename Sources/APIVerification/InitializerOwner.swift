import Foundation
import SpecModel

extension ComponentVerification {
    /// Whether `symbol` is only the name of the component's file (`README` for a page with no title): a name the reader
    /// fell back to, which claims no type.
    func namesOnlyTheFile(_ symbol: String) -> Bool {
        symbol == spec.name && ((spec.source as NSString).lastPathComponent as NSString).deletingPathExtension == symbol
    }

    /// The one public type with an initializer that takes every documented label, in order, as DocC resolves a member
    /// by the only symbol that has it; nil when none or several do. When none takes them all, the one type taking all but
    /// one of at least four: a single label renamed on either side must not hide the declaration from comparison, and
    /// three labels agreeing in order name its type as surely as a heading would.
    func initializerOwner(of api: APIDeclaration, in searched: [CodeModule]) -> (module: CodeModule, type: CodeSymbol)? {
        let labels = api.parameters.map { $0.label ?? $0.name }
        guard !labels.isEmpty else { return nil }
        let exact = typesWithInitializer(in: searched) { Self.takesInOrder(labels, $0) }
        if !exact.isEmpty || labels.count < Self.fewestLabelsNamingAType { return exact.count == 1 ? exact[0] : nil }
        let allButOne = typesWithInitializer(in: searched) { available in
            labels.indices.contains { index in
                var rest = labels
                rest.remove(at: index)
                return Self.takesInOrder(rest, available)
            }
        }
        return allButOne.count == 1 ? allButOne[0] : nil
    }

    /// Labels a declaration must write for all but one of them to name the type whose initializer takes the rest.
    static let fewestLabelsNamingAType = 4

    /// The public types with an initializer whose argument labels `accepts`.
    private func typesWithInitializer(
        in searched: [CodeModule],
        where accepts: ([String]) -> Bool
    ) -> [(module: CodeModule, type: CodeSymbol)] {
        var owners: [(module: CodeModule, type: CodeSymbol)] = []
        for module in searched {
            for type in module.symbols where type.isPublic && type.isType {
                let takes = module.members(of: type.path).contains { member in
                    member.kind == "init" && accepts(CodeSignature(fragments: member.fragments).parameters.map(\.label))
                }
                if takes { owners.append((module, type)) }
            }
        }
        return owners
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
