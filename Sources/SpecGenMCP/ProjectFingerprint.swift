import Foundation

/// What the server's answers were read from: each spec's path, size and modification time, and the configuration's.
/// A request compares it with the disk, so a document edited while the server runs is read again.
struct ProjectFingerprint: Equatable, Sendable {
    private var entries: [String]

    /// The fingerprint of the specs below `specsDirectory` and of the configuration file, as they are now.
    static func current(specsDirectory: String, configuration: String?) -> ProjectFingerprint {
        var entries: [String] = []
        if let configuration { entries.append(stamp(configuration)) }
        let root = URL(fileURLWithPath: specsDirectory)
        // Only the names generate reads (`*.md`, `*.mdx`); links are not followed out of the folder.
        if let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walk where url.pathExtension == "md" || url.pathExtension == "mdx" {
                entries.append(stamp(url.path))
            }
        }
        return ProjectFingerprint(entries: entries.sorted())
    }

    private static func stamp(_ path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(path)\u{0}\(size)\u{0}\(time)"
    }
}
