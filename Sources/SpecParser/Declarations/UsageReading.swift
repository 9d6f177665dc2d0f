import SpecModel

/// A document's usage, read at most once and only when something asks for it: a listed parameter without a type asks
/// for the values the usage passes it, and a page with no declaration and no table takes its whole API from it.
/// Most pages ask neither, and reading usage walks every code block, so it waits to be asked.
final class UsageReading {
    private let outline: SectionOutline
    private let component: String
    private let locator: Locator
    private let strict: Bool
    private var read: (known: Set<String>, api: UsageAPI)?

    init(outline: SectionOutline, component: String, locator: Locator, strict: Bool) {
        self.outline = outline
        self.component = component
        self.locator = locator
        self.strict = strict
    }

    /// The usage read with `knownEnumerations` as the enumerations the document lists; read again only when they differ
    /// from the last reading's, since they decide which shown cases are typed.
    func api(knownEnumerations: Set<String>) -> UsageAPI {
        if let read, read.known == knownEnumerations { return read.api }
        let api = UsageAPI(outline: outline, component: component, locator: locator, knownEnumerations: knownEnumerations, strict: strict)
        read = (knownEnumerations, api)
        return api
    }
}
