import Foundation
import SpecModel

extension CodeModule {
    /// The types of other modules that this module's public declarations name (a parameter's `UIView`, a superclass
    /// `NSObject`): a page that names one in symbol-link voice means that module's type, which DocC resolves through
    /// the platform's documentation, not this module's.
    var foreignTypeNames: Set<String> {
        let own = Set(symbols.map(\.preciseIdentifier))
        var names = Set(supertypes.values.joined().filter { !$0.contains(".") })
        for symbol in symbols where symbol.isPublic {
            for fragment in symbol.fragments where fragment.kind == "typeIdentifier" {
                guard let identifier = fragment.preciseIdentifier, !own.contains(identifier) else { continue }
                names.insert(fragment.spelling)
            }
        }
        return names
    }

    /// The public callables that have a parameter written `name` (its argument label or its local name): a page that
    /// puts a parameter's name between double backticks names that parameter, which DocC links never reach.
    func callables(withParameter name: String) -> [CodeSymbol] {
        symbols.filter { symbol in
            symbol.isPublic && symbol.isCallable
                && symbol.fragments.contains { ($0.kind == "externalParam" || $0.kind == "internalParam") && $0.spelling == name }
        }
    }
}
