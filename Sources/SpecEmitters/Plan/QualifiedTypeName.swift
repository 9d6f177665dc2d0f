/// The name a generated type takes from its component and a symbol the spec gives it.
///
/// Every entry point (generate, emit of one spec, the build plugin's spec-by-spec commands) plans one spec
/// without seeing the others, so two components can only be kept apart by something each spec holds alone:
/// its component name. A type name therefore always carries the component's name — either because the symbol
/// already does (`LDSnackbar`, `SnackBarUiComponent`, `message.config` in Message) or because the component's
/// name is put in front (`show` in Toast → `ToastShow`). Two specs then declare the same type name only when
/// one symbol names both components, which is a real conflict and still reported as one.
enum QualifiedTypeName {
    /// `show` in Toast → `ToastShow`; `LDSnackbar` in Snackbar → `LDSnackbar`; `BannerHaptic` in Notification
    /// Banner → `NotificationBannerHaptic`; a symbol with no words (`()`, a placeholder of punctuation) → `Toast`.
    static func qualified(_ symbol: String, component: String) -> PlanName {
        let componentWords = PlanName(component).words
        let symbolWords = Self.symbolWords(symbol)
        if symbolWords.isEmpty || carries(symbolWords, component: componentWords) {
            return PlanName(spelled(symbolWords.isEmpty ? componentWords : symbolWords))
        }
        // The component's last words opening the symbol are written once (`Notification Banner` + `BannerHaptic`,
        // `React Native Toast Message` + `Message`).
        let componentHumps = componentWords.flatMap(\.camelCaseHumps)
        let symbolHumps = symbolWords.flatMap(\.camelCaseHumps)
        var overlap = min(componentHumps.count, symbolHumps.count)
        while overlap > 0, !zip(componentHumps.suffix(overlap), symbolHumps.prefix(overlap)).allSatisfy(sameWord) {
            overlap -= 1
        }
        return PlanName(spelled(componentWords) + spelled(symbolHumps.dropFirst(overlap)))
    }

    /// The words a symbol names a type by: arguments (`show(options = {})`), generic parameters, receivers
    /// (`this.`, `self.`) and sigils (`$toast`) are not part of it; each dotted part is (`Fluttertoast.showToast`).
    static func symbolWords(_ symbol: String) -> [String] {
        var head = Substring(symbol)
        // A bracket after a name ends it; one that opens the symbol (`<mwc-snackbar>`) is punctuation.
        if let open = head.firstIndex(where: { $0 == "(" || $0 == "<" || $0 == "[" }),
            head[..<open].contains(where: { $0.isLetter })
        {
            head = head[..<open]
        }
        let receivers: Set<String> = ["this", "self", "it", "window", "prototype"]
        return head.split(separator: ".").flatMap { part -> [String] in
            let words = PlanName(String(part)).words
            return words.count == 1 && receivers.contains(words[0]) ? [] : words
        }
    }

    /// Whether the symbol's words hold the component's name as a run that starts and ends at word boundaries,
    /// ignoring case, spaces and a plural `s` on either side (`SnackBarUiComponent` and `MDCSnackbar` carry
    /// Snackbar and Snackbars; `Table` does not carry Tab).
    static func carries(_ symbolWords: [String], component componentWords: [String]) -> Bool {
        let name = componentWords.joined().lowercased()
        guard !name.isEmpty else { return true }
        let names = [name, name + "s"] + (name.hasSuffix("s") && !name.hasSuffix("ss") ? [String(name.dropLast())] : [])
        let humps = symbolWords.flatMap(\.camelCaseHumps).map { $0.lowercased() }
        for start in humps.indices {
            var run = ""
            for hump in humps[start...] {
                run += hump
                if names.contains(run) { return true }
                if run.count >= name.count + 1 { break }
            }
        }
        return false
    }

    /// Words written as one UpperCamelCase name, each word's own capitals kept (`LD`, `Snackbar` → `LDSnackbar`).
    private static func spelled<Words: Sequence<String>>(_ words: Words) -> String {
        words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The same word, or the same but for a plural `s`.
    private static func sameWord(_ pair: (String, String)) -> Bool {
        let (first, second) = (pair.0.lowercased(), pair.1.lowercased())
        return first == second || first == second + "s" || first + "s" == second
    }
}
