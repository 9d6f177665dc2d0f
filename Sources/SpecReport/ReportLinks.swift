import SpecModel

/// Where each document is shown: its page and its number there, so any place in any document can be linked.
struct ReportLinks: Sendable {
    /// The page file name of each component, in the components' order.
    let pages: [String]
    private var places: [String: (page: String, document: Int, displayName: String)] = [:]

    init(components: [ReportComponent]) {
        var used: Set<String> = ["index"]
        var pages: [String] = []
        for component in components {
            let base = Self.slug(component.name)
            var name = base
            var number = 2
            while used.contains(name) {
                name = "\(base)-\(number)"
                number += 1
            }
            used.insert(name)
            pages.append(name + ".html")
        }
        self.pages = pages
        for (component, page) in zip(components, pages) {
            for (index, document) in component.documents.enumerated() where places[document.path] == nil {
                places[document.path] = (page, index, document.displayName)
            }
        }
    }

    /// A lowercase file-name stem of ASCII letters, digits and hyphens.
    static func slug(_ name: String) -> String {
        var slug = ""
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "component" : String(slug.prefix(60))
    }

    /// The anchor of a line in the document at `path` (`d0-L12`), when the report shows that document.
    func anchor(file path: String, line: Int) -> String? {
        guard let place = places[path] else { return nil }
        return line >= 1 ? "d\(place.document)-L\(line)" : "d\(place.document)"
    }

    /// A link to a line of any shown document, relative to `page`; nil when the report does not show the document.
    func href(file path: String, line: Int, from page: String) -> String? {
        guard let place = places[path], let anchor = anchor(file: path, line: line) else { return nil }
        return (place.page == page ? "" : place.page) + "#" + anchor
    }

    /// The name the report shows for the document at `path`, or the path itself.
    func displayName(of path: String) -> String { places[path]?.displayName ?? path }

    /// A place as its document's file name and line (`snackbar.md:12`), linked to that line relative to `page` when the
    /// report shows the document.
    func link(to place: SourceLocation, from page: String) -> String {
        let document = displayName(of: place.file).split(separator: "/").last.map(String.init) ?? place.file
        let label = HTMLText.escape(document) + ":\(place.line)"
        guard let href = href(file: place.file, line: place.line, from: page) else { return label }
        return "<a href=\"\(HTMLText.escape(href))\">\(label)</a>"
    }
}
