import Foundation

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// `trimmingWhitespaces()`; a text whose ends are ASCII and not blank, as most are, is returned
    /// without Foundation's character-set search.
    public func trimmingWhitespaces() -> String {
        if let first = utf8.first, let last = utf8.last, Self.isKept(first, blanks: [0x20, 0x09]), Self.isKept(last, blanks: [0x20, 0x09]) {
            return String(self)
        }
        return trimmingCharacters(in: .whitespaces)
    }

    /// `trimmingWhitespacesAndNewlines()`, with the same shortcut.
    public func trimmingWhitespacesAndNewlines() -> String {
        let blanks: [UInt8] = [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D]
        if let first = utf8.first, let last = utf8.last, Self.isKept(first, blanks: blanks), Self.isKept(last, blanks: blanks) {
            return String(self)
        }
        return trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether an end byte is a whole ASCII character outside `blanks` (the sets' only ASCII members).
    private static func isKept(_ byte: UInt8, blanks: [UInt8]) -> Bool {
        byte < 0x80 && !blanks.contains(byte)
    }
}
