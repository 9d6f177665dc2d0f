import SpecModel

/// Decides whether a parameter's type is data (travels as JSON) or runtime, per DESIGN.md's type mapping.
struct TypeClassifier {
    /// The answer for one type: data, or runtime with the reason the generated docs give.
    enum Classification: Equatable {
        case data
        case runtime(reason: String)
        /// A named type the spec does not define (runtime too, but worth a warning where all is data).
        case undefined(name: String)

        /// Why the parameter is not data; nil for data.
        var runtimeReason: String? {
            switch self {
            case .data: nil
            case .runtime(let reason): reason
            case .undefined(let name): "`\(name)` is not a type the spec defines"
            }
        }
    }

    /// Names of enumerations the spec declares; they are data.
    let enumerations: Set<String>

    func classify(_ type: TypeReference?) -> Classification {
        guard let type else { return .runtime(reason: "its type is not given") }
        switch type.kind {
        case .optional, .array:
            return classify(type.arguments.first)
        case .function:
            return .runtime(reason: "it is a closure")
        case .dictionary:
            return .runtime(reason: "dictionaries are not part of the type mapping")
        case .tuple:
            return .runtime(reason: "tuples are not part of the type mapping")
        case .named:
            let name = type.name ?? ""
            if type.scalar != nil || enumerations.contains(name) { return .data }
            if type.isListName { return classify(type.arguments.first) }
            if Self.bindingTypes.contains(name) { return .runtime(reason: "it is a binding to caller state") }
            if Self.platformTypes.contains(name) { return .runtime(reason: "`\(name)` is a platform UI type") }
            return .undefined(name: name)
        }
    }

    private static let bindingTypes: Set<String> = ["Binding", "State", "MutableState", "Published", "ObservedObject"]
    private static let platformTypes: Set<String> = [
        "Modifier", "Painter", "ImageVector", "View", "AnyView", "Image", "Color", "Font", "UIView", "UIViewController",
        "UIImage", "UIColor", "UIFont", "Text", "LocalizedStringKey",
    ]
}
