import Foundation
import SpecModel

/// Evidence that a type name the document uses is its own type and not the standard type of that name.
enum OwnTypeEvidence {
    /// Why `type` is the document's own when its default names a case (`.recommended`, `Duration.long`) that the
    /// standard type it was taken for has no spelling for; nil when the default could be the standard type's.
    static func caseDefault(_ defaultValue: String, of type: TypeReference, valueType: ValueType) -> String? {
        let scalarType: ValueType = if case .optional(let inner) = valueType { inner } else { valueType }
        guard case .scalar(let scalar) = scalarType, scalar != .bool, scalar != .string else { return nil }
        let named = type.kind == .optional ? type.arguments.first : type
        guard let named, named.kind == .named, let name = named.name else { return nil }
        let text = defaultValue.trimmingWhitespaces()
        let caseName: Substring
        if text.hasPrefix(".") {
            caseName = text.dropFirst()
        } else if text.hasPrefix(name + ".") {
            caseName = text.dropFirst(name.count + 1)
        } else {
            return nil
        }
        // `.seconds(7)`, `.infinity`, `Duration.ZERO`: the standard type's own spellings stay its values.
        guard let first = caseName.first, first.isLetter, caseName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            !standardMembers.contains(caseName.lowercased())
        else { return nil }
        return "'\(name)' here is the document's own type: its default '\(text)' names a case the standard \(name) does not have"
    }

    /// Members of the standard scalar types a default may name, lowercased.
    private static let standardMembers: Set<String> = [
        "zero", "infinity", "infinite", "nan", "max", "min", "pi", "greatestfinitemagnitude", "leastnonzeromagnitude", "now",
        "distantpast", "distantfuture", "leastnormalmagnitude", "ulpofone", "max_value", "min_value",
    ]
}
