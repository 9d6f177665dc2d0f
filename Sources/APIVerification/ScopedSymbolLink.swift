import SpecModel

/// A DocC symbol link resolved as DocC resolves it: in an extension file relative to the page's symbol, then to each
/// symbol above it, then from the module's top level (``` ``present(text:edge:)`` ``` in the page of ``` ``Notice`` ```
/// names `Notice.present(text:edge:)`; ``` ``Banner`` ``` there names the top-level `Banner`); elsewhere under any
/// type (a README's links follow no page). Each component names a child of the one before, members a type gets from
/// its protocols and superclass included; a kind disambiguation must be the symbol's kind, a hash the hash of its
/// identifier, a type signature its parameter and result types.
enum ScopedSymbolLink {
    /// What a link names in one module.
    enum Resolution: Sendable, Equatable {
        /// A public symbol of that path, its disambiguation agreeing.
        case resolved
        /// Symbols of that path, none of the kind the link asks for (`Edge-struct` when `Edge` is an enumeration): the
        /// symbol DocC would find is not there.
        case otherKind(wanted: String, found: CodeSymbol)
        /// Symbols of that path whose identity the link's hash or type signature names in a way this reading cannot
        /// confirm: the reason.
        case unsure(String)
        /// The one symbol of that name, whose type signature differs from the link's in a plainly named type: the
        /// parameter's position (nil for the result), the link's type and the code's.
        case signatureDiffers(parameter: Int?, written: String, code: String, found: CodeSymbol)
        /// No public symbol of that path.
        case unresolved
    }

    /// Resolves `path` (the module's name already dropped) against `module`; `scope` is the page's symbol in an
    /// extension file, empty for an absolute link (only from the module's top level), nil elsewhere.
    static func resolve(_ path: [String], scope: [String]?, in module: CodeModule) -> Resolution {
        let components = path.map(DocCLinkComponent.init)
        let starts: [[String]]
        if let scope {
            let names = scope.map { DocCLinkComponent($0).name }
            starts = (0...names.count).reversed().map { Array(names.prefix($0)) }
        } else {
            // No page to start from: the top level, or anything that holds members (another module's type it extends too).
            starts = Set(module.symbols.filter(\.isPublic).map { Array($0.path.dropLast()) }).sorted { $0.lexicographicallyPrecedes($1) }
        }
        var best = Resolution.unresolved
        // DocC files members of another module's types under that module's name, below the module's own top level.
        if components.count > 1, module.extendedModules.contains(components[0].name) {
            best = walk(components.dropFirst(), from: [], in: module)
            if best == .resolved { return .resolved }
        }
        for start in starts {
            let found = walk(components[...], from: start, in: module)
            if found == .resolved { return .resolved }
            best = rank(found) > rank(best) ? found : best
        }
        if best == .unresolved, let scope, let reason = inheritedFromStandardLibrary(components, scope: scope, in: module) {
            return .unsure(reason)
        }
        return best
    }

    /// Protocols of the standard library whose default implementations (`first`, `popLast()`, `firstIndex(of:)`) DocC
    /// lists on a conforming type's page, and which a graph built without synthesized members does not hold.
    static let standardLibraryProtocols: Set<String> = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "SetAlgebra", "LazySequenceProtocol", "LazyCollectionProtocol", "Equatable",
        "Hashable", "Comparable", "Strideable", "Numeric", "AdditiveArithmetic", "BinaryInteger", "FixedWidthInteger",
        "FloatingPoint", "BinaryFloatingPoint", "OptionSet", "RawRepresentable", "CaseIterable", "IteratorProtocol",
        "TextOutputStreamable", "CustomStringConvertible", "CustomDebugStringConvertible",
    ]

    /// Names of the members those protocols give a conforming type (base names; initializers with their labels): a
    /// link to another name is the type's own, and its absence certain.
    static let standardLibraryMembers: Set<String> = [
        "makeIterator", "underestimatedCount", "map", "filter", "forEach", "first", "min", "max", "starts", "elementsEqual",
        "lexicographicallyPrecedes", "contains", "allSatisfy", "reduce", "reversed", "flatMap", "compactMap", "sorted",
        "split", "dropFirst", "dropLast", "drop", "prefix", "suffix", "enumerated", "joined", "lazy", "shuffled", "count",
        "withContiguousStorageIfAvailable", "startIndex", "endIndex", "indices", "index", "formIndex", "distance",
        "subscript", "isEmpty", "firstIndex", "randomElement", "popFirst", "removeFirst", "partition", "swapAt", "sort",
        "reverse", "shuffle", "last", "lastIndex", "popLast", "removeLast", "replaceSubrange", "reserveCapacity", "append",
        "insert", "remove", "removeSubrange", "removeAll", "union", "intersection", "symmetricDifference", "update",
        "formUnion", "formIntersection", "formSymmetricDifference", "subtracting", "subtract", "isSubset", "isDisjoint",
        "isSuperset", "isStrictSubset", "isStrictSuperset", "hash", "hashValue", "description", "debugDescription",
        "advanced", "rawValue", "allCases", "next", "init()", "init(_:)", "init(repeating:count:)", "init(arrayLiteral:)",
        "init(rawValue:)", "==", "!=", "<", "<=", ">", ">=",
    ]

    /// Why a one-component link not found on the page's type may still be a member it has: the type (the page's, or
    /// one above it) conforms to a standard-library protocol that gives a member of that name, and the graph has no
    /// synthesized members. Nil when the graph has them (then the member would be there), when no such protocol gives
    /// the name, or when the type has a member of a name one letter away (a rename).
    private static func inheritedFromStandardLibrary(_ components: [DocCLinkComponent], scope: [String], in module: CodeModule) -> String? {
        guard components.count == 1, !module.symbols.contains(where: \.isSynthesized) else { return nil }
        let base = String(components[0].name.prefix { $0 != "(" })
        let given = base == "init" ? standardLibraryMembers.contains(components[0].name) : standardLibraryMembers.contains(base)
        guard given else { return nil }
        let names = scope.map { DocCLinkComponent($0).name }
        for length in stride(from: names.count, to: 0, by: -1) {
            let path = Array(names.prefix(length))
            let protocols = module.symbols.filter { $0.isType && $0.path == path }
                .flatMap { module.supertypes[$0.preciseIdentifier] ?? [] }.filter(standardLibraryProtocols.contains)
            guard let conformance = protocols.sorted().first else { continue }
            if module.members(of: path).contains(where: { oneEditApart($0.baseName, base) }) { return nil }
            return "'\(path.joined(separator: "/"))' conforms to '\(conformance)', whose default members the graph (built"
                + " without synthesized members) does not hold"
        }
        return nil
    }

    /// Whether `a` and `b` differ by one inserted, removed or replaced character.
    private static func oneEditApart(_ a: String, _ b: String) -> Bool {
        let x = Array(a)
        let y = Array(b)
        guard x != y, abs(x.count - y.count) <= 1 else { return false }
        var i = 0
        while i < min(x.count, y.count), x[i] == y[i] { i += 1 }
        if x.count == y.count { return Array(x[(i + 1)...]) == Array(y[(i + 1)...]) }
        return x.count > y.count ? Array(x[(i + 1)...]) == Array(y[i...]) : Array(x[i...]) == Array(y[(i + 1)...])
    }

    private static func rank(_ resolution: Resolution) -> Int {
        switch resolution {
        case .resolved: 3
        case .unsure, .signatureDiffers: 2
        case .otherKind: 1
        case .unresolved: 0
        }
    }

    /// Follows the components down from the container at `start` (empty: the module's top level).
    private static func walk(_ components: ArraySlice<DocCLinkComponent>, from start: [String], in module: CodeModule) -> Resolution {
        guard let component = components.first else { return .resolved }
        let named = children(of: start, in: module).filter { names(component, $0) }
        guard !named.isEmpty else {
            // Another module's type the module extends has no symbol of its own in the graph, only members below it.
            let within = start + [component.name]
            guard components.count > 1, module.symbols.contains(where: { $0.isPublic && $0.path.starts(with: within) }) else {
                return .unresolved
            }
            return walk(components.dropFirst(), from: within, in: module)
        }
        var best = Resolution.unresolved
        for symbol in named {
            var agreement = agrees(component, symbol, alone: named.count == 1)
            if agreement == .resolved || components.count > 1 {
                let below = walk(components.dropFirst(), from: symbol.path, in: module)
                // A disambiguation of a container that does not agree is what the link says wrong, once the rest is found.
                agreement = agreement == .resolved || below != .resolved ? below : agreement
            }
            if agreement == .resolved { return .resolved }
            best = rank(agreement) > rank(best) ? agreement : best
        }
        return best
    }

    /// The public symbols directly inside `container`, and those its supertypes give it (DocC resolves
    /// ``` ``ToastView/toast(isPresented:)`` ``` to the method of an `extension View` a `ToastView` gets by conforming).
    private static func children(of container: [String], in module: CodeModule) -> [CodeSymbol] {
        var found = module.members(of: container)
        guard !container.isEmpty else { return found }
        var queue = module.symbols.filter { $0.isType && $0.path == container }.flatMap { module.supertypes[$0.preciseIdentifier] ?? [] }
        var seen: Set<String> = []
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard seen.insert(name).inserted else { continue }
            let path = name.split(separator: ".").map(String.init)
            found += module.members(of: path)
            queue += module.symbols.filter { $0.isType && $0.path == path }.flatMap { module.supertypes[$0.preciseIdentifier] ?? [] }
        }
        return found
    }

    /// Whether the component names `symbol`: its whole text (a name with a dash of its own), its name, or its name
    /// without labels (`present` for `present(text:edge:)`, which DocC asks to be written out, but names the method).
    private static func names(_ component: DocCLinkComponent, _ symbol: CodeSymbol) -> Bool {
        guard let last = symbol.path.last else { return false }
        return last == component.full || last == component.name || (!component.name.contains("(") && symbol.baseName == component.name)
    }

    /// Whether the component's disambiguation agrees with `symbol`; `alone` when no other symbol has its name (then a
    /// type signature that plainly differs is a drift, not an overload this reading may have missed).
    private static func agrees(_ component: DocCLinkComponent, _ symbol: CodeSymbol, alone: Bool) -> Resolution {
        if symbol.path.last == component.full { return .resolved }
        switch component.disambiguation {
        case nil:
            return .resolved
        case .kindAndHash(let kind, let hash):
            if let kind, kind != symbol.kind { return .otherKind(wanted: kind, found: symbol) }
            if let hash, hash != DocCLinkComponent.stableHash(symbol.preciseIdentifier) {
                // The hash is of the compiler's identifier, which spells the parameters' types and their modules: a graph
                // built elsewhere (another platform's frameworks) may give the same symbol another.
                return .unsure(
                    "the code has '\(symbol.path.joined(separator: "/"))', but '-\(hash)' is not its hash as this graph identifies it"
                )
            }
            return .resolved
        case .signature(let parameters, let results):
            guard symbol.isCallable || symbol.kind.hasSuffix("subscript") else {
                return .unsure(
                    "its type signature names a function; the code's '\(symbol.path.joined(separator: "/"))' is a \(symbol.kind)"
                )
            }
            let signature = CodeSignature(fragments: symbol.fragments)
            // DocC spells a generic parameter by its constraint (`Sequence<Bool>` for `S`): any written type may be it.
            let generic = Set(symbol.fragments.filter { $0.kind == "genericParameter" }.map(\.spelling))
            let actualParameters = signature.parameters.map { generic.contains(spelled($0.type)) ? "_" : spelled($0.type) }
            let returned = signature.returnType.map(spelled) ?? ""
            let actualResults =
                returned.isEmpty || returned == "Void" || returned == "()"
                ? []
                : returned.hasPrefix("(") && returned.hasSuffix(")") && !returned.contains("->")
                    ? DocCLinkComponent.elements(returned.dropFirst().dropLast()) : [returned]
            if let parameters, !typesMatch(parameters, actualParameters) || results.map({ !typesMatch($0, actualResults) }) == true {
                if alone, let differs = plainDifference(parameters, actualParameters, results, actualResults, symbol) { return differs }
                return .unsure(
                    "the code has the name, but the type signature is not that of '\(symbol.declaration)' as this reading spells types"
                )
            }
            if parameters == nil, let results, !typesMatch(results, actualResults) {
                if alone, let differs = plainDifference(nil, actualParameters, results, actualResults, symbol) { return differs }
                return .unsure(
                    "the code has the name, but the result type is not that of '\(symbol.declaration)' as this reading spells types"
                )
            }
            return .resolved
        }
    }

    /// A type as DocC writes it in a disambiguation: without spaces, `@escaping`, or the `some` / `any` of an opaque or
    /// existential type (`some Sequence<Int>` is `Sequence<Int>`).
    private static func spelled(_ type: String) -> String {
        var text = type.replacingOccurrences(of: "@escaping", with: "").trimmingWhitespaces()
        for prefix in ["some ", "any "] where text.hasPrefix(prefix) { text = String(text.dropFirst(prefix.count)) }
        return text.filter { !$0.isWhitespace }
    }

    /// The first place where the link's signature and the code's differ, when the counts agree and both types there are
    /// plain names (`Int`, `String?`, `[Tone]`): DocC compares these spellings as written, so the link names no overload
    /// of the code. Nil when a difference involves anything this reading may spell otherwise (generics, closures, tuples).
    private static func plainDifference(
        _ parameters: [String]?,
        _ actualParameters: [String],
        _ results: [String]?,
        _ actualResults: [String],
        _ symbol: CodeSymbol
    ) -> Resolution? {
        func differences(_ written: [String], _ actual: [String]) -> [Int]? {
            guard written.count == actual.count else { return nil }
            let differing = written.indices.filter { written[$0] != "_" && written[$0] != actual[$0] }
            return differing.allSatisfy { isPlain(written[$0]) && isPlain(actual[$0]) } ? differing : nil
        }
        guard let parameterDifferences = parameters.map({ differences($0, actualParameters) }) ?? [],
            let resultDifferences = results.map({ differences($0, actualResults) }) ?? []
        else { return nil }
        if let index = parameterDifferences.first, let parameters {
            return .signatureDiffers(parameter: index, written: parameters[index], code: actualParameters[index], found: symbol)
        }
        guard let index = resultDifferences.first, let results else { return nil }
        return .signatureDiffers(parameter: nil, written: results[index], code: actualResults[index], found: symbol)
    }

    /// A type named without generic arguments, a closure or a tuple: `Int`, `Tone?`, `[String]`.
    private static func isPlain(_ type: String) -> Bool {
        var core = Substring(type)
        while core.hasSuffix("?") || core.hasSuffix("!") { core = core.dropLast() }
        if core.hasPrefix("["), core.hasSuffix("]") { core = core.dropFirst().dropLast() }
        // `Self` stands for the type a caller may well write by its name.
        guard let first = core.first, first.isLetter, core != "Self" else { return false }
        return core.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    private static func typesMatch(_ written: [String], _ actual: [String]) -> Bool {
        written.count == actual.count && zip(written, actual).allSatisfy { $0 == "_" || $1 == "_" || $0 == $1 }
    }
}
