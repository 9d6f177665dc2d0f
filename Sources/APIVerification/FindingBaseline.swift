import Foundation
import SpecModel

/// The findings a package accepted when it turned `verify-api` on (`--write-baseline FILE`), so that a later run
/// (`--baseline FILE`) reports only new ones. Entries are keyed by document and the finding's `Claim` (its kind and the
/// symbol it is about), never by line nor by wording: an edit elsewhere in a document moves a finding without making it
/// new, and a reworded message is the same finding.
public struct FindingBaseline: Codable, Sendable, Hashable {
    /// One accepted finding (or several alike in one document: the same parameter missing from several calls).
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        /// The document the finding is in, as the run named it.
        public var document: String
        /// What kind of claim: `default`, `label`, `parameter`, `type`, `case`, `symbol`, `module`, … (`Claim.Kind`).
        public var kind: String
        /// The symbol the claim is about, and the part of it (a parameter, a member, a case) after ` · `.
        public var symbol: String
        /// The finding as it was printed, for the reader of the file.
        public var message: String
        /// How many such findings were accepted.
        public var count: Int

        /// Creates one.
        public init(document: String, kind: String, symbol: String, message: String, count: Int = 1) {
            self.document = document
            self.kind = kind
            self.symbol = symbol
            self.message = message
            self.count = count
        }

        /// The key entries are matched by.
        public var key: String { "\(document)\u{1F}\(kind)\u{1F}\(symbol)" }

        public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.document, lhs.kind, lhs.symbol) < (rhs.document, rhs.kind, rhs.symbol) }
    }

    /// The file format's version: 2 keys entries by claim; 1 (read, never written) keyed them by the names a message
    /// quoted, and its entries are still matched that way.
    public var version = 2
    /// The accepted findings, sorted.
    public var entries: [Entry]

    /// A baseline of `findings` (notes are not findings and are left out).
    public init(findings: [Diagnostic]) {
        var byKey: [String: Entry] = [:]
        for finding in findings where finding.severity != .note {
            var entry = Self.entry(for: finding)
            if let existing = byKey[entry.key] { entry.count += existing.count }
            byKey[entry.key] = entry
        }
        entries = byKey.values.sorted()
    }

    /// The entry a finding is recorded as (count 1): by its claim, or by its message when it carries none.
    public static func entry(for finding: Diagnostic) -> Entry {
        guard let claim = finding.claim else { return messageEntry(for: finding) }
        return Entry(
            document: finding.location.file,
            kind: claim.kind.rawValue,
            symbol: ([claim.subject] + (claim.part.map { [$0] } ?? [])).joined(separator: " · "),
            message: finding.message
        )
    }

    /// The entry as version 1 keyed it: by the kind and the names its message states.
    static func messageEntry(for finding: Diagnostic) -> Entry {
        Entry(
            document: finding.location.file,
            kind: kind(of: finding.message),
            symbol: quoted(in: finding.message),
            message: finding.message
        )
    }

    /// The kind a finding's message states, by its shape (version 1's key).
    static func kind(of message: String) -> String {
        if message.hasPrefix("default of") || message.contains("is required in the document")
            || message.contains("in the document, but the code has none")
        {
            return "default"
        }
        if message.hasPrefix("label of") { return "label" }
        if message.hasPrefix("type of") || message.hasPrefix("return type") { return "type" }
        if message.contains("has no such parameter") || message.contains("is not documented") { return "parameter" }
        if message.hasPrefix("module ") { return "module" }
        if message.contains("enumeration") && message.contains("case") || message.hasPrefix("case ") { return "case" }
        if message.contains("is documented but") { return "symbol" }
        return "difference"
    }

    /// The names a message quotes between single quotes, in order (version 1's key). An apostrophe between letters outside a quote
    /// (the code's) opens none, so the name after it is keyed, not the words between.
    static func quoted(in message: String) -> String {
        var names: [String] = []
        var current: String?
        let characters = Array(message)
        for (index, character) in characters.enumerated() {
            let apostrophe =
                current == nil && index > 0 && index + 1 < characters.count && characters[index - 1].isLetter
                && characters[index + 1].isLetter
            if character == "'", !apostrophe {
                if let open = current {
                    names.append(open)
                    current = nil
                } else {
                    current = ""
                }
            } else if current != nil {
                current?.append(character)
            }
        }
        return names.joined(separator: " · ")
    }

    /// What a run's findings are against the baseline: those it does not account for, how many it did, and its entries
    /// no finding matched any more (drift that was fixed; the file can drop them).
    public func apply(to findings: [Diagnostic]) -> (new: [Diagnostic], accepted: Int, gone: [Entry]) {
        var remaining = Dictionary(entries.map { ($0.key, $0.count) }, uniquingKeysWith: +)
        var new: [Diagnostic] = []
        var accepted = 0
        for finding in findings {
            guard finding.severity != .note else {
                new.append(finding)
                continue
            }
            let key = (version == 1 ? Self.messageEntry(for: finding) : Self.entry(for: finding)).key
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
                accepted += 1
            } else {
                new.append(finding)
            }
        }
        var gone: [Entry] = []
        for entry in entries {
            guard let left = remaining[entry.key], left > 0 else { continue }
            var missing = entry
            missing.count = left
            gone.append(missing)
            remaining[entry.key] = 0
        }
        return (new, accepted, gone)
    }

    /// The file's JSON: sorted keys, one entry a block, so a baseline diffs well under version control.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Why a baseline file cannot be read.
    public struct Problem: Error, Sendable, Hashable {
        /// One sentence.
        public var reason: String
    }

    /// The baseline in `data`, or why it cannot be read.
    public static func decode(_ data: Data) -> Result<FindingBaseline, Problem> {
        do {
            let baseline = try JSONDecoder().decode(FindingBaseline.self, from: data)
            guard baseline.version == 1 || baseline.version == 2 else {
                return .failure(Problem(reason: "baseline version \(baseline.version) is not supported (this specgen reads 1 and 2)"))
            }
            return .success(baseline)
        } catch DecodingError.dataCorrupted(let context) {
            return .failure(Problem(reason: "not a JSON baseline: \(context.debugDescription)"))
        } catch DecodingError.keyNotFound(let key, _) {
            return .failure(Problem(reason: "not a verify-api baseline: '\(key.stringValue)' is missing"))
        } catch {
            return .failure(Problem(reason: "not a verify-api baseline: \(error)"))
        }
    }
}
