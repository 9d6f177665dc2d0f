/// A timing named only to be judged: "a 4-second timer is hostile if the user is still reading", "a two-second timeout
/// is too short". The duration is the subject of an opinion about timers in general, not the component's own timing.
enum JudgedTiming {
    /// Nouns a duration can qualify as a timing.
    private static let timingNouns: Set<String> = ["timer", "timers", "timeout", "timeouts", "delay", "delays", "duration", "durations"]
    /// Units of time, as the words after a number read ("4-second" reads as `4`, `second`).
    private static let units: Set<String> = ["second", "seconds", "s", "ms", "millisecond", "milliseconds", "minute", "minutes"]
    /// Verbs that link a subject to a judgement.
    private static let linking: Set<String> = ["is", "are", "was", "were", "feels", "feel", "seems", "seem", "becomes", "become"]
    /// Words of judging (a timing found too short, or hard on people).
    private static let judging: Set<String> = [
        "too", "hostile", "annoying", "frustrating", "bad", "harmful", "problematic", "inaccessible", "unfriendly", "unusable",
        "disruptive", "stressful", "aggressive", "risky", "insufficient", "inadequate",
    ]

    /// Why an auto-dismiss rule read from `text` waits: its duration qualifies a timing noun that is then judged. The
    /// phrase, or nil.
    static func pendingReason(_ text: RuleText) -> String? {
        for noun in text.indices(where: { timingNouns.contains($0) }) where units.contains(text.word(at: noun - 1)) {
            guard text.number(at: noun - 2) != nil, linking.contains(text.word(at: noun + 1)),
                (noun + 2...noun + 3).contains(where: { judging.contains(text.word(at: $0)) })
            else { continue }
            return "a timing named to be judged (“\(text.text(of: noun - 2..<min(noun + 4, text.words.count)))”), not the component's own"
        }
        return nil
    }
}
