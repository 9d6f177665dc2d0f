import Foundation
import Testing

@testable import APIVerification

/// A table's type cell is a claim when it is written as one concrete Swift type; prose words and generic parameters
/// are not compared. The pages are our own, over `PageSubjectTests`' code.
@Suite struct TableTypeCellTests {
    static func page(call: String, rows: [String]) -> String {
        """
        # Lantern

        ```swift
        lantern.\(call)
        ```

        ### Parameters

        | Name | Type | Default |
        | --- | --- | --- |
        \(rows.joined(separator: "\n"))
        """
    }

    @Test func aConcreteTypeCellIsComparedWithTheParameters() throws {
        let result = try PageSubjectTests.run(Self.page(call: "light(glow: .warm)", rows: ["| glow | Glow | - |", "| after | Int | 0 |"]))
        #expect(result.findings.count == 1)
        #expect(
            result.findings.first?.hasPrefix("12: type of parameter 'after' differs: the document has 'Int', the code has 'Double'") == true
        )
        let same = try PageSubjectTests.run(Self.page(call: "light(glow: .warm)", rows: ["| glow | Glow | - |", "| after | Double | 0 |"]))
        #expect(same.findings.isEmpty)
    }

    @Test func proseWordsAndGenericParametersAreNotCompared() throws {
        let words = try PageSubjectTests.run(
            Self.page(call: "light(glow: .warm)", rows: ["| glow | enum | - |", "| after | number | 0 |"])
        )
        #expect(words.findings.isEmpty)
        let generic = try PageSubjectTests.run(Self.page(call: "shine(with: 3)", rows: ["| with | Int | - |", "| times | Int | 1 |"]))
        #expect(generic.findings.isEmpty)
    }

    @Test func cellsReadAsOneConcreteType() {
        #expect(ComponentVerification.isConcreteTypeCell("[Glow]"))
        #expect(ComponentVerification.isConcreteTypeCell("(() -> Void)?"))
        #expect(!ComponentVerification.isConcreteTypeCell("Binding<Int>"))
        #expect(!ComponentVerification.isConcreteTypeCell("T"))
        #expect(!ComponentVerification.isConcreteTypeCell("String or Int"))
        #expect(!ComponentVerification.isConcreteTypeCell("closure"))
    }
}
