extension StringProtocol {
    /// The index just past the parenthesis that closes the one at `open`, or nil when none closes it.
    func endOfParenthesisedGroup(openingAt open: Index) -> Index? {
        var depth = 0
        var index = open
        while index < endIndex {
            if self[index] == "(" { depth += 1 }
            if self[index] == ")" {
                depth -= 1
                if depth == 0 { return self.index(after: index) }
            }
            index = self.index(after: index)
        }
        return nil
    }
}
