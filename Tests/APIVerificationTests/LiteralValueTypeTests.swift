import Testing

@testable import APIVerification

/// A literal the document's code assigns (`chime.repeats = 3`) or passes (`Chime(tone: 3)`) is a claim about the
/// type of the property or parameter: one its scalar type cannot take is a type drift; a literal it takes, `nil` for an
/// optional, and any value that is not plainly a literal claim nothing. The code and the pages are our own
/// (`AssignmentSubjectTests`).
@Suite struct LiteralValueTypeTests {
    @Test(arguments: [
        ("chime.repeats = 3", "the integer '3'", "Bool"),
        ("chime.volume = \"loud\"", "the string '\"loud\"'", "Double"),
        ("bell.count = 2.5", "the number '2.5'", "Int"),
        ("tower.height = true", "the Boolean 'true'", "Int"),
    ])
    func aLiteralThePropertysTypeDoesNotTakeIsATypeDrift(assignment: String, literal: String, type: String) throws {
        let code = "let chime = Chime(tone: \"A\")\nlet bell = Bell()\nlet tower = Tower()\n\(assignment)"
        let (findings, _) = try AssignmentSubjectTests.run(AssignmentSubjectTests.page(code))
        #expect(findings.count == 1, "\(findings)")
        let finding = try #require(findings.first)
        #expect(finding.hasPrefix("9: type of parameter"), "\(finding)")
        #expect(finding.contains("sets it to \(literal)") && finding.hasSuffix("has '\(type)'"), "\(finding)")
    }

    @Test(arguments: [
        "chime.volume = 1",
        "chime.volume = 0.75",
        "chime.repeats = false",
        "chime.shade = nil",
        "bell.count = -2",
        "chime.volume = loudness",
        "chime.repeats = YES",
    ])
    func aLiteralItTakesOrAValueThatIsNoLiteralClaimsNothing(assignment: String) throws {
        let code = "let chime = Chime(tone: \"A\")\nlet bell = Bell()\n\(assignment)"
        let (findings, _) = try AssignmentSubjectTests.run(AssignmentSubjectTests.page(code))
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func aCallsLiteralArgumentTheParametersTypeDoesNotTakeIsATypeDrift() throws {
        let (findings, _) = try AssignmentSubjectTests.run(AssignmentSubjectTests.page("let chime = Chime(tone: 3)"))
        #expect(findings.count == 1, "\(findings)")
        let finding = try #require(findings.first)
        #expect(finding.hasPrefix("6: type of parameter 'tone' differs: the call passes the integer '3'"), "\(finding)")
        #expect(finding.hasSuffix("the code has 'String'"), "\(finding)")
    }

    @Test(arguments: ["let chime = Chime(tone: \"A\")", "let chime = Chime(tone: name)", "let chime = Chime(tone: .init())"])
    func aCallsArgumentTheParameterTakesOrNoLiteralClaimsNothing(call: String) throws {
        let (findings, _) = try AssignmentSubjectTests.run(AssignmentSubjectTests.page(call))
        #expect(findings.isEmpty, "\(findings)")
    }
}
