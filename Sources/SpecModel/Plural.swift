/// Counts in words: "1 executable check", "3 executable checks", "until 1 remains". Every summary that prints a count
/// goes through here, so none says "1 checks".
public enum Plural {
    /// `count` followed by `singular`, or by `plural` (default: `singular` + "s") when the count is not 1.
    public static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + word(count, singular, plural)
    }

    /// `singular` when `count` is 1, else `plural` (default: `singular` + "s"); also for verbs: `word(n, "remains", "remain")`.
    public static func word(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        count == 1 ? singular : plural ?? singular + "s"
    }
}
