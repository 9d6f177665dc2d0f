import SpecModel
import Testing

@testable import APIVerification

/// Two readings of one line that reach the same claim (the same symbol, the same kind of claim) give one finding, the
/// one that explains most, however their messages are worded; different claims, places or notes all stay, however
/// alike their messages begin. The messages are our own.
@Suite struct OneFindingPerClaimTests {
    static func warning(_ message: String, line: Int, claim: Claim? = nil) -> Diagnostic {
        var finding = Diagnostic(.warning, message, at: SourceLocation(file: "Knob.md", line: line, column: 1))
        finding.claim = claim
        return finding
    }

    static func note(line: Int) -> Diagnostic {
        Diagnostic(.note, "not compared", at: SourceLocation(file: "Knob.md", line: line, column: 1))
    }

    @Test func twoReadingsOfOneClaimGiveOneFindingWithItsReason() {
        let spin = Claim(.enumerationCase, of: "Turn", "spin")
        let kept = OneFindingPerClaim.kept([
            Self.warning("case 'spin' of enumeration 'Turn' is documented but not in the code", line: 4, claim: spin),
            Self.warning("the page sets 'knob.turn = .spin', a case 'Turn' lacks: the document sets it", line: 4, claim: spin),
        ])
        #expect(kept.map(\.message) == ["the page sets 'knob.turn = .spin', a case 'Turn' lacks: the document sets it"])
    }

    @Test func claimsOnTwoSymbolsStayTwoThoughTheirMessagesBeginAlike() {
        // Both messages read "return type differs: …" up to the colon; they are about two functions.
        let given = [
            Self.warning(
                "return type differs: the link has 'Int', the code has 'Double'",
                line: 7,
                claim: Claim(.returnType, of: "Knob.level()")
            ),
            Self.warning(
                "return type differs: the link has 'String', the code has 'Substring'",
                line: 7,
                claim: Claim(.returnType, of: "Knob.label()")
            ),
        ]
        #expect(OneFindingPerClaim.kept(given) == given)
    }

    @Test func twoKindsOfClaimOnOneParameterStayTwo() {
        let given = [
            Self.warning("parameter 'grip' differs", line: 3, claim: Claim(.label, of: "Knob.init(grip:)", "grip")),
            Self.warning("parameter 'grip' differs", line: 3, claim: Claim(.defaultValue, of: "Knob.init(grip:)", "grip")),
        ]
        #expect(OneFindingPerClaim.kept(given) == given)
    }

    @Test func oneClaimAtTwoPlacesAndEveryNoteStay() {
        let spin = Claim(.enumerationCase, of: "Turn", "spin")
        let given = [
            Self.warning("case 'spin' of enumeration 'Turn' is documented but not in the code", line: 4, claim: spin),
            Self.warning("case 'spin' of enumeration 'Turn' is documented but not in the code", line: 9, claim: spin),
            Self.note(line: 4),
            Self.note(line: 4),
        ]
        #expect(OneFindingPerClaim.kept(given) == given)
    }
}
