/// The type a value shown in non-Swift code states by its own spelling: Kotlin's `3000L` is a `Long`, `0.5f` a
/// `Float`, `16.dp` a `Dp`; a slot lambda (`{ Text("A") }`) and a `Modifier` chain are runtime, and said so by their
/// type. A value whose type its spelling does not say (a variable, a call) gives none; the Swift reading's literals
/// (`true`, `"A"`, `3`) are read before this.
enum CodeValueType {
    /// The type the values agree on, with what says so; nil when they say nothing or disagree.
    static func type(of values: [String], in language: CodeLanguage) -> (type: String, why: String?)? {
        let read = values.filter { !isAbsent($0) }.map { type(of: $0, in: language) }
        guard let first = read.first, let found = first, read.allSatisfy({ $0?.type == found.type }) else { return nil }
        return found
    }

    /// Whether the value passes nothing (`nil`, `null`, Objective-C's empty list `nil, nil`): it says nothing of the
    /// type the other values spell.
    static func isAbsent(_ value: String) -> Bool {
        value.split(separator: ",").allSatisfy { ["nil", "null", "NULL", "undefined"].contains($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Whether the value is an enumeration case written with its type (`TagIntent.Main`, `Snackbar.LENGTH_SHORT`),
    /// as Kotlin, Java and Dart write them: its type is that enumeration, which usage alone does not list.
    static func isQualifiedCase(_ value: String, in language: CodeLanguage) -> Bool {
        guard language != .swift, language != .objectiveC else { return false }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let type = parts.first, let name = parts.last, type.first?.isUppercase == true,
            !["Modifier", "Color", "Icons", "R", "Arrangement", "Alignment", "MaterialTheme", "Colors"].contains(String(type))
        else { return false }
        return [type, name].allSatisfy { part in !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
            && name.first?.isLetter == true
    }

    private static func type(of value: String, in language: CodeLanguage) -> (type: String, why: String?)? {
        let text = value.hasPrefix("-") ? String(value.dropFirst()) : value
        // `.clickToHide(true / false)`: both values of a boolean offered, the way a README lists a setter's choices.
        if ["true/false", "false/true", "true|false", "false|true"].contains(text.filter { !$0.isWhitespace }) {
            return ("Bool", "both boolean values offered")
        }
        if language == .kotlin || language == .java {
            // `.maxWidth(Int)`, `.overlay(Boolean)`: a built-in type's name where the value goes, as a signature writes it.
            if let stated = signatureTypes[text] { return (stated, "the type written as the argument") }
            if text.count > 1, text.last == "L", text.dropLast().allSatisfy(\.isNumber) { return ("Long", nil) }
            if text.count > 1, text.last == "f" || text.last == "F",
                text.dropLast().allSatisfy({ $0.isNumber || $0 == "." }), text.first?.isNumber == true
            {
                return ("Float", nil)
            }
        }
        // `R.color.brand`, `android.R.drawable.ic_menu`: an Android resource's id, which names the value as `@color/brand`
        // does; a layout is a view of the app's own, which no model holds.
        if language == .kotlin || language == .java, let reference = androidResource(text), !reference.hasPrefix("@layout/"),
            let type = ResourceReference.type(of: reference)
        {
            return (type, "a resource reference")
        }
        if language == .kotlin {
            // `16.dp`, `2.5.dp`: a length in density-independent pixels.
            for unit in [".dp", ".sp"] where text.hasSuffix(unit) {
                let number = text.dropLast(unit.count)
                if !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "." }) { return (unit == ".dp" ? "Dp" : "TextUnit", nil) }
            }
            if text == "Modifier" || text.hasPrefix("Modifier.") { return ("Modifier", "a Compose modifier, set at runtime") }
            // A lambda passed by name is a slot or a callback: content or behaviour, never data.
            if text.hasPrefix("{") { return ("() -> Unit", "a slot or callback lambda") }
        }
        if language == .objectiveC, text.hasPrefix("[") && text.hasSuffix("]") || text.first?.isUppercase == true {
            // `[UIColor redColor]`, `[UIFont systemFontOfSize:14]`, or in dot syntax `UIColor.blackColor`: a class's
            // factory gives that class.
            let words = text.drop { $0 == "[" }.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            // The factory's name holds the class's last word (`redColor` of `UIColor`, `imageNamed` of `UIImage`).
            if words.count >= 2, let type = words.first, type.first?.isUppercase == true,
                let lastWord = type.lastIndex(where: \.isUppercase).map({ type[$0...].lowercased() }), lastWord.count > 1,
                words[1].lowercased().contains(lastWord)
            {
                return (String(type), nil)
            }
        }
        // `@"OK", @"Later", nil`: Objective-C's list of strings ended by `nil`, as variadic selectors take them.
        if language == .objectiveC, text.hasSuffix(", nil") {
            let items = text.dropLast(", nil".count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if !items.isEmpty, items.allSatisfy({ $0.hasPrefix("@\"") && $0.hasSuffix("\"") && $0.count >= 3 }) {
                return ("[String]", "a list of strings ended by nil")
            }
        }
        if language == .androidXML {
            // `#fff`, `@color/brand`: colours are text; `@drawable/ic` a resource's name; `top` one of the choices.
            if ColourValue.isColourLiteral(text) { return ("String", "a colour") }
            if let type = ResourceReference.type(of: text) { return (type, "a resource reference") }
            // `1dp`, `0.75dp`, `10sp`: a dimension is one length, whatever the attribute is named.
            if isDimension(text) { return ("Double", "a dimension") }
            if let first = text.first, first.isLowercase, text.count > 1, text.allSatisfy({ $0.isLetter || $0 == "_" }),
                !["true", "false", "null"].contains(text)
            {
                return ("String", "one of the attribute's choices")
            }
        }
        // `Duration(seconds: 4)`, `const Duration(milliseconds: 300)`: Dart's span of time, Swift's `TimeInterval`.
        if language == .dart, let open = text.firstIndex(of: "("), text.hasSuffix(")"),
            ["Duration", "const Duration"].contains(text[..<open].trimmingCharacters(in: .whitespaces))
        {
            return ("TimeInterval", "a Dart Duration")
        }
        // `Text('Hi')`, `const Icon(Icons.info)`, `Image.asset(…)`: a Flutter widget passed is content, never data.
        if language == .dart, let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            let callee = text[..<open].trimmingCharacters(in: .whitespaces)
            let type =
                (callee.hasPrefix("const ") ? String(callee.dropFirst(6)) : callee).split(separator: ".").first.map(String.init) ?? ""
            if flutterWidgets.contains(type) { return ("Widget", "a Flutter widget") }
        }
        // `Colors.white`, `Colors.red[100]`, `Color(0xFF2196F3)`: a Flutter colour, which a model holds as text.
        if language == .dart, text.hasPrefix("Colors.") || (text.hasPrefix("Color(") && text.hasSuffix(")")) {
            return ("String", "a colour")
        }
        if language == .dart || language == .javaScript {
            if text.hasPrefix("(") && (text.contains("=>") || text.contains(") {")) { return ("() -> Void", "a callback") }
            if text.hasPrefix("'") && text.hasSuffix("'") && text.count >= 2 { return ("String", nil) }
        }
        return nil
    }

    /// Flutter's own widgets, which a sample passes as a component's content.
    private static let flutterWidgets: Set<String> = [
        "Text", "RichText", "Icon", "Image", "Container", "Row", "Column", "Stack", "SizedBox", "Padding", "Center",
        "Align", "Expanded", "Card", "ListTile", "ElevatedButton", "TextButton", "OutlinedButton", "IconButton",
        "CircularProgressIndicator", "CircleAvatar",
    ]

    /// A Java or Kotlin built-in value type in the model's spelling (`boolean` → `Bool`, `CharSequence` → `String`);
    /// nil for any other type.
    static func builtInType(_ written: String) -> String? { signatureTypes[written] }

    /// Java's and Kotlin's built-in value types, as the model writes them; a class of the library's own
    /// (`ClosePolicy`, `Typeface`) may carry behaviour and is left to the other readings.
    private static let signatureTypes: [String: String] = [
        "Int": "Int", "int": "Int", "Integer": "Int", "Long": "Long", "long": "Long", "Float": "Float", "float": "Float",
        "Double": "Double", "double": "Double", "Boolean": "Bool", "boolean": "Bool", "String": "String",
        "CharSequence": "String",
    ]

    /// A number followed by one of Android's length units (`1dp`, `0.75dp`, `10sp`, `12px`).
    private static func isDimension(_ text: String) -> Bool {
        guard let unit = DefaultValueParser.lengthUnits.first(where: { text.hasSuffix($0) }) else { return false }
        let number = text.dropLast(unit.count)
        return !number.isEmpty && Double(number) != nil
    }

    /// `@kind/name` for code's `R.kind.name` (or `android.R.kind.name`), nil for anything else.
    private static func androidResource(_ text: String) -> String? {
        let path = text.hasPrefix("android.R.") ? String(text.dropFirst("android.".count)) : text
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "R", !parts[1].isEmpty, !parts[2].isEmpty else { return nil }
        return "@\(parts[1])/\(parts[2])"
    }
}
