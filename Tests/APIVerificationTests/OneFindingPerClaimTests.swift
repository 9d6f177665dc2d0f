import SpecModel
import Testing

@testable import APIVerification

/// Two readings of one line that reach the same claim give one finding, the one that explains most; different claims,
/// places or notes all stay. The messages are our own.
@Suite struct OneFindingPerClaimTests {
    static func warning(_ message: String, line: Int) -> Diagnostic {
        Diagnostic(.warning, message, at: SourceLocation(file: "Knob.md", line: line, column: 1))
    }

    @Test func aRepeatedClaimAtOneLineIsKeptOnceWithItsReason() {
        let kept = OneFindingPerClaim.kept([
            Self.warning("case 'spin' of enumeration 'Turn' is documented but not in the code", line: 4),
            Self.warning("case 'spin' of enumeration 'Turn' is documented but not in the code: the document sets it", line: 4),
        ])
        #expect(kept.map(\.message) == ["case 'spin' of enumeration 'Turn' is documented but not in the code: the document sets it"])
    }

    @Test func otherClaimsPlacesAndNotesStay() {
        let given = [
            Self.warning("case 'spin' of enumeration 'Turn' is documented but not in the code", line: 4),
            Self.warning("case 'spin' of enumeration 'Turn' is documented but not in the code", line: 9),
            Self.warning("case 'roll' of enumeration 'Turn' is documented but not in the code", line: 4),
            Diagnostic(.note, "not compared", at: SourceLocation(file: "Knob.md", line: 4, column: 1)),
            Diagnostic(.note, "not compared", at: SourceLocation(file: "Knob.md", line: 4, column: 1)),
        ]
        #expect(OneFindingPerClaim.kept(given) == given)
    }
}
