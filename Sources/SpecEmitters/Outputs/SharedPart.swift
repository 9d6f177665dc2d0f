/// What one component contributes to a kind's shared files (built from every component, like the samples file):
/// rows of text its emitter derives from the component's plan and reads back when it renders those files. Keeping
/// it apart from the plan lets a run that reuses a component from the run cache rebuild the shared files without
/// planning that component again.
public struct SharedPart: Codable, Sendable, Hashable {
    /// The rows, each a list of text fields whose meaning only the emitter knows.
    public var rows: [[String]]

    /// A part of the given rows.
    public init(rows: [[String]]) {
        self.rows = rows
    }
}
