import Foundation

/// Properties a code fragment sets through a type's static member (`Notice.shared.lifetime = 4`,
/// `NoticeCenter.default.queue = false`): the variable is the member's path, whose type only the code's declaration of
/// that member gives (verify-api reads it from the symbol graph). A static property set on the type itself
/// (`NoticeCenter.defaultPlacement = .top`) has the type's path as its variable.
public enum StaticMemberAssignments {
    /// The assignments of `code`, in order; `variable` is the static member's path (`Notice.shared`) or the type's.
    public static func assignments(in code: String) -> [VariableBindings.Assignment] {
        guard let pattern, let onType else { return [] }
        // Each pattern's groups: the variable's parts (joined by a dot), the property, the members reached through it.
        let shapes: [(regex: NSRegularExpression, variable: [Int], property: Int, through: Int?, compound: Int)] = [
            (pattern, [1, 2], 3, 4, 5), (onType, [1], 2, nil, 3),
        ]
        var found: [VariableBindings.Assignment] = []
        for (index, raw) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A line comment sets nothing; a very long line is no statement a page shows (and keeps matching short).
            let line =
                raw.utf8.count > 500 ? "" : String(raw.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            let text = line as NSString
            for shape in shapes {
                for match in shape.regex.matches(in: line, range: NSRange(location: 0, length: text.length)) {
                    let property = match.range(at: shape.property)
                    let through = shape.through.map { text.substring(with: match.range(at: $0)) } ?? ""
                    let direct = through.isEmpty && match.range(at: shape.compound).length == 0
                    let rest = text.substring(from: match.range.location + match.range.length).trimmingCharacters(in: .whitespaces)
                    let value = rest.hasSuffix(";") ? String(rest.dropLast()).trimmingCharacters(in: .whitespaces) : rest
                    found.append(
                        VariableBindings.Assignment(
                            variable: shape.variable.map { text.substring(with: match.range(at: $0)) }.joined(separator: "."),
                            property: text.substring(with: property),
                            line: index,
                            column: (text.substring(to: property.location) as String).count + 1,
                            value: direct && !value.isEmpty ? value : nil,
                            through: VariableBindings.members(through)
                        )
                    )
                }
            }
        }
        return found
    }

    /// `Type.property =` (or `+=`, …): a static property of the type set directly.
    private static let onType = try? NSRegularExpression(
        pattern: #"(?:^|[;{]|\bin)\s*((?!Self\b)[A-Z][A-Za-z0-9_]*(?:\.[A-Z][A-Za-z0-9_]*)*)\.([a-z_][A-Za-z0-9_]*)\s*([-+*/]?)=(?!=)"#
    )

    /// `Type.member.property =` (or `+=`, …), the type path capitalised, the member not: `Self.shared` is the reader's own.
    private static let pattern = try? NSRegularExpression(
        pattern:
            #"(?:^|[;{]|\bin)\s*((?!Self\b)[A-Z][A-Za-z0-9_]*(?:\.[A-Z][A-Za-z0-9_]*)*)\.([a-z_][A-Za-z0-9_]*)[?!]?\.([A-Za-z_][A-Za-z0-9_]*)((?:[?!]?\.[A-Za-z_][A-Za-z0-9_]*)*)\s*([-+*/]?)=(?!=)"#
    )
}
