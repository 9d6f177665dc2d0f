import Foundation
import SpecEmitters
import SpecGenCore
import SpecModel

/// Feeds arbitrary bytes to a `--templates` folder as one template file (the first byte picks which): the Mustache
/// parser, the contract check, and, for a template that loads, rendering the repository's snackbar with it in every
/// language. Traps when a template that is refused has no error at a place in its folder.
public enum FuzzTemplate {
    /// The templates the first byte picks from, in order (the byte modulo their count).
    public static let names = TemplateLibrary.requiredNames
    private static let snackbar: SpecSource = {
        let path = (FuzzSpecSet.root as NSString).appendingPathComponent("specs/snackbar.md")
        guard let bytes = FileManager.default.contents(atPath: path) else { fatalError("cannot read \(path)") }
        return SpecSource(path: path, sourceName: "specs/snackbar.md", bytes: bytes)
    }()

    /// Runs one input; returns whether the template loaded.
    @discardableResult
    public static func run(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first else { return false }
        let name = names[Int(first) % names.count]
        let file = FuzzInvariants.write(Array(bytes.dropFirst()), named: "\(name).mustache", inFolder: "templates")
        let folder = (file as NSString).deletingLastPathComponent
        let library: TemplateLibrary
        do {
            library = try TemplateLibrary.contentsOf(directory: folder)
        } catch {
            precondition(error.severity == .error, "a refused template must be an error: \(error)")
            FuzzInvariants.located([error], in: folder, "template")
            return false
        }
        FuzzInvariants.located(library.warnings, in: folder, "template")
        let result = Pipeline.run(snackbar, outputs: OutputRegistry(templates: library, languages: [.swift, .kotlin]))
        FuzzInvariants.located(result.diagnostics, "template")
        return true
    }
}
