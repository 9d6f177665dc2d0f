import Foundation
import SpecModel

/// One call compared with one documented API: labels the API does not take, required parameters left out, enumeration
/// cases the documents do not list, and literals of another type than the documented one.
struct CallComparison {
    /// A problem at a place in the snippet.
    struct Problem: Equatable {
        var kind: String
        var message: String
        var line: Int
        var column: Int
    }

    private(set) var problems: [Problem] = []

    init(call: UsageCall, api: APIDeclaration, language: UsageCheck.Language, enumerations: [Enumeration]) {
        let parameters = api.parameters
        var used = Set<Int>()
        var matched: [(UsageCall.Argument, Parameter)] = []
        var next = 0
        for argument in call.arguments {
            let passed = Self.passed(argument, language: language)
            let index: Int?
            if language == .kotlin, passed.name == nil {
                // Kotlin passes unnamed arguments by position.
                index = parameters.indices.first { $0 >= next && !used.contains($0) }
            } else if language == .kotlin {
                index = parameters.firstIndex { $0.name == passed.name }
            } else {
                index = parameters.indices.first { $0 >= next && Self.swiftLabel(parameters[$0]) == (passed.name ?? "_") }
            }
            guard let index, !used.contains(index) else {
                problems.append(labelProblem(passed.name, argument, parameters, api: api, language: language))
                continue
            }
            used.insert(index)
            next = index + 1
            matched.append((passed.argument, parameters[index]))
        }
        for (index, parameter) in parameters.enumerated() where !used.contains(index) && parameter.isRequired {
            // A function last is passed as a trailing closure (Swift) or lambda (Kotlin), which the reader leaves out.
            if index == parameters.count - 1, parameter.type?.contains("->") == true { continue }
            let label = language == .kotlin ? parameter.name : Self.swiftLabel(parameter)
            problems.append(
                Problem(
                    kind: "missing-argument",
                    message: "the call leaves out '\(label)', which \(api.symbol) documents as required"
                        + (parameter.type.map { " (\($0))" } ?? ""),
                    line: call.line,
                    column: call.column
                )
            )
        }
        for (argument, parameter) in matched where argument.reading != .type {
            if let problem = Self.valueProblem(argument, parameter, api: api, enumerations: enumerations) { problems.append(problem) }
        }
    }

    /// The label or name an argument is passed with (nil for none), and the argument with its value as written. The
    /// reader keeps Kotlin's `name = value` as one unlabelled argument (or, after a type-like name, as a name with a
    /// default); either way it is Kotlin's named argument.
    private static func passed(_ argument: UsageCall.Argument, language: UsageCheck.Language) -> (
        name: String?, argument: UsageCall.Argument
    ) {
        guard language == .kotlin, argument.label == "_" else { return (argument.label == "_" ? nil : argument.label, argument) }
        var named = argument
        named.reading = .value
        named.defaultValue = nil
        if let value = argument.defaultValue, isIdentifier(argument.text) {
            named.text = value.trimmingCharacters(in: .whitespaces)
            return (argument.text, named)
        }
        let text = argument.text
        if let equals = text.firstIndex(of: "="), text[text.index(after: equals)...].first != "=" {
            let name = text[..<equals].trimmingCharacters(in: .whitespaces)
            if isIdentifier(name) {
                named.text = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                return (name, named)
            }
        }
        return (nil, argument)
    }

    /// The label a Swift call passes a parameter with (`_` for none).
    static func swiftLabel(_ parameter: Parameter) -> String { parameter.label ?? parameter.name }

    private func labelProblem(
        _ name: String?,
        _ argument: UsageCall.Argument,
        _ parameters: [Parameter],
        api: APIDeclaration,
        language: UsageCheck.Language
    ) -> Problem {
        let names = parameters.map { language == .kotlin ? $0.name : Self.swiftLabel($0) }
        let message: String
        let kind: String
        if let name, names.contains(name) {
            kind = "out-of-order"
            message = "argument '\(name)' is passed out of the documented order, or twice"
        } else if let name {
            kind = "unknown-label"
            message = "\(api.symbol) documents no parameter '\(name)'"
        } else {
            kind = "unknown-label"
            let labelled = names.filter { $0 != "_" }.map { "'\($0):'" }.joined(separator: ", ")
            message = "an argument without a label, which \(api.symbol) does not take here (its labels: \(labelled))"
        }
        return Problem(kind: kind, message: message, line: argument.line, column: argument.column)
    }

    /// A case the documents do not list, or a literal of another type than the parameter's.
    private static func valueProblem(
        _ argument: UsageCall.Argument,
        _ parameter: Parameter,
        api: APIDeclaration,
        enumerations: [Enumeration]
    ) -> Problem? {
        guard var type = parameter.valueType else { return nil }
        let value = argument.text.trimmingCharacters(in: .whitespaces)
        if case .optional(let wrapped) = type {
            if value == "nil" || value == "null" { return nil }
            type = wrapped
        }
        let place = (line: argument.line, column: argument.column)
        switch type {
        case .enumeration(let name):
            guard let enumeration = enumerations.first(where: { $0.name == name }),
                let written = caseName(value)
            else { return nil }
            let known = (enumeration.cases + enumeration.rawValues).map(folded)
            guard !known.contains(folded(written)) else { return nil }
            return Problem(
                kind: "unknown-case",
                message: "'\(written)' is not a documented case of \(name) (\(enumeration.cases.joined(separator: ", ")))",
                line: place.line,
                column: place.column
            )
        case .scalar(let scalar):
            guard let literal = LiteralKind(value), !literal.fits(scalar) else { return nil }
            return Problem(
                kind: "wrong-type",
                message:
                    "'\(parameter.name)' is documented as \(parameter.type ?? scalar.rawValue), but the call passes \(literal.rawValue) \(value)",
                line: place.line,
                column: place.column
            )
        default:
            return nil
        }
    }

    /// `.top`, `Edge.top`, `SnackbarDuration.Short`, `.custom(3)` → the case's name; nil for anything else.
    private static func caseName(_ value: String) -> String? {
        let head = value.firstIndex(of: "(").map { String(value[..<$0]) } ?? value
        let parts = head.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let last = parts.last, isIdentifier(last),
            parts.dropLast().allSatisfy({ $0.isEmpty || isIdentifier($0) })
        else { return nil }
        // `.top` or `Type.top`: a bare `value.member` on a variable also has this shape, so only a leading dot or an
        // uppercase owner counts.
        guard parts[0].isEmpty || parts[parts.count - 2].first?.isUppercase == true else { return nil }
        return last
    }

    /// Case names compared without case and underscores (`SHORT`, `Short`, `short`).
    private static func folded(_ name: String) -> String { name.lowercased().replacingOccurrences(of: "_", with: "") }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
