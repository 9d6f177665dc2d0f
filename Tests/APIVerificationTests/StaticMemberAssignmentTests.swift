import Foundation
import SpecParser
import Testing

@testable import APIVerification

/// A property set through a type's static member (`Lantern.shared.flame = 2`) is a claim about the member's declared
/// type. Our own pages, over `PageSubjectTests`' code.
@Suite struct StaticMemberAssignmentTests {
    static func page(_ code: String) -> String {
        """
        # Lantern

        ```swift
        \(code)
        ```
        """
    }

    @Test func assignmentsThroughAStaticMemberAreRead() {
        let found = StaticMemberAssignments.assignments(
            in: """
                Lantern.shared.flame = 2
                Lamps.Lantern.shared?.glow = .dim // trailing words
                // Lantern.shared.hook = true
                Self.shared.flame = 1
                lantern.shared.flame = 3
                if Lantern.shared.flame == 2 {}
                """
        ).map { "\($0.line) \($0.variable).\($0.property) = \($0.value ?? "?")" }
        #expect(found == ["0 Lantern.shared.flame = 2", "1 Lamps.Lantern.shared.glow = .dim"])
    }

    @Test func thePropertyMustBeOneOfTheMembersType() throws {
        let clean = try PageSubjectTests.run(Self.page("Lantern.shared.flame = 2\nLantern.shared.glow = .dim"))
        #expect(clean.findings.isEmpty)
        #expect(clean.notes.isEmpty)
        let wrong = try PageSubjectTests.run(Self.page("Lantern.shared.flames = 2\nLantern.shared.glow = .blazing"))
        #expect(wrong.findings.count == 2)
        #expect(wrong.findings.first?.hasPrefix("4: 'Lantern.flames' is documented but 'Lantern' has no public property") == true)
        #expect(wrong.findings.last?.hasPrefix("5: case 'blazing' of enumeration 'Glow'") == true)
    }

    @Test func anotherLibrarysTypeClaimsNothingAndAMemberTheTypeLacksIsAFinding() throws {
        // `Lantern` has no supertype that could declare `current`: the path names a member the code lacks.
        let result = try PageSubjectTests.run(Self.page("Window.shared.flame = 2\nLantern.current.flame = 2"))
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.hasPrefix("5: 'Lantern.current' is documented but 'Lantern' has no public static member") == true)
        #expect(result.notes.isEmpty)
    }

    @Test func aPlatformTypesStaticPropertyIsNoClaimAboutTheLibrary() throws {
        // The page turns off the platform's animations before showing the lantern: not the library's API.
        let result = try PageSubjectTests.run(
            Self.page("UIView.areAnimationsEnabled = false\nNSAnimationContext.current.duration = 0\nLantern.shared.flame = 2")
        )
        #expect(result.findings.isEmpty)
        // A note, if any, is placed on the platform's line.
        #expect(result.notes.allSatisfy { $0.hasPrefix("4:") || $0.hasPrefix("5:") })
        // The same shape on the library's own type, with a property it lacks, is a finding.
        let own = try PageSubjectTests.run(Self.page("Lantern.areFlamesEnabled = false"))
        #expect(own.findings.count == 1)
    }
}
