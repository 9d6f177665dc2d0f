import SpecModel

/// "sits at the bottom of the screen, 16 pt above the bottom navigation bar", "keeps a 16 pt margin", "at most
/// 600 pt wide and centred horizontally", corners and centres ("top right", "bottom-left", "bottom center": edge and
/// alignment), widths in px/pt/dp/rem ("max-width: 524px"), gaps to the bars ("a 20px gap between the navigation bar
/// and the component"). Bars named by their edge ("the bottom navigation bar"), places in a stack ("at the bottom of
/// the stack"), minimum widths and prohibited places ("Do not place it at the top") are not placement.
enum PlacementRecognizer {
    /// App chrome a placement is measured from ("above the navigation bar"). Built once: recognisers run for every statement.
    private static let bars: Set<String> = [
        "navigation", "nav", "bar", "bars", "app", "sheet", "tab", "tabs", "toolbar", "padding", "margin", "inset", "border",
        "sheets", "menu", "drawer",
    ]

    /// Words of stacking order ("renders in the top layer", "a top-level window"): "top" says what it is drawn above,
    /// not which edge of the screen it sits at. Built once: recognisers run for every statement.
    private static let stackingOrder: Set<String> = ["layer", "layers", "level", "z-index", "z-order"]

    /// Collections an edge belongs to ("the top of the stack"), not the screen. Built once: recognisers run for every statement.
    private static let within: Set<String> = [
        "stack", "list", "queue", "pile", "group", "toaster", "file", "files", "toasts", "messages", "notifications", "snackbars",
        "banners", "alerts", "items",
    ]

    /// Page content an edge belongs to ("the top of the form"), which the author places. Built once: recognisers run for every statement.
    private static let content: Set<String> = [
        "form", "field", "input", "section", "card", "panel", "table", "dialog", "modal", "article", "fieldset", "container",
        "element", "component",
    ]

    /// Words that tie a region to something else ("the affected area", "the related field"): its edge is that
    /// thing's, not the screen's. Built once: recognisers run for every statement.
    private static let relational: Set<String> = [
        "affected", "related", "relevant", "associated", "corresponding", "surrounding", "parent", "containing", "enclosing",
        "triggering", "adjacent", "nearby", "neighbouring", "neighboring",
    ]

    /// Words for the screen an edge may belong to ("the bottom of the viewport").
    private static let screens: Set<String> = [
        "screen", "screens", "viewport", "window", "page", "display", "device", "app", "browser", "interface", "ui", "canvas",
        "phone", "desktop", "document", "body", "content", "area", "application", "view", "viewport's", "screen's",
    ]

    /// Other words for an edge ("upper-right corner", "lower left").
    private static let edgeSynonyms: [String: String] = ["upper": "top", "lower": "bottom"]

    /// Parts placed inside the component ("with a dismiss button at the top right"): their place is not its.
    private static let partNouns: Set<String> = Lexicon.controlNouns.union([
        "buttons", "icons", "divider", "badge", "avatar", "image", "handle", "indicator", "x",
    ])

    /// Words of a verb that places something, and its auxiliaries ("being displayed", "is shown", "sits").
    private static let placingWords: Set<String> = [
        "being", "is", "are", "be", "displayed", "shown", "placed", "positioned", "located", "rendered", "appears", "appear", "sits",
        "sit",
    ]

    /// Sides that complete an edge ("top right", "bottom leading"). Built once: recognisers run for every statement.
    private static let corners: Set<String> = [
        "left", "right", "center", "centre", "middle", "start", "end", "leading", "trailing",
    ]

    static let recognize: RuleRecognizer = { text in
        guard !text.isProhibition else { return [] }
        if let stated = statedDefault(in: text) { return [stated] }
        var rule = PlacementRule()
        var alignments: Set<PlacementRule.Alignment> = []
        var edges: Set<PlacementRule.Edge> = []
        for index in text.words.indices {
            // Only `top`, `bottom`, `upper` and `lower` (or their hyphenated forms, either way round: "bottom-left",
            // "left-bottom") name an edge: other words are passed by their first byte, without splitting them.
            guard let initial = text.words[index].text.utf8.first, [0x74, 0x62, 0x75, 0x6c, 0x72, 0x63].contains(initial) else {
                continue
            }
            var parts = text.words[index].text.split(separator: "-").map(String.init)
            if parts.count == 2, sides.contains(parts[0]), PlacementRule.Edge(rawValue: edgeSynonyms[parts[1]] ?? parts[1]) != nil {
                parts.swapAt(0, 1)
            }
            guard let edge = PlacementRule.Edge(rawValue: edgeSynonyms[parts[0]] ?? parts[0]) else { continue }
            var next = parts.count > 1 ? parts[1] : text.word(at: index + 1)
            guard isScreenEdge(text, index, next: next, hyphenated: parts.count > 1) else { continue }
            // "at top and center": the side joined to the edge.
            if next == "and", ["left", "right", "center", "centre"].contains(text.word(at: index + 2)) { next = text.word(at: index + 2) }
            edges.insert(edge)
            if rule.edge == nil { rule.edge = edge }
            switch next {
            case "left", "start", "leading": alignments.insert(.leading)
            case "right", "end", "trailing": alignments.insert(.trailing)
            case "center", "centre", "middle": alignments.insert(.center)
            default: break
            }
        }
        for length in text.lengths {
            switch role(of: length, in: text) {
            case .offset: rule.offset = rule.offset ?? length.value
            case .margin: rule.margin = rule.margin ?? length.value
            case .maxWidth: rule.maxWidth = rule.maxWidth ?? length.value
            case nil: break
            }
        }
        // A list of possible places ("`top-right`, `top-left` or `bottom-right`") states none of them.
        if edges.count > 1 {
            rule.edge = nil
            alignments = []
        }
        alignments.formUnion(statedAlignments(text))
        if alignments.count == 1 { rule.alignment = alignments.first }
        guard !rule.isEmpty else { return [] }
        return [rule]
    }

    /// Whether `top`/`bottom` at `index` names where on screen the component sits.
    private static func isScreenEdge(_ text: RuleText, _ index: Int, next: String, hyphenated: Bool) -> Bool {
        let bars = PlacementRecognizer.bars
        if !hyphenated && bars.contains(next) { return false }
        if stackingOrder.contains(next) { return false }
        // "at the bottom of the stack", "newest first at the top of the list".
        let within = PlacementRecognizer.within
        // "the top of the notes already shown": a place among other components (a plural), not on screen.
        let owner = text.word(at: index + 3)
        let amongOthers =
            within.contains(owner) || (owner.hasSuffix("s") && !owner.hasSuffix("ss") && !["canvas", "status"].contains(owner))
        let ofScreen = (index + 2...index + 5).contains { screens.contains(text.word(at: $0)) }
        if text.word(at: index + 1) == "of", amongOthers, !ofScreen { return false }
        // "at the top of the form", "the bottom of the card": a place in the page's content, which its author chooses.
        let content = PlacementRecognizer.content
        if text.word(at: index + 1) == "of", content.contains(owner) || content.contains(text.word(at: index + 2)) { return false }
        // "with a dismiss button at the top right": the edge of a part named just before it.
        if let clause = text.clause(of: index) {
            var position = index - 1
            while position >= clause.words.lowerBound,
                ["in", "at", "on", "the", "its", "a", "to", "of", "toward", "towards"].contains(text.word(at: position))
            {
                position -= 1
            }
            if position >= clause.words.lowerBound, position < index - 1, partNouns.contains(text.word(at: position)) { return false }
            // "resulting in a close icon being displayed on top right corner": a part is the subject of the verb that
            // places, so the place is the part's. Not a part in a phrase that qualifies the subject ("Toasts with a
            // close button are shown at the top").
            var subject = index - 1
            while subject >= clause.words.lowerBound, text.word(at: subject) != "with",
                placingWords.contains(text.word(at: subject)) || ["in", "at", "on", "the", "to", "of"].contains(text.word(at: subject))
            {
                subject -= 1
            }
            // "with a close icon being displayed …" keeps the part as the participle's subject.
            let participle = (subject + 1..<index).contains { text.word(at: $0) == "being" }
            let qualifies =
                !participle
                && (max(clause.words.lowerBound, subject - 3)..<max(clause.words.lowerBound, subject)).contains {
                    text.word(at: $0) == "with"
                }
            let placedByVerb = (subject + 1..<index).contains { placingWords.contains(text.word(at: $0)) }
            if subject >= clause.words.lowerBound, placedByVerb, partNouns.contains(text.word(at: subject)), !qualifies { return false }
        }
        // "the top of the affected area", "the bottom of the related section": a region that belongs to something else
        // the sentence speaks of, not the screen, whatever its noun.
        if text.word(at: index + 1) == "of", (index + 2...index + 3).contains(where: { relational.contains(text.word(at: $0)) }) {
            return false
        }
        // "the bottom of the view", "the top of the list": an edge of something that is not the screen.
        if text.word(at: index + 1) == "of", !(index + 2...index + 5).contains(where: { screens.contains(text.word(at: $0)) }) {
            return false
        }
        // Stack order ("append new toasts to the bottom", "the newest at the top") is not where on screen.
        let ordering = text.containsPrefix(["append", "prepend", "insert", "newest", "oldest", "recent", "order"])
        if ordering && !text.containsAny(["screen", "viewport", "window", "page", "display"]) { return false }
        // "at the top", "anchored to the bottom edge", "from the bottom center"; not "on top of it".
        let before = text.words(before: index, count: 3)
        let placed =
            (before.contains { ["at", "to", "from", "near", "close", "on", "along", "toward", "towards", "into", "in"].contains($0) }
                && before.suffix(2).contains("the")) || next == "aligned"
            // "is displayed at top": a verb of placing and "at" need no article.
            || (before.last == "at" && placementVerbs.contains(text.word(at: index - 2)))
        let denied = text.words(before: index, count: 6).contains { Lexicon.negators.contains($0) || $0.hasSuffix("n't") }
        // "appear top-right", "positioned bottom center", "in the top right corner": a corner names a place on its own.
        let corners = PlacementRecognizer.corners
        // A corner in a code span (`top-right`) is a value's name, not a place.
        let spelledInCode = text.gap(before: index).contains("`")
        let corner =
            corners.contains(next) && !spelledInCode
            && (hyphenated || text.word(at: index + 2) == "corner" || placementVerbs.contains(before.last ?? ""))
        return (placed || corner) && !denied
    }

    /// "The toast's placement. Defaults to bottom", "Horizontal alignment on wide screens (default left)": a
    /// placement setting's stated default.
    private static func statedDefault(in text: RuleText) -> PlacementRule? {
        // Most statements state no default: the distinct words are asked first.
        guard text.containsAny(["default", "defaults", "defaulting"]) else { return nil }
        // "Where to place the toasts. Default `top-right`": a description asking where names the setting too.
        let asksWhere = text.contains("where") && text.containsAny(["place", "placed", "positioned", "displayed", "shown"])
        guard text.containsAny(settingWords) || asksWhere else { return nil }
        let setting = asksWhere || StatedDefault.firstSentence(text).contains { settingWords.contains($0.text) }
        var found = setting ? StatedDefault.valueIndex(in: text) : nil
        // "On a new page the placement is set to `bottom-left` by default".
        if found == nil, text.containsPhrase("by default"), let index = StatedDefault.setValueIndex(in: text),
            text.words(before: index, count: 4).contains(where: settingWords.contains)
        {
            found = index
        }
        guard var index = found else { return nil }
        // "`Position.TopRight`": a member path's last member names the place.
        while text.gap(before: index + 1) == "." { index += 1 }
        var rule = PlacementRule()
        let parts = placeParts(text.text(of: index..<index + 1))
        rule.edge = PlacementRule.Edge(rawValue: edgeSynonyms[parts[0]] ?? parts[0])
        let side = parts.count > 1 ? parts[1] : rule.edge == nil ? parts[0] : text.word(at: index + 1)
        switch side {
        case "left", "start", "leading": rule.alignment = .leading
        case "right", "end", "trailing": rule.alignment = .trailing
        case "center", "centre", "middle": rule.alignment = .center
        default: break
        }
        return rule.isEmpty ? nil : rule
    }

    /// A place value's words, lowercased: "top-right", "TopRight" and "topRight" all read ["top", "right"] (split at
    /// hyphens, underscores and lower-to-upper case changes).
    static func placeParts(_ value: String) -> [String] {
        let member = value.split(separator: ".").last.map(String.init) ?? value
        var parts: [String] = []
        var current = ""
        var previousLower = false
        for character in member {
            if character == "-" || character == "_" || (character.isUppercase && previousLower) {
                if !current.isEmpty { parts.append(current.lowercased()) }
                current = character.isLetter ? String(character) : ""
            } else {
                current.append(character)
            }
            previousLower = character.isLowercase
        }
        if !current.isEmpty { parts.append(current.lowercased()) }
        return parts.isEmpty ? [""] : parts
    }

    /// Words naming a side along an edge, which may come first in a hyphenated corner ("left-bottom").
    private static let sides: Set<String> = ["left", "right", "center", "centre"]

    /// Words naming a placement setting.
    private static let settingWords: Set<String> = ["placement", "position", "alignment", "edge", "gravity"]

    /// Verbs that put the component somewhere ("appears top-right").
    private static let placementVerbs: Set<String> = [
        "appear", "appears", "shown", "show", "shows", "positioned", "placed", "displayed", "pinned", "anchored", "docked", "sits",
        "located", "opens",
    ]

    private enum Role {
        case offset, margin, maxWidth
    }

    /// What a length measures: the distance from the edge or bars, the side margin, or the widest it gets.
    private static func role(of length: RuleText.Measure, in text: RuleText) -> Role? {
        var after = length.unitIndex + 1
        while Lexicon.lengthUnits[text.word(at: after)] != nil || text.number(at: after) != nil { after += 1 }
        let next = text.word(at: after)
        let previous = text.words(before: length.index, count: 5)
        let widthWord = previous.last {
            ["maxwidth", "max-width", "maximum", "max", "most", "minwidth", "min-width", "minimum", "min", "margin", "least"].contains($0)
        }
        if ["above", "below", "from", "away"].contains(next) { return .offset }
        if ["gap", "space", "spacing", "distance"].contains(next),
            text.word(at: after + 1) == "between" || text.word(at: after + 1) == "from",
            text.words[min(after + 1, text.words.count)...].prefix(6).contains(where: {
                ["bar", "bars", "edge", "navigation"].contains($0.text)
            })
        {
            return .offset
        }
        if next == "margin" || next == "margins" || widthWord == "margin" || text.containsPhrase("each side")
            || text.containsPhrase("both sides")
            || text.words[length.index...].prefix(6).contains(where: { $0.text == "margin" || $0.text == "margins" })
        {
            return .margin
        }
        if ["minwidth", "min-width", "minimum", "min", "least"].contains(widthWord ?? "") { return nil }
        // "maintaining a 24dp space", "a 16px padding at most": the length names another measure than the width.
        if ["space", "spacing", "gap", "gaps", "padding", "height", "tall", "radius", "distance", "inset", "insets"].contains(next) {
            return nil
        }
        if next == "wide" || widthWord != nil { return .maxWidth }
        return nil
    }

    /// Whether the alignment word at `index` is denied: a negator before it with only prepositions, articles or a
    /// copula between ("not in the center", "is never centred", "not left-aligned").
    private static func deniesAlignment(before index: Int, in text: RuleText) -> Bool {
        var position = index - 1
        while position >= 0, ["in", "at", "on", "to", "the", "a", "be", "is", "are", "horizontally"].contains(text.word(at: position)) {
            position -= 1
        }
        let word = text.word(at: position)
        return position >= 0 && (Lexicon.negators.contains(word) || word.hasSuffix("n't"))
    }

    /// The words `statedAlignments` reads an alignment from (each case of its switch, and the edges "leading" and
    /// "trailing").
    private static let alignmentWords: Set<String> = [
        "centered", "centred", "center-aligned", "centre-aligned", "centered-aligned", "center", "centre", "middle", "left-aligned",
        "leading-aligned", "start-aligned", "right-aligned", "trailing-aligned", "end-aligned", "leading", "left", "trailing",
        "right",
    ]

    /// "centred horizontally", "center aligned", "left-aligned", "aligned to the leading edge".
    private static func statedAlignments(_ text: RuleText) -> Set<PlacementRule.Alignment> {
        var found: Set<PlacementRule.Alignment> = []
        for index in text.words.indices {
            let word = text.words[index].text
            // Only these words state an alignment: the others are passed before the checks of what comes before them.
            guard alignmentWords.contains(word) else { continue }
            let next = text.word(at: index + 1)
            // "instead of centered", "rather than left-aligned" name what it is not.
            if text.word(at: index - 1) == "of" && text.word(at: index - 2) == "instead" || text.word(at: index - 1) == "than" { continue }
            // "not in the center of the page", "never centred": an alignment denied.
            if deniesAlignment(before: index, in: text) { continue }
            if ["leading", "trailing"].contains(word), next == "edge", ["on", "at", "to", "along"].contains(text.word(at: index - 2)) {
                found.insert(word == "leading" ? .leading : .trailing)
            }
            switch word {
            case "centered", "centred", "center-aligned", "centre-aligned", "centered-aligned": found.insert(.center)
            case "center", "centre", "middle":
                // "in the center of the viewport": the middle of the screen, so centred along it.
                let ofScreen = next == "of" && (index + 2...index + 3).contains { screens.contains(text.word(at: $0)) }
                if (word != "middle" && (next == "aligned" || next == "horizontally"))
                    || (ofScreen && text.word(at: index - 1) == "the" && ["in", "at"].contains(text.word(at: index - 2)))
                {
                    found.insert(.center)
                }
            case "left-aligned", "leading-aligned", "start-aligned": found.insert(.leading)
            case "right-aligned", "trailing-aligned", "end-aligned": found.insert(.trailing)
            case "leading", "left":
                if next == "aligned" || (text.word(at: index - 2) == "aligned" && text.word(at: index - 1) == "the") {
                    found.insert(.leading)
                }
            case "trailing", "right":
                if next == "aligned" || (text.word(at: index - 2) == "aligned" && text.word(at: index - 1) == "the") {
                    found.insert(.trailing)
                }
            default: break
            }
        }
        return found
    }
}
