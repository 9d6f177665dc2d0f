import Foundation
import SpecModel

/// The IR as JSON: pretty, keys sorted, slashes unescaped; the public `specgen dump` format.
public enum SpecJSON {
    /// Encodes components as a JSON array followed by a newline.
    public static func encode(_ specs: [ComponentSpec]) throws -> Data {
        // Each component is encoded on the cores there are and set into the array as the encoder indents an element:
        // a pretty document breaks lines only between tokens (a string's line break is escaped), so indenting is
        // adding two spaces after each line break that does not end a blank line. Should one fail, the whole array is encoded for the encoder's error.
        guard specs.count > 1 else { return try whole(specs) }
        let pieces = ConcurrentWrites.map(specs.count) { index in try? encoder().encode(specs[index]) }
        var data = Data("[\n".utf8)
        for (index, piece) in pieces.enumerated() {
            guard let piece else { return try whole(specs) }
            data.append(contentsOf: [0x20, 0x20])
            var start = piece.startIndex
            while let lineBreak = piece[start...].firstIndex(of: 0x0A) {
                data.append(piece[start...lineBreak])
                // An empty array or object keeps its blank line blank.
                if lineBreak + 1 == piece.endIndex || piece[lineBreak + 1] != 0x0A { data.append(contentsOf: [0x20, 0x20]) }
                start = lineBreak + 1
            }
            data.append(piece[start...])
            data.append(contentsOf: index == pieces.count - 1 ? [0x0A] : [0x2C, 0x0A])
        }
        data.append(contentsOf: [0x5D, 0x0A])
        return data
    }

    /// The array encoded in one piece.
    private static func whole(_ specs: [ComponentSpec]) throws -> Data {
        var data = try encoder().encode(specs)
        data.append(0x0A)
        return data
    }

    /// The encoder of the format.
    private static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
