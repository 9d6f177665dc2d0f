import Foundation
import SpecModel
import SpecParser

/// A documented type against the code's, through the one equivalence of spellings (`Spellings.sameType`), with what
/// only the code knows: the module's own typealiases, and `Self` standing for the declaring type (with or without the
/// generic arguments the graph prints).
struct TypeEquivalence {
    /// The module whose typealiases are resolved.
    let module: CodeModule
    /// The path of the type that declares the compared member, when it has one.
    var declaringType: [String] = []

    /// True or false when both spellings parse as types; nil when either does not (then nothing is reported).
    func equivalent(documented: String, code: String) -> Bool? {
        let module = self.module
        let equivalence = TypeSpellingEquivalence(alias: { name in
            module.aliasTarget(named: name).flatMap { SwiftTypeText.parse(TypeSpellingEquivalence.plain($0)) }
        })
        return Spellings.sameType(
            withoutSelf(documented),
            withoutSelf(code),
            parse: { SwiftTypeText.parse($0) },
            equivalence: equivalence
        )
    }

    /// The same, for a parameter whose code gives it `codeDefault`: a closure documented as `() -> Void` is the code's
    /// optional closure that defaults to `nil` (`(() -> Void)? = nil`), since a caller passes a closure or nothing.
    func equivalent(documented: String, code: String, codeDefault: String?) -> Bool? {
        let plain = equivalent(documented: documented, code: code)
        guard plain == false, let codeDefault, Spellings.sameValue(codeDefault, "nil") == true else { return plain }
        var wrapped = code.trimmingWhitespaces()
        guard wrapped.hasSuffix("?"), !documented.trimmingWhitespaces().hasSuffix("?") else { return plain }
        wrapped.removeLast()
        if wrapped.hasPrefix("("), wrapped.hasSuffix(")") { wrapped = String(wrapped.dropFirst().dropLast()) }
        guard wrapped.contains("->") else { return plain }
        return equivalent(documented: documented, code: wrapped) == true ? true : plain
    }

    /// `Self` and `Box<T>` (the declaring type with its generic arguments) both written `Box`.
    private func withoutSelf(_ text: String) -> String {
        guard let name = declaringType.last else { return text }
        return
            text
            .replacingOccurrences(of: #"\bSelf\b"#, with: name, options: .regularExpression)
            .replacingOccurrences(of: #"\b\#(name)<[^<>]*>"#, with: name, options: .regularExpression)
    }

    /// `Snackbar.Position` → `["Snackbar", "Position"]`.
    static func components(_ name: String?) -> [String] {
        (name ?? "").split(separator: ".").map { $0.trimmingWhitespaces() }
    }
}
