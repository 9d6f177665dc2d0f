/// The language family a code block is written in, as far as reading its calls and settings goes: each family
/// spells a named argument its own way (`edge: .top`, `edge = Edge.Top`), and a fence names the family.
enum CodeLanguage: Equatable, Sendable {
    /// Swift, and the untagged blocks read as Swift.
    case swift
    /// Objective-C: message sends and `@property` declarations.
    case objectiveC
    /// Kotlin, Jetpack Compose included: named arguments written `name = value`.
    case kotlin
    /// Java: positional arguments, builder chains and setters.
    case java
    /// Dart: named arguments written `name: value`, cascades (`..name = value`).
    case dart
    /// JavaScript, TypeScript and JSX: a component's JSX element passes its props as attributes (`JSXElements`), and
    /// a call passing an option object its keys (`JavaScriptOptionCalls`).
    case javaScript
    /// Android layout XML: an element's attributes in its own namespace (`app:cornerRadius="8dp"`) set its settings.
    case androidXML

    /// The family of a fenced block's info string (`kotlin`, `kt`, `objc`, `dart`); nil for any other language
    /// (shell, data formats, markup), which shows no calls of an API.
    init?(fence: String) {
        // `jsx:react`, `html:preview`: a docs site's variant after a colon leaves the language as it is.
        let language = fence.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? fence
        switch language.lowercased() {
        case "swift", "": self = .swift
        case "objc", "objective-c", "objectivec", "obj-c", "m": self = .objectiveC
        case "kotlin", "kt", "kts": self = .kotlin
        case "java": self = .java
        case "dart", "flutter": self = .dart
        case "xml": self = .androidXML
        case "jsx", "tsx", "js", "javascript", "ts", "typescript": self = .javaScript
        default: return nil
        }
    }

    /// The family a fenced block is read as: its fence's, unless the code's shape is unmistakably another family's.
    /// An untagged block that sends Objective-C messages is Objective-C, one that binds with `val` Kotlin
    /// (`JVMCodeShape`); a `java` or `kotlin` block that opens with an
    /// element (`<com.example.Pill app:tint="…"/>`) is layout XML, as Android pages often tag it. Nil as for `init(fence:)`.
    static func reading(fence: String, code: String) -> CodeLanguage? {
        guard let language = CodeLanguage(fence: fence) else { return nil }
        switch language {
        case .swift where fence.isEmpty && ObjectiveCCode.looksLikeObjectiveC(code): return .objectiveC
        case .swift where fence.isEmpty: return JVMCodeShape.language(of: code) ?? .swift
        case .java, .kotlin: return opensWithElement(code) ? .androidXML : language
        default: return language
        }
    }

    /// Whether the code's first character that is not white space opens an XML element (`<Pill`, `<com.example.Pill`);
    /// a Java or Kotlin statement never starts with `<`.
    private static func opensWithElement(_ code: String) -> Bool {
        guard let start = code.firstIndex(where: { !$0.isWhitespace }), code[start] == "<" else { return false }
        let next = code.index(after: start)
        return next < code.endIndex && code[next].isLetter
    }

    /// Whether a named argument is written `name = value` (Kotlin) rather than `name: value`.
    var namesArgumentsWithEquals: Bool { self == .kotlin }

    /// Whether a setter call (`setDuration(…)`, `.setDuration(…)`) names a setting, as builders of the JVM write them.
    var namesSettingsBySetters: Bool { self == .kotlin || self == .java }
}
