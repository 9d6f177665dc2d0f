/// Walks code tracking bracket depth: `()`, `[]`, `{}`, generic `<>` and string literals.
///
/// A `<` opens a generic argument list only when it directly follows an identifier or `.`
/// (`Binding<Bool>`), so comparisons in default values (`a < b`) do not confuse it, and `->` is never a closer.
struct BracketScanner {
    /// A bracket that has no partner.
    struct Mismatch: Error, Equatable {
        /// Offset of the bracket that is unbalanced.
        var offset: Int
        /// The bracket as written.
        var bracket: Character

        var message: String {
            switch bracket {
            case "<", ">": "unbalanced generic angle brackets: '\(bracket)' has no partner"
            default: "unbalanced brackets: '\(bracket)' has no partner"
            }
        }
    }

    let code: CodeText

    /// The one walk every other method uses. `visit(offset, depthBefore, depthAfter)` is called for
    /// every offset outside string literals (a literal's opening quote is visited); returning false stops the
    /// walk without a balance check. Throws the first unbalanced bracket.
    private func walk(_ range: Range<Int>, _ visit: (Int, Int, Int) -> Bool) throws(Mismatch) {
        let bytes = code.bytes
        var openers: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            let before = openers.count
            var next = index + 1
            switch byte {
            case UInt8(ascii: "\""):
                next = StringLiteral.end(in: bytes, from: index)
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                openers.append(index)
            case UInt8(ascii: "<") where index > 0 && (bytes[index - 1].isIdentifierBody || bytes[index - 1] == UInt8(ascii: ".")):
                openers.append(index)
            case UInt8(ascii: ">") where index > 0 && bytes[index - 1] == UInt8(ascii: "-"):
                break
            case UInt8(ascii: ">") where openers.last.map({ bytes[$0] == UInt8(ascii: "<") }) == true:
                openers.removeLast()
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard let last = openers.last else { throw mismatch(at: index) }
                guard bytes[last] == Self.opener(for: byte) else { throw mismatch(at: last) }
                openers.removeLast()
            default:
                break
            }
            if !visit(index, before, openers.count) { return }
            index = next
        }
        if let last = openers.last { throw mismatch(at: last) }
    }

    /// Calls `visit` with every offset in `range` at depth zero; stops early when `visit` returns false.
    func forEachTopLevelOffset(in range: Range<Int>, _ visit: (Int) -> Bool) throws(Mismatch) {
        try walk(range) { offset, before, _ in before == 0 ? visit(offset) : true }
    }

    /// The offset of the bracket that closes the one at `open`.
    func closingOffset(of open: Int) throws(Mismatch) -> Int {
        var found: Int?
        try walk(open..<code.bytes.count) { offset, before, after in
            if before > 0 && after == 0 {
                found = offset
                return false
            }
            return true
        }
        guard let found else { throw mismatch(at: open) }
        return found
    }

    /// Splits `range` at top-level occurrences of `separator`.
    func split(_ range: Range<Int>, at separator: UInt8) throws(Mismatch) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        try forEachTopLevelOffset(in: range) { offset in
            if code.bytes[offset] == separator {
                pieces.append(start..<offset)
                start = offset + 1
            }
            return true
        }
        pieces.append(start..<range.upperBound)
        return pieces
    }

    /// The first top-level offset in `range` where `matches` holds.
    func firstTopLevel(in range: Range<Int>, where matches: (Int) -> Bool) throws(Mismatch) -> Int? {
        var found: Int?
        try forEachTopLevelOffset(in: range) { offset in
            if matches(offset) {
                found = offset
                return false
            }
            return true
        }
        return found
    }

    private func mismatch(at offset: Int) -> Mismatch {
        Mismatch(offset: offset, bracket: Character(UnicodeScalar(code.bytes[offset])))
    }

    private static func opener(for closer: UInt8) -> UInt8 {
        switch closer {
        case UInt8(ascii: ")"): UInt8(ascii: "(")
        case UInt8(ascii: "]"): UInt8(ascii: "[")
        default: UInt8(ascii: "{")
        }
    }
}
