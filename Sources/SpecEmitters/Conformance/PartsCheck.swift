import SpecModel

/// The check every component with an anatomy gets: once presented, it shows each part its spec does not mark
/// optional (optional parts may be absent).
public struct PartsCheck: Sendable {
    /// The required parts, as the spec names them, in anatomy order.
    public var requiredParts: [String]
    /// The document listing the first required part (nil for the component's first document).
    public var document: String?
    /// The line listing the first required part, which failures name.
    public var line: Int
    /// The check's one block.
    public var blocks: [[CheckStep]]

    /// The check's stable id in the suite's list of checks.
    public static let id = "anatomy-required-parts-are-visible"

    /// The check for `spec`, or nil when it lists no anatomy or marks every part optional.
    static func plan(_ spec: ComponentSpec) -> PartsCheck? {
        let required = spec.anatomy.filter { !$0.isOptional }
        guard let first = required.first else { return nil }
        let names = required.map(\.name)
        return PartsCheck(
            requiredParts: names,
            document: first.document,
            line: first.line,
            blocks: [
                [
                    .present(message: "A", hasAction: false),
                    .expect(
                        .partsVisible("A", parts: names),
                        failure: "shows its required parts (\(names.joined(separator: ", "))) when presented"
                    ),
                ]
            ]
        )
    }
}
