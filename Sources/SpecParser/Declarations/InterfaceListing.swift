/// A code block that lists a type's interface (`protocol Styling { var tint: Color { get } }`): a type's header, then
/// only members without bodies or values (a public property may keep its initial value). Its properties are claims
/// about that type; a block where any member has a body or a non-public one a value is code of the reader's own (`struct ContentView: View { @State var shown = false … }`).
enum InterfaceListing {
    /// One property the listing declares.
    struct Property: Equatable {
        /// The property's name.
        var name: String
        /// The type written after its colon.
        var type: String?
        /// Its line within the block, from 0.
        var offset: Int
    }

    /// The listed type's name and its properties, when `code` is one such listing; nil otherwise. `statement` strips a
    /// line's attributes and modifiers; `property` reads a `var`/`let` statement's name and type.
    static func read(
        _ code: String,
        statement stripped: (String) -> String,
        property: (String) -> (name: String, type: String?)?
    ) -> (owner: String, properties: [Property])? {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        let meaningful = lines.indices.filter {
            let text = lines[$0].trimmingWhitespaces()
            return !text.isEmpty && !text.hasPrefix("//")
        }
        guard meaningful.count >= 3, let first = meaningful.first, let last = meaningful.last,
            lines[last].trimmingWhitespaces() == "}", let owner = header(stripped(lines[first].trimmingWhitespaces()))
        else { return nil }
        var properties: [Property] = []
        for index in meaningful.dropFirst().dropLast() {
            let statement = stripped(lines[index].trimmingWhitespaces())
            if statement.hasPrefix("var ") || statement.hasPrefix("let ") {
                // `{ get }`, `{ get set }` or nothing after the type: no body, no initial value. A public one may keep
                // its initial value (`public var style = Style.plain`): the library's source shown as it is, since a
                // page's own state is never public; one with observers or a body (`= x {`) is still code.
                let published = ExampleCode.isPublished(line: lines[index]) && !statement.contains("{")
                guard !statement.contains("=") || published, let (name, type) = property(statement) else { return nil }
                if let brace = statement.firstIndex(of: "{") {
                    let accessors = statement[brace...].dropFirst().dropLast().split(separator: " ").map(String.init)
                    guard statement.hasSuffix("}"), !accessors.isEmpty, accessors.allSatisfy({ ["get", "set"].contains($0) }) else {
                        return nil
                    }
                }
                properties.append(Property(name: name, type: type, offset: index))
            } else if statement.hasPrefix("func ") || statement.hasPrefix("init") || statement.hasPrefix("case ")
                || statement.hasPrefix("associatedtype ") || statement.hasPrefix("subscript")
            {
                // Other members, read elsewhere; one with a body makes the block code.
                guard !statement.contains("{") else { return nil }
            } else {
                return nil
            }
        }
        return properties.isEmpty ? nil : (owner, properties)
    }

    /// `public protocol Styling: AnyObject {` → `Styling`.
    private static func header(_ statement: String) -> String? {
        guard statement.hasSuffix("{") else { return nil }
        for keyword in ["protocol ", "struct ", "class ", "enum ", "actor "] where statement.hasPrefix(keyword) {
            let name = String(statement.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            return name.isEmpty ? nil : name
        }
        return nil
    }
}
