import Foundation
import SpecEmitters

/// The list of files specgen owns in an output directory, and which spec each comes from.
///
/// The writer only ever overwrites or deletes files listed here, so it never touches files it did not write.
public struct Manifest: Codable, Sendable, Equatable {
    /// The manifest's file name inside the output directory.
    public static let fileName = "specgen-manifest.json"

    /// Format version.
    public var version = 1
    /// Relative path → owning spec's display name (`*` for files built from all specs).
    public var files: [String: String]

    /// Creates a manifest.
    public init(files: [String: String] = [:]) {
        self.files = files
    }

    /// Pretty JSON with sorted keys and a final newline.
    func encoded() -> Data {
        let value = JSONValue.object(["version": .integer(version), "files": .object(files.mapValues { .string($0) })])
        return Data(value.formatted().utf8)
    }
}
