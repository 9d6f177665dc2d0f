import Foundation

/// JSON as the server writes it: sorted keys, so equal answers are equal bytes.
enum JSONText {
    /// `value` as pretty, key-sorted JSON text.
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
