import Foundation

/// `specgen-cache.json`, where earlier versions kept the run cache: a `.json` file of JSON Lines among the outputs,
/// which tripped tools that read every `.json` there. A complete run removes it, but only when its first line is
/// plainly such a cache, so a file of that name that specgen did not write is left alone.
enum LegacyRunCache {
    /// The earlier name, in the output folder beside the manifest.
    static let fileName = "specgen-cache.json"

    /// The keys every earlier cache's first line had.
    private struct FirstLine: Decodable {
        var version: Int
        var settings: String
        var documents: [String: String]
        var summary: String
    }

    /// Removes an earlier version's cache from `folder`, if there is one and `manifest` does not list a generated file
    /// of that name; a failure only leaves the file.
    static func remove(from folder: OutputFolder, listedIn manifest: Manifest) {
        guard manifest.files[fileName] == nil, let data = folder.contents(fileName) else { return }
        let firstLine = data.prefix { $0 != UInt8(ascii: "\n") }
        guard (try? JSONDecoder().decode(FirstLine.self, from: firstLine)) != nil else { return }
        _ = folder.removeFile(fileName)
    }
}
