import Foundation

/// The leading-dot values a fragment gives a declaration whose type it writes: `let edge: NoticeEdge = .top`, or a
/// computed `var height: SheetHeight { return .fixed(300) }`. Each names a member of that written type, which a page
/// claims exists; the reader's own declaration around it is the sample's.
public enum TypedCaseValues {
    /// One value: the written type, the member's name and the fragment's line (0-based) it stands on.
    public struct Value: Sendable, Hashable {
        /// The type the declaration writes (`SheetHeight`, `Kit.Edge`).
        public var type: String
        /// The member the value names (`fixed`).
        public var member: String
        /// Line of the fragment, 0-based.
        public var line: Int
    }

    /// The values of `code`, in order. A `.none` or `.some` is an optional's, and a type written optional or
    /// generic is not one type's member list: neither is read.
    public static func values(in code: String) -> [Value] {
        var found: [Value] = []
        var open: (type: String, depth: Int)? = nil
        var depth = 0
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = String(line.prefix(500))
            if let match = first(declaration, in: text), let type = match[1] {
                if let member = match[2] {
                    append(type, member, index, to: &found)
                } else if text.contains("{") {
                    open = (type, depth)
                }
            } else if let typed = open, let match = first(returned, in: text), let member = match[1] {
                append(typed.type, member, index, to: &found)
            }
            depth += text.filter { $0 == "{" }.count - text.filter { $0 == "}" }.count
            if let typed = open, depth <= typed.depth { open = nil }
        }
        return found
    }

    private static func append(_ type: String, _ member: String, _ line: Int, to found: inout [Value]) {
        guard !["none", "some", "init"].contains(member) else { return }
        found.append(Value(type: type, member: member, line: line))
    }

    /// `var name: Type = .member` or `var name: Type {` (any modifiers before): the type, and the member when given.
    private static let declaration = try? NSRegularExpression(
        pattern:
            #"^\s*(?:[a-z]+\s+)*(?:var|let)\s+[A-Za-z_][A-Za-z0-9_]*\s*:\s*([A-Z][A-Za-z0-9_]*(?:\.[A-Z][A-Za-z0-9_]*)*)\s*(?:=\s*\.([a-z][A-Za-z0-9_]*)\b(?!\s*\.)|\{)"#
    )
    /// `return .member` inside a computed declaration's body.
    private static let returned = try? NSRegularExpression(pattern: #"\breturn\s+\.([a-z][A-Za-z0-9_]*)\b(?!\s*\.)"#)

    private static func first(_ pattern: NSRegularExpression?, in text: String) -> [String?]? {
        let string = text as NSString
        guard let pattern, let match = pattern.firstMatch(in: text, range: NSRange(location: 0, length: string.length)) else {
            return nil
        }
        return (0..<match.numberOfRanges).map { index in
            let range = match.range(at: index)
            return range.location == NSNotFound ? nil : string.substring(with: range)
        }
    }
}
