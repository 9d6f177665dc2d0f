import SpecModel
import SpecParser

/// An argument written `.init(…)` (`Banner(setup: .init(title: "Hi", tint: .red))`) calls an initializer of the
/// parameter's type, as Swift resolves an implicit member: when every overload taking the call's labels gives that
/// parameter the same type, one of this module's, the nested call is compared as a call of that type's initializer.
/// Otherwise (another module's type, overloads that disagree) it is the platform's or unsure, and stays unread.
extension ComponentVerification {
    mutating func verifyImplicitInitializers(
        _ call: UsageCall,
        accepting: [(target: CallTarget, match: CallMatch)],
        in searched: [CodeModule],
        document: String,
        following: ArraySlice<UsageCall>
    ) {
        for (position, argument) in call.arguments.enumerated() where argument.reading == .value {
            let text = argument.text.trimmingWhitespaces()
            // `.init()` claims no label; the nested call (read on its own, after this one) holds the arguments' places.
            guard text.hasPrefix(".init("), !text.hasPrefix(".init()"),
                let nested = following.first(where: { $0.callee == .method(name: "init") && $0.line >= argument.line }),
                nested.line == argument.line || nested.line == argument.line + 1,
                let type = Self.commonParameterType(of: position, among: accepting)
            else { continue }
            var resolved = nested
            resolved.callee = .initializer(type: type.qualifiedName)
            verify(resolved, in: searched, document: document)
        }
    }

    /// The one type of the module every accepting overload gives the argument at `position` (optional or not).
    private static func commonParameterType(of position: Int, among accepting: [(target: CallTarget, match: CallMatch)]) -> CodeSymbol? {
        var found: CodeSymbol?
        for candidate in accepting {
            guard position < candidate.match.parameterOfArgument.count,
                let index = candidate.match.parameterOfArgument[position],
                candidate.target.parameters.indices.contains(index)
            else { return nil }
            var type = candidate.target.parameters[index].type.trimmingWhitespaces()
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
                case .type(_, let symbol) = MemberOwner.resolve(type, in: [candidate.target.module]),
                ["struct", "class", "enum"].contains(symbol.kind)
            else { return nil }
            if let found, found.preciseIdentifier != symbol.preciseIdentifier { return nil }
            found = symbol
        }
        return found
    }
}
