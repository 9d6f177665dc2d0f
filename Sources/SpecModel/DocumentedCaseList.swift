/// List items that each open with a label in bold (`- **Pill:** a rounded notice`) under a heading or sentence that
/// names an enumeration in words ("Available Notice Styles"): each label may be a case. The verifier takes them as the
/// cases of the one enumeration the words name that has all of them but at most one; otherwise they claim nothing.
public struct DocumentedCaseList: Sendable, Hashable {
    /// One label.
    public struct Label: Sendable, Hashable {
        /// The label as a case name (`System Image` → `systemImage`).
        public var name: String
        /// Where its item stands.
        public var line: Int
        /// Column of the same.
        public var column: Int
        /// The payload written between the case's parentheses (`CGFloat` in `case inset(CGFloat)`), if any.
        public var payload: String?

        /// Creates one.
        public init(name: String, line: Int, column: Int, payload: String? = nil) {
            self.name = name
            self.line = line
            self.column = column
            self.payload = payload
        }
    }

    /// The enumeration names the words above may mean (`NoticeStyle`, `Style`), most specific first.
    public var enumerations: [String]
    /// The labels, in order.
    public var labels: [Label]
    /// Whether the labels are written as case declarations (`case inset(CGFloat)`): then they are an enumeration's cases
    /// whatever the words say, and with no enumeration named, the one whose cases they are is meant.
    public var isDeclared = false
    /// Where the list or block begins, for a note when no enumeration is found.
    public var line = 0
    /// The option the values are listed for (`position` in `` `position` - top, bottom, center ``): when no enumeration
    /// the words name has them, the enumeration a member of that name takes or holds is meant.
    public var option: String?

    /// Creates one.
    public init(enumerations: [String], labels: [Label], isDeclared: Bool = false, line: Int = 0) {
        self.enumerations = enumerations
        self.labels = labels
        self.isDeclared = isDeclared
        self.line = line
    }
}
