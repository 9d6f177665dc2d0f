import SpecEmitters

/// The names the generated conformance tests give each statement, found in the suites `generate` renders for the
/// component (a test's name ends with the statement id's hash: `aSnackbarDismissesItselfAfter7_a9f05a3e`), so the
/// answer names exactly what a test report shows.
struct GeneratedTestNames: Sendable {
    /// By statement hash, the test's name per language (`swift`: `SnackbarConformanceTests.name`).
    private var names: [String: [String: String]] = [:]

    init(files: [EmittedFile]) {
        for file in files {
            let language: String
            if file.path.hasPrefix("Tests/"), file.path.hasSuffix(".swift") {
                language = "swift"
            } else if file.path.hasSuffix(".kt"), file.path.contains("Suites/") {
                language = "kotlin"
            } else {
                continue
            }
            let suite = String(file.path.split(separator: "/").last?.split(separator: ".").first ?? "")
            for line in file.contents.split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "(" })
                // The test itself is the function the suite declares without `static` (the enum's checks are static).
                guard let keyword = words.firstIndex(where: { $0 == "func" || $0 == "fun" }), !words.contains("static"),
                    keyword + 1 < words.count
                else { continue }
                let name = words[keyword + 1]
                guard let underscore = name.lastIndex(of: "_") else { continue }
                let hash = String(name[name.index(after: underscore)...])
                guard hash.count == 8, hash.allSatisfy(\.isHexDigit), names[hash]?[language] == nil else { continue }
                names[hash, default: [:]][language] = "\(suite).\(name)"
            }
        }
    }

    /// The tests of the statement `id` (`a-snackbar-dismisses-itself-after-7-a9f05a3e`), by language.
    func tests(of id: String?) -> [String: String]? {
        guard let hash = id?.split(separator: "-").last else { return nil }
        return names[String(hash)]
    }
}
