import Mustache

/// What a view holds under a key, typed as the template contract's kinds.
enum TemplateValue {
    /// Text to insert.
    case text(String)
    /// A flag for a section.
    case flag(Bool)
    /// Lines a section iterates.
    case lines([String])
    /// An object a section opens.
    case object(any TemplateView)
    /// Objects a section iterates.
    case list([any TemplateView])

    static func of(_ text: String) -> TemplateValue { .text(text) }
    static func of(_ text: String?) -> TemplateValue? { text.map(TemplateValue.text) }
    static func of(_ flag: Bool) -> TemplateValue { .flag(flag) }
    static func of(_ lines: [String]) -> TemplateValue { .lines(lines) }
    static func of(_ object: some TemplateView) -> TemplateValue { .object(object) }
    static func of(_ object: (some TemplateView)?) -> TemplateValue? { object.map { .object($0) } }
    static func of<View: TemplateView>(_ list: [View]) -> TemplateValue { .list(list.map { $0 as any TemplateView }) }

    /// The value as the Mustache library expects it, for templates the compiled renderer does not take.
    var mustacheObject: Any {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag
        case .lines(let lines): lines
        case .object(let object): object
        case .list(let list): list
        }
    }
}

/// A view a template renders: it answers each key of its contract with a typed value, or nil when it has none.
protocol TemplateView: MustacheParent {
    /// The value under `key`, or nil (a lookup then goes on to the enclosing views, as Mustache does).
    func value(of key: TemplateKey) -> TemplateValue?
}

extension TemplateView {
    /// Mustache's lookup by name, for templates the compiled renderer does not take (custom delimiters and the like).
    func child(named name: String) -> Any? {
        TemplateKey(rawValue: name).flatMap { value(of: $0) }?.mustacheObject
    }
}

/// A view given as a table of values, for the small views of shared files.
struct TemplateFields: TemplateView {
    /// The values by key.
    let fields: [TemplateKey: TemplateValue]

    func value(of key: TemplateKey) -> TemplateValue? { fields[key] }
}
