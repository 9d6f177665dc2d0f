import SpecModel
import SpecParser

/// `check_usage`: the calls of documented components in a Swift or Kotlin snippet, read by specgen's one usage reader
/// (`DocumentedSurfaceReader`'s calls, `UsageCallReader` inside it), each compared with the documented API.
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
                (candidate, CallComparison(call: call, api: candidate.api, language: language, enumerations: candidate.spec.enumerations))
            }
            // The overload the call fits best: fewest problems, then the first documented.
            guard let best = compared.min(by: { $0.1.problems.count < $1.1.problems.count }) else { continue }
            let signature = DocumentedSignature.text(of: best.0.api)
            findings += best.1.problems.map {
                Finding(
                    kind: $0.kind,
                    message: $0.message,
                    component: best.0.spec.name,
                    line: $0.line,
                    column: $0.column,
                    signature: signature
                )
            }
        }
        return Report(language: language.rawValue, checkedCalls: checked, findings: findings)
    }

    /// The calls in `code`: the snippet is read as one code block of a page, so its lines are the snippet's.
    static func calls(in code: String, language: Language) -> [UsageCall] {
        // A fence longer than any run of backticks in the code, so the code cannot close it.
        var longest = 0
        var run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        // The reader reads Swift blocks and blocks without a language; a Kotlin snippet is read as the latter.
        let info = language == .swift ? "swift" : ""
        let page = "\(fence)\(info)\n\(code)\n\(fence)\n"
        return DocumentedSurfaceReader.read(page, document: "snippet").calls.map { call in
            var call = call
            call.line -= 1
            call.arguments = call.arguments.map { argument in
                var argument = argument
                argument.line -= 1
                return argument
            }
            return call
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
                case .method(let name):
                    return api.kind == .function && last == name
                }
            }.map { (entry.spec, $0) }
        }
    }
}
