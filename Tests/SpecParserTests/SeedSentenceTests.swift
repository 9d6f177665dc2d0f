import Foundation
import SpecModel
import TestSupport
import Testing

@testable import SpecParser

/// The recognisers on the reference guidelines' own sentences, read from `../shared/seeds` (third-party text, never
/// copied here). Each seed is read as plain text: a short line without a full stop is a heading, a line ending in `:`
/// is the lead-in of the list items after it, and table rows are skipped. Skipped, with the reason printed, when the folder is absent.
@Suite(.enabled(if: SharedFolder.has("seeds"), Comment(rawValue: SharedFolder.absence("seeds"))))
struct SeedSentenceTests {
    static let seeds = SharedFolder.root.appendingPathComponent("seeds")

    /// Every rule the seed numbered `number` yields, statement by statement.
    private func rules(ofSeed number: String, parameters: Set<String> = []) throws -> [any RuleValue]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: Self.seeds.path),
            let name = names.sorted().first(where: { $0.hasPrefix(number + "_") })
        else {
            print("skipped: no seed \(number) in \(Self.seeds.path) (the shared seeds are not beside this checkout)")
            return nil
        }
        let text = try String(contentsOf: Self.seeds.appendingPathComponent(name), encoding: .utf8)
        var section = "Behaviors"
        var leadIn: String?
        var found: [any RuleValue] = []
        for raw in text.split(separator: "\n") {
            var line = raw.trimmingCharacters(in: .whitespaces)
            let isItem = line.hasPrefix("- ") || line.hasPrefix("• ") || line.hasPrefix("* ")
            if isItem { line = String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
            // Table rows are not statements (the Markdown reader keeps tables apart).
            guard !line.isEmpty, !line.hasPrefix("|") else { continue }
            let words = line.split(separator: " ").count
            if !isItem, words <= 4, !".:;".contains(line.last ?? ".") {
                section = "Behaviors > " + line
                leadIn = nil
                continue
            }
            let statement = Statement(section: section, text: line, leadIn: isItem ? leadIn : nil, line: 1, column: 1)
            found += RuleRecognizers.rules(in: statement, parameterNames: parameters).map(\.value)
            if !isItem { leadIn = line.hasSuffix(":") ? line : nil }
        }
        return found
    }

    @Test func seed000GivesTheSnackbarsTimingGesturesQueueAndPlacement() throws {
        guard let rules = try rules(ofSeed: "000") else { return }
        #expect(rules.compactMap { $0 as? AutoDismissRule }.contains { $0.seconds == 7 && $0.condition == nil })
        let gestures = Set(rules.compactMap { $0 as? DismissGesturesRule }.flatMap(\.gestures))
        #expect(gestures.isSuperset(of: [.tapClose, .swipeLeft, .swipeRight, .swipeDown]))
        #expect(rules.compactMap { $0 as? MaxVisibleRule }.contains { $0.limit == .count(1) && $0.overflow == .queue })
        let placement = rules.compactMap { $0 as? PlacementRule }
        #expect(placement.contains { $0.edge == .bottom && $0.offset == 16 })
        #expect(placement.contains { $0.margin == 16 })
        #expect(placement.contains { $0.maxWidth == 600 && $0.alignment == .center })
        #expect(!rules.contains { $0 is PersistentRule }, "the snackbar is never persistent")
    }

    @Test func seed001GivesTimingsWithTheirConditionsTapsAndAnnouncement() throws {
        guard let rules = try rules(ofSeed: "001") else { return }
        let timings = rules.compactMap { $0 as? AutoDismissRule }
        #expect(timings.contains { $0.seconds == 4 && $0.condition == nil })
        #expect(timings.contains { $0.seconds == 10 && $0.condition?.facts == [.hasAction: true, .screenReaderRunning: true] })
        let gestures = Set(rules.compactMap { $0 as? DismissGesturesRule }.flatMap(\.gestures))
        #expect(gestures.isSuperset(of: [.tapAnywhere, .tapAction]))
        #expect(rules.contains { $0 is AnnounceRule })
    }

    @Test func seed002EvictsTheOldestBeyondTheLimit() throws {
        guard let rules = try rules(ofSeed: "002", parameters: ["limit", "spacing"]) else { return }
        #expect(rules.compactMap { $0 as? MaxVisibleRule }.contains { $0.limit == .parameter("limit") && $0.overflow == .evictOldest })
    }

    @Test func seed003GivesTheGuidelinesPersistenceCloseControlAndAnnouncement() throws {
        guard let rules = try rules(ofSeed: "003") else { return }
        #expect(rules.contains { $0 is PersistentRule })
        #expect(rules.compactMap { $0 as? DismissGesturesRule }.contains { $0.gestures == [.tapClose] })
        #expect(rules.compactMap { $0 as? AnnounceRule }.contains { $0.movesFocus == false })
        #expect(!rules.contains { $0 is AutoDismissRule })
    }

    @Test func seed004IsPersistent() throws {
        guard let rules = try rules(ofSeed: "004") else { return }
        #expect(rules.contains { $0 is PersistentRule })
    }
}
