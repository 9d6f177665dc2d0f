/// What one component contributes to a kind's shared files (built from every component, like the samples file):
/// rows of text its emitter derives from the component's plan and reads back when it renders those files. Keeping
/// it apart from the plan lets a run that reuses a component from the run cache rebuild the shared files without
/// planning that component again.
///
/// It is kept as one string (`2;5:abcde3:xyz…`: each row's field count, then each field's UTF-8 length and bytes),
/// which the cache stores and compares as it is and which is split into rows only when the files are rendered.
public struct SharedPart: Codable, Sendable, Hashable {
    /// The rows in their encoded form.
    public let text: String

    /// A part of the given rows, each a list of text fields whose meaning only the emitter knows.
    public init(rows: [[String]]) {
        var text = ""
        for row in rows {
            text += "\(row.count);"
            for field in row { text += "\(field.utf8.count):\(field)" }
        }
        self.text = text
    }

    /// The rows; as many as can be read when the text is not wholly in the encoded form (never from a part made here).
    public var rows: [[String]] { Self.rows(of: Array(text.utf8)) }

    /// Encodes the part as its encoded text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// Decodes a part from its encoded text.
    public init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
    }

    /// The rows of `bytes` in the encoded form, up to where they stop being in that form.
    private static func rows(of bytes: [UInt8]) -> [[String]] {
        var rows: [[String]] = []
        var position = 0
        // A decimal number ending at `terminator`.
        func number(until terminator: UInt8) -> Int? {
            var value = 0
            var digits = 0
            while position < bytes.count, bytes[position] != terminator {
                let digit = Int(bytes[position]) - 48
                guard (0...9).contains(digit), digits < 12 else { return nil }
                value = value * 10 + digit
                digits += 1
                position += 1
            }
            guard position < bytes.count, digits > 0 else { return nil }
            position += 1
            return value
        }
        while position < bytes.count {
            // Every field takes at least two bytes, so a larger count is damage.
            guard let count = number(until: UInt8(ascii: ";")), count <= bytes.count - position else { return rows }
            var row: [String] = []
            row.reserveCapacity(count)
            for _ in 0..<count {
                guard let length = number(until: UInt8(ascii: ":")), length <= bytes.count - position else { return rows }
                row.append(String(decoding: bytes[position..<(position + length)], as: UTF8.self))
                position += length
            }
            rows.append(row)
        }
        return rows
    }
}
