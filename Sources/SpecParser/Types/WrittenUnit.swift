import SpecModel

/// A unit written where a type goes (`duration | seconds | 3`, `gap | dp | 8`): documents often name the unit of a
/// quantity instead of its type, so the parameter is that quantity (a duration, or a length as a number) and a bare
/// default is read in the unit (`fade | ms | 300` is 0.3 seconds). `TypeClassifier` decides the type from it.
enum WrittenUnit: Equatable {
    /// A length of time; `perSecond` of the unit make a second.
    case time(unit: String, perSecond: Double)
    /// A length in the platform's own unit (points, density-independent or device pixels): a number.
    case length(unit: String)

    /// The unit `name` spells, case aside; nil for any other name.
    init?(typeName name: String) {
        let word = name.lowercased()
        if let perSecond = Self.timeUnits[word] {
            self = .time(unit: word, perSecond: perSecond)
        } else if Self.lengthUnits.contains(word) {
            self = .length(unit: word)
        } else {
            return nil
        }
    }

    /// The unit a type is written in, looking through `?` (`seconds?`); nil when it is not a unit.
    static func of(_ type: TypeReference?) -> WrittenUnit? {
        guard let type else { return nil }
        if type.kind == .optional { return of(type.arguments.first) }
        guard type.kind == .named, type.arguments.isEmpty, let name = type.name else { return nil }
        return WrittenUnit(typeName: name)
    }

    /// The value type of a quantity in this unit.
    var valueType: ValueType {
        switch self {
        case .time: .scalar(.duration)
        case .length: .scalar(.number)
        }
    }

    /// The unit as written, lowercased.
    var unit: String {
        switch self {
        case .time(let unit, _), .length(let unit): unit
        }
    }

    /// `written` read as a value of the quantity, when it is a bare number (`300` in milliseconds is 0.3 s); nil for
    /// anything else, which is read as any default of the type is (`1.5s`, `.seconds(2)`).
    func value(of written: String) -> DefaultValue? {
        let text = written.trimmingWhitespaces()
        guard let number = Double(text), number.isFinite, number >= 0 else { return nil }
        switch self {
        case .time(_, let perSecond):
            let seconds = number / perSecond
            guard seconds <= Double(JSONLimits.durationSeconds) else { return nil }
            return .seconds(seconds)
        case .length:
            return .number(number)
        }
    }

    /// The type the inference note names for the quantity (the one to write instead).
    var typeName: String {
        switch self {
        case .time: "Duration"
        case .length: "Double"
        }
    }

    /// Units of time and how many of each make a second.
    private static let timeUnits: [String: Double] = [
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
        "ms": 1000, "msec": 1000, "millis": 1000, "millisecond": 1000, "milliseconds": 1000,
        "min": 1.0 / 60, "mins": 1.0 / 60, "minute": 1.0 / 60, "minutes": 1.0 / 60,
    ]
    /// Units of length: points (Apple), density-independent and scaled pixels (Android; Compose's `TextUnit` holds
    /// the scaled ones, and an Android `Dimension` is a length in them), pixels (the web).
    private static let lengthUnits: Set<String> = ["pt", "dp", "dip", "sp", "px", "textunit", "dimension"]
}

extension WrittenUnit {
    /// Reads the bare defaults of the parameters typed by a unit in that unit (the type is already decided, by
    /// `TypeClassifier`), and says so for each in a note: an inference, so an error under `--strict`.
    static func readDefaults(in spec: inout ComponentSpec, file: String) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        for api in spec.apis.indices {
            for index in spec.apis[api].parameters.indices {
                let parameter = spec.apis[api].parameters[index]
                guard let unit = of(parameter.parsedType), let valueType = parameter.valueType,
                    valueType == unit.valueType || valueType == .optional(unit.valueType)
                else { continue }
                let written = parameter.type?.trimmingWhitespaces() ?? unit.unit
                var message =
                    TypeInferenceNote.prefix(parameter.name) + " '\(unit.typeName)' from the unit '\(written)' written as its type"
                if case .length = unit { message += " (a length in \(written))" }
                if let text = parameter.defaultValue, let value = unit.value(of: text) {
                    spec.apis[api].parameters[index].parsedDefault = value
                    if case .seconds(let seconds) = value {
                        message += "; its default \(text.trimmingWhitespaces()) is read as \(RuleSummary.number(seconds)) s"
                    }
                }
                notes.append(Diagnostic(.note, message, at: SourceLocation(file: file, line: parameter.line, column: parameter.column)))
            }
        }
        return notes
    }
}
