/// A problem found in a spec, carried as a value beside the data from every stage.
public struct Diagnostic: Error, Codable, Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is; only errors fail a run.
    public enum Severity: String, Codable, Sendable, Hashable {
        case error
        case warning
        case note
    }

    /// How serious it is.
    public var severity: Severity
    /// What is wrong, as one sentence without a trailing period.
    public var message: String
    /// Where it is wrong.
    public var location: SourceLocation
    /// Other places that explain it (the table row a declaration disagrees with, …).
    public var notes: [Note]
    /// What it asserts, as data, when it is a `verify-api` finding: what one finding is, and what a baseline keys it by.
    public var claim: Claim?

    /// A secondary location printed as `path:line:column: note: message`.
    public struct Note: Codable, Sendable, Hashable {
        /// What this place contributes.
        public var message: String
        /// The place.
        public var location: SourceLocation

        /// Creates a note.
        public init(message: String, location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// Shorthand for an error.
    public static func error(_ message: String, at location: SourceLocation, notes: [Note] = []) -> Self {
        Self(.error, message, at: location, notes: notes)
    }

    /// Shorthand for a warning.
    public static func warning(_ message: String, at location: SourceLocation, notes: [Note] = []) -> Self {
        Self(.warning, message, at: location, notes: notes)
    }

    /// The `path:line:column: severity: message` lines Xcode and SwiftPM show inline.
    public var description: String {
        var lines = ["\(location): \(severity.rawValue): \(message)"]
        for note in notes {
            lines.append("\(note.location): note: \(note.message)")
        }
        return lines.joined(separator: "\n")
    }
}

extension Sequence where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
