import SpecEmitters
import SpecModel

/// Ties test cases to statements. A generated test's name carries its statement's identity (the hash of the
/// statement's text, and its occurrence: `aSnackbarDismissesItselfAfter7_a9f05a3e()`), whatever the language; where
/// two components state the same sentence, the suite's name (`SnackbarConformanceTests`) says whose it is.
enum TestResultMatching {
    /// The statement identity a test name carries: its hash and occurrence (`_a9f05a3e`, `_a9f05a3e_2`).
    struct Key: Hashable {
        var hash: String
        var occurrence: Int?
    }

    /// The key in a test's name, if it has one: an 8-digit lowercase hex hash after `_` or `-`, then perhaps a number.
    static func key(inTestName name: String) -> Key? {
        var stem = Substring(name)
        // `name()` (Swift Testing, XCTest on Linux), `name(_:)`, or a JUnit display name ending in `()`.
        if let parenthesis = stem.firstIndex(of: "(") { stem = stem[..<parenthesis] }
        let parts = stem.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "_" || $0 == "-" })
        guard parts.count >= 2 else { return nil }
        if let last = parts.last, isHash(last) { return Key(hash: String(last), occurrence: nil) }
        if parts.count >= 3, let number = Int(parts[parts.count - 1]), number > 1, isHash(parts[parts.count - 2]) {
            return Key(hash: String(parts[parts.count - 2]), occurrence: number)
        }
        return nil
    }

    private static func isHash(_ text: Substring) -> Bool {
        text.count == 8 && text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
    }

    /// Lowercase ASCII letters and digits only: names compared across languages' spellings.
    static func folded(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
    }

    /// Whether a test looks like one of specgen's conformance tests (so one that matches nothing is worth a warning).
    static func looksGenerated(_ testCase: TestCaseResult) -> Bool {
        testCase.suite.contains("Conformance") || key(inTestName: testCase.name) != nil
    }

    /// Of `candidates` (component indices), the one whose folded name the suite's folded name contains, the longest
    /// such name winning (`snackbarstack` over `snackbar`); the only candidate when there is one.
    static func owner(of testCase: TestCaseResult, among candidates: [Int], names: [String]) -> Int? {
        if candidates.count == 1 { return candidates[0] }
        let suite = folded(testCase.suite)
        let named = candidates.filter { !names[$0].isEmpty && suite.contains(names[$0]) }
        return named.max { names[$0].count < names[$1].count }
    }
}
