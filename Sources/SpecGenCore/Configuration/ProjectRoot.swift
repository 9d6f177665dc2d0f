import Foundation

/// The project a configuration file belongs to: the folder it is in. Paths the file names for inputs specgen reads
/// (test results, symbol graphs) must stay inside it, so a configuration cannot point a server at other files.
struct ProjectRoot {
    /// The folder, absolute and standardised.
    let folder: String

    /// The root of the configuration at `path`.
    init(configuration path: String) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
        self.folder = folder
    }

    /// Whether `path` (relative to the folder, or absolute) lies inside the folder: not outside by its spelling (`..`),
    /// nor, where it exists, through a symbolic link.
    func contains(_ path: String) -> Bool {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: folder).appendingPathComponent(path)
        let standardized = url.standardizedFileURL.path
        guard Self.isInside(standardized, folder) else { return false }
        // A link inside the project may point out of it; what exists is judged where it really is.
        let real = URL(fileURLWithPath: standardized).resolvingSymlinksInPath().path
        let realFolder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        return Self.isInside(real, realFolder) || !FileManager.default.fileExists(atPath: standardized)
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
