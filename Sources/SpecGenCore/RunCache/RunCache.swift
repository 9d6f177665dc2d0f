import Dispatch
import Foundation
import SpecEmitters
import SpecModel
import Synchronization

/// `.specgen-cache.jsonl` in the output folder: what the last complete `generate` read, printed and left on disk, so a
/// run whose inputs and outputs are unchanged prints the same without reading, planning or rendering anything, and a
/// run where some documents changed reads, plans and renders only their components (`ComponentReuse`).
///
/// It holds two lines of JSON: the first is what a replay needs (read on every cached run), the second the
/// components' records (read only when some components must run again).
///
/// It is written atomically under the output folder's exclusive lock after the manifest, and trusted only when the
/// inputs' fingerprint, the manifest's bytes and every owned file's bytes still match (or, for a reused component,
/// its files' bytes); anything else (a missing, stale, corrupt or half-written cache, a run killed before recording)
/// means a full run. The writer never lists it in the manifest, so it is never taken for a stale generated file. Its
/// name starts with a dot and does not end in `.json` (it is JSON Lines), so tools that read every `.json` output, or
/// every visible file, never meet it.
struct RunCache: Codable, Equatable {
    /// The file name beside the manifest.
    static let fileName = ".specgen-cache.jsonl"
    /// The format this build reads and writes.
    static let currentVersion = 2

    /// Format version.
    var version = currentVersion
    /// `RunInputs.settings` of the run.
    var settings: String
    /// `RunInputs.documents` of the run.
    var documents: [String: String]
    /// The summary lines the run printed, before the line of counts.
    var summary: String
    /// Whether the run failed (a component with errors).
    var failed: Bool
    /// How many files the run produced (all unchanged when it is replayed).
    var fileCount: Int
    /// The hash of the manifest's bytes after the run ("absent" when there is none).
    var manifest: String = ""
    /// Every file the manifest lists → the hash of its bytes after the run.
    var files: [String: String] = [:]
    /// The run's diagnostics in the order printed: component by component, then the run's own.
    var diagnostics: [Diagnostic]
    /// The hash of the lines after the first, so damage to them is never taken for records.
    var componentsHash = ""
    /// Every component's record and what the steps across components found; nil until decoded (`withComponents()`).
    var components: Components?
    /// The bytes after the first line as read, decoded only when needed.
    private var componentLines: Data?

    /// Every component's record (a line each) and what the steps across components found (the second line).
    struct Components: Equatable {
        /// Every component as the run read, planned and rendered it, in path order.
        var records: [ComponentRecord]
        /// Each record's line as read from the cache, reused as it is when the record is (nil: encoded anew).
        var lines: [Data?]
        /// The second line.
        var header: Header

        /// What the second line holds.
        struct Header: Codable, Equatable {
            /// Format version.
            var version = currentVersion
            /// How many records follow.
            var count: Int
            /// The run's own diagnostics (`RunSettlement.diagnostics`), printed after the components'.
            var runDiagnostics: [Diagnostic]
            /// Per output kind, the fingerprint of the parts its shared files were built from and those files.
            var shared: [String: SharedFiles]
        }

        /// The run's own diagnostics.
        var runDiagnostics: [Diagnostic] { header.runDiagnostics }
        /// Per output kind, what its shared files were built from.
        var shared: [String: SharedFiles] { header.shared }
    }

    private enum CodingKeys: String, CodingKey {
        case version, settings, documents, summary, failed, fileCount, manifest, files, diagnostics, componentsHash
    }

    /// One kind's shared files and what they were built from.
    struct SharedFiles: Codable, Equatable {
        /// `SharedPartsFingerprint` of the parts.
        var parts: String
        /// The files, by path and hash of their bytes.
        var files: [ComponentRecord.File]
    }

    /// The cache of a run about to be written, before the writer adds what it left on disk.
    init(
        inputs: RunInputs,
        components: [ComponentRecord],
        runDiagnostics: [Diagnostic],
        shared: [String: SharedFiles],
        summary: String,
        failed: Bool,
        fileCount: Int
    ) {
        self.init(
            inputs: inputs,
            components: components,
            lines: components.map { _ in nil },
            runDiagnostics: runDiagnostics,
            shared: shared,
            summary: summary,
            failed: failed,
            fileCount: fileCount
        )
    }

    /// The cache of a run about to be written, with the lines of the records it reused unchanged from the last one.
    init(
        inputs: RunInputs,
        components: [ComponentRecord],
        lines: [Data?],
        runDiagnostics: [Diagnostic],
        shared: [String: SharedFiles],
        summary: String,
        failed: Bool,
        fileCount: Int
    ) {
        settings = inputs.settings
        documents = inputs.documents
        self.components = Components(
            records: components,
            lines: lines,
            header: .init(count: components.count, runDiagnostics: runDiagnostics, shared: shared)
        )
        diagnostics = components.flatMap(\.diagnostics) + runDiagnostics
        self.summary = summary
        self.failed = failed
        self.fileCount = fileCount
    }

    /// The cache of a full run about to be written.
    init(inputs: RunInputs, generation: Generation) {
        self.init(
            inputs: inputs,
            components: generation.records,
            runDiagnostics: generation.diagnostics,
            shared: generation.shared,
            summary: generation.summary,
            failed: generation.hasErrors,
            fileCount: generation.fileCount
        )
    }

    /// Whether the run it records read exactly `inputs`.
    func matches(_ inputs: RunInputs) -> Bool {
        version == Self.currentVersion && settings == inputs.settings && documents == inputs.documents
    }

    /// Records the manifest and the files it lists as they are in `folder` now; `known` gives the hashes of files
    /// this run just wrote or verified, which are not read again.
    mutating func record(_ manifest: Manifest, in folder: OutputFolder, known: [String: String] = [:]) -> Bool {
        self.manifest = folder.contents(Manifest.fileName).map(FastHash.of) ?? "absent"
        files = [:]
        for path in manifest.files.keys {
            if let hash = known[path] {
                files[path] = hash
                continue
            }
            guard let bytes = folder.contents(path) else { return false }
            files[path] = FastHash.of(bytes)
        }
        return true
    }

    /// Whether `folder` still holds what the cache recorded: the manifest's bytes and every listed file's bytes.
    func holds(in folder: OutputFolder) -> Bool {
        guard (folder.contents(Manifest.fileName).map(FastHash.of) ?? "absent") == manifest else { return false }
        for (path, hash) in files {
            guard let bytes = folder.contents(path), FastHash.of(bytes) == hash else { return false }
        }
        return true
    }

    /// The cache in `folder` with its first line decoded; nil when absent, of another version or unreadable.
    static func read(in folder: OutputFolder) -> RunCache? {
        guard let data = folder.contents(fileName) else { return nil }
        // memchr: a byte-by-byte search of a Data costs as much as decoding the line.
        let newline = data.withUnsafeBytes { bytes -> Int? in
            guard let base = bytes.baseAddress, let found = memchr(base, 0x0A, bytes.count) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
        let end = newline.map { data.startIndex + $0 } ?? data.endIndex
        guard var cache = try? JSONDecoder().decode(RunCache.self, from: data[..<end]), cache.version == currentVersion else {
            return nil
        }
        cache.componentLines = end < data.endIndex ? data[(end + 1)...] : nil
        return cache
    }

    /// The cache with the components' lines decoded; nil when they are missing, of another version or unreadable.
    func withComponents() -> RunCache? {
        guard components == nil else { return self }
        guard let data = componentLines, FastHash.of(data) == componentsHash else { return nil }
        let lines = Self.lines(of: data)
        let decoder = JSONDecoder()
        guard lines.count >= 2, lines.last?.isEmpty == true,
            let header = try? decoder.decode(Components.Header.self, from: lines[0]),
            header.version == Self.currentVersion, header.count == lines.count - 2
        else { return nil }
        let records = Array(lines[1..<(lines.count - 1)])
        // One decode of many records as an array costs far less than one decode a line: one array per thread, each
        // a contiguous share of the records (after one edit, decoding them is a large part of the run).
        let shares = max(1, min(ConcurrentWrites.threads, records.count / 64))
        let bounds = (0...shares).map { $0 * records.count / shares }
        let decodedShares = Mutex([[ComponentRecord]?](repeating: nil, count: shares))
        DispatchQueue.concurrentPerform(iterations: shares) { share in
            var array = Data("[".utf8)
            for index in bounds[share]..<bounds[share + 1] {
                if index > bounds[share] { array.append(UInt8(ascii: ",")) }
                array.append(records[index])
            }
            array.append(UInt8(ascii: "]"))
            let decoded = try? JSONDecoder().decode([ComponentRecord].self, from: array)
            decodedShares.withLock { $0[share] = decoded }
        }
        var decoded: [ComponentRecord] = []
        for share in decodedShares.withLock({ $0 }) {
            guard let share else { return nil }
            decoded += share
        }
        var cache = self
        cache.components = Components(records: decoded, lines: records, header: header)
        cache.componentLines = nil
        return cache
    }

    /// The lines of `data`, each without its newline; the last one empty when `data` ends with a newline.
    private static func lines(of data: Data) -> [Data] {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            guard let base = bytes.baseAddress else { return [Data()] }
            var lines: [Data] = []
            var start = 0
            while start <= bytes.count {
                let rest = bytes.count - start
                if rest > 0, let found = memchr(base + start, 0x0A, rest) {
                    let end = base.distance(to: UnsafeRawPointer(found))
                    lines.append(Data(bytes[start..<end]))
                    start = end + 1
                } else {
                    lines.append(Data(bytes[start..<bytes.count]))
                    break
                }
            }
            return lines
        }
    }

    /// Each record's line: a reused one's as it was read, the others encoded on the cores there are (the cache is
    /// written after every file, when nothing else runs); nil where one cannot be encoded.
    private static func lines(of components: Components) -> [Data?] {
        let (records, known) = (components.records, components.lines)
        return ConcurrentWrites.map(records.count) { index in
            known[index]
                ?? {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.sortedKeys]
                    return try? encoder.encode(records[index])
                }()
        }
    }

    /// Compact JSON with sorted keys, a line each: the run, the components' header, then one line per record (a
    /// reused record's line as it was read); nil when the components are not decoded. The bytes come in two pieces,
    /// the run's line and the rest, to be written one after the other: at 10,000 components the rest is megabytes,
    /// and joining the pieces would hold it twice at the run's peak.
    func encoded() -> [Data]? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let components, let header = try? encoder.encode(components.header) else { return nil }
        let newline = UInt8(ascii: "\n")
        var lines = Self.lines(of: components)
        guard !lines.contains(nil) else { return nil }
        var rest = Data(capacity: header.count + 1 + lines.reduce(0) { $0 + ($1?.count ?? 0) + 1 })
        rest.append(header)
        rest.append(newline)
        // Each line is released as soon as it is copied in, so the lines and their join are never both held whole.
        lines.reverse()
        while case let line?? = lines.popLast() {
            rest.append(line)
            rest.append(newline)
        }
        var first = self
        first.componentsHash = FastHash.of(rest)
        guard var data = try? encoder.encode(first) else { return nil }
        data.append(newline)
        return [data, rest]
    }
}

/// One hash of a kind's shared parts in order, so a run can tell that its shared files would come out as last time.
enum SharedPartsFingerprint {
    /// The hash of `parts`: each part's encoded text, after its length, so no two lists of parts run together.
    static func of(_ parts: [SharedPart]) -> String {
        var text = ""
        for part in parts { text += "\(part.text.utf8.count)|\(part.text)" }
        return FastHash.of(text)
    }
}
