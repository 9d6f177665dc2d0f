import SpecModel

/// Reads the type a parameter table writes, in the spellings of TypeScript, Flow, Dart, Kotlin and
/// Swift docs, into a `TypeReference` the type mapping knows:
/// `'top' | 'bottom'` and `top or bottom` are strings, `string | undefined` is `String?`,
/// `string[]` is `[String]`, Dart's `int` / `double` / `bool` are `Int` / `Double` / `Bool`.
/// With no type written, a literal default (`true`, `3`, `0.5`, `'top'`) gives it.
enum TypeSpelling {
    /// The type `written` stands for; nil when there is none or it cannot be read.
    static func reference(written: String?, defaultValue: String?) -> TypeReference? {
        guard let written = written?.trimmed, !written.isEmpty else {
            return defaultValue.flatMap(literalType)
        }
        guard var type = parsed(written, defaultValue: defaultValue) else { return nil }
        if let defaultValue, ["null", "nil", "undefined"].contains(defaultValue), !type.isOptional {
            type = .optional(type)
        }
        return type
    }

    private static func parsed(_ written: String, defaultValue: String?) -> TypeReference? {
        var text = unionSpelled(written)
        // `Int(Color)`, `Float(dp)`: a scalar and, in parentheses, what it stands for.
        if let open = text.firstIndex(of: "("), text.hasSuffix(")"), isScalarName(String(text[..<open])),
            text[text.index(after: open)...].dropLast().allSatisfy(\.isLetter)
        {
            text = String(text[..<open])
        }
        // `string (read-only)`, `String (Not Null)(required)`: remarks after the type.
        while text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex,
            text[text.index(before: open)] == " "
        {
            text = String(text[..<open]).trimmed
        }
        // `() => boolean | Promise<boolean>`: the arrow binds loosest, so this is one function type.
        if let function = arrowFunction(text) { return function }
        let members = alternatives(text)
        var optional = false
        var kept: [String] = []
        for member in members {
            if ["undefined", "null", "void", "nil"].contains(member) { optional = true } else { kept.append(member) }
        }
        let type: TypeReference?
        if kept.isEmpty {
            return nil
        } else if kept.allSatisfy(isStringLiteral) || (members.count > 1 && kept.allSatisfy(isBareWord)) {
            type = .named("String")
        } else if kept.count == 1 {
            type = single(kept[0])
        } else {
            type = dataMember(of: kept, defaultValue: defaultValue)
        }
        guard let type else { return nil }
        return optional && !type.isOptional ? .optional(type) : type
    }

    /// `string | (() => VNode)`, `number | string`: the one scalar a union offers (a string when it
    /// offers several), which the model can carry as data; nil when none, or the default does not fit it.
    private static func dataMember(of members: [String], defaultValue: String?) -> TypeReference? {
        let scalars = Set(
            members.compactMap { member -> ScalarType? in
                if member == "true" || member == "false" { return .bool }
                return single(member)?.scalar ?? (isStringLiteral(member) ? .string : nil)
            }
        )
        if let value = valueOrFalse(members), defaultValue.map({ $0 == "false" || fits($0, .named(value.swiftName)) }) ?? true {
            return .optional(.named(value.swiftName))
        }
        let chosen: ScalarType
        if scalars.count == 1, let only = scalars.first {
            chosen = only
        } else if scalars.contains(.string) {
            chosen = .string
        } else if let defaultValue, let fitting = scalars.filter({ fits(defaultValue, .named($0.swiftName)) }).only {
            // `number | false` with default 4.5: the member the default belongs to.
            chosen = fitting
        } else {
            return nil
        }
        let type = TypeReference.named(chosen.swiftName)
        if let defaultValue {
            // `[]` for `String or Array of Strings` belongs to the list member.
            if defaultValue.hasPrefix("[") || defaultValue.hasPrefix("{") {
                return members.compactMap(single).first { $0.kind == .array && $0.arguments.first?.scalar != nil && fits(defaultValue, $0) }
            }
            guard fits(defaultValue, type) else { return nil }
        }
        return type
    }

    /// `number | false`: a value, or `false` for none (no auto-close, no limit); the value's scalar, which the model holds
    /// as an optional. Nil for any other union (`boolean | number` offers two values).
    private static func valueOrFalse(_ members: [String]) -> ScalarType? {
        guard members.count == 2, members.contains("false"), let other = members.first(where: { $0 != "false" }) else { return nil }
        guard let value = single(other)?.scalar ?? (isStringLiteral(other) ? .string : nil), value != .bool else { return nil }
        return value
    }

    /// Whether `written` is such a union, so its default `false` means none of the value.
    static func offersFalseForNone(_ written: String?) -> Bool {
        guard let written else { return false }
        return valueOrFalse(alternatives(unionSpelled(written.trimmed))) != nil
    }

    private static func fits(_ defaultValue: String, _ type: TypeReference) -> Bool {
        guard case .data(let valueType) = TypeClassifier(enumerations: []).classify(type) else { return false }
        var parser = DefaultValueParser(enumerations: [:])
        parser.acceptsBareStrings = true
        if case .success = parser.parse(defaultValue, as: valueType) { return true }
        return false
    }

    /// "String (Not Null)(required)", "int (for ios & web)", "Where it shows (String)": a scalar type
    /// a description states at its start or in a closing parenthesis, for tables without a type column.
    static func stated(in description: String) -> String? {
        let text = description.trimmed
        let first = String(text.prefix { $0.isLetter })
        let afterFirst = text.dropFirst(first.count)
        if isScalarName(first), afterFirst.isEmpty || afterFirst.hasPrefix(" (") || afterFirst.hasPrefix("(") {
            return first
        }
        if text.hasSuffix(")"), let open = text.lastIndex(of: "(") {
            let inside = String(text[text.index(after: open)..<text.index(before: text.endIndex)]).trimmed
            if isScalarName(inside) { return inside }
        }
        return annotatedTypeName(text)
    }

    /// `TextAlign (default TextAlign.center)`, `Locale (Not Null)`, `BorderRadius (BorderRadius.circular(5.0))`: a
    /// type's name opening the text, then a parenthesis that annotates it as a type (its default, whether it may be
    /// null, or a value of that type). Nil for a capitalised word any sentence may open with ("Shown (when set)").
    private static func annotatedTypeName(_ text: String) -> String? {
        let name = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard let first = name.first, first.isUppercase, name.count > 1 else { return nil }
        let rest = text.dropFirst(name.count).drop { $0 == " " }
        // `StyledToastAnimation` alone, `VoidCallback (Invoked when …)`: a name of several humps is no word of prose.
        let humps = name.filter(\.isUppercase).count
        if humps >= 2, name.contains(where: \.isLowercase), rest.isEmpty || rest.hasPrefix("(") { return name }
        guard rest.hasPrefix("(") else { return nil }
        let inside = rest.dropFirst().drop { $0 == " " }
        let lowered = inside.lowercased()
        let annotations = ["default", "not null", "non-null", "non null", "nullable"]
        if annotations.contains(where: { lowered.hasPrefix($0) }) { return name }
        return inside.hasPrefix(name + ".") || inside.hasPrefix(name + "(") ? name : nil
    }

    private static func isScalarName(_ word: String) -> Bool {
        !word.isEmpty && (ScalarType(typeName: word) != nil || lowerCaseNames[word] != nil)
    }

    /// The values of a union of string literals (`'top' | 'bottom'`, `top | bottom`, `"a" | "b" | undefined`):
    /// two or more, each a plain value; nil for anything else. `optional` when the union admits no value.
    static func literalUnion(_ written: String?) -> (values: [String], optional: Bool)? {
        guard let written = written?.trimmed, !written.isEmpty else { return nil }
        let members = alternatives(unionSpelled(written))
        let kept = members.filter { !["undefined", "null", "void", "nil"].contains($0) }
        guard kept.count >= 2, kept.allSatisfy(isStringLiteral) || kept.allSatisfy(isBareWord) else { return nil }
        let values = kept.map { StringLiteralReader.value(of: $0) ?? ($0.hasPrefix(".") ? String($0.dropFirst()) : $0) }
        guard Set(values).count == values.count, values.allSatisfy(isUnionValue) else { return nil }
        return (values, kept.count < members.count)
    }

    /// `written` with its union's bar as TypeScript writes it: a full-width `｜`, an entity a Markdown table escapes it
    /// with (`&#124;`), and React Native's `enum('small', 'large')` are all `|`.
    private static func unionSpelled(_ written: String) -> String {
        var text = written
        // Replaced only when present: `replacing` costs a search even when nothing matches.
        if text.unicodeScalars.contains("｜") { text = text.replacing("｜", with: "|") }
        if text.contains("&") {
            for entity in ["&#124;", "&#x7C;", "&#x7c;", "&vert;", "&verbar;"] { text = text.replacing(entity, with: "|") }
        }
        if text.hasPrefix("enum("), text.hasSuffix(")") {
            let inside = String(text.dropFirst("enum(".count).dropLast())
            let members = TopLevelText.parts(of: inside, separators: [","])
            if members.count > 1 { text = members.joined(separator: " | ") }
        }
        return text
    }

    /// A value an enumeration case can carry: letters first, then letters, digits, `-`, `_`, `.`.
    private static func isUnionValue(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
    }

    /// `a | b`, `a or b`, `a/b` at the top level.
    private static func alternatives(_ text: String) -> [String] {
        let parts = TopLevelText.parts(of: text, separators: ["|"])
        if parts.count == 1 {
            // `top or bottom`, `string OR string list`: a type cell may shout its "or".
            var listed =
                ASCIIWords.mayContain(text, " or ", ignoringCase: true)
                ? text.replacing(" or ", with: ",").replacing(" OR ", with: ",") : text
            // `.slide, .fade and .custom`: the choices listed as a sentence lists them.
            if listed.contains(","), listed.contains(" and ") { listed = listed.replacing(" and ", with: ",") }
            let pieces = TopLevelText.parts(of: listed, separators: [","])
            if pieces.count > 1 { return pieces.filter { !$0.isEmpty } }
            let slashed = text.split(separator: "/")
            let words = slashed.map { String($0).trimmed }
            if words.count > 1, words.allSatisfy(isBareWord) || words.allSatisfy(isTypePath) { return words }
        }
        return parts.filter { !$0.isEmpty }
    }

    /// `{ [key: string]: T }` → `T`: TypeScript's spelling of a map with string keys.
    static func indexSignatureValue(_ text: String) -> String? {
        let compact = text.filter { !$0.isWhitespace }
        guard compact.hasPrefix("{["), compact.hasSuffix("}"), let close = compact.firstIndex(of: "]") else { return nil }
        let signature = compact[compact.index(compact.startIndex, offsetBy: 2)..<close]
        guard signature.hasSuffix(":string"), compact[compact.index(after: close)...].hasPrefix(":") else { return nil }
        var value = String(compact[compact.index(close, offsetBy: 2)..<compact.index(before: compact.endIndex)])
        if value.hasSuffix(";") { value.removeLast() }
        return value.isEmpty ? nil : value
    }

    /// `(a, b) => T`, whatever `T` is: a function type (its parameters and result do not matter here).
    private static func arrowFunction(_ text: String) -> TypeReference? {
        guard text.hasPrefix("(") else { return nil }
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            guard depth == 0 else { continue }
            let rest = text.dropFirst(offset + 1).drop { $0 == " " }
            guard rest.hasPrefix("=>") || rest.hasPrefix("->") else { return nil }
            return TypeReference(kind: .function, result: single(String(rest.dropFirst(2)).trimmed) ?? .named("Void"))
        }
        return nil
    }

    private static func single(_ text: String) -> TypeReference? {
        if let value = indexSignatureValue(text) { return single(value).map { .named("Record", [.named("String"), $0]) } }
        // `NSString *`, `NSArray<UIColor *> *`, `BOOL`: an Objective-C library's table writes its own spellings.
        var text = ObjectiveCTypeSpelling.isObjectiveC(text) ? ObjectiveCTypeSpelling.swiftSpelling(text) : text
        // `kotlin.time.Duration`, `java.lang.String`, `Swift.Int`: a standard library's type by its full name.
        // React's `Key` is a string or a number, which JSON writes as a string.
        if text == "React.Key" { return .named("String") }
        if let prefix = standardNamespaces.first(where: { text.hasPrefix($0) }), !text.dropFirst(prefix.count).contains(".") {
            text.removeFirst(prefix.count)
        }
        // `keyof typeof icons`: TypeScript's name of one of an object's keys, which are strings.
        if text.hasPrefix("keyof ") { return .named("String") }
        // `Array.<string>`: JSDoc writes a dot before a type's arguments.
        if text.contains(".<") { text = text.replacing(".<", with: "<") }
        // `Array of Strings`, `list of numbers`: prose arrays.
        let words = text.split(separator: " ")
        if words.count == 3, ["array", "list"].contains(words[0].lowercased()), words[1] == "of" {
            var element = String(words[2])
            if element.hasSuffix("s") { element.removeLast() }
            return single(element).map { .array($0) }
        }
        // `string list`, `number array`: a scalar's name before the container's word.
        if words.count == 2, ["list", "array"].contains(words[1].lowercased()), let element = single(String(words[0])),
            element.scalar != nil
        {
            return .array(element)
        }
        // `Positive Number`, `Non-negative Integer`: an adjective before a scalar.
        if let last = text.split(separator: " ").last, text.split(separator: " ").count == 2,
            ScalarType(typeName: String(last)) != nil || lowerCaseNames[String(last)] != nil
        {
            text = String(last)
        }
        // `readonly string[]`: TypeScript's mark that the list is not changed; `?string`: Flow's optional.
        if text.hasPrefix("readonly ") { text = String(text.dropFirst("readonly ".count)).trimmed }
        if text.hasPrefix("?"), text.count > 1 { return single(String(text.dropFirst())).map { $0.isOptional ? $0 : .optional($0) } }
        // `IntArray`, `FloatArray`: Kotlin's arrays of a scalar.
        if text.hasSuffix("Array"), let element = kotlinArrays[String(text.dropLast("Array".count))] { return .array(.named(element)) }
        var arrays = 0
        while text.hasSuffix("[]") {
            text = String(text.dropLast(2)).trimmed
            arrays += 1
        }
        if let lower = lowerCaseNames[text] { text = lower }
        if var type = container(text) {
            for _ in 0..<arrays { type = .array(type) }
            return type
        }
        guard var type = try? TypeParser.parse(text).get() else { return nil }
        // `double?`, `List<int>`: the lower-case names stay those scalars inside another type too.
        type = capitalisingLowerCaseNames(type)
        for _ in 0..<arrays { type = .array(type) }
        return type
    }

    /// `Array<string | number>`, `(string | number)[]`, `[T]`, `ReadonlyArray<T>`, `List<T>`, `Set<T>`, `(A | B)?`: a
    /// container decides as its element would alone, so the element is read like a whole written type.
    private static func container(_ text: String) -> TypeReference? {
        // `InputSignal<boolean>`, `ModelSignal<string>`: Angular's signal inputs hold a value of their first argument.
        if let angle = text.firstIndex(of: "<"), signalWrappers.contains(String(text[..<angle])),
            let inner = TopLevelText.enclosed(String(text[angle...]), open: "<", close: ">"),
            let first = TopLevelText.parts(of: inner, separators: [","]).first
        {
            return parsed(first, defaultValue: nil)
        }
        // `Optional<Int>`, `Nullable<string>`, `Maybe<string>`: a value that may be absent, however a language names it.
        if let angle = text.firstIndex(of: "<"), optionalWrappers.contains(String(text[..<angle])),
            let inner = TopLevelText.enclosed(String(text[angle...]), open: "<", close: ">"),
            TopLevelText.parts(of: inner, separators: [","]).count == 1
        {
            return parsed(inner, defaultValue: nil).map { $0.isOptional ? $0 : .optional($0) }
        }
        if let inner = TopLevelText.enclosed(text, open: "(", close: ")") {
            // `(CGFloat, CGFloat)`: Swift's tuple, not a union; `(String, optional)` is a type and a remark.
            let elements = TopLevelText.parts(of: inner, separators: [","])
            if elements.count > 1, TopLevelText.parts(of: inner, separators: ["|"]).count == 1,
                elements.allSatisfy({ $0.first?.isUppercase == true || isScalarName($0) })
            {
                return tuple(elements)
            }
            return parsed(inner, defaultValue: nil)
        }
        if text.hasSuffix("?"), let inner = TopLevelText.enclosed(String(text.dropLast()), open: "(", close: ")") {
            return parsed(inner, defaultValue: nil).map { $0.isOptional ? $0 : .optional($0) }
        }
        if let inner = TopLevelText.enclosed(text, open: "[", close: "]") {
            guard TopLevelText.parts(of: inner, separators: [":"]).count == 1 else { return nil }
            let elements = TopLevelText.parts(of: inner, separators: [","])
            // `[number, number]`: TypeScript's tuple, which the type mapping decides as Swift's `(Double, Double)`.
            guard elements.count > 1 else { return parsed(inner, defaultValue: nil).map { .array($0) } }
            return tuple(elements)
        }
        guard let angle = text.firstIndex(of: "<"), let name = listNames[String(text[..<angle])],
            let inner = TopLevelText.enclosed(String(text[angle...]), open: "<", close: ">"),
            TopLevelText.parts(of: inner, separators: [","]).count == 1
        else { return nil }
        return parsed(inner, defaultValue: nil).map { .named(name, [$0]) }
    }

    /// A tuple of the types written as `elements`; nil when one cannot be read.
    private static func tuple(_ elements: [String]) -> TypeReference? {
        let types = elements.compactMap { parsed($0, defaultValue: nil) }
        return types.count == elements.count ? TypeReference(kind: .tuple, arguments: types) : nil
    }

    private static let signalWrappers: Set<String> = ["InputSignal", "InputSignalWithTransform", "ModelSignal"]
    private static let optionalWrappers: Set<String> = ["Optional", "Nullable", "Maybe"]
    private static let kotlinArrays: [String: String] = [
        "Int": "Int", "Long": "Int", "Short": "Int", "Float": "Double", "Double": "Double", "Boolean": "Bool",
    ]

    /// The list types a container is written with, by the name the model knows them by.
    private static let listNames: [String: String] = [
        "Array": "Array", "ReadonlyArray": "Array", "List": "List", "MutableList": "MutableList", "Set": "Set",
        "ArrayList": "List", "Iterable": "List", "Collection": "List",
    ]

    private static func capitalisingLowerCaseNames(_ type: TypeReference) -> TypeReference {
        var type = type
        if type.kind == .named, type.arguments.isEmpty, let name = type.name, let lower = lowerCaseNames[name] { type.name = lower }
        type.arguments = type.arguments.map(capitalisingLowerCaseNames)
        type.result = type.result.map(capitalisingLowerCaseNames)
        return type
    }

    /// Namespaces of the languages' standard types, longest first.
    private static let standardNamespaces = [
        "kotlin.time.", "java.time.", "java.lang.", "java.util.", "kotlin.", "Swift.", "Foundation.", "CoreGraphics.",
        "React.",
    ]

    private static let lowerCaseNames: [String: String] = [
        "int": "Int", "double": "Double", "float": "Float", "long": "Long", "num": "Double", "integer": "Int",
        "String": "String", "str": "String", "Integer": "Int", "int32": "Int", "int64": "Int", "uint": "Int",
        "uint32": "Int", "uint64": "Int", "float32": "Double", "float64": "Double",
        // Chinese and Japanese tables name the scalars in their own words.
        "字符串": "String", "布尔值": "Bool", "布尔": "Bool", "数字": "Double", "数值": "Double", "整数": "Int",
        "文字列": "String", "真偽値": "Bool", "数値": "Double", "整数値": "Int",
    ]

    private static func isStringLiteral(_ text: String) -> Bool {
        StringLiteralReader.value(of: text) != nil
    }

    /// `string`, `Vue.VNode`, `Int64`: one type's name (`string/Vue.VNode` offers two).
    private static func isTypePath(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
    }

    /// `top`, `bottom-left`, `.bottom`: a value written bare in a list of choices (Swift's cases with their dot).
    private static func isBareWord(_ text: String) -> Bool {
        let text = text.hasPrefix(".") ? String(text.dropFirst()) : text
        guard let first = text.first, first.isLowercase else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            && ScalarType(typeName: text) == nil && lowerCaseNames[text] == nil
    }

    /// The type of a literal default: `true` → Bool, `3` → Int, `0.5` → Double, `"Hi"` → String.
    static func literalType(_ text: String) -> TypeReference? {
        let text = text.trimmed
        if text == "true" || text == "false" { return .named("Bool") }
        if Int(text) != nil { return .named("Int") }
        if Double(text) != nil, text.contains(".") { return .named("Double") }
        // Kotlin and Java float literals: `0.8f`, `1.0F`.
        if let last = text.last, last == "f" || last == "F", Double(text.dropLast()) != nil, text.contains(".") {
            return .named("Double")
        }
        if isStringLiteral(text) { return .named("String") }
        // `[0, 0]`, `['top', 'left']`: a list of literals of one type (numbers of both kinds are numbers).
        if text.hasPrefix("["), text.hasSuffix("]") {
            let items = TopLevelText.parts(of: String(text.dropFirst().dropLast()), separators: [","]).filter { !$0.isEmpty }
            var elements = Set(items.map { literalType($0)?.name })
            if elements.contains("Double") { elements.remove("Int") }
            guard !items.isEmpty, elements.count == 1, let element = elements.first, let name = element else { return nil }
            return .array(.named(name))
        }
        return nil
    }
}

extension Set {
    /// The one element of a set with exactly one.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
