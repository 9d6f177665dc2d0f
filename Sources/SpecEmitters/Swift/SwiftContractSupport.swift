import SpecModel
import Synchronization

/// The Swift code that enforces the contract (`Contract`) in one component's file: a file-private `SpecgenContract`
/// enum with only the checks and conversions that file's models use, so no payload can make a conversion trap.
enum SwiftContractSupport {
    /// The helper enum's name, file-private in every file that needs it.
    static let name = "SpecgenContract"

    /// What a file's models need.
    struct Needs: Hashable {
        var integers = false
        var durations = false
        var dates = false
        var addresses = false
        var unknownKeys = false

        var isEmpty: Bool { self == Needs() }

        mutating func add(_ type: ValueType) {
            switch type {
            case .scalar(.integer): integers = true
            case .scalar(.duration): durations = true
            case .scalar(.date): dates = true
            case .scalar(.url): addresses = true
            case .optional(let inner), .array(let inner), .map(let inner): add(inner)
            case .scalar, .enumeration, .record: break
            }
        }
    }

    /// The helper's source lines (without indentation changes), or none when nothing is needed.
    static func lines(_ needs: Needs) -> [String] {
        if let lines = linesByNeeds.withLock({ $0[needs] }) { return lines }
        let lines = built(needs)
        linesByNeeds.withLock { $0[needs] = lines }
        return lines
    }

    /// The lines of each combination of needs a file asked for, built once per process: every component's file asked
    /// for them again. Only the combinations asked for are kept (a run meets a few of the 32).
    private static let linesByNeeds = Mutex<[Needs: [String]]>([:])

    private static func built(_ needs: Needs) -> [String] {
        guard !needs.isEmpty else { return [] }
        var text = """
            /// Checks what this file's models read from and write to JSON against the contract their JSON Schemas state,
            /// so a value outside it is an error naming the spec's parameter, never a trap.
            nonisolated private enum \(name) {
                static func corrupted(_ path: [any CodingKey], _ parameter: String, _ problem: String) -> DecodingError {
                    .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: "parameter '\\(parameter)': \\(problem)"))
                }

                static func unencodable(_ value: Any, _ path: [any CodingKey], _ parameter: String, _ problem: String) -> EncodingError {
                    .invalidValue(value, EncodingError.Context(codingPath: path, debugDescription: "parameter '\\(parameter)': \\(problem)"))
                }

            """
        var parts: [String] = []
        if needs.unknownKeys { parts.append(unknownKeys) }
        if needs.integers { parts.append(integers) }
        if needs.durations { parts.append(durations) }
        if needs.dates || needs.addresses { parts.append(patternMatch) }
        if needs.dates { parts.append(dates) }
        if needs.addresses { parts.append(addresses) }
        text += "\n" + parts.joined(separator: "\n") + "}"
        // A blank line first, to separate it from the declaration above.
        return [""] + lines(of: text)
    }

    /// `text` split at each line feed, as splitting its characters gives. A line feed is a character of its own unless
    /// a carriage return comes before it, so without carriage returns the bytes can be split: splitting by character
    /// had to find every grapheme of text with `±` and `−` in it, which made building the 32 combinations cost a
    /// short `emit` process a quarter of its time.
    private static func lines(of text: String) -> [String] {
        let bytes = Array(text.utf8)
        guard !bytes.contains(0x0D) else { return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        return bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    private static let unknownKeys = """
            /// Any key, to see every key an object holds.
            struct AnyKey: CodingKey {
                var stringValue: String
                var intValue: Int? { nil }
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }

            /// Throws for a key `Known` has no case for (the contract's `unknownKeys: reject`).
            static func rejectUnknownKeys<Known: CodingKey>(in decoder: any Decoder, known: Known.Type, type: String) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                let unknown = container.allKeys.filter { Known(stringValue: $0.stringValue) == nil }
                if let key = unknown.min(by: { $0.stringValue < $1.stringValue }) {
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: container.codingPath + [key],
                            debugDescription: "\\(type) has no parameter '\\(key.stringValue)' (unknown keys are rejected)"
                        )
                    )
                }
            }

        """

    private static let integers = """
            /// Integers JSON carries exactly: ±(2^53 − 1) (an `Int64`, so the file compiles where `Int` has 32 bits).
            static let integerLimit: Int64 = \(grouped(Contract.integerLimit))

            static func integerProblem(_ value: Int) -> String? {
                (-integerLimit...integerLimit).contains(Int64(value)) ? nil : "\\(value) is outside -\\(integerLimit)...\\(integerLimit)"
            }

            static func integer(_ value: Int, _ parameter: String, _ path: [any CodingKey]) throws -> Int {
                if let problem = integerProblem(value) { throw corrupted(path, parameter, problem) }
                return value
            }

            static func encodedInteger(_ value: Int, _ parameter: String, _ path: [any CodingKey]) throws -> Int {
                if let problem = integerProblem(value) { throw unencodable(value, path, parameter, problem) }
                return value
            }

        """

    private static let durations = """
            /// The longest duration JSON carries, in seconds (2^53 − 1); converting more to `Duration` could trap.
            static let secondsLimit: Int64 = \(grouped(Contract.durationLimit))

            /// Seconds as a duration; negative, too long or not a number is an error.
            static func duration(_ seconds: Double, _ parameter: String, _ path: [any CodingKey]) throws -> Duration {
                guard seconds >= 0, seconds <= Double(secondsLimit) else {
                    throw corrupted(path, parameter, "\\(seconds) seconds is outside 0...\\(secondsLimit)")
                }
                return .seconds(seconds)
            }

            /// A duration as seconds: the number that decodes to exactly this duration, so a value survives a round trip.
            static func seconds(_ duration: Duration, _ parameter: String, _ path: [any CodingKey]) throws -> Double {
                guard duration >= .zero, duration <= .seconds(secondsLimit) else {
                    throw unencodable(duration, path, parameter, "\\(duration) is outside 0...\\(secondsLimit) seconds")
                }
                let (whole, fraction) = duration.components
                let estimate = Double(whole) + Double(fraction) / 1e18
                var below = estimate
                var above = estimate
                for _ in 0..<4 {
                    if Duration.seconds(below) == duration { return below }
                    if Duration.seconds(above) == duration { return above }
                    below = below.nextDown
                    above = above.nextUp
                }
                return estimate
            }

        """

    private static let patternMatch = """
            /// Whether all of `text` matches `pattern` (the schema's pattern, as ICU reads it).
            static func matches(_ text: String, _ pattern: String) -> Bool {
                guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
                let whole = NSRange(text.startIndex..., in: text)
                return expression.firstMatch(in: text, range: whole)?.range == whole
            }

        """

    private static let dates = """
            /// The schema's pattern for dates: RFC 3339 date and time, days that exist, no leap second.
            static let datePattern = \(SwiftLiteral.string(Contract.datePattern))

            /// An RFC 3339 date and time as a date, to the millisecond (finer fractions are dropped).
            static func date(_ text: String, _ parameter: String, _ path: [any CodingKey]) throws -> Date {
                guard matches(text, datePattern) else {
                    throw corrupted(path, parameter, "'\\(text)' is not an RFC 3339 date and time such as 2024-05-01T09:30:00Z")
                }
                let digits = Array(text.utf8).map { Int64($0) - 48 }
                func number(_ start: Int, _ count: Int) -> Int64 { digits[start..<start + count].reduce(0) { $0 * 10 + $1 } }
                var milliseconds: Int64 = 0
                var index = 19
                if index < digits.count, digits[index] == -2 {  // "."
                    index += 1
                    var scale: Int64 = 100
                    while index < digits.count, (0...9).contains(digits[index]) {
                        milliseconds += digits[index] * scale
                        scale /= 10
                        index += 1
                    }
                }
                var offsetMinutes: Int64 = 0
                if index + 6 == digits.count {  // "+hh:mm" or "-hh:mm"
                    offsetMinutes = (number(index + 1, 2) * 60 + number(index + 4, 2)) * (digits[index] == -3 ? -1 : 1)
                }
                let days = daysSince1970(year: number(0, 4), month: number(5, 2), day: number(8, 2))
                let seconds = ((days * 24 + number(11, 2)) * 60 + number(14, 2) - offsetMinutes) * 60 + number(17, 2)
                return Date(timeIntervalSince1970: Double(seconds * 1000 + milliseconds) / 1000)
            }

            /// A date as RFC 3339 text to the millisecond, in UTC; an instant just outside years 0000–9999 in UTC is
            /// written with the offset that brings it inside, as the text it was decoded from could have.
            static func dateText(_ date: Date, _ parameter: String, _ path: [any CodingKey]) throws -> String {
                let first = daysSince1970(year: 0, month: 1, day: 1) * 86_400_000
                let last = (daysSince1970(year: 9999, month: 12, day: 31) + 1) * 86_400_000 - 1
                let limit: Int64 = (23 * 60 + 59) * 60_000
                let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
                guard milliseconds >= Double(first - limit), milliseconds <= Double(last + limit) else {
                    throw unencodable(date, path, parameter, "\\(date) is outside the years 0000 to 9999")
                }
                var local = Int64(milliseconds)
                var zone = "Z"
                if local < first {
                    local += limit
                    zone = "+23:59"
                } else if local > last {
                    local -= limit
                    zone = "-23:59"
                }
                let days = local >= 0 ? local / 86_400_000 : (local - 86_399_999) / 86_400_000
                let time = local - days * 86_400_000
                let (year, month, day) = civil(daysSince1970: days)
                func padded(_ value: Int64, _ width: Int) -> String {
                    let text = String(value)
                    return String(repeating: "0", count: max(0, width - text.count)) + text
                }
                var text = "\\(padded(year, 4))-\\(padded(month, 2))-\\(padded(day, 2))T"
                text += "\\(padded(time / 3_600_000, 2)):\\(padded(time / 60_000 % 60, 2)):\\(padded(time / 1000 % 60, 2))"
                if time % 1000 != 0 { text += ".\\(padded(time % 1000, 3))" }
                return text + zone
            }

            /// Days from 1970-01-01 to a Gregorian date (Howard Hinnant's `days_from_civil`).
            static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
                let shifted = month <= 2 ? year - 1 : year
                let era = (shifted >= 0 ? shifted : shifted - 399) / 400
                let yearOfEra = shifted - era * 400
                let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
                let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
                return era * 146_097 + dayOfEra - 719_468
            }

            /// The Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's `civil_from_days`).
            static func civil(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
                let shifted = days + 719_468
                let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
                let dayOfEra = shifted - era * 146_097
                let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
                let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
                let monthIndex = (5 * dayOfYear + 2) / 153
                let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
                return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfYear - (153 * monthIndex + 2) / 5 + 1)
            }

        """

    private static let addresses = """
            /// The schema's pattern for web addresses: an absolute URI (RFC 3986) without bracketed IP-literal hosts.
            static let urlPattern = \(SwiftLiteral.string(Contract.urlPattern))

            /// An absolute URI as a URL.
            static func url(_ text: String, _ parameter: String, _ path: [any CodingKey]) throws -> URL {
                guard matches(text, urlPattern), let url = URL(string: text) else {
                    throw corrupted(path, parameter, "'\\(text)' is not an absolute URI such as https://example.com/help")
                }
                return url
            }

            /// A URL as its text, which must be an absolute URI.
            static func urlText(_ url: URL, _ parameter: String, _ path: [any CodingKey]) throws -> String {
                let text = url.absoluteString
                guard matches(text, urlPattern) else {
                    throw unencodable(url, path, parameter, "'\\(text)' is not an absolute URI")
                }
                return text
            }

        """

    /// `9007199254740991` as `9_007_199_254_740_991`.
    private static func grouped(_ value: Int) -> String {
        var digits = String(value)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        return ([digits] + groups).joined(separator: "_")
    }
}
