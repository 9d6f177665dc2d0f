import Foundation
import SpecModel

/// A callable symbol's parameters and result, read from the declaration the compiler printed
/// (`init(message: String, delay: Duration = .seconds(7))`): the graph's parameter list carries neither
/// defaults nor, in SymbolKit 1.0.0, both names, so the printed declaration is the one source of all four.
public struct CodeSignature: Sendable, Hashable {
    /// One parameter as the code declares it.
    public struct Parameter: Sendable, Hashable {
        /// The argument label (`_` for none).
        public var label: String
        /// The name inside the body (the label when only one name is written).
        public var name: String
        /// The type as printed.
        public var type: String
        /// The default value as printed, nil when there is none.
        public var defaultValue: String?
    }

    /// The parameters in order.
    public var parameters: [Parameter]
    /// The result type after `->`, nil for none.
    public var returnType: String?

    /// Reads the parameters and result of a printed declaration.
    public init(fragments: [CodeFragment]) {
        var parameters: [Parameter] = []
        var index = fragments.startIndex
        // Parameters start at an `externalParam` fragment; everything up to the next one is the type and default.
        var rest = ""
        while index < fragments.endIndex {
            let fragment = fragments[index]
            guard fragment.kind == "externalParam" else {
                if !parameters.isEmpty { rest += fragment.spelling }
                index += 1
                continue
            }
            if !parameters.isEmpty { parameters[parameters.count - 1].fill(from: &rest) }
            var name = fragment.spelling
            index += 1
            if index < fragments.endIndex, fragments[index].kind == "text", fragments[index].spelling.allSatisfy(\.isWhitespace),
                index + 1 < fragments.endIndex, fragments[index + 1].kind == "internalParam"
            {
                name = fragments[index + 1].spelling
                index += 2
            }
            parameters.append(Parameter(label: fragment.spelling, name: name, type: "", defaultValue: nil))
        }
        if !parameters.isEmpty {
            let tail = parameters[parameters.count - 1].fill(from: &rest)
            returnType = CodeSignature.result(in: tail)
        } else {
            // The empty parameter list is the first `(…)`: a tuple result (`-> (min: T, max: T)?`) has parentheses too.
            let text = fragments.map(\.spelling).joined()
            let close = text.firstIndex(of: "(").flatMap { text.endOfParenthesisedGroup(openingAt: $0) } ?? text.endIndex
            returnType = CodeSignature.result(in: String(text[close...]))
        }
        self.parameters = parameters
    }

    /// `-> LDSnackbar` (after `async`, `throws`) → `LDSnackbar`; nil when there is no arrow.
    static func result(in tail: String) -> String? {
        guard let arrow = tail.range(of: "->") else { return nil }
        var type = String(tail[arrow.upperBound...])
        if let clause = type.range(of: " where ") { type = String(type[..<clause.lowerBound]) }
        let trimmed = type.trimmingWhitespaces()
        return trimmed.isEmpty ? nil : trimmed
    }
}

extension CodeSignature.Parameter {
    /// Takes this parameter's `: Type = default` from the start of `text` up to the `,` or `)` that ends it;
    /// returns what follows the parameter list when it ended there.
    @discardableResult
    mutating func fill(from text: inout String) -> String {
        var body = Substring(text)
        if body.hasPrefix(":") { body = body.dropFirst() }
        var depth = 0
        var angle = 0
        var inString = false
        var equals: String.Index?
        var end = body.endIndex
        var closesList = false
        var previous: Character = " "
        for position in body.indices {
            let character = body[position]
            defer { previous = character }
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                if depth == 0 {
                    end = position
                    closesList = true
                } else {
                    depth -= 1
                }
            case "<" where equals == nil: angle += 1
            case ">" where equals == nil && previous != "-": angle -= 1
            case "=" where depth == 0 && angle == 0 && equals == nil: equals = position
            case "," where depth == 0 && (angle == 0 || equals != nil): end = position
            default: break
            }
            if end != body.endIndex { break }
        }
        let declared = body[..<end]
        if let equals, equals < end {
            type = String(declared[..<equals]).trimmingWhitespaces()
            defaultValue = String(declared[declared.index(after: equals)...]).trimmingWhitespaces()
        } else {
            type = String(declared).trimmingWhitespaces()
        }
        let tail = closesList ? String(body[body.index(after: end)...]) : ""
        text = ""
        return tail
    }
}
