import SpecModel

/// Decides whether a parameter's type is data (travels as JSON) or runtime, and the data's `ValueType`, per
/// DESIGN.md's type mapping: the one place this is decided; emitters read the answer from the IR.
struct TypeClassifier {
    /// The answer for one type: data of a value type, or runtime with the reason the generated docs give.
    enum Classification: Equatable {
        case data(ValueType)
        case runtime(reason: String)
        /// A named type the spec does not define (runtime too, but worth a warning where all is data).
        case undefined(name: String)

        /// Whether the type is a name the spec does not define.
        var isUndefined: Bool {
            if case .undefined = self { return true }
            return false
        }

        /// Why the parameter is not data; nil for data.
        var runtimeReason: String? {
            switch self {
            case .data: nil
            case .runtime(let reason): reason
            case .undefined(let name):
                // `Array`, `object`: a container whose contents the document does not spell.
                switch TypeClassifier.bareContainers[name] {
                case "a list": "`\(name)` is a list whose element type the spec does not give"
                case let what?: "`\(name)` is \(what) whose fields the spec does not give"
                case nil where TypeClassifier.namesTime(name):
                    "`\(name)` is not a type the spec defines; write `Duration` for a length of time, or say what it stands for "
                        + "under `types:` in specgen.yml"
                case nil: "`\(name)` is not a type the spec defines"
                }
            }
        }
    }

    /// Names of enumerations the spec declares; they are data.
    let enumerations: Set<String>
    /// Names of records the spec defines; they are data.
    var records: Set<String> = []
    /// Types `specgen.yml` says another type stands for (`types: {Delay: {as: Duration}}`).
    var aliases: [String: TypeReference] = [:]

    func classify(_ type: TypeReference?) -> Classification {
        guard let type else { return .runtime(reason: "its type is not given") }
        switch type.kind {
        case .optional:
            guard case .data(let wrapped) = classify(type.arguments.first) else { return classify(type.arguments.first) }
            // `T??` has no JSON form distinct from `T?`.
            return .data(wrapped.isOptional ? wrapped : .optional(wrapped))
        case .array:
            return list(of: type.arguments.first)
        case .function:
            return .runtime(reason: "it is a closure")
        case .dictionary:
            return map(key: type.arguments.first, value: type.arguments.dropFirst().first)
        case .tuple:
            return tuple(of: type.arguments)
        case .named:
            let name = type.name ?? ""
            if let alias = aliases[name], type.arguments.isEmpty {
                // Read without the aliases, so a mapping that names itself cannot loop.
                var plain = self
                plain.aliases = [:]
                return plain.classify(alias)
            }
            // A standard name stays the standard type unless a default shows it is the document's own
            // (`APIAssembler` re-reads such a parameter with `ownType(of:)`).
            if let scalar = type.scalar { return .data(.scalar(scalar)) }
            if enumerations.contains(name), type.arguments.isEmpty { return .data(.enumeration(name)) }
            if records.contains(name), type.arguments.isEmpty { return .data(.record(name)) }
            // `Tooltip.Style`: an enumeration declared inside a type, written with its path.
            if let last = name.split(separator: ".").last.map(String.init), last != name, enumerations.contains(last),
                type.arguments.isEmpty
            {
                return .data(.enumeration(last))
            }
            // `seconds`, `ms`, `dp`: a unit written where the type goes is the quantity it measures.
            if let unit = WrittenUnit(typeName: name), type.arguments.isEmpty { return .data(unit.valueType) }
            if type.isListName { return list(of: type.arguments.first) }
            if Self.mapNames.contains(name), type.arguments.count == 2 { return map(key: type.arguments[0], value: type.arguments[1]) }
            // Colours and icon identifiers are kept as text (see `ColourValue`).
            if ColourValue.isColourType(name) || Self.iconNameTypes.contains(name) || Self.isImageReference(name) {
                return .data(ColourValue.valueType)
            }
            if Self.bindingTypes.contains(name) { return .runtime(reason: "it is a binding to caller state") }
            if Self.platformTypes.contains(name) { return .runtime(reason: "`\(name)` is a platform UI type") }
            // JavaScript's `function` / `Function`, Dart's `Function`, `VoidCallback`.
            if Self.functionTypes.contains(name) { return .runtime(reason: "it is a closure") }
            return .undefined(name: name)
        }
    }

    /// For a type that classifies as undefined only because a value-like name in it is defined nowhere
    /// (`ButtonSize`, `[ButtonSize]?`): the model type that holds it by its case's name, and that name and its value word.
    func valueLikeInference(_ type: TypeReference?) -> (valueType: ValueType, name: String, word: String)? {
        guard let type else { return nil }
        switch type.kind {
        case .optional:
            guard let inner = valueLikeInference(type.arguments.first) else { return nil }
            return (inner.valueType.isOptional ? inner.valueType : .optional(inner.valueType), inner.name, inner.word)
        // The `where` guards only `.named`: every array, and a named list (`List<ButtonSize>`), holds its element's kind.
        case .array,
            .named where type.isListName:
            return valueLikeInference(type.arguments.first).map { (.array($0.valueType), $0.name, $0.word) }
        case .named:
            guard type.arguments.isEmpty, let name = type.name, case .undefined = classify(type),
                let word = ValueLikeTypeName.valueWord(of: name)
            else { return nil }
            return (.scalar(.string), name, word)
        default:
            return nil
        }
    }

    /// The document's own enumeration of a standard type's name (`enum Duration { case short, recommended }`), for a
    /// parameter whose default shows the name means the document's type.
    func ownEnumeration(of type: TypeReference) -> ValueType? {
        let named = type.kind == .optional ? type.arguments.first : type
        guard let named, named.kind == .named, named.scalar != nil, let name = named.name, enumerations.contains(name) else { return nil }
        return type.kind == .optional ? .optional(.enumeration(name)) : .enumeration(name)
    }

    /// A map is data when its keys are strings (JSON objects have no other keys) and its values are data.
    private func map(key: TypeReference?, value: TypeReference?) -> Classification {
        guard case .data(.scalar(.string)) = classify(key) else { return .runtime(reason: "only maps with string keys are data") }
        let inner = classify(value)
        guard case .data(let valueType) = inner else { return inner }
        return .data(.map(valueType))
    }

    /// `(Double, Double)`, `[number, number]`: values of one type in a fixed order are a list of that type, which is
    /// how JSON writes them; a tuple of several types has no such form.
    private func tuple(of elements: [TypeReference]) -> Classification {
        let decided = elements.map(classify)
        guard elements.count > 1, let first = decided.first else {
            return .runtime(reason: "tuples of fewer than two values are not part of the type mapping")
        }
        if let notData = decided.first(where: { $0.runtimeReason != nil }) { return notData }
        guard decided.allSatisfy({ $0 == first }), case .data(let element) = first else {
            return .runtime(reason: "its tuple holds values of several types, which no one model type holds")
        }
        return .data(.array(element))
    }

    private static let mapNames: Set<String> = ["Dictionary", "Map", "MutableMap", "HashMap", "LinkedHashMap", "Record"]

    /// The value type of a list of `element`, or why it is not data.
    private func list(of element: TypeReference?) -> Classification {
        let inner = classify(element)
        guard case .data(let valueType) = inner else { return inner }
        return .data(.array(valueType))
    }

    private static let bindingTypes: Set<String> = ["Binding", "State", "MutableState", "Published", "ObservedObject"]
    private static let platformTypes: Set<String> = [
        "Modifier", "Painter", "ImageVector", "View", "AnyView", "Image", "Font", "UIView", "UIViewController",
        "UIImage", "UIFont", "Text", "LocalizedStringKey", "UILabel", "UIButton", "UIImageView", "UITextView",
        // Web and Flutter UI: nodes, elements, widgets and style objects.
        "ReactNode", "ReactElement", "JSX.Element", "VNode", "VNodeChild", "Vue.VNode", "HTMLElement", "CSSProperties",
        "Widget", "Icon", "TextStyle", "EdgeInsets", "EdgeInsetsGeometry", "BorderRadius", "Drawable",
    ]
    /// An icon chosen by name or code point (`IconData`, an icon font's name): what a design system stores.
    private static let iconNameTypes: Set<String> = ["IconData", "IconName", "SFSymbol", "SymbolName"]

    /// `ImageSourcePropType`, `ImageURISource`, `Image.propTypes.source`, `IconResource`: where an image is found (a URI,
    /// an asset's or a resource's name), which is text; an image object itself (`UIImage`, `ImageProvider`) is not.
    static func isImageReference(_ name: String) -> Bool {
        let words = Set(
            name.split(separator: ".").flatMap { ValueLikeTypeName.camelWords(String($0)) }.map { $0.lowercased() }
        )
        return !words.isDisjoint(with: ["image", "icon"]) && !words.isDisjoint(with: ["source", "uri", "url", "resource"])
    }
    fileprivate static let bareContainers: [String: String] = [
        "Array": "a list", "array": "a list", "List": "a list", "ArrayList": "a list",
        "Object": "an object", "object": "an object",
    ]
    /// Whether a type's name speaks of time (`hours`, `NoticeDelay`, `TimeoutMillis`), so `Duration` is the likely type.
    fileprivate static func namesTime(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["hour", "hrs", "millis", "msec", "duration", "delay", "timeout", "interval", "seconds", "minutes"].contains {
            lowered.contains($0)
        }
    }

    private static let functionTypes: Set<String> = ["function", "Function", "VoidCallback", "Callback"]
}
