import SpecModel

/// A documented behaviour value that becomes a named constant (`autoDismissDelay` = 7 s).
public struct BehaviorConstant: Sendable, Hashable {
    /// The constant's name in lowerCamelCase, numbered when a kind repeats (`autoDismissDelay2`).
    public var name: String
    /// The value.
    public var value: Value
    /// The statement it comes from, for the doc comment.
    public var statement: Statement
    /// Where the value comes from when the statement does not say it (`The default of the \`limit\` parameter.`).
    public var note: String?

    /// A constant's value, typed.
    public enum Value: Sendable, Hashable {
        /// A duration in seconds.
        case duration(Double)
        /// A whole number.
        case integer(Int)
        /// A measure in points.
        case number(Double)
    }
}

extension BehaviorConstant {
    /// The constants a spec documents: timings, visibility and line limits, placement metrics.
    static func constants(of spec: ComponentSpec) -> [BehaviorConstant] {
        var constants: [BehaviorConstant] = []
        var uses: [String: Int] = [:]
        func add(_ name: String, _ value: Value, _ statement: Statement, note: String? = nil) {
            // A second rule of the same kind gets a numbered name, so nothing is silently dropped.
            let count = uses[name, default: 0] + 1
            uses[name] = count
            constants.append(BehaviorConstant(name: count == 1 ? name : "\(name)\(count)", value: value, statement: statement, note: note))
        }
        // A value the component's documents disagree on is no constant until a person chooses.
        for statement in spec.behaviors + spec.accessibility where statement.dispute == nil {
            for rule in statement.assertedRules {
                if let timing = rule.as(AutoDismissRule.self) {
                    // A bound is not the delay: "at least 5 s" is a minimum, "within 10 s" a maximum. A variant's own
                    // delay is named for it (`errorAutoDismissDelay`), so an implementation configures that variant with it.
                    let variant = timing.condition.flatMap { $0.facts.isEmpty ? $0.variant : nil }
                    let name =
                        timing.atLeast
                        ? "minimumAutoDismissDelay"
                        : timing.atMost
                            ? "maximumAutoDismissDelay"
                            : timing.condition == nil
                                ? "autoDismissDelay"
                                : variant.map { PlanName($0.lowercased()).lowerCamel + "AutoDismissDelay" } ?? "conditionalAutoDismissDelay"
                    add(name, .duration(timing.seconds), statement)
                } else if let visible = rule.as(MaxVisibleRule.self) {
                    switch visible.limit {
                    case .count(let count): add("maximumVisibleCount", .integer(count), statement)
                    case .parameter(let name):
                        guard let count = spec.integerDefault(of: name) else { continue }
                        add("maximumVisibleCount", .integer(count), statement, note: "The default of the `\(name)` parameter.")
                    case .unstated: continue
                    }
                } else if let lines = rule.as(MaxLinesRule.self) {
                    // Named for the component's text (`maximumLabelLines` for a chip), as its harness words are.
                    add("maximum\(PlanName(PrimaryTextParameter.name(in: spec)).upperCamel)Lines", .integer(lines.lines), statement)
                } else if let placement = rule.as(PlacementRule.self) {
                    if let offset = placement.offset { add("edgeOffset", .number(offset), statement) }
                    if let margin = placement.margin { add("horizontalMargin", .number(margin), statement) }
                    if let width = placement.maxWidth { add("maximumWidth", .number(width), statement) }
                }
            }
        }
        return constants
    }
}
