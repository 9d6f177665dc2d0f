import Foundation

/// The fingerprint of everything a `generate` or `check` run reads: each document's bytes, and one hash of the rest
/// (the specgen build, the effective settings with the `ignore:` and `authoritative:` lists, the templates, the
/// folders as spelled, which diagnostics print). Equal fingerprints mean a full run would compute the same thing.
struct RunInputs: Equatable {
    /// The hash of everything but the documents.
    var settings: String
    /// Each document's path as given → the hash of its bytes.
    var documents: [String: String]
    /// The documents as discovered, in order, and the bytes that were hashed. A run parses these bytes rather than
    /// reading the files again, so what it records is what was fingerprinted (and each document is opened once).
    /// Not part of the fingerprint.
    var paths: [String] = []
    var contents: [String: Data] = [:]

    /// Equal fingerprints: the settings and every document's hash.
    static func == (left: RunInputs, right: RunInputs) -> Bool {
        left.settings == right.settings && left.documents == right.documents
    }

    /// The fingerprint for `options`; nil when something cannot be read (a document, a template, the specs folder)
    /// or faults are being injected: then nothing is reused or recorded.
    static func of(_ options: GenerationOptions) -> RunInputs? {
        guard ProcessInfo.processInfo.environment["SPECGEN_FAULT_INJECTION"] == nil else { return nil }
        guard case .success(let paths) = SpecDiscovery.specPaths(in: options.specsDirectory) else { return nil }
        var documents: [String: String] = [:]
        var contents: [String: Data] = [:]
        for path in paths {
            // Read as the pipeline reads a spec; one it refuses (binary, too large) is not worth a cache.
            guard case .success(let bytes) = SpecFileReader.read(path) else { return nil }
            documents[path] = FastHash.of(bytes)
            contents[path] = bytes
        }
        guard let settings = settings(of: options) else { return nil }
        return RunInputs(settings: settings, documents: documents, paths: paths, contents: contents)
    }

    /// The source `options` make of the document at `path`, carrying the bytes that were fingerprinted.
    func source(_ path: String, options: GenerationOptions) -> SpecSource {
        var source = options.source(path, in: options.specsDirectory)
        source.bytes = contents[path]
        return source
    }

    /// The fingerprint alone, without the documents' bytes (what a run keeps once it has handed them to the pipeline).
    var fingerprint: RunInputs {
        var fingerprint = self
        fingerprint.contents = [:]
        return fingerprint
    }

    /// The hash of everything but the documents; nil when a template or the templates folder cannot be read.
    static func settings(of options: GenerationOptions) -> String? {
        var parts = [
            "build \(BuildIdentity.current)",
            "cwd \(FileManager.default.currentDirectoryPath)",
            "specs \(options.specsDirectory)",
            "output \(options.outputDirectory)",
            "outputs \(options.outputs.map { $0.sorted().joined(separator: ",") } ?? "*")",
            "settings \(String(reflecting: options.settings))",
            "strict \(options.strict)",
            "configuration \(options.configurationPath ?? "-")",
            "authoritative \(options.authoritative.map(PathText.absolute).sorted().joined(separator: "\u{0}"))",
            "languages \(options.languages.map(\.rawValue).sorted().joined(separator: ","))",
        ]
        parts += options.ignore.map { "ignore \($0.value) at \($0.location)" }
        parts += options.componentNames.sorted { $0.key < $1.key }.map { "component \($0.key) \($0.value)" }
        parts += options.types.sorted { $0.key < $1.key }.map { "type \($0.key) \(String(reflecting: $0.value))" }
        if let templates = options.templatesDirectory {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: templates) else { return nil }
            parts.append("templates \(templates)")
            for name in names.sorted() {
                let path = (templates as NSString).appendingPathComponent(name)
                // Every entry counts (a stray file is a warning); a template's bytes count.
                let bytes = name.hasSuffix(".mustache") ? FileManager.default.contents(atPath: path) : Data()
                guard let bytes else { return nil }
                parts.append("template \(name) \(FastHash.of(bytes))")
            }
        }
        return FastHash.of(parts.joined(separator: "\n"))
    }

    /// Whether the settings still have the fingerprint they had in these inputs (the documents a run parses are the
    /// bytes these inputs hashed, so only the templates and settings, read apart, can have changed meanwhile).
    func stillHolds(settingsOf options: GenerationOptions) -> Bool {
        ProcessInfo.processInfo.environment["SPECGEN_FAULT_INJECTION"] == nil && Self.settings(of: options) == settings
    }
}
