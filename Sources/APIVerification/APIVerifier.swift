import Foundation
import SpecModel

/// Checks the APIs and enumerations components document against the code's public symbols: every finding is a
/// diagnostic at the spec's line with a note at the code's file and line. Works on whole components, whatever
/// documents they were read from.
public enum APIVerifier {
    /// The findings (warnings, or errors when strict) and notes for `specs` against `modules`, in spec order.
    public static func verify(_ specs: [ComponentSpec], against modules: [CodeModule], options: VerificationOptions) -> [Diagnostic] {
        specs.flatMap { ComponentVerification(spec: $0, modules: modules, options: options).run().diagnostics }
    }

    /// The findings for `specs` and what the documents' own shapes add (`surfaces`, by document path), with what was
    /// compared for each component.
    public static func verify(
        _ specs: [ComponentSpec],
        surfaces: [String: DocumentedSurface],
        against modules: [CodeModule],
        options: VerificationOptions
    ) -> (diagnostics: [Diagnostic], coverage: [VerificationCoverage]) {
        var diagnostics: [Diagnostic] = []
        var coverage: [VerificationCoverage] = []
        for spec in specs {
            let documents = spec.documents.isEmpty ? [spec.source] : spec.documents
            var verification = ComponentVerification(spec: spec, modules: modules, options: options)
            verification.surfaces = documents.compactMap { surfaces[$0] }
            let result = verification.run()
            diagnostics += result.diagnostics
            coverage.append(result.coverage)
        }
        return (diagnostics, coverage)
    }
}

/// One component's verification: where to look, and what was found.
struct ComponentVerification {
    let spec: ComponentSpec
    let modules: [CodeModule]
    let options: VerificationOptions
    /// What the component's documents state in the shapes libraries document themselves with.
    var surfaces: [DocumentedSurface] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// What was compared.
    var coverage: VerificationCoverage

    init(spec: ComponentSpec, modules: [CodeModule], options: VerificationOptions) {
        self.spec = spec
        self.modules = modules
        self.options = options
        self.coverage = VerificationCoverage(component: spec.name, document: spec.source)
    }

    func run() -> (diagnostics: [Diagnostic], coverage: VerificationCoverage) {
        var verification = self
        // Where the spec reader and a page's own shape read the same line, a supplementary reading (an interface
        // listing, a table, a list of properties) yields to the spec reader's, unless that is a table tied to no public
        // type (`Options` for a table of `SimpleToastOptions`): the reading that names a symbol wins.
        var specAPIs: [String: APIDeclaration] = [:]
        for api in spec.apis where specAPIs[key(api)] == nil { specAPIs[key(api)] = api }
        let specEnumerationLines = Set(spec.enumerations.map { "\($0.document ?? spec.source):\($0.line)" })
        // An enumeration the spec reader only gathered from cases a page mentions (a default's `.bounceUp`) does not
        // replace the page's listing of it: the listing is the claim, and it names every case.
        let specEnumerations = Set(spec.enumerations.filter { !$0.isInferred }.map(\.name))
        let untied = { (api: APIDeclaration) in api.kind == .properties && types(named: api.symbol, in: modules).isEmpty }
        verification.surfaces = surfaces.map { surface in
            var kept = surface
            let supplementary = { (line: Int) in surface.supplementaryLines.contains(line) }
            kept.apis.removeAll { documented in
                let line = documented.declaration.line
                guard supplementary(line), let specAPI = specAPIs["\(surface.document):\(line)"] else { return false }
                // A method of a listing's `extension Sequence { … }` the spec reader took without its type: the reading
                // that names the type the document puts it in says whose method it is.
                if specAPI.kind == .function, documented.declaration.kind == .function, !specAPI.symbol.contains("."),
                    documented.declaration.symbol.hasSuffix("." + specAPI.symbol)
                {
                    return false
                }
                return !untied(specAPI)
            }
            kept.enumerations.removeAll {
                supplementary($0.line)
                    && (specEnumerationLines.contains("\(surface.document):\($0.line)") || specEnumerations.contains($0.name))
            }
            return kept
        }
        // What a page's own shape read (and kept) replaces the spec reader's reading of the same line.
        let read = Set(
            verification.surfaces.flatMap { surface in
                surface.apis.map { "\(surface.document):\($0.declaration.line)" }
                    + surface.enumerations.map { "\(surface.document):\($0.line)" }
                    + surface.calls.compactMap { call in call.parameterListLine.map { "\(surface.document):\($0)" } }
            }
        )
        // Properties the spec reader inferred from usage code: the calls themselves are compared, label by label, against
        // the code's overloads.
        let documents = Set(verification.surfaces.map(\.document))
        let inferred = { (api: APIDeclaration) in api.origin == .usage && documents.contains(api.document ?? spec.source) }
        for api in spec.apis where !read.contains(key(api)) && !inferred(api) { verification.verify(api) }
        // An enumeration the spec reader gathered from the cases a page mentions is the page's listing of it, when the
        // page's own shape read that listing: one claim, placed where the cases are written.
        let listed = Set(verification.surfaces.flatMap { surface in surface.enumerations.map { "\(surface.document):\($0.name)" } })
        for enumeration in spec.enumerations where !read.contains("\(enumeration.document ?? spec.source):\(enumeration.line)") {
            guard !(enumeration.isInferred && listed.contains("\(enumeration.document ?? spec.source):\(enumeration.name)")) else {
                continue
            }
            verification.verify(enumeration)
        }
        for surface in verification.surfaces { verification.verify(surface) }
        return (OneFindingPerClaim.kept(verification.diagnostics), verification.coverage)
    }

    /// `document:line` of an API.
    private func key(_ api: APIDeclaration) -> String { "\(api.document ?? spec.source):\(api.line)" }

    // MARK: Where to look

    /// The module the document names for `api` (or, failing that, for any of its Swift APIs).
    private func documentedModule(for api: APIDeclaration?) -> String? {
        api?.module ?? spec.apis.first { $0.language == .swift && $0.module != nil }?.module
    }

    /// The modules to search, or nil after reporting that the named module is not among those read.
    mutating func searchedModules(for api: APIDeclaration?, at location: SourceLocation) -> [CodeModule]? {
        if let named = documentedModule(for: api) {
            let actual = options.modules[named] ?? named
            if let module = modules.first(where: { $0.name == actual }) { return [module] }
            let read = modules.map(\.name).joined(separator: ", ")
            let hint =
                options.modules[named] == nil
                ? "; if it is another module's name, map it in specgen.yml (verifyAPI: modules: {\(named): …})" : ""
            finding(
                Claim(.module, of: actual),
                "module '\(actual)' that the document names is not among the symbol graphs read (\(read))\(hint)",
                at: location
            )
            return nil
        }
        if let name = options.defaultModule {
            guard let module = modules.first(where: { $0.name == name }) else {
                finding(
                    Claim(.module, of: name),
                    "module '\(name)' (verifyAPI.module in specgen.yml) is not among the symbol graphs read",
                    at: location
                )
                return nil
            }
            return [module]
        }
        return modules
    }

    /// The place of an element in its own document (`document` nil: the component's first).
    /// Whether an enum case is the one specgen's contract generates to keep unknown values: `unrecognized(String)`,
    /// numbered (`unrecognized2`) when the document has a case of that name.
    static func isContractFallback(_ codeCase: CodeSymbol) -> Bool {
        let name = codeCase.baseName
        guard name.hasPrefix("unrecognized"), name.dropFirst("unrecognized".count).allSatisfy(\.isNumber) else { return false }
        return codeCase.declaration.contains("(")
    }

    func location(_ document: String?, line: Int, column: Int) -> SourceLocation {
        spec.location(document, line: line, column: max(column, 1))
    }

    // MARK: APIs

    /// `partial`: the document may list only some of the API's parameters (a list under a sentence naming it);
    /// `printed`: a doc generator printed the declaration, every default included.
    mutating func verify(_ api: APIDeclaration, partial: Bool = false, printed: Bool = false, listed: [Parameter] = []) {
        let place = location(api.document, line: api.line, column: api.column)
        switch api.language {
        case .kotlin, .typescript:
            let language = api.language == .kotlin ? "Kotlin" : "TypeScript"
            uncompared("\(language) API '\(api.symbol)' is not verified: symbol graphs describe Swift code only", at: place)
            return
        case .swift, .unspecified:
            break
        }
        guard let searched = searchedModules(for: api, at: place) else { return }
        switch api.kind {
        case .initializer: verifyInitializer(api, in: searched, at: place, partial: partial, printed: printed, listed: listed)
        case .function: verifyFunction(api, in: searched, at: place, partial: partial, printed: printed, listed: listed)
        case .properties: verifyProperties(api, in: searched, at: place)
        }
    }

    /// The public types named `symbol` (dotted names match from the end), the one with the exact path first.
    func types(named symbol: String, in searched: [CodeModule]) -> [(module: CodeModule, type: CodeSymbol)] {
        let components = symbol.split(separator: ".").map(String.init)
        guard !components.isEmpty else { return [] }
        var found: [(module: CodeModule, type: CodeSymbol)] = []
        for module in searched {
            for type in module.types(endingWith: components) { found.append((module, type)) }
        }
        return found.sorted {
            ($0.type.path == components ? 0 : 1, $0.type.path.count) < ($1.type.path == components ? 0 : 1, $1.type.path.count)
        }
    }

    private mutating func verifyInitializer(
        _ api: APIDeclaration,
        in searched: [CodeModule],
        at place: SourceLocation,
        partial: Bool,
        printed: Bool,
        listed: [Parameter]
    ) {
        let module: CodeModule
        let type: CodeSymbol
        switch MemberOwner.resolve(api.symbol, in: searched) {
        case .type(let found, let symbol):
            (module, type) = (found, symbol)
        case .extended(let found, let path):
            // Another module's type this module extends: its initializers are the extension's.
            let initializers = found.members(of: path).filter { $0.kind == "init" }
            guard !initializers.isEmpty else {
                uncompared(
                    "'\(api.symbol)' is another module's type that \(describe(searched)) extends without a public initializer;"
                        + " the type's own initializers are not in the symbol graphs read; not compared",
                    at: place
                )
                return
            }
            compareCallable(api, candidates: initializers, in: found, at: place, partial: partial, printed: printed, listed: listed)
            return
        case .alias(_, let alias):
            uncompared(MemberOwner.aliasReason(alias, member: "its initializer"), at: place)
            return
        case .none:
            guard namesOnlyTheFile(api.symbol) else {
                finding(
                    Claim(.symbol, of: api.symbol),
                    "'\(api.symbol)' is documented but \(describe(searched)) has no public type of that name",
                    at: place
                )
                return
            }
            // No type is named: the page's name is its file's. The initializer is the one type's that takes its labels.
            guard let owner = initializerOwner(of: api, in: searched) else {
                uncompared(
                    "an initializer under no type name ('\(api.symbol)' is the file's name): no one public type of"
                        + " \(describe(searched)) has an initializer taking its labels; not compared",
                    at: place
                )
                return
            }
            (module, type) = owner
        }
        let initializers = module.members(of: type.path).filter { $0.kind == "init" }
        guard !initializers.isEmpty else {
            finding(
                Claim(.symbol, of: type.qualifiedName, "init"),
                "'\(api.symbol).init' is documented but '\(type.qualifiedName)' has no public initializer",
                at: place,
                notes: codeNotes(type, "'\(type.qualifiedName)' is declared here")
            )
            return
        }
        compareCallable(api, candidates: initializers, in: module, at: place, partial: partial, printed: printed, listed: listed)
    }

    private mutating func verifyFunction(
        _ api: APIDeclaration,
        in searched: [CodeModule],
        at place: SourceLocation,
        partial: Bool,
        printed: Bool,
        listed: [Parameter]
    ) {
        var components = api.symbol.split(separator: ".").map(String.init)
        let name = components.popLast() ?? api.symbol
        // The owner as the graphs hold it: an alias's target, another module's type this one extends.
        var ownerIsForeign = false
        if !components.isEmpty {
            switch MemberOwner.resolve(components.joined(separator: "."), in: searched) {
            case .type(_, let type): components = type.path
            case .extended(_, let path):
                components = path
                ownerIsForeign = true
            case .alias(_, let alias):
                uncompared(MemberOwner.aliasReason(alias, member: "'\(name)'"), at: place)
                return
            case .none: ownerIsForeign = true
            }
        }
        let owners = Set(spec.apis.filter { $0.kind != .function }.map(\.symbol))
        var candidates: [(module: CodeModule, symbol: CodeSymbol)] = []
        // A standard-library protocol's members include those of the protocols it refines (`LazyCollectionProtocol`
        // has `LazySequenceProtocol`'s), which the graphs do not say: the owner's own first, then the nearest refined.
        let lineage =
            ownerIsForeign && components.count == 1 ? StandardLibraryRefinement.lineage(of: components[0]).map { [$0] } : [components]
        for wanted in lineage where candidates.isEmpty {
            for module in searched {
                for symbol in module.symbols where symbol.isPublicFunction(named: name) {
                    let owner = Array(symbol.path.dropLast())
                    if wanted.isEmpty || (owner.count >= wanted.count && Array(owner.suffix(wanted.count)) == wanted) {
                        candidates.append((module, symbol))
                    }
                }
            }
        }
        guard !candidates.isEmpty else {
            let elsewhere = Set(
                searched.flatMap(\.symbols).filter { $0.isPublicFunction(named: name) }
                    .map { $0.path.dropLast().joined(separator: ".") }
            ).sorted()
            if ownerIsForeign, !elsewhere.isEmpty {
                // Another module's type (`extension LazyCollectionProtocol { … }`) inherits members the graphs do not
                // show it has: the module's method of that name on a type it refines (here: \(elsewhere)) may be it.
                uncompared(
                    "'\(api.symbol)': '\(components.joined(separator: "."))' is another module's type, whose supertypes the graphs"
                        + " do not give, and \(describe(searched)) has '\(name)' on \(elsewhere.joined(separator: ", ")); not compared",
                    at: place
                )
                return
            }
            if partial {
                // A list's subject read from a sentence is not certain enough to claim the function is missing.
                uncompared(
                    "a list of parameters of '\(api.symbol)', which \(describe(searched)) has no public function of; not compared",
                    at: place
                )
                return
            }
            finding(
                Claim(.symbol, of: api.symbol),
                "'\(api.symbol)' is documented but \(describe(searched)) has no public function of that name",
                at: place
            )
            return
        }
        // Functions of the types the same document describes come first.
        let preferred = candidates.filter { owners.contains($0.symbol.path.dropLast().last ?? "") }
        let pool = preferred.isEmpty ? candidates : preferred
        let module = pool[0].module
        var group = pool.filter { $0.module == module }.map(\.symbol)
        // A graph with synthesized members copies a protocol extension's method onto each conforming type: one
        // declaration, one candidate (the extension's own, when the graph has it).
        var seen: Set<String> = []
        group = group.sorted { !$0.isSynthesized && $1.isSynthesized }.filter { seen.insert($0.declaredIdentifier).inserted }
        if partial {
            // A list that may name only some parameters is about an overload taking at least one of them: one taking none
            // (`glide()` beside `glide(_ lit: Bool, a: Int, b: Int, c: Int)`) can score as close by its few required ones.
            let taking = group.filter { overload in api.parameters.contains { names($0, anyOf: [overload]) } }
            if !taking.isEmpty { group = taking }
        }
        if let tied = closestByLabels(api, among: group) {
            // Overloads that take the same labels: the one whose declaration agrees with the document's (or differs from
            // it least) is the one it shows. Several types' alike, none closest, and which one drifted is a guess.
            // Twice the findings, and one more where the result is another type altogether (not just other arguments).
            let resultBase = { (type: String?) in type.map { String($0.prefix { $0 != "<" && $0 != "?" }) } }
            let counts = tied.map { candidate in
                let differs = resultBase(api.returnType) != resultBase(CodeSignature(fragments: candidate.fragments).returnType)
                return 2 * findings(comparing: api, with: candidate, in: module, at: place) + (api.returnType != nil && differs ? 1 : 0)
            }
            let fewest = counts.min() ?? 0
            let closest = zip(tied, counts).filter { $0.1 == fewest }.map(\.0)
            let types = Set(closest.map { $0.path.dropLast().joined(separator: ".") }).sorted()
            guard fewest == 0 || closest.count == 1 || types.count == 1 else {
                uncompared(
                    "'\(api.symbol)': \(types.count) types have it alike (\(types.joined(separator: ", "))); none agrees with the"
                        + " document, and which one it shows is unsure; not compared",
                    at: place
                )
                return
            }
            group = [closest[0]]
        }
        compareCallable(api, candidates: group, in: module, at: place, partial: partial, printed: printed, listed: listed)
    }

    /// The overloads that fit `api`'s parameters equally best, when there are several; nil otherwise.
    private func closestByLabels(_ api: APIDeclaration, among candidates: [CodeSymbol]) -> [CodeSymbol]? {
        guard candidates.count > 1 else { return nil }
        let declared = api.parameters.filter { $0.type != nil }
        let basis = api.language == .swift && !declared.isEmpty ? declared : api.parameters
        let scores = candidates.map { OverloadChoice.score(basis, $0) }
        guard let best = scores.max() else { return nil }
        let tied = zip(candidates, scores).filter { $0.1 == best }.map(\.0)
        return tied.count > 1 ? tied : nil
    }

    /// Whether some overload among `candidates` has a parameter of `listed`'s name or label.
    private func names(_ listed: Parameter, anyOf candidates: [CodeSymbol]) -> Bool {
        candidates.contains { candidate in
            CodeSignature(fragments: candidate.fragments).parameters.contains {
                $0.name == listed.name || $0.label == listed.name || $0.label == (listed.label ?? listed.name)
            }
        }
    }

    /// How many findings comparing `api` with `candidate` alone would give (nothing is reported).
    private func findings(comparing api: APIDeclaration, with candidate: CodeSymbol, in module: CodeModule, at place: SourceLocation) -> Int
    {
        var trial = self
        let before = trial.diagnostics.count
        trial.compareCallable(api, candidates: [candidate], in: module, at: place)
        return trial.diagnostics[before...].filter { $0.severity != .note }.count
    }

    /// Picks the closest overload and compares its parameters and result with the documented ones.
    mutating func compareCallable(
        _ api: APIDeclaration,
        candidates: [CodeSymbol],
        in module: CodeModule,
        at place: SourceLocation,
        partial: Bool = false,
        printed: Bool = false,
        listed: [Parameter] = []
    ) {
        // A declaration's own parameters choose the overload; names a parameter list adds (without types) are then checked.
        let declared = api.parameters.filter { $0.type != nil }
        let basis = api.language == .swift && !declared.isEmpty ? declared : api.parameters
        guard let chosen = OverloadChoice.closest(to: basis, among: candidates) else { return }
        if partial, api.parameters.count >= 2, !api.parameters.contains(where: { listed in names(listed, anyOf: candidates) }) {
            // A list read as a function's parameters (after a sentence naming it) that names none of them is about
            // something else: the functions themselves, their variants, their results.
            uncompared(
                "a list of \(api.parameters.count) names (\(api.parameters.map(\.name).joined(separator: ", "))) read as the"
                    + " parameters of '\(api.symbol)', which has none of them; not compared",
                at: place
            )
            return
        }
        coverage.count(api)
        var context = codeNotes(chosen, "the code declares `\(chosen.declaration)`")
        if candidates.count > 1 {
            let message = "compared with '\(chosen.qualifiedName)', the closest by argument labels of \(candidates.count) overloads"
            context.insert(Diagnostic.Note(message: message, location: chosen.location ?? place), at: 0)
            note(message, at: place)
        }
        let signature = CodeSignature(fragments: chosen.fragments)
        let types = TypeEquivalence(module: module, declaringType: Array(chosen.path.dropLast()))
        var unmatched = Array(signature.parameters.indices)
        // The code's parameter each documented one is, in document order; nil for one the code lacks.
        var positions: [Int?] = []
        // A signature that writes no default anywhere (nor its parameter list in prose) says nothing about defaults: a
        // parameter it leaves bare is claimed required only when some other parameter of it is given a default.
        let statesDefaults = printed || api.parameters.contains { $0.defaultValue != nil }
        for parameter in api.parameters {
            let parameterPlace = location(parameter.document, line: parameter.line, column: parameter.column)
            let label = parameter.label ?? parameter.name
            let index =
                unmatched.first { signature.parameters[$0].name == parameter.name }
                ?? unmatched.first { signature.parameters[$0].label == label && label != "_" }
            guard let index else {
                // A rename: the code has an undocumented parameter at the same place with the same type.
                let position = api.parameters.firstIndex(of: parameter) ?? -1
                var suggestion = ""
                if let type = parameter.type, unmatched.contains(position), signature.parameters.indices.contains(position),
                    types.equivalent(documented: type, code: signature.parameters[position].type) == true,
                    !api.parameters.contains(where: { $0.name == signature.parameters[position].name })
                {
                    unmatched.removeAll { $0 == position }
                    positions.append(position)
                    suggestion = "; did you mean '\(signature.parameters[position].name)'? (same place and type)"
                }
                if suggestion.isEmpty {
                    // Another type at the same place, unnamed by any row: still that parameter renamed, for a partial
                    // list's order (its finding is this one).
                    let renamed =
                        unmatched.contains(position) && signature.parameters.indices.contains(position)
                        && !api.parameters.contains(where: { $0.name == signature.parameters[position].name })
                    positions.append(renamed ? position : nil)
                }
                finding(
                    Claim(.parameter, of: chosen.qualifiedName, parameter.name),
                    "parameter '\(parameter.name)' is documented but the code's '\(chosen.qualifiedName)' has no such parameter\(suggestion)",
                    at: parameterPlace,
                    notes: context
                )
                continue
            }
            unmatched.removeAll { $0 == index }
            positions.append(index)
            let code = signature.parameters[index]
            let declared = api.kind != .properties && api.language == .swift
            if declared && code.label != label {
                finding(
                    Claim(.label, of: chosen.qualifiedName, code.name),
                    "label of parameter '\(parameter.name)' differs: the document has '\(label)', the code has '\(code.label)'",
                    at: parameterPlace,
                    notes: context
                )
            }
            // A table's or list's type cell is compared when it is written as a Swift type and the code's is concrete (a
            // generic `Binding<T>` takes the caller's `Binding<Int>`); a declaration's type always is.
            let comparesType =
                declared || (parameter.type.map { Self.isConcreteTypeCell($0) && Self.isConcreteTypeCell(code.type) } ?? false)
            if comparesType, let type = parameter.type,
                types.equivalent(documented: type, code: code.type, codeDefault: code.defaultValue) == false,
                declared || !types.cellNames(type, code: code.type)
            {
                finding(
                    Claim(.type, of: chosen.qualifiedName, code.name),
                    "type of parameter '\(parameter.name)' differs: the document has '\(type)', the code has '\(code.type)'",
                    at: parameterPlace,
                    notes: context
                )
            }
            compareDefault(parameter, code, of: chosen, at: parameterPlace, notes: context, claimsRequired: statesDefaults)
            // The parameter list's own default for it, where it writes another than the declaration: a second claim.
            for claim in listed where claim.name == parameter.name {
                let claimPlace = location(claim.document ?? parameter.document, line: claim.line, column: claim.column)
                compareDefault(claim, code, of: chosen, at: claimPlace, notes: context, claimsRequired: false)
            }
        }
        // A list that may name only some parameters says nothing of the others, unless it reads as the whole list.
        let complete = !partial || Self.readsAsWholeList(positions, of: signature.parameters.count)
        // A list read as whole only by its shape may still be a prefix the page chose: a parameter its own code passes
        // by label (`present(…, animated: false)`) is documented there, and not left out.
        let passed = partial ? labelsPassed(to: chosen) : []
        for index in unmatched where complete && (!partial || !positions.contains(index)) {
            let code = signature.parameters[index]
            if code.label != "_", passed.contains(code.label) { continue }
            let spelled = code.label == code.name ? code.name : "\(code.label) \(code.name)"
            finding(
                Claim(.undocumentedParameter, of: chosen.qualifiedName, code.name),
                "parameter '\(spelled): \(code.type)' of the code's '\(chosen.qualifiedName)' is not documented",
                at: place,
                notes: context
            )
        }
        if api.language == .swift, let documented = api.returnType {
            let code = signature.returnType ?? "Void"
            if types.equivalent(documented: documented, code: code) == false {
                finding(
                    Claim(.returnType, of: chosen.qualifiedName),
                    "return type of '\(api.symbol)' differs: the document has '\(documented)', the code has '\(code)'",
                    at: place,
                    notes: context
                )
            }
        }
    }

    /// Whether a type written in a table or list cell reads as one concrete Swift type: a capitalised name, a
    /// collection or a closure, with no generic arguments, `some`/`any` or words of prose (`closure`, `number`).
    static func isConcreteTypeCell(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespaces()
        // Attributes (`@escaping`) aside, the first word's first letter is a type's capital.
        let unattributed = trimmed.split(separator: " ").filter { !$0.hasPrefix("@") }.joined(separator: " ")
        guard let first = unattributed.first(where: \.isLetter), first.isUppercase,
            !trimmed.contains("<"), !trimmed.contains(" or "), !trimmed.hasPrefix("some "), !trimmed.hasPrefix("any ")
        else { return false }
        guard trimmed.allSatisfy({ $0.isLetter || $0.isNumber || "_.?!:[](), ->@".contains($0) }) else { return false }
        // A one-letter name is a generic parameter (`T`): the caller's choice, not a type to compare.
        return !trimmed.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains {
            $0.count == 1 && $0.first?.isUppercase == true
        }
    }

    /// The labels the component's usage code passes to calls of `callable` (an initializer by its type's name, else a
    /// function by its base name).
    func labelsPassed(to callable: CodeSymbol) -> Set<String> {
        let owner = callable.path.dropLast().last
        var labels: Set<String> = []
        for call in surfaces.flatMap(\.calls) {
            let calls: Bool
            switch call.callee {
            case .initializer(let type): calls = callable.kind == "init" && type.split(separator: ".").last.map(String.init) == owner
            case .member(_, let name), .method(let name), .selfMethod(let name):
                calls = callable.kind != "init" && name == callable.baseName
            }
            if calls { labels.formUnion(call.arguments.map(\.label)) }
        }
        return labels
    }

    /// Whether a list that may name only some of a callable's parameters is its whole list all the same: at least four
    /// rows that are the code's first parameters in the code's order, at least four in five of them. What it leaves out
    /// then comes after all it names: parameters added at the end since it was written. A list that skips one in the
    /// middle chose what to show.
    static func readsAsWholeList(_ positions: [Int?], of count: Int) -> Bool {
        let found = positions.compactMap { $0 }
        guard found.count == positions.count, found.count >= 4, found.count * 5 >= count * 4 else { return false }
        return found == Array(0..<found.count)
    }

    /// Defaults: both given and different, or given on one side only while the other says the caller must pass it
    /// (`claimsRequired` false: the document's silence about a default is no claim).
    mutating func compareDefault(
        _ parameter: Parameter,
        _ code: CodeSignature.Parameter,
        of callable: CodeSymbol,
        at place: SourceLocation,
        notes: [Diagnostic.Note],
        claimsRequired: Bool = true
    ) {
        let claim = Claim(.defaultValue, of: callable.qualifiedName, code.name)
        let documented = parameter.defaultValue.flatMap {
            ["", "—", "–", "-"].contains($0.trimmingWhitespaces()) ? nil : $0
        }
        let typeName = TypeEquivalence.components(code.type.replacingOccurrences(of: "?", with: "")).last
        switch (documented, code.defaultValue) {
        case (let documented?, let actual?):
            // The one equivalence of spellings decides; prose on either side (nil) is nothing to compare, nor is a
            // value one side spells out that the other computes.
            if DefaultComparison.comparable(documented, actual, typeName: typeName, in: modules),
                !DefaultComparison.elidesArguments(documented, of: actual),
                Spellings.sameValue(
                    DefaultComparison.withoutTypePrefix(documented, typeName: typeName),
                    DefaultComparison.withoutTypePrefix(actual, typeName: typeName),
                    typeName: typeName
                ) == false
            {
                finding(
                    claim,
                    "default of parameter '\(parameter.name)' differs: the document has '\(documented)', the code has '\(actual)'",
                    at: place,
                    notes: notes
                )
            }
        case (nil, let actual?) where parameter.isRequired && claimsRequired:
            finding(
                claim,
                "parameter '\(parameter.name)' is required in the document, but the code gives it the default '\(actual)'",
                at: place,
                notes: notes
            )
        case (let documented?, nil):
            finding(
                claim,
                "parameter '\(parameter.name)' has the default '\(documented)' in the document, but the code has none (callers must pass it)",
                at: place,
                notes: notes
            )
        default:
            break
        }
    }

    /// A table of properties: each row is a parameter of the type's closest initializer (whose default the graph
    /// prints), or else a public property of the type (whose initial value it does not).
    mutating func verifyProperties(
        _ api: APIDeclaration,
        in searched: [CodeModule],
        at place: SourceLocation,
        listsEveryParameter: Bool = false,
        subjectFromNames: Bool = false
    ) {
        let named = types(named: api.symbol, in: searched).first
        guard let (module, type) = named ?? pageType(for: api, in: searched) else {
            // A table with no declaration may describe another platform's component: not a finding.
            uncompared("'\(api.symbol)' has no public type of that name in \(describe(searched)); its table is not verified", at: place)
            return
        }
        let (ownSupertypes, foreignSupertypes) = Self.supertypes(of: type, in: module)
        // Members a supertype of the module declares are the type's too (a subclass's inherited properties).
        let members = ([type.path] + ownSupertypes).flatMap { module.members(of: $0) }
        let propertyNames = Set(members.filter { $0.kind == "property" }.map(\.baseName))
        // A table the page's type is taken for (its heading names none) claims less than one that names the type: a
        // supertype of another module (a view's `UIView`) may hold a listed name, and its members are not in the graphs;
        // whether it may is decided as for any claimed property (`lookUpProperty`).
        let inheritsUnseen =
            named == nil
            && !Self.unseenSupertypes(foreignSupertypes).isEmpty
        let chosen = OverloadChoice.closest(to: api.parameters, among: members.filter { $0.kind == "init" })
        let code = chosen.map { CodeSignature(fragments: $0.fragments).parameters } ?? []
        let context =
            chosen.map { codeNotes($0, "the code declares `\($0.declaration)`") }
            ?? codeNotes(type, "'\(type.qualifiedName)' is declared here")
        coverage.count(api)
        var missingRows = 0
        var matched: Set<Int> = []
        let known = { (row: Parameter) in
            propertyNames.contains(row.name) || code.contains { $0.name == row.name || $0.label == row.name }
        }
        // A list most of whose names the type lacks is likely another type's: its subject is not certain, unless the
        // document names that one type itself (a heading, a sentence or the names column's header, not the page's title).
        let unknown = api.parameters.filter { !known($0) }
        let namedByDocument = api.symbol != spec.name && types(named: api.symbol, in: searched).count == 1
        let subjectCertain = namedByDocument || unknown.count * 2 <= api.parameters.count
        let equivalence = TypeEquivalence(module: module, declaringType: type.path)
        // A list that names none of the initializer's parameters (`init()` beside a list of properties) lists properties.
        let listsParameters =
            listsEveryParameter && api.parameters.contains { row in code.contains { $0.name == row.name || $0.label == row.name } }
        // The initializer's other parameters are not reported: a properties table need not list them all.
        for row in api.parameters {
            let rowPlace = location(row.document, line: row.line, column: row.column)
            if let chosen, let matchIndex = code.firstIndex(where: { $0.name == row.name || $0.label == row.name }) {
                matched.insert(matchIndex)
                if let written = row.type, Self.isConcreteTypeCell(written), Self.isConcreteTypeCell(code[matchIndex].type),
                    equivalence.equivalent(documented: written, code: code[matchIndex].type) == false
                {
                    finding(
                        Claim(.type, of: type.qualifiedName, row.name),
                        "type of parameter '\(row.name)' differs: the document has '\(written)', the code has '\(code[matchIndex].type)'",
                        at: rowPlace,
                        notes: context
                    )
                }
                compareDefault(row, code[matchIndex], of: chosen, at: rowPlace, notes: context)
            } else if propertyNames.contains(row.name) {
                if let stated = row.defaultValue.flatMap({ ["", "—", "–", "-"].contains($0.trimmingWhitespaces()) ? nil : $0 }) {
                    // A symbol graph prints a stored property's declaration without its initial value.
                    uncompared(
                        "default '\(stated)' of property '\(row.name)' of '\(type.qualifiedName)': symbol graphs do not record a"
                            + " property's initial value; not compared",
                        at: rowPlace
                    )
                }
                // A property written with its type (`` `popupWidth: CGFloat` ``): the type the code declares it with.
                guard let written = row.type, Self.isConcreteTypeCell(written),
                    let property = members.first(where: { $0.kind == "property" && $0.baseName == row.name }),
                    let declared = PropertyType.of(property)
                else { continue }
                if equivalence.equivalent(documented: written, code: declared) == false {
                    finding(
                        Claim(.type, of: type.qualifiedName, row.name),
                        "type of parameter '\(row.name)' differs: the document has '\(written)', the code's property"
                            + " '\(property.qualifiedName)' has '\(declared)'",
                        at: rowPlace,
                        notes: codeNotes(property, "the code declares `\(property.declaration)`")
                    )
                }
            } else if !subjectCertain {
                uncompared(
                    "'\(row.name)' is neither a public property of '\(type.qualifiedName)' nor an initializer parameter, nor are"
                        + " \(unknown.count) of the \(api.parameters.count) names listed with it: the list may be another type's;"
                        + " not compared",
                    at: rowPlace
                )
            } else if subjectFromNames, let other = Self.otherTypeDeclaring(row.name, besides: type, in: module) {
                // The subject is only the type most names belong to: a name another type holds may be that type's.
                uncompared(
                    "'\(row.name)' is not a public property of '\(type.qualifiedName)', the type the list's other names point to,"
                        + " but '\(other)' has one: the list may mix types; not compared",
                    at: rowPlace
                )
            } else if inheritsUnseen, !lookUpProperty(row.name, of: type, in: module).isCertainlyMissing {
                uncompared(
                    "'\(row.name)' is not a public property of '\(type.qualifiedName)', but it may inherit one from a supertype"
                        + " of another module, whose members are not in the symbol graphs read; not compared",
                    at: rowPlace
                )
            } else {
                missingRows += 1
                let initializer = chosen.map { "a parameter of '\($0.qualifiedName)'" } ?? "a parameter of an initializer"
                if listsParameters, let chosen {
                    // A list of the initializer's parameters: the row is a parameter the code does not have.
                    finding(
                        Claim(.symbol, of: type.qualifiedName, row.name),
                        "parameter '\(row.name)' is documented but the code's '\(chosen.qualifiedName)' has no such parameter"
                            + " (nor has '\(type.qualifiedName)' a public property of that name)",
                        at: rowPlace,
                        notes: context
                    )
                } else {
                    finding(
                        Claim(.symbol, of: type.qualifiedName, row.name),
                        "'\(row.name)' is documented but is neither a public property of '\(type.qualifiedName)' nor \(initializer)",
                        at: rowPlace,
                        notes: context
                    )
                }
            }
        }
        // A list that accounts for an initializer's parameters and names one the code lacks is out of date: the
        // parameters it leaves out are what replaced it.
        guard listsEveryParameter, missingRows > 0, let chosen, !matched.isEmpty else { return }
        // Only as many as the list's stale names can have replaced: a list that leaves out more chose what to show (a
        // partial list with one stale name), and a parameter the page's code passes by label is documented there.
        let passed = labelsPassed(to: chosen)
        let left = code.indices.filter { !matched.contains($0) && !passed.contains(code[$0].label) }
        guard left.count <= missingRows else { return }
        for index in left {
            let parameter = code[index]
            finding(
                Claim(.undocumentedParameter, of: chosen.qualifiedName, parameter.name),
                "parameter '\(parameter.name): \(parameter.type)' of the code's '\(chosen.qualifiedName)' is not documented",
                at: place,
                notes: context
            )
        }
    }

    /// A public type of `module` other than `type` with a public property `name`, by its qualified name.
    static func otherTypeDeclaring(_ name: String, besides type: CodeSymbol, in module: CodeModule) -> String? {
        module.symbols.first { member in
            member.isPublic && member.kind == "property" && member.baseName == name && member.path.dropLast() != type.path[...]
        }
        .map { $0.path.dropLast().joined(separator: ".") }
    }

    /// The page's own type for a table under a heading that names no type (`## Layout`): the public type the
    /// component's name names, when it is one and at least three in four of the table's names (two at least) are its
    /// properties or its initializers' parameters. A table most of whose names the type lacks may be another type's.
    private func pageType(for api: APIDeclaration, in searched: [CodeModule]) -> (module: CodeModule, type: CodeSymbol)? {
        let found = types(named: spec.name, in: searched).filter { $0.type.kind != "typealias" }
        guard found.count == 1 || found.first?.type.path == [spec.name], let (module, type) = found.first else { return nil }
        let (own, _) = Self.supertypes(of: type, in: module)
        let members = ([type.path] + own).flatMap { module.members(of: $0) }
        let names = Set(
            members.filter { $0.kind == "property" }.map(\.baseName)
                + members.filter { $0.kind == "init" }.flatMap {
                    CodeSignature(fragments: $0.fragments).parameters.flatMap { [$0.name, $0.label] }
                }
        )
        let known = api.parameters.filter { names.contains($0.name) }.count
        guard known >= 2, known * 4 >= api.parameters.count * 3 else { return nil }
        return (module, type)
    }

    // MARK: Enumerations

    mutating func verify(_ enumeration: Enumeration) {
        let place = location(enumeration.document, line: enumeration.line, column: enumeration.column)
        let swiftAPIs = spec.apis.filter { $0.language == .swift }
        guard let searched = searchedModules(for: swiftAPIs.first, at: place) else { return }
        let candidates = searched.flatMap { module in
            module.types(endingWith: [enumeration.name]).filter { $0.kind == "enum" }.map { (module, $0) }
        }
        let owners = Set(spec.apis.map(\.symbol))
        guard let (module, code) = candidates.first(where: { owners.contains($0.1.path.dropLast().last ?? "") }) ?? candidates.first else {
            // Only an enumeration a Swift API of the document uses is known to be Swift; others may be another platform's.
            let using = swiftAPIs.flatMap { api in
                api.parameters.filter { ($0.type ?? "").range(of: "\\b\(enumeration.name)\\b", options: .regularExpression) != nil }
            }
            if let foreign = foreignTypeInCode(for: using, in: searched) {
                // The code types that parameter with another module's type: the listed enumeration may be that type
                // under another name (a platform's renamed enum), which the graphs read do not describe.
                uncompared(
                    "enumeration '\(enumeration.name)' has no public enum of that name in \(describe(searched)), and the code"
                        + " types '\(foreign.parameter)' with another module's type '\(foreign.type)', which it may name; not verified",
                    at: place
                )
            } else if !using.isEmpty {
                finding(
                    Claim(.symbol, of: enumeration.name),
                    "enumeration '\(enumeration.name)' is documented but \(describe(searched)) has no public enum of that name",
                    at: place
                )
            } else {
                uncompared(
                    "enumeration '\(enumeration.name)' has no public enum of that name in \(describe(searched)); not verified",
                    at: place
                )
            }
            return
        }
        // The fallback case generated enumerations carry for values no case has (`unrecognized(String)`, docs/contract.md)
        // is no case a document lists.
        let codeCases = module.members(of: code.path).filter { $0.kind == "enum.case" && !Self.isContractFallback($0) }
        let documented = enumeration.cases(in: .swift)
        coverage.enumerations += 1
        coverage.cases += documented.count
        let context = codeNotes(
            code,
            "the code declares `\(code.declaration)` with cases \(codeCases.map(\.baseName).joined(separator: ", "))"
        )
        // Cases gathered from values a page shows (`.standard`) may name a static member the enumeration declares.
        let staticMembers = enumeration.isInferred ? module.members(of: code.path).filter { $0.kind.hasPrefix("type.") } : []
        for name in documented
        where !codeCases.contains(where: { Self.sameCase($0.baseName, name) }) && !staticMembers.contains(where: { $0.baseName == name }) {
            finding(
                Claim(.enumerationCase, of: code.qualifiedName, name),
                "case '\(name)' of enumeration '\(enumeration.name)' is documented but not in the code",
                at: place,
                notes: context
            )
        }
        // An enumeration gathered from the cases a document mentions lists only those: the code may have more.
        for codeCase in codeCases where !enumeration.isInferred && !documented.contains(where: { Self.sameCase(codeCase.baseName, $0) }) {
            finding(
                Claim(.undocumentedCase, of: code.qualifiedName, codeCase.baseName),
                "enumeration '\(enumeration.name)' has the case '\(codeCase.baseName)' in the code, which the document does not list",
                at: place,
                notes: codeNotes(codeCase, "the case is declared here")
            )
        }
    }

    /// Case names compare without case and separators (`multiMessage` ≡ `MULTI_MESSAGE`), as documents mix platforms.
    static func sameCase(_ left: String, _ right: String) -> Bool { CaseName.same(left, right) }

    // MARK: Reporting

    func describe(_ searched: [CodeModule]) -> String {
        searched.count == 1 ? "module '\(searched[0].name)'" : "the modules read (\(searched.map(\.name).joined(separator: ", ")))"
    }

    func codeNotes(_ symbol: CodeSymbol, _ message: String) -> [Diagnostic.Note] {
        symbol.location.map { [Diagnostic.Note(message: message, location: $0)] } ?? []
    }

    /// A finding: `claim` is what it asserts, `message` how it is said.
    mutating func finding(_ claim: Claim, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        var diagnostic = Diagnostic(options.strict ? .error : .warning, message, at: location, notes: notes)
        diagnostic.claim = claim
        diagnostics.append(diagnostic)
    }

    mutating func note(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.note, message, at: location))
    }

    /// A documented API that is not compared: a note, counted; with `--strict` an error when `failsStrict` (what the
    /// reader could not read or tie to a symbol, rather than what is deliberately left to another platform).
    mutating func uncompared(_ message: String, at location: SourceLocation, failsStrict: Bool = false) {
        coverage.uncompared += 1
        diagnostics.append(Diagnostic(options.strict && failsStrict ? .error : .note, message, at: location))
        coverage.notCompared.append(Diagnostic(.note, message, at: location))
    }
}
