import Foundation

/// The variables a code fragment binds, with the type each binding names, and the properties it sets through them:
/// `let toast = Toast()`, `var toast: Toast = …`, `let toast = controller as! Toast`, Kotlin's `val toast = Toast(…)`;
/// then `toast.duration = 3`. A binding whose type the code does not spell (`let toast = makeToast()`,
/// `Toast.shared`) is kept without one: the variable's type is then unknown, not guessed.
public enum VariableBindings {
    /// One binding of a variable.
    public struct Binding: Sendable, Hashable {
        /// The variable's name.
        public var name: String
        /// The type the binding names (`Toast`, `Toast.Style`), without optionality or generic arguments; nil when the
        /// code does not spell it.
        public var type: String?
        /// Line of the fragment it stands on, 0-based.
        public var line: Int
    }

    /// One property set through a variable (`toast.duration = 3`, `toast?.style.tint = .red`: the first member).
    public struct Assignment: Sendable, Hashable {
        /// The variable's name (`toast`).
        public var variable: String
        /// The member set or reached through it (`duration`).
        public var property: String
        /// Line of the fragment it stands on, 0-based.
        public var line: Int
        /// Column of the property's name on that line, 1-based.
        public var column: Int
        /// The value set, as written, when the property itself is set (`toast.style = .dark` → `.dark`); nil when a
        /// member reached through it is (`toast.style.tint = …`) or the assignment is compound (`+=`).
        public var value: String? = nil
        /// The members reached after the property, in order (`toast.style.tint = …` → `tint`).
        public var through: [String] = []
    }

    /// `?.style!.tint` → `style`, `tint`: the member path a pattern's trailing group matched.
    static func members(_ path: String) -> [String] {
        path.split(separator: ".").map { String($0.filter { $0 != "?" && $0 != "!" }) }.filter { !$0.isEmpty }
    }

    /// The bindings of `code`, in order.
    public static func bindings(in code: String) -> [Binding] {
        var found: [Binding] = []
        for (index, line) in statementLines(code).enumerated() {
            guard let match = first(Self.binding, in: line) else { continue }
            let name = match[1] ?? ""
            var type = match[2].flatMap(typeName(of:))
            if let value = match[3]?.trimmingCharacters(in: .whitespaces) {
                // A cast at the end names the type whatever the value before it is.
                if let cast = first(Self.cast, in: value), let named = cast[1].flatMap(typeName(of:)) {
                    type = named
                } else if type == nil {
                    type = constructedType(value)
                }
            }
            found.append(Binding(name: name, type: type, line: index))
        }
        return found
    }

    /// The properties `code` sets through a variable, in order (`toast.duration = 3`, `toast.duration += 1`). A
    /// comparison (`==`) sets nothing; `self.x = …` is the code's own type's, not a variable's, while `self.x.y = …` sets
    /// `y` through the reader's stored `x`.
    public static func assignments(in code: String) -> [Assignment] {
        var found: [Assignment] = []
        guard let pattern = Self.assignment else { return [] }
        for (index, line) in statementLines(code).enumerated() {
            let text = line as NSString
            for match in pattern.matches(in: line, range: NSRange(location: 0, length: text.length)) {
                var variable = text.substring(with: match.range(at: 1))
                var property = match.range(at: 2)
                var path = match.range(at: 3)
                if ["self", "this"].contains(variable) {
                    // `self.config.margin = 4` sets a property of the reader's own stored `config`, which the page binds
                    // like any variable (`var config = Config()`); `self.config = …` sets the reader's own type's.
                    guard let next = Self.firstMember(of: path, in: text) else { continue }
                    variable = text.substring(with: property)
                    property = next
                    path = NSRange(location: next.location + next.length, length: path.location + path.length - next.location - next.length)
                }
                guard variable != "self", variable != "this", variable != "super" else { continue }
                let direct = path.length == 0 && match.range(at: 4).length == 0
                let rest = text.substring(from: match.range.location + match.range.length).trimmingCharacters(in: .whitespaces)
                let value = rest.hasSuffix(";") ? String(rest.dropLast()).trimmingCharacters(in: .whitespaces) : rest
                found.append(
                    Assignment(
                        variable: variable,
                        property: text.substring(with: property),
                        line: index,
                        column: (text.substring(to: property.location) as String).count + 1,
                        value: direct && !value.isEmpty ? value : nil,
                        through: members(text.substring(with: path))
                    )
                )
            }
        }
        return found
    }

    // MARK: Reading

    /// The range of the first member's name in a member path (`?.style.tint` → `style`), nil for an empty path.
    private static func firstMember(of path: NSRange, in text: NSString) -> NSRange? {
        guard path.length > 0 else { return nil }
        var start = path.location
        let end = path.location + path.length
        while start < end, let scalar = UnicodeScalar(text.character(at: start)), "?!.".unicodeScalars.contains(scalar) { start += 1 }
        var stop = start
        while stop < end, let scalar = UnicodeScalar(text.character(at: stop)), !"?!.".unicodeScalars.contains(scalar) { stop += 1 }
        return stop > start ? NSRange(location: start, length: stop - start) : nil
    }

    /// The fragment's lines with line comments blanked (`// toast.x = 1` is no statement); line numbers stay. A line
    /// longer than any statement a page shows is blanked too, so the patterns' backtracking stays short on any input.
    private static func statementLines(_ code: String) -> [String] {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.utf8.count <= 500 else { return "" }
            guard let comment = line.range(of: "//") else { return String(line) }
            return String(line[..<comment.lowerBound])
        }
    }

    /// `let name`, `var name: Type`, `val name = value`, after any modifiers or `if`/`guard`: name, written type, value.
    private static let bindingPattern =
        #"(?:^|[\s(,])(?:let|var|val)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*([^=]+?))?\s*(?:=(?!=)\s*(.+?))?\s*(?:\{\s*)?$"#
    /// `… as! Type`, `… as? Type`, Kotlin's `… as Type`, at the end of a value.
    // Compiled once: a document's code is matched line by line.
    private static let binding = try? NSRegularExpression(pattern: bindingPattern)
    private static let cast = try? NSRegularExpression(pattern: castPattern)
    private static let assignment = try? NSRegularExpression(pattern: assignmentPattern)
    private static let construction = try? NSRegularExpression(
        pattern: #"^([A-Z][A-Za-z0-9_]*(?:\.[A-Z][A-Za-z0-9_]*)*)(?:<[^>]*>)?(?:\.init)?\s*[({]"#
    )

    /// `Toast.appearance()`, `Toast.appearance(whenContainedInInstancesOf: …)`: UIKit's appearance proxy is declared to
    /// return the receiving type (`Self`), so what a page sets on it are that type's properties.
    private static let appearanceProxy = try? NSRegularExpression(
        pattern: #"^([A-Z][A-Za-z0-9_]*(?:\.[A-Z][A-Za-z0-9_]*)*)\.appearance\s*\("#
    )

    private static let castPattern = #"\bas[!?]?\s+([A-Z][A-Za-z0-9_.]*(?:<[^>]*>)?[?!]?)(?:\s+else\b.*)?\s*$"#
    /// `name.property =` (or `+=`, `-=`, …), `name?.property.x =`: the variable and the first member reached through it.
    private static let assignmentPattern =
        #"(?:^|[;{]|\bin)\s*([a-z_][A-Za-z0-9_]*)[?!]?\.([A-Za-z_][A-Za-z0-9_]*)((?:[?!]?\.[A-Za-z_][A-Za-z0-9_]*)*)\s*([-+*/]?)=(?!=)"#

    /// The type a value builds when it starts with an initializer call of a type path: `Toast(…)`, `Toast.Style(…)`,
    /// `Toast<Int>(…)`, `Toast.init(…)`, `Toast { … }`, or UIKit's `Toast.appearance()`. `Toast.shared`, `Toast.make()`
    /// name no type of their own.
    private static func constructedType(_ value: String) -> String? {
        guard let match = first(Self.construction, in: value) ?? first(Self.appearanceProxy, in: value) else { return nil }
        return match[1]
    }

    /// `Toast?`, `Toast!`, `Toast<Int>`, `Toast.Style` → the type path; nil for anything not a plain type path
    /// (`[Toast]`, `() -> Void`, `some View`).
    private static func typeName(of written: String) -> String? {
        var text = written.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if let generic = text.firstIndex(of: "<"), text.hasSuffix(">") { text = String(text[..<generic]) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty,
            parts.allSatisfy({ part in
                part.first?.isUppercase == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            })
        else { return nil }
        return text
    }

    /// The first match's capture groups (index 0 the whole match), nil for a group that took no part.
    private static func first(_ pattern: NSRegularExpression?, in text: String) -> [String?]? {
        let string = text as NSString
        guard let pattern,
            let match = pattern.firstMatch(in: text, range: NSRange(location: 0, length: string.length))
        else { return nil }
        return (0..<match.numberOfRanges).map { index in
            let range = match.range(at: index)
            return range.location == NSNotFound ? nil : string.substring(with: range)
        }
    }
}
