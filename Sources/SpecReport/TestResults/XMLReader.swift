import Foundation

/// One element of an XML document: its name, attributes, child elements and the text directly inside it.
struct XMLElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [XMLElement]
    var text: String
    /// 1-based line of its start tag.
    var line: Int

    /// This element and every element below it, in document order.
    func all(named name: String) -> [XMLElement] {
        var found: [XMLElement] = []
        var stack: [XMLElement] = [self]
        while let element = stack.popLast() {
            if element.name == name { found.append(element) }
            stack.append(contentsOf: element.children.reversed())
        }
        return found
    }
}

/// A small, strict-enough XML reader for test-result files (JUnit/xUnit): elements, attributes, character data,
/// CDATA, comments, processing instructions and a DOCTYPE, with the five named entities and character references.
/// It never traps; malformed input is a `Failure` with the line and column where reading stopped. (Foundation's
/// `XMLParser` needs libxml2, which a statically linked specgen does not carry.)
enum XMLReader {
    /// Why a document could not be read, and where.
    struct Failure: Error, Sendable {
        var message: String
        var line: Int
        var column: Int
    }

    /// Deeper nesting than any results file has is refused rather than followed.
    static let maximumDepth = 256

    /// The document's root element.
    static func read(_ data: Data) -> Result<XMLElement, Failure> {
        var reader = Cursor(bytes: Array(data))
        do {
            return .success(try reader.document())
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", line: 1, column: 1))
        }
    }

    private struct Cursor {
        let bytes: [UInt8]
        var position = 0
        /// Offsets of the line feeds read so far (for line numbers of elements and failures).
        var lineStarts: [Int] = [0]

        init(bytes: [UInt8]) {
            self.bytes = bytes
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
            // A UTF-8 byte order mark is not content.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        }

        func place(_ offset: Int) -> (line: Int, column: Int) {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return (low + 1, offset - lineStarts[low] + 1)
        }

        func failure(_ message: String, at offset: Int? = nil) -> Failure {
            let (line, column) = place(min(offset ?? position, bytes.count))
            return Failure(message: message, line: line, column: column)
        }

        func starts(with text: String) -> Bool {
            let utf8 = Array(text.utf8)
            return position + utf8.count <= bytes.count && Array(bytes[position..<position + utf8.count]) == utf8
        }

        /// Moves past `terminator`, returning what came before it.
        mutating func take(until terminator: String, what: String) throws -> [UInt8] {
            let end = Array(terminator.utf8)
            let start = position
            while position + end.count <= bytes.count {
                if bytes[position] == end[0], Array(bytes[position..<position + end.count]) == end {
                    let taken = Array(bytes[start..<position])
                    position += end.count
                    return taken
                }
                position += 1
            }
            throw failure("\(what) is not closed (no '\(terminator)')", at: start)
        }

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        static func isNameByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || [UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":")]
                    .contains(byte)
        }

        mutating func name() throws -> String {
            let start = position
            while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
            guard position > start else { throw failure("a name was expected here") }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// Skips what may stand outside the root element: space, comments, processing instructions, a DOCTYPE.
        mutating func skipMisc() throws {
            while true {
                skipSpace()
                if starts(with: "<?") {
                    _ = try take(until: "?>", what: "a processing instruction")
                } else if starts(with: "<!--") {
                    _ = try take(until: "-->", what: "a comment")
                } else if starts(with: "<!DOCTYPE") || starts(with: "<!doctype") {
                    try skipDoctype()
                } else {
                    return
                }
            }
        }

        mutating func skipDoctype() throws {
            let start = position
            var brackets = 0
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "["): brackets += 1
                case UInt8(ascii: "]"): brackets -= 1
                case UInt8(ascii: ">") where brackets <= 0:
                    position += 1
                    return
                default: break
                }
                position += 1
            }
            throw failure("the DOCTYPE is not closed", at: start)
        }

        mutating func document() throws -> XMLElement {
            try skipMisc()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "<") else {
                throw failure(position < bytes.count ? "an XML element was expected here" : "the file holds no XML element")
            }
            let root = try element()
            try skipMisc()
            guard position >= bytes.count else { throw failure("content after the root element") }
            return root
        }

        /// An element starting at `<`, read without recursion (deep documents cannot exhaust the stack).
        mutating func element() throws -> XMLElement {
            var open: [XMLElement] = []
            while true {
                if position >= bytes.count {
                    throw failure("the element <\(open.last?.name ?? "?")> is not closed")
                }
                if starts(with: "</") {
                    let start = position
                    position += 2
                    let closing = try name()
                    skipSpace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { throw failure("'>' expected") }
                    position += 1
                    guard let finished = open.popLast(), finished.name == closing else {
                        throw failure("</\(closing)> closes no open element of that name", at: start)
                    }
                    if open.isEmpty { return finished }
                    open[open.count - 1].children.append(finished)
                } else if starts(with: "<!--") {
                    _ = try take(until: "-->", what: "a comment")
                } else if starts(with: "<![CDATA[") {
                    position += 9
                    let text = try take(until: "]]>", what: "a CDATA section")
                    guard !open.isEmpty else { throw failure("text outside the root element") }
                    open[open.count - 1].text += String(decoding: text, as: UTF8.self)
                } else if starts(with: "<?") {
                    _ = try take(until: "?>", what: "a processing instruction")
                } else if bytes[position] == UInt8(ascii: "<") {
                    let start = position
                    position += 1
                    let elementName = try name()
                    let attributes = try attributeList()
                    let element = XMLElement(name: elementName, attributes: attributes, children: [], text: "", line: place(start).line)
                    if starts(with: "/>") {
                        position += 2
                        if open.isEmpty { return element }
                        open[open.count - 1].children.append(element)
                    } else {
                        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { throw failure("'>' expected") }
                        position += 1
                        guard open.count < XMLReader.maximumDepth else { throw failure("elements nest too deeply", at: start) }
                        open.append(element)
                    }
                } else {
                    let start = position
                    while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
                    guard !open.isEmpty else { throw failure("text outside the root element", at: start) }
                    open[open.count - 1].text += Self.decode(bytes[start..<position], normalisingSpace: false)
                }
            }
        }

        mutating func attributeList() throws -> [String: String] {
            var attributes: [String: String] = [:]
            while true {
                skipSpace()
                guard position < bytes.count else { throw failure("the tag is not closed") }
                if bytes[position] == UInt8(ascii: ">") || starts(with: "/>") { return attributes }
                let key = try name()
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { throw failure("'=' expected after \(key)") }
                position += 1
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                    throw failure("a quoted value expected for \(key)")
                }
                let quote = bytes[position]
                position += 1
                let start = position
                while position < bytes.count, bytes[position] != quote { position += 1 }
                guard position < bytes.count else { throw failure("the value of \(key) is not closed", at: start) }
                attributes[key] = Self.decode(bytes[start..<position], normalisingSpace: true)
                position += 1
            }
        }

        /// Character data with entity and character references replaced; in attribute values, literal tabs and line
        /// breaks become spaces (as XML says), while encoded ones (`&#10;`) stay.
        static func decode(_ slice: ArraySlice<UInt8>, normalisingSpace: Bool) -> String {
            var text = String(decoding: slice, as: UTF8.self)
            if normalisingSpace {
                text = String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
            }
            guard text.contains("&") else { return text }
            var result = ""
            var rest = Substring(text)
            while let ampersand = rest.firstIndex(of: "&") {
                result += rest[..<ampersand]
                let after = rest[rest.index(after: ampersand)...]
                guard let semicolon = after.prefix(12).firstIndex(of: ";") else {
                    result += "&"
                    rest = after
                    continue
                }
                let entity = after[..<semicolon]
                if let replacement = Self.entity(String(entity)) {
                    result += replacement
                } else {
                    // Not a reference XML knows: kept as written rather than refused.
                    result += "&" + entity + ";"
                }
                rest = after[after.index(after: semicolon)...]
            }
            return result + rest
        }

        static func entity(_ name: String) -> String? {
            switch name {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "quot": return "\""
            case "apos": return "'"
            default:
                let value: UInt32?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    value = UInt32(name.dropFirst(2), radix: 16)
                } else if name.hasPrefix("#") {
                    value = UInt32(name.dropFirst(), radix: 10)
                } else {
                    value = nil
                }
                return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            }
        }
    }
}
