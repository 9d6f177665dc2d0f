import Foundation
import SpecModel

extension ComponentVerification {
    /// The first of `parameters` (documented ones that use an enumeration the module lacks) that the code's callables
    /// take, by label or name, with a type no module read declares: the documented enumeration may be that other
    /// module's type under another name (`UILayoutConstraintAxis` for `NSLayoutConstraint.Axis`), so its absence is no
    /// drift.
    func foreignTypeInCode(for parameters: [Parameter], in searched: [CodeModule]) -> (parameter: String, type: String)? {
        for parameter in parameters {
            let label = parameter.label ?? parameter.name
            for module in searched {
                for symbol in module.symbols where symbol.isPublic && symbol.isCallable {
                    for code in CodeSignature(fragments: symbol.fragments).parameters
                    where code.label == label || code.name == parameter.name {
                        let written = code.type.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
                        if Self.mayNameEnumeration(written), types(named: written, in: searched).isEmpty {
                            return (parameter.name, code.type)
                        }
                    }
                }
            }
        }
        return nil
    }

    /// A plain type path that is no standard scalar: a type an enumeration may be (`NSLayoutConstraint.Axis`), unlike
    /// `String` or `[Edge]`, for which a missing enumeration stays a drift.
    private static func mayNameEnumeration(_ type: String) -> Bool {
        let scalars: Set<String> = [
            "String", "Int", "UInt", "Double", "Float", "Bool", "CGFloat", "TimeInterval", "Character", "Any", "AnyObject",
        ]
        return !scalars.contains(type) && type.first?.isUppercase == true
            && type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }
}
