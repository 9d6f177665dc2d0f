import Foundation
import SpecMarkdown
import SpecModel

/// What prose says about parameters when a document shows its API as usage: option lists
/// ("`style`: `.default`, `.onDark` or `.onImage`") and default sentences ("`style` defaults to `.default`",
/// "the default size is `.regular`", "`isOn` is `false` by default").
struct ProseOptions {
    /// A parameter whose values prose lists, with where.
    struct Options {
        var parameter: String
        var cases: [String]
        var line: Int
        var column: Int
    }

    /// A sentence that states a default: the parameters it may be about (code spans, the word after "default") and the value.
    struct DefaultSentence {
        var candidates: [String]
        var value: String
        var line: Int
        var column: Int
    }

    /// A property prose tells the reader to set ("set the `alignment` property", "enable `statefulAPIEnabled`").
    struct Property {
        var name: String
        /// The value written with it (`discrete = YES`), if any.
        var value: String?
        var line: Int
        var column: Int
    }

    private(set) var options: [Options] = []
    private(set) var properties: [Property] = []
    private(set) var defaults: [DefaultSentence] = []

    init(_ blocks: [Block]) {
        read(blocks)
    }

    private mutating func read(_ blocks: [Block]) {
        for block in blocks {
            switch block {
            case .paragraph(let paragraph): read(paragraph.content, at: paragraph.range.start)
            case .list(let list): for item in list.items { read(item.blocks) }
            case .blockQuote(let quote): read(quote.blocks)
            case .html(let html):
                // `<li>… setting the value of `trackHeight`.</li>`: code spans in HTML are backticks in its text.
                let parts = HTMLText.text(of: html.html).components(separatedBy: "`")
                let content = parts.enumerated().map { index, part in index % 2 == 1 ? Inline.code(part) : Inline.text(part) }
                read(content, at: html.range.start)
            default: break
            }
        }
    }

    private mutating func read(_ content: [Inline], at start: SourcePosition) {
        let pieces = Self.pieces(content)
        if case .code(let name)? = pieces.first, Self.isParameterName(name) {
            let cases = pieces.dropFirst().compactMap { piece -> String? in
                if case .code(let code) = piece { return code } else { return nil }
            }
            let dotted = cases.filter(Self.isDotCase)
            if dotted.count >= 2, dotted.count == cases.count {
                var seen: Set<String> = []
                options.append(
                    Options(
                        parameter: name,
                        cases: dotted.map { String($0.dropFirst()) }.filter { seen.insert($0).inserted },
                        line: start.line,
                        column: start.column
                    )
                )
            }
        }
        let sentences = Self.sentences(pieces)
        for sentence in sentences where sentence.contains(where: Self.tellsToSet) {
            for (index, piece) in sentence.enumerated() {
                guard case .code(let code) = piece, !Self.namesAction(sentence, at: index), !Self.isValueSet(sentence, at: index)
                else { continue }
                let parts = code.components(separatedBy: "=").map { $0.trimmingWhitespaces() }
                guard let name = parts.first, Self.isParameterName(name), !Self.valueWords.contains(name), parts.count <= 2,
                    !properties.contains(where: { $0.name == name })
                else { continue }
                let value = parts.count == 2 && !parts[1].isEmpty ? parts[1] : nil
                properties.append(Property(name: name, value: value, line: start.line, column: start.column))
            }
        }
        for sentence in sentences {
            guard let defaultIndex = sentence.firstIndex(where: { $0.words.contains { $0.hasPrefix("default") } }) else { continue }
            let codes = sentence.enumerated().compactMap { index, piece -> (Int, String)? in
                if case .code(let code) = piece { return (index, code) } else { return nil }
            }
            let after = codes.first { $0.0 > defaultIndex }
            let byDefault =
                sentence[defaultIndex].words.firstIndex { $0.hasPrefix("default") }.map {
                    $0 > 0 && sentence[defaultIndex].words[$0 - 1] == "by"
                } ?? false
            guard let value = after ?? (byDefault ? codes.last { $0.0 < defaultIndex } : nil) else { continue }
            var candidates = codes.filter { $0.0 != value.0 && Self.isParameterName($0.1) }.map(\.1)
            // "the default size is `.regular`": the word after "default" names the parameter.
            let words = sentence[defaultIndex].words
            if let index = words.firstIndex(where: { $0 == "default" }), index + 1 < words.count {
                candidates.append(words[index + 1])
            }
            defaults.append(DefaultSentence(candidates: candidates, value: value.1, line: start.line, column: start.column))
        }
    }

    private enum Piece {
        case code(String)
        case text(String)

        var words: [String] {
            guard case .text(let text) = self else { return [] }
            return ASCIIWords.words(of: text) ?? text.lowercased().split { !$0.isLetter }.map(String.init)
        }
    }

    private static func pieces(_ content: [Inline]) -> [Piece] {
        var pieces: [Piece] = []
        for node in content {
            switch node {
            case .code(let code):
                // `- rippleColor`: an Objective-C member as API references list it.
                var code = code.trimmingWhitespaces()
                if code.hasPrefix("- ") || code.hasPrefix("+ ") { code = String(code.dropFirst(2)) }
                pieces.append(.code(code))
            case .text(let text): pieces.append(.text(text))
            case .emphasis(let children), .strong(let children), .strikethrough(let children), .link(_, let children):
                pieces += Self.pieces(children)
            case .softBreak, .lineBreak: pieces.append(.text(" "))
            case .image, .html: break
            }
        }
        return pieces
    }

    /// Pieces split where a text piece ends a sentence (". " or a final ".").
    private static func sentences(_ pieces: [Piece]) -> [[Piece]] {
        var sentences: [[Piece]] = [[]]
        for piece in pieces {
            guard case .text(let text) = piece else {
                sentences[sentences.count - 1].append(piece)
                continue
            }
            let parts = ASCIIWords.components(of: text, separatedBy: ". ") ?? text.components(separatedBy: ". ")
            for (index, part) in parts.enumerated() {
                if index > 0 { sentences.append([]) }
                sentences[sentences.count - 1].append(.text(part))
            }
        }
        return sentences.filter { !$0.isEmpty }
    }

    /// Words of a sentence that tells the reader to set something.
    private static let settingWords: Set<String> = [
        "property", "properties", "set", "sets", "setting", "enable", "enabled", "enabling", "disable", "configure",
        "configured", "customize", "customise", "flag", "flags", "option", "options", "api", "apis", "control", "controls",
        "adjust", "adjusted", "change", "changed",
    ]

    private static let valueWords: Set<String> = ["true", "false", "nil", "null", "self", "none", "default"]

    /// Words right beside a name that say it is something done, not something set ("call the method `present`",
    /// "the `show` function").
    private static let actionWords: Set<String> = [
        "method", "methods", "function", "functions", "func", "call", "calls", "calling", "invoke", "invoking",
    ]

    /// Whether a piece of a sentence has a setting word, other than the phrasal "set up" ("once your package is set up").
    private static func tellsToSet(_ piece: Piece) -> Bool {
        let words = piece.words
        return words.indices.contains { index in
            settingWords.contains(words[index]) && !(words[index].hasPrefix("set") && index + 1 < words.count && words[index + 1] == "up")
        }
    }

    /// Whether the code at `index` is the value another name is set to: "Set the `trigger` attribute to `click`".
    private static func isValueSet(_ sentence: [Piece], at index: Int) -> Bool {
        guard index >= 2, sentence[index - 1].words.last == "to",
            sentence[..<index].contains(where: { if case .code = $0 { true } else { false } })
        else { return false }
        return true
    }

    /// Whether the words right before or after the code at `index` call it a method or say it is called.
    private static func namesAction(_ sentence: [Piece], at index: Int) -> Bool {
        let before = index > 0 ? sentence[index - 1].words.last : nil
        let after = index + 1 < sentence.count ? sentence[index + 1].words.first : nil
        return [before, after].contains { $0.map(actionWords.contains) ?? false }
    }

    /// `style`, `isSelected`: a lower-camel identifier.
    static func isParameterName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, CharacterSet.lowercaseLetters.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" }
    }

    /// `.onDark`: a case written with its leading dot.
    static func isDotCase(_ text: String) -> Bool {
        text.hasPrefix(".") && text.count > 1 && isParameterName(String(text.dropFirst()))
    }
}
