import SpecModel

/// What specgen read in a statement, as a sentence a designer reads ("dismisses itself after 7 seconds"), never
/// as JSON. A rule kind this file does not know yet is still said in words, from its values.
enum ReadingText {
    /// The reading of `rule`, without a final period.
    static func sentence(_ rule: Rule) -> String {
        switch rule.value {
        case let timing as AutoDismissRule:
            var text = "dismisses itself after "
            if timing.atLeast { text += "at least " }
            if timing.atMost { text += "at most " }
            text += timing.maximumSeconds.map { "\(number(timing.seconds)) to \(seconds($0))" } ?? seconds(timing.seconds)
            return text + condition(timing.condition)
        case let persistent as PersistentRule:
            return "stays on screen until " + (persistent.until.map(OneLineText.clean) ?? "it is dismissed") + " (never on a timer)"
        case let lines as MaxLinesRule:
            return "shows at most \(Plural.count(lines.lines, "line")) of text"
        case let announce as AnnounceRule:
            switch announce.movesFocus {
            case false?: return "is announced to assistive technology without moving focus to it"
            case true?: return "is announced to assistive technology, and focus moves to it"
            case nil: return "is announced to assistive technology"
            }
        case let visible as MaxVisibleRule:
            var text: String
            switch visible.limit {
            case .count(let count): text = "at most \(count) shown at a time"
            case .parameter(let name): text = "at most `\(name)` shown at a time"
            case .unstated: text = "a limited number shown at a time"
            }
            switch visible.overflow {
            case .queue?: text += "; the others wait their turn"
            case .evictOldest?: text += "; a new one pushes out the oldest"
            case nil: break
            }
            return text
        case let placement as PlacementRule:
            var parts: [String] = []
            if let edge = placement.edge {
                parts.append(
                    "sits at the \(edge.rawValue) of the screen" + (placement.offset.map { ", \(points($0)) from the bars" } ?? "")
                )
            } else if let offset = placement.offset {
                parts.append("sits \(points(offset)) from the edge")
            }
            if let margin = placement.margin { parts.append("keeps \(points(margin)) from the left and right edges") }
            if let width = placement.maxWidth { parts.append("is at most \(points(width)) wide") }
            switch placement.alignment {
            case .center?: parts.append("is centred")
            case .leading?: parts.append("is aligned to the leading edge")
            case .trailing?: parts.append("is aligned to the trailing edge")
            case nil: break
            }
            return parts.isEmpty ? "is placed as stated" : list(parts)
        case let delay as AppearanceDelayRule:
            return "appears \(seconds(delay.seconds)) after it is triggered"
        case let gestures as DismissGesturesRule:
            return "is dismissed by " + list(gestures.gestures.map(gestureWords), joiner: "or")
        case is EscapeDismissRule:
            return "is dismissed by pressing Escape"
        case let pause as TimerPauseRule:
            return pause.during.isEmpty
                ? "its timer pauses" : "its timer pauses while " + list(pause.during.map(subjectWords), joiner: "or")
        default:
            return generic(rule)
        }
    }

    /// All of a statement's readings as one sentence ("is dismissed by tapping the close control; …").
    static func sentence(_ rules: [Rule]) -> String {
        rules.map(sentence).joined(separator: "; ")
    }

    /// `when it has an action and a screen reader is running`, or nothing.
    private static func condition(_ condition: RuleCondition?) -> String {
        guard let condition else { return "" }
        var parts: [String] = []
        if let variant = condition.variant { parts.append("it is the \(words(variant)) kind") }
        for subject in ConditionSubject.allCases {
            guard let holds = condition.facts[subject] else { continue }
            parts.append(holds ? subjectWords(subject) : "not " + subjectWords(subject))
        }
        return parts.isEmpty ? " (" + OneLineText.clean(condition.text) + ")" : " when " + list(parts)
    }

    private static func subjectWords(_ subject: ConditionSubject) -> String {
        switch subject {
        case .hasAction: "it has an action"
        case .screenReaderRunning: "a screen reader is running"
        case .pointerHovering: "the pointer rests on it"
        case .keyboardFocused: "it has keyboard focus"
        }
    }

    private static func gestureWords(_ gesture: DismissGesturesRule.Gesture) -> String {
        switch gesture {
        case .tapClose: "tapping its close control"
        case .tapAnywhere: "tapping it anywhere"
        case .tapAction: "tapping its action"
        case .swipe: "swiping it away"
        case .swipeLeft: "swiping left"
        case .swipeRight: "swiping right"
        case .swipeUp: "swiping up"
        case .swipeDown: "swiping down"
        }
    }

    /// Any rule's values in words (`limit 3, overflow queue`), for kinds without a sentence of their own.
    private static func generic(_ rule: Rule) -> String {
        let values = Mirror(reflecting: rule.value).children.compactMap { child -> String? in
            guard let label = child.label, let value = plain(child.value) else { return nil }
            return words(label) + " " + value
        }
        return words(rule.kind) + (values.isEmpty ? "" : ": " + values.joined(separator: ", "))
    }

    /// A value in words: absent values dropped, lists joined, yes/no, names split into words.
    private static func plain(_ value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        switch value {
        case let flag as Bool: return flag ? "yes" : "no"
        case let number as Double: return Self.number(number)
        case let number as Int: return "\(number)"
        case let text as String: return OneLineText.clean(text)
        default: break
        }
        switch mirror.displayStyle {
        case .optional: return mirror.children.first.flatMap { plain($0.value) }
        case .collection, .set: return list(mirror.children.compactMap { plain($0.value) })
        case .enum: return words("\(value)".split(separator: "(").first.map(String.init) ?? "\(value)")
        case .struct, .class:
            let parts = mirror.children.compactMap { child in
                child.label.flatMap { label in plain(child.value).map { words(label) + " " + $0 } }
            }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        default: return "\(value)"
        }
    }

    /// `tapClose` → `tap close`.
    static func words(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty, result.last != " " { result += " " }
            result += character == "_" ? " " : String(character).lowercased()
        }
        return result
    }

    /// `a, b and c`.
    static func list(_ items: [String], joiner: String = "and") -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(joiner) " + items[items.count - 1]
    }

    static func number(_ value: Double) -> String { RuleSummary.number(value) }

    private static func seconds(_ value: Double) -> String {
        value < 1 && value > 0 ? "\(number(value * 1000)) ms" : "\(number(value)) " + (value == 1 ? "second" : "seconds")
    }

    private static func points(_ value: Double) -> String { "\(number(value)) pt" }
}
