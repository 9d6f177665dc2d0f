import SpecModel

/// What a diagnostic is about, with a short id that stays the same across versions: the rules of SARIF output,
/// the `kind` of the JSON format, and how the HTML report sorts what it marks.
///
/// Diagnostics carry no code of their own, so the kind is read from the file they point at and the message's shape.
/// The ids are stable. There is no catch-all: a finding about a document that matches no other kind is about text
/// specgen could not read as written (`structure`), and `DiagnosticKindTests` checks every message the tests see.
public struct DiagnosticKind: Sendable, Hashable, Comparable {
    /// The short stable id (`SG101`).
    public var id: String
    /// A camelCase name (`inference`).
    public var name: String
    /// One line saying what diagnostics of this kind are about.
    public var summary: String

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }

    /// Something the reader inferred (a type, a heading, a name) rather than read as written.
    public static let inference = Self(
        id: "SG101",
        name: "inference",
        summary: "specgen inferred something the document does not state explicitly"
    )
    /// Text the reader left out on purpose.
    public static let ignored = Self(id: "SG102", name: "ignored", summary: "text specgen read but left out")
    /// Two places (of one document, or of two documents) that say different things.
    public static let disagreement = Self(
        id: "SG103",
        name: "disagreement",
        summary: "two places in the documentation say different things"
    )
    /// Something stated twice.
    public static let duplicate = Self(id: "SG104", name: "duplicate", summary: "something is declared or given twice")
    /// A type, value or default that cannot be read or does not fit.
    public static let value = Self(
        id: "SG105",
        name: "value",
        summary: "a type, value or default that cannot be read or does not fit its type"
    )
    /// A declaration, table, section or sentence the reader could not read as written.
    public static let structure = Self(
        id: "SG106",
        name: "structure",
        summary: "a declaration, table, section or sentence specgen cannot read as written"
    )
    /// A spec file that cannot be read at all.
    public static let unreadableSpec = Self(
        id: "SG201",
        name: "unreadableSpec",
        summary: "a spec file that cannot be read (missing, binary, empty, too large)"
    )
    /// Two specs generating the same file or type.
    public static let conflict = Self(id: "SG202", name: "conflict", summary: "two specs generate the same file or type")
    /// A problem in `specgen.yml`.
    public static let configuration = Self(id: "SG301", name: "configuration", summary: "a problem in specgen.yml")
    /// A problem in a template.
    public static let template = Self(id: "SG302", name: "template", summary: "a problem in a template")
    /// A problem with the output folder, its files or the manifest.
    public static let output = Self(
        id: "SG401",
        name: "output",
        summary: "a generated file, the output folder or the manifest cannot be written or read"
    )
    /// A generated file that is not what the specs produce: stale, missing, or no longer produced (`check`).
    public static let stale = Self(
        id: "SG402",
        name: "stale",
        summary: "a generated file is stale, missing or no longer produced: run specgen generate"
    )
    /// A test results file that cannot be read, or names tests of no statement (`report --test-results`).
    public static let testResults = Self(
        id: "SG501",
        name: "testResults",
        summary: "a test results file that cannot be read, or whose tests name no documented statement"
    )
    /// The component's code differs from what its documents say (`verify-api`).
    public static let api = Self(id: "SG601", name: "api", summary: "the component's public API differs from its documents")

    /// Every kind, sorted by id: SARIF's rules, in this order.
    public static let all: [Self] = [
        inference, ignored, disagreement, duplicate, value, structure, unreadableSpec, conflict, configuration, template, output,
        stale, testResults, api,
    ]

    /// The kind of `diagnostic`, from its file, severity and message.
    public static func of(_ diagnostic: Diagnostic) -> Self {
        let message = diagnostic.message.lowercased()
        func has(_ words: String...) -> Bool { words.contains { message.contains($0) } }
        let file = diagnostic.location.file
        if file.hasSuffix(".yml") || file.hasSuffix(".yaml") || has("configuration") { return configuration }
        if file.hasSuffix(".mustache") || has("template") { return template }
        if message.hasPrefix("stale:") { return stale }
        if file.hasSuffix(".xml") || has("test results", "these results") { return testResults }
        // verify-api: the document against the code's symbol graphs.
        if has("the code", "symbol graph", "symbol-graph", "is documented but", "is not documented", "is not verified") { return api }
        // Notes of assembly: what a marker or `ignore:` left unread, and where an authoritative document won.
        if message.hasPrefix("not read") { return ignored }
        if has("the authoritative", "documents disagree") { return disagreement }
        // The reader's other notes all say what it inferred; `--strict` turns them into errors that say so.
        if diagnostic.severity == .note || message.hasPrefix("read ") || has("inferred", "after its file", "--strict: write it out") {
            return inference
        }
        if has(
            "disagree",
            "contradict",
            ", but the guideline",
            " but none in",
            " but the parameter table",
            " but to ",
            " in the declaration but ",
            " is declared but ",
            " table but not in ",
            "different parameters",
            "different values"
        ) {
            return disagreement
        }
        if has("manifest", "generated file", "output folder", "refusing to", "in the way", "cannot write", "cannot remove") {
            return output
        }
        if has("both generate", "both declare", "the swift type") { return conflict }
        if has("twice", "duplicate", "already") { return duplicate }
        if has("ignored", "not read as", "left out", "is skipped", "not read") { return ignored }
        if has(
            "cannot read the spec",
            "binary",
            "not a regular file",
            "specs are limited",
            "spec is empty",
            "markdown file",
            "specs directory",
            "specs folder",
            "no such file",
            "not valid utf-8"
        ) {
            return unreadableSpec
        }
        if has("does not fit", "expected ", "type", "default", "value", "number") { return value }
        // What remains is something in a document the reader could not read as written (a declaration, a table, a
        // sentence); a message of a new shape lands here too, never in a catch-all.
        return structure
    }
}
