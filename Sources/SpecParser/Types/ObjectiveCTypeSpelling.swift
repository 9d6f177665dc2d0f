/// Objective-C's spelling of a type brought to Swift's: `NSString *` → `String`, `BOOL` → `Bool`,
/// `NSArray<UIColor *> *` → `[UIColor]`, `nullable UIColor *` → `UIColor`. Declarations in Objective-C code and the type
/// cells of an Objective-C library's tables are read through this one table.
enum ObjectiveCTypeSpelling {
    /// Whether `text` is written as only Objective-C writes a type: a pointer star, or one of its own scalar names.
    static func isObjectiveC(_ text: String) -> Bool {
        let bare = text.trimmed
        if bare.hasSuffix("*") || bare.contains(" *") || bare.hasPrefix("id<") { return true }
        return scalars[bare] != nil && bare != "bool" && bare != "double" && bare != "float" && bare != "int" && bare != "long"
    }

    /// The Swift spelling of `type`; a name it does not know is kept as written, without stars and qualifiers.
    static func swiftSpelling(_ type: String) -> String {
        let words = type.split(separator: " ").filter { !qualifiers.contains(String($0)) }
        var text = words.joined(separator: " ").trimmed
        while text.hasSuffix("*") { text = String(text.dropLast()).trimmed }
        if let open = text.firstIndex(of: "<"), text.hasSuffix(">") {
            let base = String(text[..<open]).trimmed
            let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            let arguments = TopLevelText.parts(of: inner, separators: [","]).map { swiftSpelling($0) }
            switch (base, arguments.count) {
            case ("NSArray", 1), ("NSMutableArray", 1): return "[\(arguments[0])]"
            case ("NSSet", 1), ("NSMutableSet", 1), ("NSOrderedSet", 1): return "Set<\(arguments[0])>"
            case ("NSDictionary", 2), ("NSMutableDictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
            // `id<ToastDelegate>`: an object known only by the protocol it adopts.
            case ("id", 1): return arguments[0]
            default: return "\(base)<\(arguments.joined(separator: ", "))>"
            }
        }
        let bare = text.split(whereSeparator: { $0 == " " || $0 == "*" }).joined(separator: " ")
        return scalars[bare] ?? bare
    }

    /// Objective-C's and C's names of the values Swift names otherwise.
    private static let scalars: [String: String] = [
        "NSString": "String", "NSMutableString": "String", "BOOL": "Bool", "bool": "Bool", "NSInteger": "Int",
        "NSUInteger": "Int", "int": "Int", "long": "Int", "unsigned int": "Int", "short": "Int", "unsigned": "Int",
        "long long": "Int", "int32_t": "Int", "int64_t": "Int", "uint32_t": "Int", "uint64_t": "Int", "CGFloat": "Double",
        "double": "Double", "float": "Double", "NSNumber": "Double", "NSTimeInterval": "TimeInterval", "NSURL": "URL",
        "NSDate": "Date", "NSArray": "Array", "NSMutableArray": "Array", "NSDictionary": "Dictionary",
    ]

    private static let qualifiers: Set<String> = [
        "nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "const", "IBInspectable", "IBOutlet",
        "__kindof", "null_resettable", "_Null_unspecified", "__weak", "__strong",
    ]
}
