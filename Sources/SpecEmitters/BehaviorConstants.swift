import SpecModel

/// A documented behaviour value that becomes a static member (`SnackbarBehavior.autoDismissDelay`).
public struct BehaviorConstant: Sendable, Hashable {
    /// The member name.
    public var name: String
    /// The Swift type (`Duration`, `Int`, `Double`).
    public var type: String
    /// The value as a Swift expression.
    public var value: String
    /// The statement it comes from, for the doc comment.
    public var statement: Statement
    /// Where the value comes from when the statement does not say it (`the default of \`limit\``).
    public var note: String?
}

extension BehaviorConstant {
    /// The constants a spec documents: timings, visibility and line limits, placement metrics.
    static func constants(of spec: ComponentSpec) -> [BehaviorConstant] {
        var constants: [BehaviorConstant] = []
        var uses: [String: Int] = [:]
        func add(_ name: String, _ type: String, _ value: String, _ statement: Statement, note: String? = nil) {
            // A second rule of the same kind gets a numbered name, so nothing is silently dropped.
            let count = uses[name, default: 0] + 1
            uses[name] = count
            let constant = BehaviorConstant(
                name: count == 1 ? name : "\(name)\(count)",
                type: type,
                value: value,
                statement: statement,
                note: note
            )
            constants.append(constant)
        }
        for statement in spec.behaviors + spec.accessibility {
            for rule in statement.rules {
                switch rule.kind {
                case .autoDismiss:
                    guard let seconds = rule.seconds else { continue }
                    add(
                        rule.condition == nil ? "autoDismissDelay" : "conditionalAutoDismissDelay",
                        "Duration",
                        seconds.durationLiteral,
                        statement
                    )
                case .maxVisible:
                    guard let count = rule.count ?? parameterDefault(rule.parameter, in: spec) else { continue }
                    let note = rule.count == nil ? rule.parameter.map { "The default of the `\($0)` parameter." } : nil
                    add("maximumVisibleCount", "Int", String(count), statement, note: note)
                case .maxLines:
                    guard let lines = rule.lines else { continue }
                    add("maximumMessageLines", "Int", String(lines), statement)
                case .placement:
                    if let offset = rule.offset { add("edgeOffset", "Double", offset.swiftLiteral, statement) }
                    if let margin = rule.margin { add("horizontalMargin", "Double", margin.swiftLiteral, statement) }
                    if let width = rule.maxWidth { add("maximumWidth", "Double", width.swiftLiteral, statement) }
                case .dismissGestures, .persistent, .announce:
                    continue
                }
            }
        }
        return constants
    }

    /// The integer default of the parameter a rule is bound to (`limit: Int = 2` → 2).
    static func parameterDefault(_ name: String?, in spec: ComponentSpec) -> Int? {
        guard let name else { return nil }
        for api in spec.apis {
            if let parameter = api.parameters.first(where: { $0.name == name }), case .integer(let value)? = parameter.parsedDefault {
                return value
            }
        }
        return nil
    }
}
