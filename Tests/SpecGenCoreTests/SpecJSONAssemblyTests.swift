import Foundation
import SpecModel
import Testing

@testable import SpecGenCore

/// `dump`'s array, assembled from documents encoded one by one, has the bytes of encoding the array at once.
@Suite struct SpecJSONAssemblyTests {
    static func reference(_ specs: [ComponentSpec]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(specs) + Data("\n".utf8)
    }

    @Test(arguments: [0, 1, 2, 70, 150])
    func assembledArrayEqualsOneEncoding(count: Int) throws {
        // Empty lists and a summary with a line break and a slash: the places where indenting could go wrong.
        let specs = (0..<count).map { index in
            ComponentSpec(name: "Pebble \(index)", summary: index % 2 == 0 ? "" : "A pebble\nrolls / stops.", source: "pebble-\(index).md")
        }
        #expect(try SpecJSON.encode(specs) == Self.reference(specs))
    }
}
