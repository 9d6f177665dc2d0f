import SpecModel

/// The types a document's table rows write, each spelling read once: the configured types, the documented cases and
/// the platform records all look at every row's type (`TypeSpelling.reference(written:defaultValue: nil)`).
final class WrittenTypes {
    private var read: [String: TypeReference?] = [:]

    /// The type `written` stands for; nil when it cannot be read.
    func reference(_ written: String) -> TypeReference? {
        if let known = read[written] { return known }
        let reference = TypeSpelling.reference(written: written, defaultValue: nil)
        read[written] = reference
        return reference
    }
}
