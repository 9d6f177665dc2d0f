import Foundation
import SpecModel

/// The IR as JSON: pretty, keys sorted, slashes unescaped; the public `specgen dump` format.
public enum SpecJSON {
    /// Encodes components as a JSON array followed by a newline.
    public static func encode(_ specs: [ComponentSpec]) throws -> Data {
        // Each component is encoded on the cores there are and set into the array as the encoder indents an element:
        // a pretty document breaks lines only between tokens (a string's line break is escaped), so indenting is
        // adding two spaces after each line break that does not end a blank line. Each piece is indented on its own
        // core too, so only the joining is serial. Should one fail, the whole array is encoded for the encoder's error.
        guard specs.count > 1 else { return try whole(specs) }
        let pieces = ConcurrentWrites.map(specs.count) { index in (try? encoder().encode(specs[index])).map(indented) }
        var data = Data(capacity: pieces.reduce(4) { $0 + ($1?.count ?? 0) + 2 })
        data.append(contentsOf: "[\n".utf8)
        for (index, piece) in pieces.enumerated() {
            guard let piece else { return try whole(specs) }
            data.append(contentsOf: piece)
            data.append(contentsOf: index == pieces.count - 1 ? [0x0A] : [0x2C, 0x0A])
        }
        data.append(contentsOf: [0x5D, 0x0A])
        return data
    }

    /// An element as the array holds it: two spaces before it and after each line break that does not end a blank line
    /// (an empty array or object keeps its blank line blank).
    private static func indented(_ piece: Data) -> [UInt8] {
        piece.withUnsafeBytes { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + bytes.count / 8 + 2)
            result.append(contentsOf: [0x20, 0x20])
            for index in bytes.indices {
                let byte = bytes[index]
                result.append(byte)
                if byte == 0x0A, index + 1 == bytes.count || bytes[index + 1] != 0x0A { result.append(contentsOf: [0x20, 0x20]) }
            }
            return result
        }
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
