import SpecModel

/// The line that leads each card, in the words of the question a designer asks of a component: how many documented
/// behaviours pass, fail, were not run or need a person to check, and where its documents disagree.
enum BehaviourSummary {
    /// The line for `figures`, given the platforms of the test results (empty: none were given) and `disagreement`, the
    /// HTML of the sentence that says where documents disagree (from `places` or `overallPlaces`).
    static func html(_ figures: ComponentFigures, platforms: [String], disagreement: String) -> String {
        var attributes = "data-behaviours=\"\(figures.statements)\" data-passes=\"\(figures.passes)\" data-fails=\"\(figures.fails)\""
        attributes += " data-not-run=\"\(figures.notRun)\" data-awaiting-results=\"\(figures.awaitingResults)\""
        attributes += " data-needs-person=\"\(figures.needsPerson)\" data-disputed=\"\(figures.disputed)\""
        attributes += " data-disagreement-places=\"\(figures.disagreementPlaces.count)\""
        var html = "<p class=\"behaviours\" \(attributes)>"
        if figures.statements == 0 {
            html += "No documented behaviours."
        } else {
            html += "<strong>" + Plural.count(figures.statements, "documented behaviour") + "</strong>: "
            html += counts(figures, platforms: platforms).joined(separator: ", ") + "."
        }
        return html + " " + disagreement + "</p>"
    }

    /// Each state's count as words: passed, failed, not run, needing a person, disputed. Without results nothing is said
    /// to pass: behaviours with a test are "not run".
    private static func counts(_ figures: ComponentFigures, platforms: [String]) -> [String] {
        var parts: [String] = []
        if platforms.isEmpty {
            if figures.awaitingResults > 0 {
                parts.append(
                    count(figures.awaitingResults, "not run (no test results were given)", category: .notRun)
                )
            }
        } else {
            let place = platforms.count == 1 ? "on " + HTMLText.escape(platforms[0]) : "on every platform given"
            parts.append(count(figures.passes, Plural.word(figures.passes, "passes", "pass") + " " + place, category: .passed))
            parts.append(count(figures.fails, Plural.word(figures.fails, "fails", "fail"), category: .failed))
            parts.append(count(figures.notRun + figures.awaitingResults, "not run", category: .notRun))
        }
        parts.append(
            count(figures.needsPerson, Plural.word(figures.needsPerson, "needs", "need") + " a person to check", category: .pending)
        )
        if figures.disputed > 0 {
            parts.append(
                "<span class=\"count c-disagreement\">documents disagree on \(figures.disputed)</span>"
            )
        }
        return parts
    }

    private static func count(_ number: Int, _ words: String, category: LineMark.Category) -> String {
        let zero = number == 0 ? " zero" : ""
        return "<span class=\"count c-\(category.rawValue)\(zero)\">\(number) \(words)</span>"
    }

    /// Where one component's documents disagree, each place linked by `link` (HTML for a place), at most `limit` of
    /// them named.
    static func places(_ figures: ComponentFigures, limit: Int?, link: (SourceLocation) -> String) -> String {
        let places = figures.disagreementPlaces
        guard !places.isEmpty else { return "No disagreement between its documents was found." }
        let shown = limit.map { Array(places.prefix($0)) } ?? places
        var html = "Where its documents disagree: " + shown.map(link).joined(separator: ", ")
        if shown.count < places.count { html += " and \(places.count - shown.count) more (on its page)" }
        return html + "."
    }

    /// Where documents disagree over every component: how many places, in which components (each linked to its page).
    static func overallPlaces(_ components: [ReportComponent], pages: [String]) -> String {
        let disagreeing = zip(components, pages).filter { !$0.0.figures.disagreementPlaces.isEmpty }
        guard !disagreeing.isEmpty else { return "No disagreement between documents was found." }
        let places = disagreeing.map(\.0.figures.disagreementPlaces.count).reduce(0, +)
        // Parted by a middle dot: a component's name may hold commas ("Toast, snackbar and banner accessibility").
        let names = disagreeing.map { "<a href=\"\($0.1)\">" + HTMLText.escape($0.0.name) + "</a>" }
        return "Documents disagree at " + Plural.count(places, "place") + ", in " + Plural.count(disagreeing.count, "component") + ": "
            + names.joined(separator: " · ") + "."
    }
}
