import Foundation
import SpecEmitters
import SpecModel

/// The list of files specgen owns in an output directory, and which spec each comes from.
///
/// The writer only ever overwrites or deletes files listed here, so it never touches files it did not write.
/// While a run writes, the manifest also journals the new files it is about to rename into place
/// (`pending`), so a run killed half way leaves a record the next run recovers ownership from.
public struct Manifest: Codable, Sendable, Equatable {
    /// The manifest's file name inside the output directory.
    public static let fileName = "specgen-manifest.json"

    /// Format version.
    public var version = 1
    /// Relative path → owning spec's display name (`*` for files built from all specs).
    public var files: [String: String]
    /// Files a run was about to create when the manifest was written, with the fingerprint of the bytes;
    /// empty (and not written) once a run completes.
    public var pending: [String: PendingFile] = [:]

    /// A file a run intended to create: its owner and a fingerprint of the bytes it was to hold.
    public struct PendingFile: Codable, Sendable, Equatable {
        /// The owning spec's display name.
        public var owner: String
        /// `ContentFingerprint` of the intended bytes.
        public var fingerprint: String
    }

    /// What the `generate` that wrote the files was asked for, which `check` compares against; nil in a manifest
    /// an earlier specgen wrote.
    public var request: Request?

    /// The languages and output kinds a `generate` was asked for (by flags, `specgen.yml` or the defaults).
    public struct Request: Sendable, Equatable {
        /// The languages, sorted (`kotlin`, `swift`).
        public var languages: [String]
        /// The output kinds chosen, sorted; nil for every kind of the languages.
        public var outputs: [String]?

        /// A request for `languages` and, when chosen, `outputs`.
        public init(languages: [String], outputs: [String]?) {
            self.languages = languages
            self.outputs = outputs
        }

        /// The request `options` make.
        public init(_ options: GenerationOptions) {
            languages = options.languages.map(\.rawValue).sorted()
            outputs = options.outputs?.sorted()
        }

        /// The request in words: "languages kotlin, swift", with " and outputs models, schemas" when it chose some.
        public var described: String {
            "languages " + languages.joined(separator: ", ") + (outputs.map { " and outputs " + $0.joined(separator: ", ") } ?? "")
        }

        /// The flags that ask for it (`--languages kotlin,swift --outputs models`).
        public var flags: String {
            "--languages " + languages.joined(separator: ",") + (outputs.map { " --outputs " + $0.joined(separator: " ") } ?? "")
        }
    }

    /// Creates a manifest.
    public init(files: [String: String] = [:], request: Request? = nil) {
        self.files = files
        self.request = request
    }

    private enum CodingKeys: String, CodingKey { case version, files, pending, languages, outputs }

    /// Decodes a manifest; `pending`, `languages` and `outputs` may be absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        files = try container.decode([String: String].self, forKey: .files)
        pending = try container.decodeIfPresent([String: PendingFile].self, forKey: .pending) ?? [:]
        if let languages = try container.decodeIfPresent([String].self, forKey: .languages) {
            request = Request(languages: languages, outputs: try container.decodeIfPresent([String].self, forKey: .outputs))
        }
    }

    /// Encodes the members `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(files, forKey: .files)
        if !pending.isEmpty { try container.encode(pending, forKey: .pending) }
        try container.encodeIfPresent(request?.languages, forKey: .languages)
        try container.encodeIfPresent(request?.outputs, forKey: .outputs)
    }

    /// Pretty JSON with sorted keys and a final newline; `pending` only while it holds something, `outputs` only when
    /// the run chose some.
    func encoded() -> Data {
        var members: [String: JSONValue] = ["version": .integer(version), "files": .object(files.mapValues { .string($0) })]
        if let request {
            members["languages"] = .array(request.languages.map { .string($0) })
            if let outputs = request.outputs { members["outputs"] = .array(outputs.map { .string($0) }) }
        }
        if !pending.isEmpty {
            members["pending"] = .object(
                pending.mapValues { .object(["owner": .string($0.owner), "fingerprint": .string($0.fingerprint)]) }
            )
        }
        return Data(JSONValue.object(members).formatted().utf8)
    }

    /// Parses manifest bytes and checks every path in them, so an edited manifest cannot point the writer
    /// outside the output folder; the error says which entry is wrong.
    static func decode(_ data: Data) -> Result<Manifest, Refusal> {
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: data)
        } catch {
            return .failure("cannot read the manifest of owned files; fix or delete it before generating (\(error))")
        }
        guard manifest.version == 1 else {
            return .failure("the manifest has version \(manifest.version); this specgen understands version 1")
        }
        for path in (Array(manifest.files.keys) + Array(manifest.pending.keys)).sorted() {
            if let problem = ManifestPath.problem(with: path) {
                return .failure(
                    Refusal(
                        "the manifest lists '\(path)', which is not a path inside the output folder (\(problem)); "
                            + "fix or delete the manifest before generating"
                    )
                )
            }
        }
        return .success(manifest)
    }
}
