import SpecModel
import Testing

@testable import APIVerification

/// Two readings of one line that reach the same claim (the same symbol, the same kind of claim) give one finding, the
/// one that explains most, however their messages are worded; different claims, places or notes all stay, however
/// alike their messages begin. The messages are our own.
@Suite struct OneFindingPerClaimTests {
    static func warning(_ message: String, line: Int) -> Diagnostic {
        Diagnostic(.warning, message, at: SourceLocation(file: "Knob.md", line: line, column: 1))
    }

    static func note(line: Int) -> Diagnostic {
        Diagnostic(.note, "not compared", at: SourceLocation(file: "Knob.md", line: line, column: 1))
    }

    @Test func twoReadingsOfOneClaimGiveOneFindingWithItsReason() {
        let spin = Claim(.enumerationCase, of: "Turn", "spin")
        let kept = OneFindingPerClaim.kept(
            [
                Self.warning("case 'spin' of enumeration 'Turn' is documented but not in the code", line: 4),
                Self.warning("the page sets 'knob.turn = .spin', a case 'Turn' lacks: the document sets it", line: 4),
            ],
            claims: [0: spin, 1: spin]
        )
        #expect(kept.map(\.message) == ["the page sets 'knob.turn = .spin', a case 'Turn' lacks: the document sets it"])
    }

    @Test func claimsOnTwoSymbolsStayTwoThoughTheirMessagesBeginAlike() {
        // Both messages read "return type differs: …" up to the colon; they are about two functions.
        let given = [
            Self.warning("return type differs: the link has 'Int', the code has 'Double'", line: 7),
            Self.warning("return type differs: the link has 'String', the code has 'Substring'", line: 7),
        ]
        let kept = OneFindingPerClaim.kept(
            given,
            claims: [0: Claim(.returnType, of: "Knob.level()"), 1: Claim(.returnType, of: "Knob.label()")]
        )
        #expect(kept == given)
    }

    @Test func twoKindsOfClaimOnOneParameterStayTwo() {
        let given = [
            Self.warning("parameter 'grip' differs", line: 3),
            Self.warning("parameter 'grip' differs", line: 3),
        ]
        let claims = [0: Claim(.label, of: "Knob.init(grip:)", "grip"), 1: Claim(.defaultValue, of: "Knob.init(grip:)", "grip")]
        #expect(OneFindingPerClaim.kept(given, claims: claims) == given)
    }

    @Test func oneClaimAtTwoPlacesAndEveryNoteStay() {
        let spin = Claim(.enumerationCase, of: "Turn", "spin")
        let given = [
            Self.warning("case 'spin' of enumeration 'Turn' is documented but not in the code", line: 4),
            Self.warning("case 'spin' of enumeration 'Turn' is documented but not in the code", line: 9),
            Self.note(line: 4),
            Self.note(line: 4),
        ]
        #expect(OneFindingPerClaim.kept(given, claims: [0: spin, 1: spin]) == given)
    }
}
