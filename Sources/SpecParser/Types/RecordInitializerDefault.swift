import SpecModel

/// A record's default written as code rather than an object: the platform's zero (`.zero`, `UIEdgeInsets.zero`,
/// `CGSizeZero`) for a record of numbers, and an initializer call with a label per field
/// (`UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)`, `.init(width: 10, height: 20)`), read as the object
/// `{ top: 8, … }` so its fields are checked like any object default's.
enum RecordInitializerDefault {
    /// Every field at zero, when `text` spells the zero value and every field is a number.
    static func zero(_ text: String, of record: Record) -> DefaultValue? {
        guard isZero(text), !record.fields.isEmpty else { return nil }
        var fields: [DefaultValue.FieldValue] = []
        for field in record.fields {
            switch field.valueType {
            case .scalar(.number): fields.append(.init(name: field.name, value: .number(0)))
            case .scalar(.integer): fields.append(.init(name: field.name, value: .integer(0)))
            default: return nil
            }
        }
        return .record(fields)
    }

    /// `Name(label: value, …)` or `.init(label: value, …)` as the object text `{label: value, …}`; nil for other text.
    static func objectText(_ text: String) -> String? {
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let callee = text[..<open]
        let name = callee.hasPrefix(".") ? callee.dropFirst() : callee
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), name.first?.isLetter == true else {
            return nil
        }
        let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
        // Positional arguments (`UIEdgeInsetsMake(8, 16, 8, 16)`) name no field.
        guard arguments.contains(":") else { return nil }
        return "{" + arguments + "}"
    }

    private static func isZero(_ text: String) -> Bool {
        if text == ".zero" { return true }
        if text.hasSuffix(".zero") {
            return text.dropLast(".zero".count).allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        // Objective-C's constants: `UIEdgeInsetsZero`, `CGSizeZero`, `CGPointZero`.
        return text.hasSuffix("Zero") && text.count > 4 && text.allSatisfy { $0.isLetter || $0.isNumber }
    }
}
