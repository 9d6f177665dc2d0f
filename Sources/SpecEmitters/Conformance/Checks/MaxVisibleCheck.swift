import SpecModel

extension MaxVisibleRule: CheckableRule {
    /// One more than the limit is presented; the overflow waits, evicts the oldest, or simply does not show.
    func checkBlocks(in spec: ComponentSpec) -> Result<[[CheckStep]], UncheckableRule> {
        let count: Int?
        switch limit {
        case .count(let value): count = value
        case .parameter(let name): count = spec.integerDefault(of: name)
        case .unstated: return .failure(UncheckableRule("the statement names a visible limit but not its value"))
        }
        guard let count, count > 0, count < 50 else {
            let name = if case .parameter(let name) = limit { name } else { "count" }
            return .failure(UncheckableRule("no visible limit to check (a `\(name)` with a whole-number default is needed)"))
        }
        let messages = (1...count + 1).map { "M\($0)" }
        var steps: [CheckStep] = [.presentEach(messages)]
        switch overflow {
        case .queue:
            steps += [
                .expect(.visibleMessages(Array(messages.prefix(count))), failure: "at most \(count) visible, the rest wait"),
                .dismiss(message: messages[0]),
                .expect(
                    .visibleMessages(Array(messages.dropFirst().prefix(count))),
                    failure: "the next appears once the previous is dismissed"
                ),
            ]
        case .evictOldest:
            steps.append(
                .expect(
                    .visibleMessages(Array(messages.suffix(count))),
                    failure: "the oldest is removed until \(count) \(Plural.word(count, "remains", "remain"))"
                )
            )
        case nil:
            steps.append(.expect(.visibleCount(count), failure: "\(count) visible at most"))
        }
        return .success([steps])
    }
}

extension ComponentSpec {
    /// The whole-number default of the parameter called `name` in any API (`limit: Int = 2` → 2).
    func integerDefault(of name: String) -> Int? {
        for api in apis {
            if let parameter = api.parameters.first(where: { $0.name == name }), case .integer(let value)? = parameter.parsedDefault {
                return value
            }
        }
        return nil
    }
}
