import Foundation
import SpecModel

/// The IR as JSON: pretty, keys sorted, slashes unescaped; the public `specgen dump` format.
public enum SpecJSON {
    /// Encodes components as a JSON array followed by a newline.
    public static func encode(_ specs: [ComponentSpec]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(specs)
        data.append(0x0A)
        return data
    }
}
