import Foundation
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// A line naming an option in a code span and its values after a dash, separated by commas (bare or in one code span):
/// the cases of the enumeration the option's name names, else of the one a member of that name takes or holds. A value
/// it lacks is a finding; prose after the dash claims nothing. The code and the pages are our own.
@Suite struct OptionValueListTests {
    static let code = """
        public enum Perch { case branch, wire, roof, fence }
        public enum Glide { case swoop, hover, dive }
        public final class BirdSettings {
            public init() {}
            public func perch(_ perch: Perch) -> BirdSettings { self }
            public func landing(_ landing: Glide?) -> BirdSettings { self }
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Aviary", sources: ["Aviary.swift": code])

    static func findings(_ page: String) throws -> [String] {
        let result = try DocShapeTests.verify(page, named: "Bird.md", against: try #require(Self.graphs), module: "Aviary")
        return result.diagnostics.findings.map { "\($0.location.line): \($0.message)" }
    }

    @Test func valuesOfAnOptionNamedLikeItsEnumeration() throws {
        #expect(try Self.findings("# Bird\n\n`perch` - branch, wire, roof, fence\n").isEmpty)
        let found = try Self.findings("# Bird\n\n`perch` - branch, wire, chimney, fence\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("3: case 'chimney' of enumeration 'Perch' is documented but not in the code") == true)
    }

    @Test func valuesInOneSpanOfAnOptionWhoseMethodTakesTheEnumeration() throws {
        #expect(try Self.findings("# Bird\n\n- `landing` - `swoop, hover, dive`: how it comes down.\n").isEmpty)
        let found = try Self.findings("# Bird\n\n- `landing` - `swoop, flutter, dive`: how it comes down.\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("3: case 'flutter' of enumeration 'Glide' is documented but not in the code") == true)
    }

    @Test func proseAfterTheDashClaimsNothing() throws {
        #expect(try Self.findings("# Bird\n\n`perch` - where it rests, such as a wire or a roof\n").isEmpty)
        #expect(try Self.findings("# Bird\n\n`perch` - branch, wire\n").isEmpty)
    }
}
