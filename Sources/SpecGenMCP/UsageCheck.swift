import APIVerification
import SpecModel
import SpecParser

/// `check_usage`: the calls of documented components in a Swift or Kotlin snippet, read by specgen's one reader of calls
/// (`SnippetCalls`), each compared with the documented API by the comparison verify-api makes (`CallMatch` against
/// the API's `CallSignature`).
struct UsageCheck {
    /// The snippet's language.
    enum Language: String, Sendable {
        case swift
        case kotlin
    }

    /// One problem in one call.
    struct Finding: Codable, Sendable, Equatable {
        /// `unknown-label`, `missing-argument`, `unknown-case`, `wrong-type` or `out-of-order`.
        var kind: String
        var message: String
        var component: String
        var line: Int
        var column: Int
        /// The documented API the call was compared with.
        var signature: String
    }

    /// `check_usage`'s answer.
    struct Report: Codable, Sendable, Equatable {
        var language: String
        /// Calls of documented components that were compared.
        var checkedCalls: Int
        var findings: [Finding]
    }

    let catalog: ComponentCatalog
    let language: Language

    /// The report for `code`.
    func check(_ code: String) -> Report {
        var findings: [Finding] = []
        var checked = 0
        for call in Self.calls(in: code, language: language) {
            let candidates = apis(called: call.callee)
            guard !candidates.isEmpty else { continue }
            checked += 1
            let compared = candidates.map { candidate in
                let signature = CallSignature(documented: candidate.api, enumerations: candidate.spec.enumerations)
                return (candidate, CallMatch(call, signature), signature)
            }
            // The overload the call fits best: fewest mismatches, then the first documented.
            guard let best = compared.min(by: { $0.1.mismatches.count < $1.1.mismatches.count }) else { continue }
            let signature = DocumentedSignature.text(of: best.0.api)
            findings += best.1.mismatches.map { mismatch in
                let problem = Self.problem(mismatch, call: call, api: best.0.api, signature: best.2)
                return Finding(
                    kind: problem.kind,
                    message: problem.message,
                    component: best.0.spec.name,
                    line: problem.line,
                    column: problem.column,
                    signature: signature
                )
            }
        }
        return Report(language: language.rawValue, checkedCalls: checked, findings: findings)
    }

    /// The calls in `code`, read in the snippet's language. A snippet is code that runs, so every argument is a value,
    /// even one the reader could take for a type written in a value's place (`size = ChipSize.Small`).
    static func calls(in code: String, language: Language) -> [UsageCall] {
        (SnippetCalls.calls(in: code, fence: language.rawValue) ?? []).map { call in
            var call = call
            call.arguments = call.arguments.map { argument in
                var argument = argument
                argument.reading = .value
                return argument
            }
            return call
        }
    }

    /// A mismatch in words, with the kind the answer names it by and where it is.
    private static func problem(_ mismatch: CallMatch.Mismatch, call: UsageCall, api: APIDeclaration, signature: CallSignature) -> (
        kind: String, message: String, line: Int, column: Int
    ) {
        let kotlin = api.language == .kotlin
        let labels = signature.parameters.map(\.label)
        func at(_ argument: Int) -> (Int, Int) { (call.arguments[argument].line, call.arguments[argument].column) }
        switch mismatch {
        case .missingLabel(let argument, let expected):
            let (line, column) = at(argument)
            let label = kotlin ? "\(labels[expected]) =" : "\(labels[expected]):"
            return ("unknown-label", "an argument without a label, where \(api.symbol) documents '\(label)'", line, column)
        case .outOfOrder(let argument):
            let (line, column) = at(argument)
            let name = call.arguments[argument].label
            return ("out-of-order", "argument '\(name)' is passed out of the documented order, or twice", line, column)
        case .unknownLabel(let argument):
            let (line, column) = at(argument)
            let name = call.arguments[argument].label
            guard name == "_" else { return ("unknown-label", "\(api.symbol) documents no parameter '\(name)'", line, column) }
            let labelled = labels.filter { $0 != "_" }.map { "'\($0):'" }.joined(separator: ", ")
            return (
                "unknown-label", "an argument without a label, which \(api.symbol) does not take here (its labels: \(labelled))", line,
                column
            )
        case .missingArgument(let index):
            let parameter = api.parameters[index]
            return (
                "missing-argument",
                "the call leaves out '\(labels[index])', which \(api.symbol) documents as required"
                    + (parameter.type.map { " (\($0))" } ?? ""),
                call.line, call.column
            )
        case .unknownCase(let argument, let index, let written):
            let (line, column) = at(argument)
            let parameter = api.parameters[index]
            var type = parameter.valueType
            if case .optional(let wrapped)? = type { type = wrapped }
            let name: String = if case .enumeration(let name)? = type { name } else { parameter.type ?? "" }
            let cases = (signature.parameters[index].cases ?? []).joined(separator: ", ")
            return ("unknown-case", "'\(written)' is not a documented case of \(name) (\(cases))", line, column)
        case .wrongType(let argument, let index, let literal):
            let (line, column) = at(argument)
            let parameter = api.parameters[index]
            let value = call.arguments[argument].text.trimmingWhitespaces()
            return (
                "wrong-type",
                "'\(parameter.name)' is documented as \(parameter.type ?? "its type"), but the call passes \(literal.rawValue) \(value)",
                line, column
            )
        }
    }

    /// The documented APIs a callee may be, with their components, in the snippet's language.
    private func apis(called callee: UsageCall.Callee) -> [(spec: ComponentSpec, api: APIDeclaration)] {
        let wanted: Set<APIDeclaration.Language> = language == .swift ? [.swift] : [.kotlin]
        return catalog.entries.flatMap { entry in
            entry.spec.apis.filter { api in
                guard wanted.contains(api.language), api.kind != .properties else { return false }
                let last = api.symbol.split(separator: ".").last.map(String.init) ?? api.symbol
                switch callee {
                case .initializer(let type):
                    return api.symbol == type || (api.kind == .function && last == type)
                case .member(let owner, let name):
                    return api.kind == .function && (api.symbol == "\(owner).\(name)" || (last == name && !api.symbol.contains(".")))
                case .method(let name), .selfMethod(let name):
                    return api.kind == .function && last == name
                }
            }.map { (entry.spec, $0) }
        }
    }
}
