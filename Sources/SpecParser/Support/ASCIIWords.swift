/// Splitting ASCII text by its bytes. `lowercased().split { !$0.isLetter … }` asks Unicode for every character's
/// properties, and Foundation's searches fold characters, which costs more than the rest of reading a paragraph; for
/// ASCII text (nearly all prose) the answer is known from the byte: letters are `A`–`Z` and `a`–`z`, numbers `0`–`9`,
/// and every character is one byte (`\r\n` is one character, but neither byte is a letter or a number). Each function
/// returns nil for other text, and its caller falls back to the Unicode reading, so both give the same result.
enum ASCIIWords {
    /// The maximal runs of letters (with digits and `'` when asked) of `text`, lowercased; nil when `text` is not ASCII.
    static func words(of text: String, digits: Bool = false, apostrophes: Bool = false) -> [String]? {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let isWordByte =
                (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a) || (digits && byte >= 0x30 && byte <= 0x39)
                || (apostrophes && byte == 0x27)
            if isWordByte {
                current.append(byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte)
            } else if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }
}

extension ASCIIWords {
    /// The maximal runs of ASCII letters, digits and `_` in `text`, as written; nil when `text` is not ASCII. The same as
    /// splitting on characters that are neither letters, numbers nor `_`, for ASCII text.
    static func identifiers(in text: String) -> [Substring]? {
        var runs: [Substring] = []
        var start: String.Index?
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte < 0x80 else { return nil }
            let isWordByte =
                (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5f
            if isWordByte {
                if start == nil { start = index }
            } else if let open = start {
                runs.append(text[open..<index])
                start = nil
            }
            index = bytes.index(after: index)
        }
        if let open = start { runs.append(text[open..<bytes.endIndex]) }
        return runs
    }
}

extension ASCIIWords {
    /// `text.components(separatedBy: separator)` for ASCII text and an ASCII separator, by bytes (Foundation's search
    /// compares characters through Unicode folding, which ASCII text never needs); nil for other text.
    static func components(of text: String, separatedBy separator: String) -> [String]? {
        let bytes = Array(text.utf8)
        let mark = Array(separator.utf8)
        guard !mark.isEmpty, bytes.allSatisfy({ $0 < 0x80 }), mark.allSatisfy({ $0 < 0x80 }) else { return nil }
        var parts: [String] = []
        var start = 0
        var index = 0
        while index + mark.count <= bytes.count {
            if bytes[index..<index + mark.count].elementsEqual(mark) {
                parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += mark.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        return parts
    }
}

extension ASCIIWords {
    /// False only when `text` certainly does not contain `needle`: an ASCII needle whose bytes do not occur in `text`
    /// (a character equal to an ASCII character is that byte). A search, a `contains` or a `replacing` that would find
    /// nothing is skipped on it.
    /// With `ignoringCase`, ASCII letters match in either case (for a needle of letters without a non-ASCII case
    /// variant, such as `default`, that is what a case-insensitive search finds).
    static func mayContain(_ text: String, _ needle: String, ignoringCase: Bool = false) -> Bool {
        let fold = { (byte: UInt8) in ignoringCase && (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        let wanted = needle.utf8.map(fold)
        guard let first = wanted.first, wanted.allSatisfy({ $0 < 0x80 }) else { return true }
        let bytes = Array(text.utf8)
        guard bytes.count >= wanted.count else { return false }
        for start in 0...(bytes.count - wanted.count) where fold(bytes[start]) == first {
            if bytes[start..<start + wanted.count].lazy.map(fold).elementsEqual(wanted) { return true }
        }
        return false
    }
}

extension ASCIIWords {
    /// Whether ASCII `text` contains the ASCII `needle`, by bytes (what Foundation's `contains` finds for such text);
    /// nil when either is not ASCII, where the caller asks Foundation.
    static func contains(_ text: String, _ needle: String) -> Bool? {
        var text = text
        var needle = needle
        return text.withUTF8 { bytes in
            needle.withUTF8 { wanted -> Bool? in
                guard let first = wanted.first, !bytes.contains(where: { $0 >= 0x80 }), !wanted.contains(where: { $0 >= 0x80 })
                else { return nil }
                guard bytes.count >= wanted.count else { return false }
                for start in 0...(bytes.count - wanted.count) where bytes[start] == first {
                    if bytes[start..<start + wanted.count].elementsEqual(wanted) { return true }
                }
                return false
            }
        }
    }
}
