import Foundation
import SpecModel
import SpecParser

/// Verification of what a document states in a library's own shapes (member pages, property lists, usage calls,
/// symbol links): each item is tied to a symbol of the code, or named as not compared.
extension ComponentVerification {
    mutating func verify(_ surface: DocumentedSurface) {
        let place = { (line: Int, column: Int) in SourceLocation(file: surface.document, line: line, column: max(column, 1)) }
        guard let searched = searchedModules(for: spec.apis.first { $0.language == .swift }, at: place(1, 1)) else { return }
        for documented in surface.apis { verify(documented, in: searched, document: surface.document) }
        for property in surface.properties { verify(property, in: searched, at: place(property.line, property.column)) }
        for named in surface.namedProperties { verifyNamedProperty(named.name, in: searched, at: place(named.line, named.column)) }
        for named in Self.unclaimedNamedFunctions(of: surface, specLines: specLines(of: surface)) {
            verifyFunctionNamedInProse(named, in: searched, at: place(named.line, named.column))
        }
        for enumeration in surface.enumerations { verify(enumeration) }
        for payload in surface.payloads { verify(payload, in: searched, at: place(payload.line, payload.column)) }
        for (index, call) in surface.calls.enumerated() {
            verify(call, in: searched, document: surface.document, following: surface.calls[(index + 1)...])
        }
        for link in surface.links { verify(link, in: searched, at: place(link.line, link.column)) }
        for list in surface.caseLists { verify(list, in: searched, document: surface.document) }
        for assignment in surface.assignments { verify(assignment, in: searched, at: place(assignment.line, assignment.column)) }
        // A table the spec reader read (and notes itself, when it cannot tie it to a type) is not unread.
        let specLines = specLines(of: surface)
        for unread in surface.unread where !(unread.kind == .tableWithoutNames && specLines.contains(unread.line)) {
            // An article link claims no API, no graph holds a set of literal values, and replaced code is shown as no longer
            // the API: `--strict` has nothing to fail on.
            let deliberate = [.articleLink, .literalValues, .replacedCode].contains(unread.kind)
            uncompared(unread.reason + "; not compared", at: place(unread.line, unread.column), failsStrict: !deliberate)
        }
    }

    /// The lines of `surface`'s document where the spec reader read an API.
    private func specLines(of surface: DocumentedSurface) -> Set<Int> {
        Set(spec.apis.filter { ($0.document ?? spec.source) == surface.document }.map(\.line))
    }

    // MARK: Declared and listed APIs

    private mutating func verify(_ documented: DocumentedAPI, in searched: [CodeModule], document: String) {
        var api = documented.declaration
        api.document = document
        for index in api.parameters.indices where api.parameters[index].document == nil { api.parameters[index].document = document }
        let place = SourceLocation(file: document, line: api.line, column: max(api.column, 1))
        switch api.kind {
        case .properties:
            let named = bestSubject(for: api, among: documented.subjects, in: searched)
            if named == nil, !documented.callees.isEmpty {
                // No type the page names, but code beside the table passes its names: that callee's parameters.
                verifyCalleeTable(api, callees: documented.callees, in: searched, at: place)
                return
            }
            // Words that name no type of the module holding any of the names (`UIAppearance`, the module's own name) leave
            // the list as unnamed as one under no words: the names decide, or nothing does.
            let fromNames = named == nil
            guard let subject = named ?? typeHoldingNearlyAll(api.parameters, in: searched) else {
                let names = documented.subjects.map { "'\($0)'" }.joined(separator: ", ")
                uncompared(
                    "a list of \(api.parameters.count) properties (\(api.parameters.map(\.name).joined(separator: ", "))) names no public type"
                        + " of \(describe(searched)) (read: \(names)); not compared",
                    at: place,
                    failsStrict: true
                )
                return
            }
            api.symbol = subject
            verifyProperties(
                api,
                in: searched,
                at: place,
                listsEveryParameter: documented.listsEveryParameter,
                subjectFromNames: fromNames
            )
        case .initializer:
            if !documented.subjects.isEmpty {
                guard let subject = documented.subjects.first(where: { !types(named: $0, in: searched).isEmpty }) else {
                    uncompared(
                        "an initializer under \(documented.subjects.map { "'\($0)'" }.joined(separator: ", ")), none of them a public"
                            + " type of \(describe(searched)); not compared",
                        at: place,
                        failsStrict: true
                    )
                    return
                }
                api.symbol = subject
            }
            verify(api, partial: documented.isPartial, printed: documented.isPrinted, listed: documented.listedDefaults)
        case .function:
            if !documented.callees.isEmpty {
                verifyCalleeTable(api, callees: documented.callees, in: searched, at: place)
                return
            }
            if documented.namesOnly {
                verifyNamedFunction(api.symbol, in: searched, at: place)
                return
            }
            // A function under a heading that names its type: that type's method when it has one of the name.
            let name = api.symbol
            let owners = documented.subjects.compactMap { types(named: $0, in: searched).first }
            if !name.contains("."),
                let owner = owners.first(where: { found in
                    found.module.members(of: found.type.path).contains { $0.isCallable && $0.baseName == name }
                })
            {
                api.symbol = owner.type.qualifiedName + "." + api.symbol
            }
            verify(api, partial: documented.isPartial, printed: documented.isPrinted, listed: documented.listedDefaults)
        }
    }

    /// A method a page names without its parameters (`dismiss()` in a list of methods): the module must have a public
    /// function of that name, whatever it takes.
    private mutating func verifyNamedFunction(_ name: String, in searched: [CodeModule], at place: SourceLocation) {
        coverage.symbols += 1
        let found = searched.contains { module in
            module.symbols.contains { $0.isPublicFunction(named: name) }
        }
        guard !found else { return }
        finding(
            Claim(.symbol, of: name),
            "'\(name)' is documented but \(describe(searched)) has no public function of that name",
            at: place
        )
    }

    /// The one public type whose properties include at least four in five of `listed` (none other as many): the
    /// subject of a list the page names none for.
    private func typeHoldingNearlyAll(_ listed: [Parameter], in searched: [CodeModule]) -> String? {
        var scores: [(name: String, score: Int)] = []
        for module in searched {
            for type in module.symbols where type.isPublic && type.isType && type.kind != "typealias" {
                let properties = Set(module.members(of: type.path).filter { $0.kind == "property" }.map(\.baseName))
                let score = listed.filter { properties.contains($0.name) }.count
                if score * 5 >= listed.count * 4 { scores.append((type.qualifiedName, score)) }
            }
        }
        let best = scores.map(\.score).max() ?? 0
        let top = scores.filter { $0.score == best }
        if top.count == 1 { return top[0].name }
        return Self.protocolOfAll(top.map(\.name), in: searched)
    }

    /// Of types that tie, the one protocol every other conforms to (`Styling` beside `DefaultStyling: Styling`): its
    /// requirements are what they share, so a list of their names is about it.
    static func protocolOfAll(_ names: [String], in searched: [CodeModule]) -> String? {
        for module in searched {
            let tied = module.symbols.filter { $0.isPublic && $0.isType && names.contains($0.qualifiedName) }
            let protocols = tied.filter { $0.kind == "protocol" }
            guard tied.count == names.count, protocols.count == 1, let shared = protocols.first else { continue }
            let others = tied.filter { $0.preciseIdentifier != shared.preciseIdentifier }
            if others.allSatisfy({ (module.supertypes[$0.preciseIdentifier] ?? []).contains(shared.qualifiedName) }) {
                return shared.qualifiedName
            }
        }
        return nil
    }

    /// A "Parameters" table after usage code, or a parameter a sentence names beside it: the parameters of the one thing
    /// that code calls which the module has.
    private mutating func verifyCalleeTable(_ api: APIDeclaration, callees: [String], in searched: [CodeModule], at place: SourceLocation) {
        // Each callee the module has, with how many of the table's names its overloads take.
        var scored: [(name: String, score: Int)] = []
        for name in callees {
            var overloads: [CodeSymbol] = []
            if name.first?.isUppercase == true {
                if case .type(let module, let type) = MemberOwner.resolve(name, in: searched) {
                    overloads = module.members(of: type.path).filter { $0.kind == "init" }
                }
            } else {
                overloads = searched.flatMap { module in
                    module.symbols.filter { $0.isPublicFunction(named: name) }
                }
            }
            guard !overloads.isEmpty else { continue }
            let names = Set(overloads.flatMap { CodeSignature(fragments: $0.fragments).parameters.flatMap { [$0.name, $0.label] } })
            scored.append((name, api.parameters.filter { names.contains($0.name) }.count))
        }
        let best = scored.map(\.score).max() ?? 0
        let owned = scored.filter { $0.score == best && best > 0 }.map(\.name)
        guard owned.count == 1, let callee = owned.first else {
            let which =
                owned.isEmpty
                ? "none of which \(describe(searched)) has with these parameters"
                : "of which \(owned.map { "'\($0)'" }.joined(separator: ", ")) take as many of them"
            uncompared(
                "parameters named beside code calling \(callees.map { "'\($0)'" }.joined(separator: ", ")), \(which): its subject is"
                    + " not certain; not compared",
                at: place
            )
            return
        }
        var resolved = api
        resolved.symbol = callee
        resolved.kind = callee.first?.isUppercase == true ? .initializer : .function
        verify(resolved, partial: true)
    }

    /// The subject among `names` that is a public type with the most of the listed names as initializer parameters or
    /// properties; a lower-case name is a property whose type is the subject (`the appearance` → `Appearance`).
    private func bestSubject(for api: APIDeclaration, among names: [String], in searched: [CodeModule]) -> String? {
        var candidates: [String] = []
        for name in names {
            if name.first?.isUppercase == true {
                candidates.append(name)
            } else {
                for module in searched {
                    for property in module.symbols where property.isPublic && property.kind == "property" && property.baseName == name {
                        // `var appearance: SnackView.Appearance`: the last type name before any initial value.
                        let declared = property.fragments.prefix { !$0.spelling.contains("=") }
                        if let type = declared.last(where: { $0.kind == "typeIdentifier" }) {
                            // The type as the graph links it: its full path when it is the module's own.
                            let path = module.symbols.first { $0.preciseIdentifier == type.preciseIdentifier }?.qualifiedName
                            candidates.append(path ?? type.spelling)
                        }
                    }
                }
            }
        }
        var best: (name: String, score: Int)?
        for candidate in candidates {
            guard let (module, type) = types(named: candidate, in: searched).first else { continue }
            let members = module.members(of: type.path)
            var names = Set(members.filter { $0.kind == "property" }.map(\.baseName))
            for initializer in members where initializer.kind == "init" {
                for parameter in CodeSignature(fragments: initializer.fragments).parameters {
                    names.insert(parameter.name)
                    names.insert(parameter.label)
                }
            }
            let score = api.parameters.filter { names.contains($0.name) }.count
            if score > 0, score > (best?.score ?? 0) { best = (type.qualifiedName, score) }
        }
        return best?.name
    }

    private mutating func verify(_ property: DocumentedProperty, in searched: [CodeModule], at place: SourceLocation) {
        let module: CodeModule
        let type: CodeSymbol
        switch MemberOwner.resolve(property.owner, in: searched) {
        case .type(let found, let symbol):
            (module, type) = (found, symbol)
        case .alias(_, let alias):
            uncompared(MemberOwner.aliasReason(alias, member: "property '\(property.name)'"), at: place)
            return
        case .extended(let found, let path):
            // Another module's type: a property the extension lacks may be the type's own.
            if found.members(of: path).contains(where: { $0.baseName == property.name && !$0.isCallable && !$0.isType }) {
                coverage.symbols += 1
            } else {
                uncompared(
                    "property '\(property.name)' of '\(property.owner)', another module's type: not among the extension's members,"
                        + " and the type's own are not in the symbol graphs read; not compared",
                    at: place
                )
            }
            return
        case .none:
            uncompared(
                "property '\(property.name)' of '\(property.owner)': \(describe(searched)) has no public type of that name; not compared",
                at: place,
                failsStrict: true
            )
            return
        }
        coverage.symbols += 1
        switch lookUpProperty(property.name, of: type, in: module) {
        case .found(let declared):
            compareType(of: property, with: declared, declaredBy: type, in: module, at: place)
            return
        case .mayInherit(let supertypes):
            uncompared(
                "property '\(property.name)': " + Self.mayInheritReason(property.name, of: type, from: supertypes) + "; not compared",
                at: place
            )
            return
        case .missing:
            break
        }
        finding(
            Claim(.symbol, of: type.qualifiedName, property.name),
            "'\(property.owner).\(property.name)' is documented but '\(type.qualifiedName)' has no public property of that name",
            at: place,
            notes: codeNotes(type, "'\(type.qualifiedName)' is declared here")
        )
    }

    /// A property declared with a type (`public var title: String`) against the type the code declares it with.
    private mutating func compareType(
        of property: DocumentedProperty,
        with declared: [CodeSymbol],
        declaredBy owner: CodeSymbol,
        in module: CodeModule,
        at place: SourceLocation
    ) {
        guard let written = property.type else { return }
        // Two members of one name (a static and an instance property) may differ in type: which one is meant is unsure.
        let types = Set(declared.compactMap { PropertyType.of($0) })
        guard declared.count == 1, let code = types.first, let symbol = declared.first else {
            if declared.count > 1 {
                uncompared(
                    "type of property '\(property.name)': '\(owner.qualifiedName)' declares \(declared.count) members of that"
                        + " name; not compared",
                    at: place
                )
            }
            return
        }
        let equivalence = TypeEquivalence(module: module, declaringType: owner.path)
        switch equivalence.equivalent(documented: written, code: code) {
        case false?:
            finding(
                Claim(.type, of: owner.qualifiedName, symbol.baseName),
                "type of parameter '\(property.name)' differs: the document has '\(written)', the code's property"
                    + " '\(symbol.qualifiedName)' has '\(code)'",
                at: place,
                notes: codeNotes(symbol, "the code declares `\(symbol.declaration)`")
            )
        case nil:
            uncompared(
                "type of property '\(property.name)': '\(written)' or the code's '\(code)' is not read as a type; not compared",
                at: place
            )
        case true?:
            break
        }
    }

    // MARK: Case payloads

    /// A documented case's payload against the code's: element by element, labels (where both write one) and types.
    mutating func verify(_ documented: CasePayload, in searched: [CodeModule], at place: SourceLocation) {
        let found = searched.lazy.flatMap { module in
            module.types(endingWith: documented.enumeration.split(separator: ".").map(String.init)).filter { $0.kind == "enum" }.map {
                (module, $0)
            }
        }.first
        guard let (module, type) = found,
            let codeCase = module.members(of: type.path).first(where: { $0.kind == "enum.case" && $0.baseName == documented.name })
        else { return }  // A missing case is the enumeration's finding.
        let text = codeCase.declaration
        let code =
            text.firstIndex(of: "(").map { open in
                PayloadElements.read(String(text[text.index(after: open)..<(text.lastIndex(of: ")") ?? text.endIndex)]))
            } ?? []
        let written = PayloadElements.read(documented.payload)
        let types = TypeEquivalence(module: module, declaringType: type.path)
        let context = codeNotes(codeCase, "the code declares `\(text)`")
        let qualified = "case '\(documented.name)' of '\(type.qualifiedName)'"
        for (index, element) in written.enumerated() {
            let name = element.label.flatMap { $0 == "_" ? nil : $0 } ?? "#\(index + 1)"
            guard index < code.count else {
                finding(
                    Claim(.parameter, of: codeCase.qualifiedName, name),
                    "parameter '\(name)' of \(qualified) is documented but the code's payload has no such element",
                    at: place,
                    notes: context
                )
                continue
            }
            if let label = element.label, let codeLabel = code[index].label, label != codeLabel {
                finding(
                    Claim(.label, of: codeCase.qualifiedName, name),
                    "label of parameter '\(name)' of \(qualified) differs: the document has '\(label)', the code has '\(codeLabel)'",
                    at: place,
                    notes: context
                )
            }
            if types.equivalent(documented: element.type, code: code[index].type) == false {
                finding(
                    Claim(.type, of: codeCase.qualifiedName, name),
                    "type of parameter '\(name)' of \(qualified) differs: the document has '\(element.type)', the code has '\(code[index].type)'",
                    at: place,
                    notes: context
                )
            }
        }
        for index in code.indices.dropFirst(written.count) {
            let element = code[index]
            finding(
                Claim(.undocumentedParameter, of: codeCase.qualifiedName, element.label ?? "#\(index + 1)"),
                "parameter '\(element.label.map { "\($0): " } ?? "")\(element.type)' of \(qualified) in the code is not documented",
                at: place,
                notes: context
            )
        }
    }

    // MARK: Symbol links

    /// A DocC link's path against the code, resolved as DocC resolves it (`ScopedSymbolLink`): a path no module has is
    /// a finding, as is a symbol of another kind than the link's disambiguation names; a hash or type signature this
    /// reading cannot confirm is "not compared".
    private mutating func verify(_ link: SymbolLink, in searched: [CodeModule], at place: SourceLocation) {
        var path = link.path
        // `/ChimeKit/Chime/ring(_:)`: DocC reads a leading slash as a path from a module's top level, never from the page.
        let absolute = path.first == ""
        if absolute {
            path.removeFirst()
            guard let first = path.first, !first.isEmpty else { return }
            guard searched.contains(where: { $0.name == DocCLinkComponent(first).name }) else {
                coverage.symbols += 1
                uncompared(
                    "the symbol link '\(link.path.joined(separator: "/"))' starts at the module '\(first)', which is not \(describe(searched));"
                        + " not compared",
                    at: place
                )
                return
            }
        }
        if let first = path.first, searched.contains(where: { $0.name == DocCLinkComponent(first).name }), path.count > 1 {
            path.removeFirst()
        }
        // A symbol's name starts with a letter, an underscore or an operator: ``0`` or ``3.5`` is a value in code voice.
        guard let head = path.first?.unicodeScalars.first, !CharacterSet.decimalDigits.contains(head) else { return }
        coverage.symbols += 1
        // ``Notices.present`` is not DocC's spelling (its paths take slashes), but it names a member all the same: what
        // that path resolves to is the claim. Its owner found, a member it lacks is a finding; a dotted name whose owner
        // is not the code's may be a file (`Info.plist`).
        if !absolute, path.count == 1, let dotted = Self.dottedPath(path[0]) {
            // `Sparkles.swift`, `Info.plist`: a file's name, not a member.
            if let last = dotted.last, Self.fileExtensions.contains(last) {
                coverage.symbols -= 1
                return
            }
            for module in searched where ScopedSymbolLink.resolve(dotted, scope: nil, in: module) == .resolved { return }
            let owner = Array(dotted.dropLast())
            let member = Self.baseName(dotted.last ?? "")
            // As for an assignment: an owner that may inherit members from another module's type makes the absence
            // certain only for a name one letter away from one of its own.
            let certain = searched.contains { module in
                module.symbols.filter { $0.isPublic && $0.isType && $0.path.suffix(owner.count) == owner[...] }.contains { type in
                    let (own, foreign) = Self.supertypes(of: type, in: module)
                    let open = !Self.unseenSupertypes(foreign).isEmpty
                    let members = ([type.path] + own).flatMap { module.members(of: $0) }.map(\.baseName)
                    return !open || members.contains { Self.isOneEditAway($0, member) }
                }
            }
            if certain {
                finding(
                    Claim(.symbol, of: owner.joined(separator: "."), dotted.last ?? ""),
                    "'\(path[0])' is documented but \(describe(searched)) has no public symbol of that name ('\(owner.joined(separator: "."))'"
                        + " has no member '\(dotted.last ?? "")')",
                    at: place
                )
                return
            }
            let ownerFound = searched.contains { ScopedSymbolLink.resolve(owner, scope: nil, in: $0) == .resolved }
            uncompared(
                ownerFound
                    ? "'\(path[0])': '\(owner.joined(separator: "."))' has no public member '\(member)', but it may inherit one from a"
                        + " supertype of another module, whose members are not in the symbol graphs read; not compared"
                    : "'\(path[0])' is written with dots, not as a DocC path, and names no public symbol of \(describe(searched));"
                        + " not compared",
                at: place
            )
            return
        }
        // The module itself (a catalog's landing page, `# ``NoticeKit`` `).
        if path.count == 1, searched.contains(where: { $0.name == DocCLinkComponent(path[0]).name }) { return }
        let written = link.path.joined(separator: "/")
        var scope: [String]?
        if absolute {
            scope = []
        } else if !link.scope.isEmpty {
            var within = link.scope
            if let first = within.first, searched.contains(where: { $0.name == DocCLinkComponent(first).name }) { within.removeFirst() }
            scope = within
        }
        var unsure: String?
        var otherKind: (wanted: String, found: CodeSymbol)?
        var differs: (parameter: Int?, written: String, code: String, found: CodeSymbol)?
        for module in searched {
            switch ScopedSymbolLink.resolve(path, scope: scope, in: module) {
            case .resolved: return
            case .unsure(let reason): unsure = unsure ?? reason
            case .otherKind(let wanted, let found): otherKind = otherKind ?? (wanted, found)
            case .signatureDiffers(let parameter, let type, let code, let found): differs = differs ?? (parameter, type, code, found)
            case .unresolved: break
            }
        }
        if let unsure {
            uncompared("the symbol link '\(written)': \(unsure); not compared", at: place)
            return
        }
        if let (parameter, type, code, found) = differs {
            let what = parameter.map { "type of parameter '#\($0 + 1)' of '\(written)'" } ?? "return type of '\(written)'"
            finding(
                parameter.map { Claim(.type, of: found.qualifiedName, "#\($0 + 1)") } ?? Claim(.returnType, of: found.qualifiedName),
                "\(what) differs: the link's type signature has '\(type)', the code has '\(code)' (the code's only symbol of that"
                    + " name)",
                at: place,
                notes: codeNotes(found, "the code declares `\(found.declaration)`")
            )
            return
        }
        if let (wanted, found) = otherKind {
            finding(
                Claim(.symbol, of: written),
                "'\(written)' is documented but \(describe(searched)) has no public symbol of kind '\(wanted)' of that name; "
                    + "the code's '\(found.path.joined(separator: "/"))' is of kind '\(found.kind)'",
                at: place,
                notes: codeNotes(found, "the code declares `\(found.declaration)`")
            )
            return
        }
        let last = DocCLinkComponent(path.last ?? "").name
        if !absolute, path.count == 1, let reading = Self.notThisModulesSymbol(last, in: searched) {
            uncompared("the symbol link '\(written)' \(reading); not compared", at: place)
            return
        }
        let near = searched.flatMap(\.symbols).filter {
            // A link relative to an extension file's symbol may mean another type's member of that name.
            $0.isPublic && (scope?.isEmpty ?? true ? $0.path.count == path.count : $0.path.count > path.count)
                && $0.baseName == Self.baseName(last)
        }
        let hint = near.first.map { "; did you mean '\($0.path.joined(separator: "/"))'?" } ?? ""
        finding(
            Claim(.symbol, of: written),
            "'\(written)' is documented but \(describe(searched)) has no public symbol of that name\(hint)",
            at: place
        )
    }

    /// Why a bare name no module declares is not a claim about these modules, or nil when it is one: another module's
    /// type that their declarations name (``UIView``), or a parameter of one of their callables (``withinSuperview``,
    /// in "you can omit the ``withinSuperview`` parameter"). Either is read, never a missing symbol.
    static func notThisModulesSymbol(_ name: String, in searched: [CodeModule]) -> String? {
        if searched.contains(where: { $0.foreignTypeNames.contains(name) }) {
            return "names '\(name)', another module's type that the code's declarations use"
        }
        if let callable = searched.lazy.compactMap({ $0.callables(withParameter: name).first }).first {
            return "names a parameter of '\(callable.qualifiedName)', not a symbol"
        }
        return nil
    }

    /// Endings of the files a page names in code voice (sources, resources, packages), which no member is called.
    static let fileExtensions: Set<String> = [
        "swift", "h", "m", "mm", "c", "md", "txt", "json", "yml", "yaml", "plist", "xib", "storyboard", "strings",
        "xcassets", "bundle", "framework", "xcframework", "podspec", "xcodeproj", "xcworkspace", "png", "jpg", "gif",
        "svg", "pdf", "ttf", "otf", "html", "docc", "resolved", "lock", "entitlements", "xcconfig",
    ]

    /// `Notices.present` split at its dots, when every part is an identifier (a call's parentheses on the last);
    /// nil for anything else.
    static func dottedPath(_ component: String) -> [String]? {
        let parts = component.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return nil }
        guard parts.dropLast().allSatisfy(\.isPlainIdentifier), let last = parts.last,
            last.prefix(while: { $0 != "(" }).isPlainIdentifier
        else { return nil }
        return parts
    }

    static func baseName(_ component: String) -> String {
        component.firstIndex(of: "(").map { String(component[..<$0]) } ?? component
    }
}

extension ComponentVerification {
    /// A name a sentence calls a property without saying whose: some public type of the module declares a property of
    /// that name, or the name is not compared (it may be another module's, a platform type's). Never a finding: the
    /// sentence does not say which type it means.
    mutating func verifyNamedProperty(_ name: String, in searched: [CodeModule], at place: SourceLocation) {
        let declared = searched.contains { module in
            module.symbols.contains { $0.isPublic && $0.baseName == name && ["property", "type.property"].contains($0.kind) }
        }
        if declared {
            coverage.symbols += 1
            return
        }
        uncompared(
            "'\(name)' is called a property, but no public type of \(describe(searched)) declares one of that name; it may be"
                + " another module's; not compared",
            at: place
        )
    }
}
