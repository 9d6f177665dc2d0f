import Foundation
import SpecEmitters
import SpecModel
import SpecParser

/// A `generate` or `check` run that reads, assembles, plans and renders only the components whose documents changed
/// since the run `specgen-cache.json` records, and takes every other component from the cache: its summary line,
/// diagnostics, files (by hash, checked on disk by the writer), declared names, shared parts and guideline findings.
/// The steps across components then run over every component's record (`RunSettlement`), as in a full run.
///
/// A changed guideline (or one whose title names other components now) makes every component it applied or applies to
/// run again, so their guideline warnings are found anew. Whatever the cache cannot prove means a full run: another
/// cache version or settings, templates that do not load, a reused component's file not as recorded on disk.
enum ComponentReuse {
    /// What a run with reused components produced in memory.
    struct Generation {
        /// Every component's record, in path order.
        var records: [ComponentRecord]
        /// A reused record's line in the cache, so recording this run does not encode it again; nil for the others.
        var lines: [Data?]
        /// The files to have in the output folder, sorted by path; a reused component's by the hash of its bytes.
        var files: [PlannedFile]
        /// Documents of components that had errors or lost a conflict.
        var failedSources: Set<String>
        /// The run's own diagnostics.
        var diagnostics: [Diagnostic]
        /// Per output kind, what its shared files were built from and their hashes.
        var shared: [String: RunCache.SharedFiles]
        /// The summary lines.
        var summary: String
        /// How many components were taken from the cache.
        var reused: Int
        /// The documents this run read (of the components it ran again, and guidelines they needed).
        var read: [String]

        /// Every diagnostic, component by component, then the run's own (as a full run prints them).
        var allDiagnostics: [Diagnostic] { records.flatMap(\.diagnostics) + diagnostics }
        /// Whether anything failed.
        var hasErrors: Bool { !failedSources.isEmpty || diagnostics.containsErrors }

        /// The cache to record after the run read `inputs`; nil when a setting or a document it read changed while
        /// it ran (a reused document that changed is seen by the next run, whose inputs record its old hash).
        func cache(for inputs: RunInputs, options: GenerationOptions) -> RunCache? {
            guard inputs.stillHolds(settingsOf: options) else { return nil }
            return RunCache(
                inputs: inputs,
                components: records,
                lines: lines,
                runDiagnostics: diagnostics,
                shared: shared,
                summary: summary,
                failed: hasErrors,
                fileCount: files.count
            )
        }

        /// What `--verbose` prints about the reuse.
        var reuseLine: String { "reused \(reused) of \(Plural.count(records.count, "component")) from \(RunCache.fileName)\n" }
    }

    /// The key a document is grouped by (`ComponentAssembler.groups`); empty when it stands alone (no key, not
    /// readable, or asking to be left unread).
    static func groupKey(_ document: LoadedSpec) -> String {
        guard let spec = document.spec, !spec.isIgnored else { return "" }
        return ComponentKey.of(spec.name)
    }

    /// The run for `options` reusing what `cache` records, nil when a full run is needed.
    static func generate(_ options: GenerationOptions, inputs: RunInputs, cache: RunCache) async -> Generation? {
        guard cache.version == RunCache.currentVersion, cache.settings == inputs.settings,
            let cached = cache.withComponents()?.components, let (outputs, warnings) = try? options.outputRegistry()
        else { return nil }
        let cachedRecords = cached.records
        let paths = inputs.documents.keys.sorted()

        // Each unchanged document's key comes from the component the cache records it in; changed ones are read.
        var keys: [String: String] = [:]
        var cachedComponent: [[String]: Int] = [:]
        for (index, record) in cachedRecords.enumerated() {
            for document in record.documents where cache.documents[document] == inputs.documents[document] {
                keys[document] = record.key
            }
            cachedComponent[record.documents.sorted()] = index
        }
        let changed = Set(paths.filter { keys[$0] == nil })
        var read = await self.read(changed.sorted(), inputs: inputs, options: options)
        for path in changed { keys[path] = read[path].map { groupKey($0.1) } ?? "" }

        // The groups a full run forms; one whose documents are a cached component's, all unchanged, is reused.
        var groups: [[String]] = []
        var byKey: [String: Int] = [:]
        for path in paths {
            let key = keys[path] ?? ""
            if !key.isEmpty, let group = byKey[key] {
                groups[group].append(path)
            } else {
                if !key.isEmpty { byKey[key] = groups.count }
                groups.append([path])
            }
        }
        var entries: [Entry] = []
        var rerun: [[String]] = []
        var replaced = Set(cachedRecords.indices)
        for group in groups {
            if let index = cachedComponent[group], !group.contains(where: changed.contains) {
                entries.append(.reused(cachedRecords[index], line: cached.lines[index]))
                replaced.remove(index)
            } else {
                rerun.append(group)
            }
        }
        let assembly = options.assembly
        /// Runs the groups through the pipeline, reading what is not read yet; nil when a document cannot be read.
        func run(_ groups: [[String]]) async -> [Entry]? {
            read.merge(await self.read(groups.joined().filter { read[$0] == nil }, inputs: inputs, options: options)) { first, _ in first }
            let documents = groups.map { group in group.compactMap { read[$0] } }
            guard documents.map(\.count) == groups.map(\.count) else { return nil }
            return await withTaskGroup(of: Entry.self) { tasks in
                for group in documents {
                    tasks.addTask { .rerun(Pipeline.run(group, outputs: outputs, assembly: assembly)) }
                }
                var results: [Entry] = []
                for await result in tasks { results.append(result) }
                return results
            }
        }
        guard let ran = await run(rerun) else { return nil }
        entries = (entries + ran).sorted { $0.firstPath < $1.firstPath }

        // A guideline's warnings land on the components it applies to: when one changed (or applies elsewhere now),
        // the components it applied or applies to run again, so their warnings are found anew.
        var guidelines = GuidelineReach(entries)
        var affected = guidelines.changedTargets
        for index in replaced { affected.formUnion(cachedRecords[index].guidelineTargets ?? []) }
        let promoted = entries.indices.filter { position in
            guard case .reused(let record, _) = entries[position], let key = record.nameKey else { return false }
            return affected.contains(key)
        }
        if !promoted.isEmpty {
            let groups = promoted.map { position -> [String] in
                guard case .reused(let record, _) = entries[position] else { return [] }
                return record.documents.sorted()
            }
            guard let ran = await run(groups) else { return nil }
            let stay = entries.indices.filter { !promoted.contains($0) }.map { entries[$0] }
            entries = (stay + ran).sorted { $0.firstPath < $1.firstPath }
            guidelines = GuidelineReach(entries)
        }
        guard let (reaches, guidelineDocuments) = await guidelines.reaches(of: entries, inputs: inputs, options: options) else {
            return nil
        }
        let records = entries.enumerated().map { position, entry in
            switch entry {
            case .reused(let record, _): record
            case .rerun(let result): ComponentRecord(result, outputs: outputs, reach: reaches[position] ?? .init())
            }
        }
        let lines = entries.map { entry -> Data? in
            if case .reused(_, let line) = entry { line } else { nil }
        }
        let settled = RunSettlement(records, warnings: warnings, ignore: options.ignore)
        var files: [PlannedFile] = []
        for position in settled.succeeded {
            switch entries[position] {
            case .reused(let record, _):
                files += record.files.map { PlannedFile(path: $0.path, owner: record.owner, bytes: .onDisk(hash: $0.hash)) }
            case .rerun(let result):
                files += result.files.map { PlannedFile(OwnedFile(file: $0, owner: result.owner)) }
            }
        }
        // A kind's shared files come out as last time when its parts are the same; otherwise they are rendered.
        let specsName = SpecDiscovery.folderName(of: options.specsDirectory)
        var shared: [String: RunCache.SharedFiles] = [:]
        for emitter in outputs.emitters {
            let parts = settled.sharedParts(emitter.kind, of: records)
            let fingerprint = SharedPartsFingerprint.of(parts)
            if let before = cached.shared[emitter.kind], before.parts == fingerprint {
                shared[emitter.kind] = before
                files += before.files.map { PlannedFile(path: $0.path, owner: Generator.allSpecsOwner, bytes: .onDisk(hash: $0.hash)) }
            } else {
                let built = emitter.sharedFiles(from: parts, sourceName: specsName + "/")
                shared[emitter.kind] = RunCache.SharedFiles(
                    parts: fingerprint,
                    files: built.map { ComponentRecord.File(path: $0.path, hash: FastHash.of($0.contents)) }
                )
                files += built.map { PlannedFile(OwnedFile(file: $0, owner: Generator.allSpecsOwner)) }
            }
        }
        return Generation(
            records: records,
            lines: lines,
            files: files.sorted { $0.path < $1.path },
            failedSources: settled.failedSources,
            diagnostics: settled.diagnostics,
            shared: shared,
            summary: settled.summary(of: records),
            reused: entries.count { if case .reused = $0 { true } else { false } },
            read: (Array(read.keys) + guidelineDocuments).sorted()
        )
    }

    /// A component of the run: taken from the cache, or read, planned and rendered now.
    private enum Entry: Sendable {
        case reused(ComponentRecord, line: Data?)
        case rerun(ComponentResult)

        /// Its first document's path, which orders components.
        var firstPath: String {
            switch self {
            case .reused(let record, _): record.documents.first ?? ""
            case .rerun(let result): result.documents.first?.path ?? ""
            }
        }
    }

    /// Reads and parses the documents at `paths` concurrently, as a full run reads them.
    private static func read(_ paths: [String], inputs: RunInputs, options: GenerationOptions) async -> [String: (SpecSource, LoadedSpec)] {
        await withTaskGroup(of: (SpecSource, LoadedSpec).self) { tasks in
            for path in paths {
                let source = inputs.source(path, options: options)
                tasks.addTask { (source, Pipeline.read(source)) }
            }
            var read: [String: (SpecSource, LoadedSpec)] = [:]
            for await document in tasks { read[document.0.path] = document }
            return read
        }
    }

    /// The guideline check over a run's components, each reused or read now: what every component applies to under
    /// the run's names, and the warnings on the components read now.
    private struct GuidelineReach {
        /// The positions (in the run's components) of those with an assembled component, in order.
        var positions: [Int] = []
        /// Their name keys, in the same order.
        var keys: [String] = []
        /// What each applies to when it is a guideline, by position.
        var targets: [Int: [String]] = [:]
        /// The keys that reused guidelines applied to before or apply to now, where the two differ, and that
        /// guidelines read now apply to.
        var changedTargets: Set<String> = []

        init(_ entries: [Entry]) {
            var words: [[String]] = []
            for (position, entry) in entries.enumerated() {
                switch entry {
                case .reused(let record, _):
                    guard let name = record.nameWords else { continue }
                    words.append(name)
                case .rerun(let result):
                    guard let component = result.component else { continue }
                    words.append(ComponentKey.words(component.name))
                }
                positions.append(position)
            }
            keys = words.map { $0.joined(separator: " ") }
            let index = GuidelineContradictions.NameIndex(words)
            for (compact, position) in positions.enumerated() {
                let appliesTo: [String]?
                switch entries[position] {
                case .reused(let record, _): appliesTo = record.appliesTo
                case .rerun(let result): appliesTo = result.component?.appliesTo
                }
                let found = GuidelineContradictions.targets(appliesTo: appliesTo, title: words[compact], at: compact, in: index)
                let now = appliesTo != nil || !found.isEmpty ? found.sorted() : nil
                targets[position] = now
                switch entries[position] {
                case .reused(let record, _) where now != record.guidelineTargets:
                    changedTargets.formUnion((now ?? []) + (record.guidelineTargets ?? []))
                case .rerun:
                    changedTargets.formUnion(now ?? [])
                default:
                    break
                }
            }
        }

        /// What the check finds for each component read now (by position in `entries`), found against every guideline
        /// that applies to it (reused ones are read again), and the documents read for it; nil when a reused
        /// guideline no longer assembles.
        func reaches(of entries: [Entry], inputs: RunInputs, options: GenerationOptions) async
            -> (reaches: [Int: GuidelineContradictions.Reach], read: [String])?
        {
            var specs: [Int: ComponentSpec] = [:]
            var documents: [String] = []
            var reaches: [Int: GuidelineContradictions.Reach] = [:]
            for (compact, position) in positions.enumerated() {
                guard case .rerun(let result) = entries[position], let component = result.component else { continue }
                var reach = GuidelineContradictions.Reach(targets: targets[position])
                for guideline in positions where guideline != position && targets[guideline]?.contains(keys[compact]) == true {
                    if specs[guideline] == nil {
                        switch entries[guideline] {
                        case .rerun(let result): specs[guideline] = result.component
                        case .reused(let record, _):
                            guard let spec = await assembled(record, inputs: inputs, options: options) else { return nil }
                            specs[guideline] = spec
                            documents += record.documents
                        }
                    }
                    if let spec = specs[guideline] {
                        reach.warnings += GuidelineContradictions.contradictions(between: component, and: spec)
                    }
                }
                reaches[position] = reach
            }
            return (reaches, documents)
        }
    }

    /// A reused component assembled again from its documents (a guideline a changed component needs); nil when it no
    /// longer assembles.
    private static func assembled(_ record: ComponentRecord, inputs: RunInputs, options: GenerationOptions) async -> ComponentSpec? {
        let read = await self.read(record.documents, inputs: inputs, options: options)
        let documents = record.documents.sorted().compactMap { read[$0] }
        guard documents.count == record.documents.count else { return nil }
        return Pipeline.run(documents, outputs: OutputRegistry(emitters: []), assembly: options.assembly).component
    }
}
