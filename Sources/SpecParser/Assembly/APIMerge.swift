import SpecModel

/// Merges the APIs of a component's documents: an API the documents share by symbol, language and kind becomes
/// one, with the parameters of all of them. Where documents give one parameter different defaults or types, the
/// earlier document in precedence order is kept (an authoritative one, with a note; otherwise with a warning naming
/// both places), and where they list different parameters, a warning says so (unless the earlier is authoritative,
/// which may restate only what it corrects).
struct APIMerge {
    /// The merged APIs, in the order first documented.
    private(set) var apis: [APIDeclaration] = []
    /// Disagreements and overrides found.
    private(set) var diagnostics: [Diagnostic] = []
    /// Values of later documents that an authoritative one overrides.
    private(set) var corrections: [Correction] = []
    /// Where each merged API's parts came from: its document and whether that document is authoritative.
    private var origins: [Origin] = []
    private var index: [Key: Int] = [:]

    private struct Key: Hashable {
        var symbol: String
        var language: APIDeclaration.Language
        var kind: APIDeclaration.Kind
    }

    private struct Origin {
        var document: String
        var isAuthoritative: Bool
    }

    /// Adds the APIs of `document` (its path), which comes after every document added before in precedence order.
    mutating func add(_ documentAPIs: [APIDeclaration], from document: String, authoritative: Bool, component: ComponentSpec) {
        for var api in documentAPIs {
            let key = Key(symbol: api.symbol, language: api.language, kind: api.kind)
            api.document = document == component.source ? nil : document
            for position in api.parameters.indices { api.parameters[position].document = api.document }
            // A parameter table of no language (a house style restating a default) stands for the symbol's declaration
            // in any language, and a declaration fills in such a table.
            let existing =
                index[key]
                ?? apis.indices.first { position in
                    apis[position].symbol == api.symbol && origins[position].document != document
                        && (Self.isTableOnly(apis[position]) || Self.isTableOnly(api))
                }
            guard let existing else {
                index[key] = apis.count
                apis.append(api)
                origins.append(Origin(document: document, isAuthoritative: authoritative))
                continue
            }
            // Documents are added in path order within one document too; a symbol repeated in one document is the
            // parser's business (numbered models), not a disagreement between documents.
            guard origins[existing].document != document else {
                apis.append(api)
                origins.append(Origin(document: document, isAuthoritative: authoritative))
                continue
            }
            apis[existing] = merged(apis[existing], origin: origins[existing], with: api, component: component)
            let mergedAPI = apis[existing]
            index[Key(symbol: mergedAPI.symbol, language: mergedAPI.language, kind: mergedAPI.kind)] = existing
        }
    }

    private static func isTableOnly(_ api: APIDeclaration) -> Bool { api.kind == .properties && api.language == .unspecified }

    private mutating func merged(_ earlier: APIDeclaration, origin: Origin, with later: APIDeclaration, component: ComponentSpec)
        -> APIDeclaration
    {
        let earlierPlace = component.location(earlier.document, line: earlier.line, column: earlier.column)
        let laterPlace = component.location(later.document, line: later.line, column: later.column)
        let earlierNames = earlier.parameters.map(\.name)
        let laterNames = later.parameters.map(\.name)
        // A table restating a declared API (`Restatements`) may give some of its parameters only.
        let restatesPart = Self.isTableOnly(later) && !Self.isTableOnly(earlier) && Set(laterNames).isSubset(of: earlierNames)
        if !origin.isAuthoritative, !restatesPart, Set(earlierNames) != Set(laterNames) {
            let onlyLater = laterNames.filter { !earlierNames.contains($0) }
            let onlyEarlier = earlierNames.filter { !laterNames.contains($0) }
            var parts: [String] = []
            if !onlyLater.isEmpty { parts.append("only this one lists \(Self.list(onlyLater))") }
            if !onlyEarlier.isEmpty { parts.append("only \(origin.document) lists \(Self.list(onlyEarlier))") }
            diagnostics.append(
                .warning(
                    "the component's documents give '\(later.symbol)' different parameters: \(parts.joined(separator: "; ")); "
                        + "the model has all of them",
                    at: laterPlace,
                    notes: [.init(message: "'\(earlier.symbol)' as the other document gives it", location: earlierPlace)]
                )
            )
        }
        // The fuller API sets the order and the place; values come from the earlier document wherever both give one.
        let laterIsFuller = later.parameters.count > earlier.parameters.count
        var result = laterIsFuller ? later : earlier
        let order = (laterIsFuller ? laterNames : earlierNames) + (laterIsFuller ? earlierNames : laterNames)
        var parameters: [Parameter] = []
        var seen: Set<String> = []
        for name in order where seen.insert(name).inserted {
            let kept = earlier.parameters.first { $0.name == name }
            let other = later.parameters.first { $0.name == name }
            if let kept, let other { compare(kept, other, of: earlier.symbol, origin: origin, component: component) }
            if let parameter = kept ?? other { parameters.append(parameter) }
        }
        result.parameters = parameters
        // One document saying the API is shared by every platform is enough.
        if result.sharedStatedAt == nil, let other = (laterIsFuller ? earlier : later).sharedStatedAt, result.language == .swift {
            result.sharedStatedAt = other
        }
        return result
    }

    /// Reports where the later document gives a parameter another default or type than the kept one.
    private mutating func compare(_ kept: Parameter, _ other: Parameter, of symbol: String, origin: Origin, component: ComponentSpec) {
        var differences: [(what: String, kept: String, other: String)] = []
        // A document that states no default does not disagree with one that does; values read for the type compare
        // as values, and either way one value in two spellings (`7` ≡ `7.0`, `.seconds(5)` ≡ `5 s`) is the same.
        if let keptDefault = kept.defaultValue, let otherDefault = other.defaultValue {
            let same: Bool =
                if let a = kept.parsedDefault, let b = other.parsedDefault, a.isEquivalent(to: b) {
                    true
                } else {
                    Spellings.sameValue(keptDefault, otherDefault, typeName: kept.parsedType?.unwrapped.name)
                        ?? (Self.normalised(keptDefault) == Self.normalised(otherDefault))
                }
            if !same { differences.append(("default", keptDefault, otherDefault)) }
        }
        if let keptType = kept.valueType, let otherType = other.valueType {
            if keptType != otherType { differences.append(("type", kept.type ?? "\(keptType)", other.type ?? "\(otherType)")) }
        } else if let keptType = kept.type, let otherType = other.type,
            Spellings.sameType(keptType, otherType, parse: SwiftTypeText.parse) == false
        {
            // A runtime parameter has no value type to compare; its written types still say whether they differ.
            differences.append(("type", keptType, otherType))
        }
        let keptPlace = component.location(kept.document, line: kept.line, column: kept.column)
        let otherPlace = component.location(other.document, line: other.line, column: other.column)
        for difference in differences {
            let element = "\(difference.what) of '\(other.name)' ('\(difference.other)')"
            if origin.isAuthoritative {
                corrections.append(
                    Correction(
                        .overridden,
                        element: element,
                        reason: "\(origin.document) is authoritative and gives '\(difference.kept)'",
                        document: other.document,
                        line: other.line,
                        column: other.column
                    )
                )
                diagnostics.append(
                    Diagnostic(
                        .note,
                        "the \(difference.what) '\(difference.kept)' of '\(kept.name)' in the authoritative \(origin.document) "
                            + "wins over '\(difference.other)' here",
                        at: otherPlace
                    )
                )
            } else {
                diagnostics.append(
                    .warning(
                        "the component's documents disagree on the \(difference.what) of parameter '\(other.name)' of '\(symbol)': "
                            + "'\(difference.other)' here, '\(difference.kept)' in \(origin.document); the model keeps '\(difference.kept)'",
                        at: otherPlace,
                        notes: [.init(message: "the other document's \(difference.what)", location: keptPlace)]
                    )
                )
            }
        }
    }

    private static func normalised(_ text: String) -> String { String(text.filter { !$0.isWhitespace && $0 != "`" }) }

    private static func list(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
}
