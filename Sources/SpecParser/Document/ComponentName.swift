import Foundation
import SpecMarkdown

/// Decides a component's name from what a document offers, best source first, and never fails:
/// front matter `component:` (the component a document belongs to, said outright), front matter `title:`, a metadata comment's `title:`, a Markdown or HTML level-1 heading (text
/// only), a heading that opens the document, else the file name (the caller warns).
struct ComponentName {
    /// Where the name was found.
    enum Origin: Equatable {
        /// Front matter `component:`, which names the component the document is part of; no file name refines it.
        case declared
        case frontMatter
        case heading
        case fileName
        /// The file name, refining a title it starts with (`# Snackbar` in `snackbar-stack.md`).
        case fileNameRefiningTitle(String)
    }

    var name: String
    var origin: Origin
    /// The breadcrumb or path before the name in the title (`Library` in "Library / Button"), when there was one.
    var prefix: String?

    init(document: MarkdownDocument, title: Heading?, file: String) {
        if let component = document.frontMatter.flatMap({ Self.usable($0.fields["component"]) }) {
            self.init(name: component, origin: .declared)
            return
        }
        if let title = document.frontMatter.flatMap({ Self.usable($0.title ?? $0.fields["name"]) }) {
            self.init(name: title, origin: .frontMatter)
        } else if let title = Self.commentMetadataTitle(document.blocks) {
            self.init(name: title, origin: .frontMatter)
        } else if let title = title.flatMap({ Self.usableHeading($0.content.textOnly) }) {
            self.init(name: title, origin: .heading)
        } else if let title = Self.htmlHeadingTitle(document.blocks) ?? Self.openingHeadingTitle(document.blocks) {
            self.init(name: title, origin: .heading)
        } else {
            self.init(name: Self.fileNameTitle(file), origin: .fileName)
        }
        if origin != .fileName, let (prefix, last) = Self.breadcrumb(name) {
            // "Library / Button", "Lib-SwiftUI/Calendar": a site's path to the page; the last part names the component.
            self.name = last
            self.prefix = prefix
        }
        if origin == .heading, let package = Self.packagePath(name) {
            // Dokka's "Package com.example.components.toggles" names a package several components share: the file
            // names the component, or, when the file is a generic README, the package's last segment does.
            let fileTitle = Self.fileNameTitle(file)
            let named =
                fileTitle == "Component" || fileTitle.lowercased() == "package" || Self.genericFileWords.contains(fileTitle.lowercased())
                ? package.prefix(1).uppercased() + package.dropFirst() : fileTitle
            self.init(name: named, origin: .fileNameRefiningTitle(name))
            return
        }
        if origin != .fileName, let refined = Self.refinement(of: name, byFile: file) {
            self.init(name: refined, origin: .fileNameRefiningTitle(name))
        }
    }

    /// The file's name when it is the title with a word or two more: a family's pages often share one
    /// title (a stack's README titled "Snackbar") while their file names, unique in their folder, say
    /// which member each is (`snackbar-stack.md`).
    private static func refinement(of title: String, byFile file: String) -> String? {
        let fileTitle = fileNameTitle(file)
        let titleWords = SectionVocabulary.words(of: title).map(singular)
        let fileWords = SectionVocabulary.words(of: fileTitle).map(singular)
        guard !titleWords.isEmpty, fileWords.count > titleWords.count, fileWords.count <= titleWords.count + 2,
            Array(fileWords.prefix(titleWords.count)) == titleWords
        else { return nil }
        // `banner-copy.md`, `toast-usage.md`, `chip-v2.md`: words about the file, not a different component.
        let extra = fileWords.dropFirst(titleWords.count)
        guard extra.allSatisfy({ $0.allSatisfy(\.isLetter) && !genericFileWords.contains($0) && !fileStateWords.contains($0) })
        else { return nil }
        return fileTitle
    }

    /// The component's own words in a name taken from a file beside a package title: a leading word the package path
    /// holds (a `Kit-Icon.md` under "Package com.example.kit.components.icons") names the library, not the component.
    static func ownWords(of name: String, packageTitle title: String?) -> String {
        guard let title, packagePath(title) != nil else { return name }
        let segments = Set(title.dropFirst("Package ".count).split(separator: ".").map { $0.lowercased() })
        var words = name.split(separator: " ")
        while words.count > 1, let first = words.first, segments.contains(first.lowercased()) { words.removeFirst() }
        return words.joined(separator: " ")
    }

    /// The last segment of a title "Package a.b.c" (a package path, lower-case and dotted), else nil.
    private static func packagePath(_ title: String) -> String? {
        let words = title.split(separator: " ")
        guard words.count == 2, words[0] == "Package", words[1].contains("."),
            words[1].allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "." || $0 == "_" }),
            let last = words[1].split(separator: ".").last
        else { return nil }
        return String(last)
    }

    static let fileStateWords: Set<String> = [
        "copy", "old", "new", "draft", "backup", "legacy", "deprecated", "final", "wip", "temp", "tmp", "spec", "specs",
        "guideline", "guide", "readme", "doc", "usage", "page", "notes", "example", "sample", "test", "orig",
    ]

    private static func singular(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }

    private init(name: String, origin: Origin) {
        self.name = name
        self.origin = origin
    }

    /// "Library / Button" → ("Library", "Button"); "Docs > Components > Chip" → ("Docs > Components", "Chip").
    static func breadcrumb(_ title: String) -> (prefix: String, last: String)? {
        for separator in [" > ", " › ", " » ", "/"] where title.contains(separator) {
            let parts = title.components(separatedBy: separator).map(\.trimmed)
            guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }), let last = parts.last, last.contains(where: \.isLetter),
                // "Input/Output", "On/Off": a pair of words, not a path.
                separator != "/" || title.contains(" / ") || parts.dropLast().contains(where: { $0.contains { !$0.isLetter } })
            else { continue }
            return (parts.dropLast().joined(separator: separator == "/" ? "/" : separator), last)
        }
        return nil
    }

    /// A title worth using: some letters, not a sentence, not a section word ("Overview").
    static func usable(_ text: String?) -> String? {
        guard let text = text.map(withoutSectionNumber)?.split(whereSeparator: \.isWhitespace).joined(separator: " "),
            !text.isEmpty,
            text.count <= 60, text.contains(where: \.isLetter), !SectionVocabulary.isSectionTitle(text)
        else { return nil }
        return text
    }

    /// A level-1 Markdown heading is the author's title: any length, unless it is one section word ("Overview",
    /// "API"), which names a section of a page whose title lives elsewhere.
    static func usableHeading(_ text: String?) -> String? {
        guard let text = text.map(withoutSectionNumber)?.split(whereSeparator: \.isWhitespace).joined(separator: " "),
            !text.isEmpty,
            text.contains(where: \.isLetter)
        else { return nil }
        let isOneSectionWord = !text.contains(" ") && SectionVocabulary.isSectionTitle(text)
        return isOneSectionWord ? nil : text
    }

    /// `1. Button`, `2.3 Toast`, `4) Banner` → the name without its section number, which numbers the page in a
    /// larger document and is no part of the component's name.
    static func withoutSectionNumber(_ text: String) -> String {
        let trimmed = text.drop { $0.isWhitespace }
        var rest = trimmed[...]
        var sawDigit = false
        while let first = rest.first, first.isASCII, first.isNumber || (sawDigit && first == ".") {
            sawDigit = sawDigit || first.isNumber
            rest = rest.dropFirst()
        }
        if sawDigit, rest.first == ")" { rest = rest.dropFirst() }
        guard sawDigit, rest.first?.isWhitespace == true, let letter = rest.first(where: { !$0.isWhitespace }), letter.isLetter
        else { return text }
        return String(rest.drop { $0.isWhitespace })
    }

    /// `<!--docs: title: "Snackbar" … -->`: documentation sites keep page metadata in a leading comment.
    private static func commentMetadataTitle(_ blocks: [Block]) -> String? {
        for case .html(let html) in blocks.prefix(2) where html.html.hasPrefix("<!--") {
            for line in html.html.split(separator: "\n") {
                let trimmed = String(line).trimmed
                for key in ["title:", "name:"] where trimmed.lowercased().hasPrefix(key) {
                    let value = String(trimmed.dropFirst(key.count)).trimming { $0.properties.isWhitespace || $0 == "\"" || $0 == "'" }
                    if let title = usable(value) { return title }
                }
            }
        }
        return nil
    }

    /// `<h1 align="center"><img …><br>Name</h1>` → `Name`.
    private static func htmlHeadingTitle(_ blocks: [Block]) -> String? {
        for case .html(let html) in blocks {
            let lowered = html.html.lowercased()
            guard let open = lowered.range(of: "<h1") else { continue }
            let rest = html.html[open.upperBound...]
            guard let tagEnd = rest.firstIndex(of: ">") else { continue }
            let inner = rest[rest.index(after: tagEnd)...]
            let body = inner.range(of: "</h1>", options: .caseInsensitive).map { inner[..<$0.lowerBound] } ?? inner
            if let title = usable(HTMLText.text(of: String(body))) { return title }
        }
        return nil
    }

    /// A heading of any level that is the document's first block and names something (`## Notification`).
    private static func openingHeadingTitle(_ blocks: [Block]) -> String? {
        guard case .heading(let heading)? = blocks.first(where: { if case .html = $0 { false } else { true } }) else {
            return nil
        }
        return usable(heading.content.textOnly)
    }

    /// `snackbar-stack.md` → `Snackbar Stack`; generic file names (`README`, `index.en-US`) give way to
    /// the folder-like part before them (`owner__repo__message__index.en-US.md` → `Message`).
    static func fileNameTitle(_ file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        let parts = base.components(separatedBy: "__").flatMap { $0.split(separator: ".").map(String.init) }
        let meaningful = parts.dropLast().filter { !genericFileWords.contains($0.lowercased()) && !isLocale($0) }
        let chosen = meaningful.last ?? parts.first ?? "Component"
        let words = chosen.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        let title = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        return title.contains(where: \.isLetter) ? title : "Component"
    }

    static let genericFileWords: Set<String> = [
        "readme", "index", "usage", "api", "docs", "doc", "demo-entry", "demos", "overview", "style", "code", "guidelines",
        "accessibility", "src", "components", "component", "packages", "pages", "content", "en", "enus", "md", "mdx",
    ]

    private static func isLocale(_ part: String) -> Bool {
        let pieces = part.split(separator: "-")
        return pieces.count == 2 && pieces.allSatisfy { $0.count == 2 && $0.allSatisfy(\.isLetter) }
    }
}

/// Reads the text a person sees in a fragment of HTML: tags dropped, common entities decoded.
enum HTMLText {
    static func text(of html: String) -> String {
        var output = ""
        var inTag = false
        for character in html {
            if character == "<" {
                inTag = true
                output += " "
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                output.append(character)
            }
        }
        // Every entity opens with `&`: text without one has none to replace (most HTML blocks).
        for (entity, value) in [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " ")]
        where output.utf8.contains(0x26) {
            output = output.replacingOccurrences(of: entity, with: value)
        }
        return output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension Array where Element == Inline {
    /// The words a title shows, without images (badges, logos), HTML or link-wrapped images.
    var textOnly: String {
        var output = ""
        for node in self {
            switch node {
            case .text(let text): output += text
            case .code(let code): output += code
            case .emphasis(let children), .strong(let children), .strikethrough(let children), .link(_, let children):
                output += children.textOnly
            case .image, .html: output += " "
            case .softBreak, .lineBreak: output += " "
            }
        }
        return output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
