import SpecModel

/// A type `specgen.yml` describes for documents that name it without defining it (`types:`): an enumeration
/// of the cases listed (`NoticeDismissDelay: { cases: [fast, medium, slow] }`), or another type it stands for
/// (`NoticeDismissDelay: { as: Duration }`). What the file says wins over what the reader would infer.
public enum ConfiguredType: Sendable, Hashable {
    /// An enumeration of these cases.
    case cases([String])
    /// The type written here (`Duration`, `String`, `[Int]`), read as a table's type cell is.
    case alias(String)

    /// Why `written` cannot stand for a type in a model (it does not read, or it is not data); nil when it can.
    public static func problem(with written: String) -> String? {
        guard let type = TypeSpelling.reference(written: written, defaultValue: nil) else {
            return "'\(written)' is not a type specgen can read"
        }
        if let reason = TypeClassifier(enumerations: []).classify(type).runtimeReason {
            return "'\(written)' is not data: \(reason)"
        }
        return nil
    }
}
