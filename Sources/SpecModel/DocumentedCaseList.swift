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

        /// Creates one.
        public init(name: String, line: Int, column: Int) {
            self.name = name
            self.line = line
            self.column = column
        }
    }

    /// The enumeration names the words above may mean (`NoticeStyle`, `Style`), most specific first.
    public var enumerations: [String]
    /// The labels, in order.
    public var labels: [Label]

    /// Creates one.
    public init(enumerations: [String], labels: [Label]) {
        self.enumerations = enumerations
        self.labels = labels
    }
}
