import SpecModel

/// Two readings of one line (a listing gathered from the cases a page shows, and the assignment that shows one) may
/// reach the same claim: a person should read it once. Findings at one place with the same `Claim` are one finding, the
/// one whose message says most; what their messages say is not looked at to decide it.
enum OneFindingPerClaim {
    /// `diagnostics` with each repeated claim kept once, in order (a diagnostic without a claim, and every note, is kept).
    static func kept(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var best: [Key: Int] = [:]
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.severity != .note {
            guard let claim = diagnostic.claim else { continue }
            let key = Key(file: diagnostic.location.file, line: diagnostic.location.line, claim: claim)
            if let earlier = best[key], diagnostics[earlier].message.count >= diagnostic.message.count { continue }
            best[key] = index
        }
        let kept = Set(best.values)
        return diagnostics.enumerated().filter { offset, diagnostic in
            diagnostic.severity == .note || diagnostic.claim == nil || kept.contains(offset)
        }.map(\.element)
    }

    /// A claim at one line of one document.
    private struct Key: Hashable {
        let file: String
        let line: Int
        let claim: Claim
    }
}
