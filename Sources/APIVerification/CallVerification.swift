import SpecModel
import SpecParser

/// A call a page shows against the code: with values (`Notice.shared.present(text: "Saved")`) some overload must take
/// its labels in order; written with types in place of values (`.notice(isShown: Bool)`, `.icon(String)`), that
/// overload (an initializer, a method or an enumeration case) must also take those types and defaults, and the
/// parameters it requires must be shown.
extension ComponentVerification {
    /// A callable the code has, with its parameters (an enumeration case's payload elements for a case).
    struct CallTarget {
        var module: CodeModule
        var symbol: CodeSymbol
        var parameters: [CodeSignature.Parameter]

        var isCase: Bool { symbol.kind == "enum.case" }
        /// The parameters as `CallMatch` compares a call with them.
        var signature: CallSignature {
            CallSignature(
                parameters: parameters.map {
                    CallSignature.Parameter(label: $0.label, name: $0.name, type: $0.type, defaultValue: $0.defaultValue)
                },
                isCase: isCase
            )
        }
    }

    /// `following`: the calls read after this one, among them those nested in its arguments.
    mutating func verify(_ call: UsageCall, in searched: [CodeModule], document: String, following: ArraySlice<UsageCall> = []) {
        var (name, candidates) = targets(of: call.callee, in: searched)
        let at = SourceLocation(file: document, line: call.line, column: max(call.column, 1))
        verifyStaticMember(of: call, in: searched, at: at)
        switch chainedTargets(of: call, in: searched, at: at) {
        case .narrowed(let onType, let declared): (name, candidates) = (onType, declared)
        case .settled: return
        case .unchanged: break
        }
        guard !candidates.isEmpty else {
            if case .member(let owner, let method) = call.callee, verifyAbsentMethod(method, of: owner, in: searched, at: at) {
                return
            }
            // A value call to a name the module lacks is another library's (`Text(…)`, `sheet(…)`); an API written with
            // types is this page's statement, and what it names cannot be found.
            if call.isWrittenWithTypes {
                uncompared(
                    "'\(name)' is shown as a call with types, but \(describe(searched)) has no public initializer, method or"
                        + " enumeration case of that name; not compared",
                    at: at
                )
            }
            return
        }
        // `chunked(...)`: the arguments are left out on purpose; the call shows the name, not how it is called.
        if call.arguments.contains(where: { ["...", "…"].contains($0.text.trimmingWhitespaces()) }) {
            uncompared("a call of '\(name)' with its arguments elided ('...'); not compared", at: at)
            return
        }
        coverage.calls += 1
        let unsure = call.arguments.filter { $0.reading == .unsure }.count
        coverage.labelOnlyArguments += unsure
        var accepting: [(target: CallTarget, match: CallMatch)] = []
        var best: (target: CallTarget, match: CallMatch)?
        for target in candidates {
            let match = CallMatch(call, target.signature)
            if match.takesLabels {
                accepting.append((target, match))
            } else if best.map({ match.isCloser(than: $0.match) }) ?? true {
                best = (target, match)
            }
        }
        if !accepting.isEmpty {
            if case .initializer(let type) = call.callee, let built = accepting.first?.target, built.isCase {
                // Swift builds an enumeration's case by the case's name: `Style(…)` calls an initializer the code lacks.
                let owner = built.symbol.path.dropLast().joined(separator: ".")
                finding(
                    Claim(.symbol, of: owner, "init"),
                    "'\(type)(…)' is documented but the code's enumeration '\(owner)' has no public initializer; its case"
                        + " '\(built.symbol.baseName)' takes these labels (`.\(built.symbol.baseName)(…)`)",
                    at: at,
                    notes: codeNotes(built.symbol, "the code declares `\(built.symbol.declaration)`")
                )
            }
            verifyCaseValues(call, accepting: accepting, document: document, following: following)
            verifyImplicitInitializers(call, accepting: accepting, in: searched, document: document, following: following)
            verifyLiteralValues(call, accepting: accepting, document: document)
            guard call.arguments.contains(where: { $0.reading == .type }) else { return }
            coverage.typedCalls += 1
            // The overload that takes the call's types too; else the one with the fewest differences is reported.
            // Each overload's differences are worked out once: the fewest wins, and its own are the ones reported.
            let ranked = accepting.map { ($0, typeDifferences(call, $0.target, $0.match, document: document)) }
            guard let chosen = ranked.min(by: { $0.1.count < $1.1.count }), !chosen.1.isEmpty else { return }
            var notes = codeNotes(chosen.0.target.symbol, "the code declares `\(chosen.0.target.symbol.declaration)`")
            if candidates.count > 1 {
                notes.insert(
                    Diagnostic.Note(
                        message: "compared with '\(chosen.0.target.symbol.qualifiedName)', the closest of \(candidates.count) overloads"
                            + " of '\(name)' that take these labels",
                        location: chosen.0.target.symbol.location ?? at
                    ),
                    at: 0
                )
            }
            for difference in chosen.1 {
                finding(difference.claim, difference.message, at: difference.at, notes: notes)
            }
            return
        }
        guard let best else { return }
        reportLabels(call, best.target, best.match, among: candidates, name: name, document: document)
    }

    /// `Toast.shared.present(…)` where the module has no public function of that name anywhere: a finding when the
    /// type is the module's own and nothing it inherits from another module may declare the method, else a note.
    /// False when the owner is no type of the module (`UIApplication.shared.open(…)` is another library's).
    private mutating func verifyAbsentMethod(_ method: String, of owner: String, in searched: [CodeModule], at: SourceLocation) -> Bool {
        guard case .type(let module, let type) = MemberOwner.resolve(owner, in: searched), type.kind != "protocol" else {
            return false
        }
        let components = owner.split(separator: ".").map(String.init)
        let namesakes = module.types(endingWith: components).filter { $0.kind != "typealias" }
        guard type.path == components || namesakes.count == 1 else {
            uncompared(
                "'\(owner).\(method)(…)': '\(owner)' names \(namesakes.count) types of module '\(module.name)'"
                    + " (\(namesakes.map { "'\($0.qualifiedName)'" }.joined(separator: ", "))); not compared",
                at: at
            )
            return true
        }
        let (_, foreign) = Self.supertypes(of: type, in: module)
        reportAbsent(
            method,
            .method,
            of: type,
            unseen: Self.unseenSupertypes(foreign, calling: method),
            subject: "'\(owner).\(method)(…)'",
            use: "calls it",
            at: at
        )
        return true
    }

    /// The name a callee is reported by, and the code's initializers, methods and enumeration cases it may call.
    private func targets(of callee: UsageCall.Callee, in searched: [CodeModule]) -> (String, [CallTarget]) {
        switch callee {
        case .initializer(let type):
            // `NoticeStyle(tint: Color?)` of an enumeration without initializers builds one of its cases with a payload.
            let found = types(named: type, in: searched).prefix(1).flatMap { found in
                let members = found.module.members(of: found.type.path)
                let initializers = inheritedInitializers(of: found.type, in: found.module)
                let built =
                    initializers.isEmpty && found.type.kind == "enum"
                    ? members.filter { $0.kind == "enum.case" && $0.declaration.contains("(") } : initializers
                return built.map { target(found.module, $0) }
            }
            return (type, found)
        case .member(let owner, let method):
            let all = callables(named: method, in: searched)
            let owned = all.filter { $0.symbol.path.dropLast().joined(separator: ".").hasSuffix(owner) }
            return ("\(owner).\(method)", owned.isEmpty ? all : owned)
        case .method(let method):
            return (method, callables(named: method, in: searched))
        case .selfMethod(let method):
            // `self` is the sample's own view or view controller: only a method the library adds to a type it does not
            // declare can be called on it.
            let added = callables(named: method, in: searched).filter { target in
                let owner = Array(target.symbol.path.dropLast())
                return !owner.isEmpty && !target.module.symbols.contains { $0.isType && $0.path == owner }
            }
            return ("self.\(method)", added)
        }
    }

    /// Public methods, functions and enumeration cases named `name`.
    func callables(named name: String, in searched: [CodeModule]) -> [CallTarget] {
        searched.flatMap { module in
            module.symbols.filter { symbol in
                symbol.isPublicFunction(named: name)
                    || (symbol.isPublic && symbol.baseName == name && symbol.kind == "enum.case" && symbol.declaration.contains("("))
            }.map { target(module, $0) }
        }
    }

    private func target(_ module: CodeModule, _ symbol: CodeSymbol) -> CallTarget {
        guard symbol.kind == "enum.case" else {
            return CallTarget(module: module, symbol: symbol, parameters: CodeSignature(fragments: symbol.fragments).parameters)
        }
        let text = symbol.declaration
        let payload =
            text.firstIndex(of: "(").map { open in
                String(text[text.index(after: open)..<(text.lastIndex(of: ")") ?? text.endIndex)])
            } ?? ""
        let parameters = PayloadElements.read(payload).enumerated().map { index, element in
            CodeSignature.Parameter(
                label: element.label ?? "_",
                name: element.label.flatMap { $0 == "_" ? nil : $0 } ?? "#\(index + 1)",
                type: element.type,
                defaultValue: element.defaultValue
            )
        }
        return CallTarget(module: module, symbol: symbol, parameters: parameters)
    }

    /// What an API written with types states differently from `target`: each type, each default, and (when every
    /// argument is a type) each parameter the code requires that the call leaves out.
    private func typeDifferences(
        _ call: UsageCall,
        _ target: CallTarget,
        _ match: CallMatch,
        document: String
    ) -> [(claim: Claim, message: String, at: SourceLocation)] {
        let indices = match.parameterIndices ?? []
        let types = TypeEquivalence(module: target.module, declaringType: Array(target.symbol.path.dropLast()))
        let owner = target.isCase ? "case '\(target.symbol.baseName)' of '\(target.symbol.path.dropLast().joined(separator: "."))'" : nil
        var differences: [(Claim, String, SourceLocation)] = []
        let subject = target.symbol.qualifiedName
        // A type written for a generic parameter (`content: () -> some View` for `() -> V`) is the caller's choice.
        let generics = Set(target.symbol.fragments.filter { $0.kind == "genericParameter" }.map(\.spelling))
        // As with a declaration: a call with types that gives some parameter a default claims the bare ones required;
        // one that gives none claims nothing about defaults.
        let claimsRequired = !target.isCase && call.arguments.contains { $0.reading == .type && $0.defaultValue != nil }
        for (argument, index) in zip(call.arguments, indices) where argument.reading == .type {
            let code = target.parameters[index]
            let at = SourceLocation(file: document, line: argument.line, column: max(argument.column, 1))
            let parameter = "parameter '\(argument.label == "_" ? code.name : argument.label)'" + (owner.map { " of \($0)" } ?? "")
            let generic = code.type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains {
                generics.contains(String($0))
            }
            // A closure stands for the code's optional one that defaults to nil, unless the call states defaults and
            // gives this one none: then it claims the closure required, and so not optional either.
            let codeDefault = claimsRequired && argument.defaultValue == nil ? nil : code.defaultValue
            if !generic, types.equivalent(documented: argument.text, code: code.type, codeDefault: codeDefault) == false {
                differences.append(
                    (
                        Claim(.type, of: subject, code.name),
                        "type of \(parameter) differs: the document has '\(argument.text)', the code has '\(code.type)'", at
                    )
                )
            }
            guard let documented = argument.defaultValue else {
                if claimsRequired, let actual = code.defaultValue {
                    differences.append(
                        (
                            Claim(.defaultValue, of: subject, code.name),
                            "\(parameter) is required in the document, but the code gives it the default '\(actual)'", at
                        )
                    )
                }
                continue
            }
            if let actual = code.defaultValue {
                let typeName = TypeEquivalence.components(code.type.replacingOccurrences(of: "?", with: "")).last
                if DefaultComparison.comparable(documented, actual, typeName: typeName, in: modules),
                    Spellings.sameValue(
                        DefaultComparison.withoutTypePrefix(documented, typeName: typeName),
                        DefaultComparison.withoutTypePrefix(actual, typeName: typeName),
                        typeName: typeName
                    ) == false
                {
                    differences.append(
                        (
                            Claim(.defaultValue, of: subject, code.name),
                            "default of \(parameter) differs: the document has '\(documented)', the code has '\(actual)'", at
                        )
                    )
                }
            } else {
                differences.append(
                    (
                        Claim(.defaultValue, of: subject, code.name),
                        "\(parameter) has the default '\(documented)' in the document, but the code has none (callers must pass it)", at
                    )
                )
            }
        }
        let at = SourceLocation(file: document, line: call.line, column: max(call.column, 1))
        guard call.isWrittenWithTypes else {
            // A call that writes a default (`duration: Double = 2`) is a declaration, not code a caller runs: it lists
            // the parameters, so one it leaves out is undocumented, default or not.
            guard claimsRequired else { return differences }
            for index in match.declarationOmissions(of: target.signature) {
                differences.append(undocumented(target.parameters[index], of: "'\(subject)'", in: subject, at: at))
            }
            return differences
        }
        for case .missingArgument(let index) in match.missingArguments {
            let code = target.parameters[index]
            let spelled = code.label == code.name || code.label == "_" ? code.name : "\(code.label) \(code.name)"
            if target.isCase, let owner {
                // A payload written shorter than the case's is another associated-value type, not a parameter left out.
                let written = call.arguments.map { $0.label == "_" ? $0.text : "\($0.label): \($0.text)" }.joined(separator: ", ")
                differences.append(
                    (
                        Claim(.type, of: subject, code.name),
                        "type of parameter '#\(index + 1)' of the payload of \(owner) differs: the document's payload is '(\(written))',"
                            + " the code's has a further element '\(spelled): \(code.type)'", at
                    )
                )
                continue
            }
            differences.append(undocumented(code, of: owner.map { "payload of \($0)" } ?? "'\(subject)'", in: subject, at: at))
        }
        // Likewise a call with types that writes a default: the optional parameters it leaves out are undocumented too.
        if claimsRequired {
            let required = Set(match.missingArguments.compactMap { if case .missingArgument(let index) = $0 { index } else { nil } })
            for index in match.declarationOmissions(of: target.signature) where !required.contains(index) {
                differences.append(undocumented(target.parameters[index], of: "'\(subject)'", in: subject, at: at))
            }
        }
        return differences
    }

    /// The finding for a parameter of the code a documented signature leaves out.
    private func undocumented(
        _ code: CodeSignature.Parameter,
        of what: String,
        in subject: String,
        at place: SourceLocation
    ) -> (Claim, String, SourceLocation) {
        let spelled = code.label == code.name || code.label == "_" ? code.name : "\(code.label) \(code.name)"
        return (
            Claim(.undocumentedParameter, of: subject, code.name),
            "parameter '\(spelled): \(code.type)' of the code's \(what) is not documented", place
        )
    }

    /// A call no overload takes the labels of, reported against the one that takes the most of them in order: its first
    /// argument no parameter takes, and each later argument whose label no overload has at all (what follows the first
    /// may be out of place only because of it; a label none has is wrong wherever it stands).
    private mutating func reportLabels(
        _ call: UsageCall,
        _ target: CallTarget,
        _ match: CallMatch,
        among candidates: [CallTarget],
        name: String,
        document: String
    ) {
        let count = candidates.count
        guard let mismatch = match.labelMismatches.first else { return }
        let argument = call.arguments[match.matchedCount]
        let code = target.parameters
        let symbol = target.symbol
        let at = SourceLocation(file: document, line: argument.line, column: max(argument.column, 1))
        var notes = codeNotes(symbol, "the code declares `\(symbol.declaration)`")
        if count > 1 {
            notes.insert(
                Diagnostic.Note(
                    message: "none of the \(count) overloads of '\(name)' takes these labels in this order",
                    location: symbol.location ?? at
                ),
                at: 0
            )
        }
        switch mismatch {
        case .missingLabel(_, let expected):
            // An unlabeled argument where the code wants a label: the label the next parameter has.
            let next = code[expected]
            finding(
                Claim(.label, of: symbol.qualifiedName, next.name),
                "label of parameter '\(next.name)' differs: the call passes it without a label, the code's '\(symbol.qualifiedName)' has '\(next.label)'",
                at: at,
                notes: notes
            )
        case .outOfOrder:
            finding(
                Claim(.argumentOrder, of: symbol.qualifiedName, argument.label),
                "argument '\(argument.label)' of the call is out of order for the code's '\(symbol.qualifiedName)', which declares `\(symbol.declaration)`",
                at: at,
                notes: notes
            )
        default:
            finding(
                Claim(.parameter, of: symbol.qualifiedName, argument.label),
                "parameter '\(argument.label)' is documented but the code's '\(symbol.qualifiedName)' has no such parameter",
                at: at,
                notes: notes
            )
        }
        let labels = Set(candidates.flatMap { $0.signature.parameters.map(\.label) })
        for later in match.labelMismatches.dropFirst() {
            guard case .unknownLabel(let position) = later, !labels.contains(call.arguments[position].label) else { continue }
            let argument = call.arguments[position]
            finding(
                Claim(.parameter, of: target.symbol.qualifiedName, argument.label),
                "parameter '\(argument.label)' is documented but the code's '\(target.symbol.qualifiedName)' has no such parameter",
                at: SourceLocation(file: document, line: argument.line, column: max(argument.column, 1)),
                notes: codeNotes(target.symbol, "the code declares `\(target.symbol.declaration)`")
            )
        }
    }
}
