import Foundation

extension GenerationOverrides {
    /// What watch mode watches for these overrides: the specs folder and templates folder of `options` (when the
    /// configuration resolved), and every configuration file that is or could be read, so creating `specgen.yml`
    /// counts as a change too.
    public func watchedPaths(_ options: GenerationOptions?) -> WatchedPaths {
        var files: [String]
        if let configuration {
            files = [configuration]
        } else {
            files = [Configuration.fileName]
            if let specs { files.append((PathText.folder(of: specs) as NSString).appendingPathComponent(Configuration.fileName)) }
        }
        if let found = options?.configurationPath, !files.contains(found) { files.append(found) }
        let trees =
            [options?.specsDirectory ?? specs ?? GenerationOptions().specsDirectory]
            + [options?.templatesDirectory ?? templates].compactMap { $0 }
        return WatchedPaths(trees: trees, files: files)
    }
}
