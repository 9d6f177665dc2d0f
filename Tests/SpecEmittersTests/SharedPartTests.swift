import Foundation
import SpecEmitters
import Testing

/// A component's share of the samples file survives the run cache: its rows come back field for field, whatever
/// characters a field holds.
@Suite struct SharedPartTests {
    static let rows = [
        ["\"MeterConfiguration.schema.json\"", "\"every field\"", "Meter", "level: 3", "label: \"sample\""],
        [],
        ["", "12:3;", "naïve: \"café ☕️\"", "line\nbreak"],
    ]

    @Test func rowsComeBackFromThePartAndFromItsJSON() throws {
        let part = SharedPart(rows: Self.rows)
        #expect(part.rows == Self.rows)
        let decoded = try JSONDecoder().decode(SharedPart.self, from: JSONEncoder().encode(part))
        #expect(decoded == part && decoded.rows == Self.rows)
        #expect(SharedPart(rows: [["a"], ["b"]]) != SharedPart(rows: [["a", "b"]]), "rows do not run together")
    }

    @Test func aDamagedTextGivesTheRowsBeforeTheDamageAndNeverTraps() throws {
        let bytes = Array(SharedPart(rows: Self.rows).text.utf8)
        for cut in [1, 5, bytes.count / 2, bytes.count - 1] {
            let damaged = String(decoding: bytes.prefix(cut), as: UTF8.self)
            let part = try JSONDecoder().decode(SharedPart.self, from: JSONEncoder().encode(damaged))
            #expect(part.rows.count < Self.rows.count, "cut at \(cut)")
        }
        let huge = try JSONDecoder().decode(SharedPart.self, from: Data("\"999999999999;1:a\"".utf8))
        #expect(huge.rows.isEmpty)
    }
}
