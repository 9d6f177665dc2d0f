import Foundation
import SpecModel
import SpecParser

/// Properties a document's code sets through a closure's parameter it does not type (`configure { style in
/// style.duration = 3 }`, `Toast { $0.duration = 3 }`): the callee's signature in the symbol graphs types the parameter.
/// Only a callee the graphs declare, all of whose declarations give the parameter one type, settles it; any other is
/// "not compared", never guessed.
extension ComponentVerification {
    mutating func verifyThroughClosure(
        _ assignment: DocumentedAssignment,
        callee: String,
        in searched: [CodeModule],
        at place: SourceLocation
    ) {
        let written = "'\(assignment.variable).\(assignment.property) = …'"
        let parameter = assignment.variable.hasPrefix("$") ? "'\(assignment.variable)'" : "the closure's parameter '\(assignment.variable)'"
        let candidates = Self.callables(named: callee, in: searched)
        guard !candidates.isEmpty else {
            uncompared(
                "\(written): '\(assignment.variable)' is a parameter of a closure passed to '\(callee)', which the symbol graphs"
                    + " read do not declare, so its type is unsure; not compared",
                at: place
            )
            return
        }
        let types = Set(candidates.map { Self.closureParameterType(of: $0, at: assignment.closureParameter) })
        guard types.count == 1, let only = types.first, let type = only else {
            uncompared(
                "\(written): the declarations of '\(callee)' do not give \(parameter) one type the reader can name"
                    + " (\(candidates.map { "`\($0.declaration)`" }.sorted().joined(separator: ", "))); not compared",
                at: place
            )
            return
        }
        var through = assignment
        through.closureCallee = nil
        through.owners = [type]
        verify(through, in: searched, at: place)
    }

    /// The callables a written callee names: a type's initializers (`Toast`), a type's methods (`Toast.configure`),
    /// or every method and function of the name when no type is written or the one written is not the module's.
    static func callables(named callee: String, in searched: [CodeModule]) -> [CodeSymbol] {
        let components = callee.split(separator: ".").map(String.init)
        guard let name = components.last else { return [] }
        if name.first?.isUppercase == true {
            guard case .type(let module, let type) = MemberOwner.resolve(callee, in: searched) else { return [] }
            return module.members(of: type.path).filter { $0.kind == "init" }
        }
        if components.count > 1, components[0].first?.isUppercase == true,
            case .type(let module, let type) = MemberOwner.resolve(components.dropLast().joined(separator: "."), in: searched)
        {
            let own = module.members(of: type.path).filter { $0.isCallable && $0.baseName == name }
            if !own.isEmpty { return own }
        }
        return searched.flatMap(\.symbols).filter { $0.isPublicFunction(named: name) }
    }

    /// The type a callable's last function-typed parameter (the one a trailing closure fills) gives the closure's
    /// parameter at `index`: a plain type path, or nil when it is anything else or not there.
    static func closureParameterType(of symbol: CodeSymbol, at index: Int) -> String? {
        let signature = CodeSignature(fragments: symbol.fragments)
        guard let closure = signature.parameters.last(where: { functionParameters(of: $0.type) != nil }),
            let parameters = functionParameters(of: closure.type), index < parameters.count
        else { return nil }
        var written = parameters[index]
        // A function type may name its parameters (`(_ style: Style) -> Void`).
        if let colon = written.firstIndex(of: ":") { written = String(written[written.index(after: colon)...]) }
        return ClosureParameters.typePath(written)
    }

    /// `@escaping (Style, Bool) -> Void`, `((inout Style) -> Void)?` → its parameters as written; nil for no function type.
    static func functionParameters(of type: String) -> [String]? {
        var text = Substring(type.trimmingCharacters(in: .whitespaces))
        while text.hasPrefix("@") {
            guard let space = text.firstIndex(of: " ") else { return nil }
            text = text[text.index(after: space)...].drop(while: { $0 == " " })
        }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        // `(… -> …)?` wraps the function type in parentheses.
        if text.hasPrefix("("), let inner = text.endOfParenthesisedGroup(openingAt: text.startIndex), inner == text.endIndex {
            return functionParameters(of: String(text[text.index(after: text.startIndex)..<text.index(before: inner)]))
        }
        guard text.hasPrefix("("), let list = text.endOfParenthesisedGroup(openingAt: text.startIndex) else { return nil }
        let rest = text[list...].trimmingCharacters(in: .whitespaces)
        guard rest.hasPrefix("->") || rest.hasPrefix("throws") || rest.hasPrefix("async") else { return nil }
        let inside = text[text.index(after: text.startIndex)..<text.index(before: list)]
        let parts = TopLevelText.parts(of: String(inside), separators: [","])
        return parts.last == "" ? Array(parts.dropLast()) : parts
    }
}
