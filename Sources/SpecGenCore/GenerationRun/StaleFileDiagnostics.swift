import Foundation
import SpecModel

/// `check`'s findings as diagnostics at the generated files themselves, so CI formats (JSON, SARIF, GitHub) point at
/// each stale, missing or no-longer-produced file, not only at a diff on standard output.
extension OutputWriter {
    /// One error per file `changes` would write or remove (and for the manifest), at the first line that differs.
    /// `regenerate` is the command that brings the files up to date.
    public func staleFiles(in changes: OutputChanges, regenerate: String) -> [Diagnostic] {
        let folder = try? openFolder(creating: false).get()
        let run = "run `\(regenerate)`"
        var diagnostics: [Diagnostic] = []
        for (path, contents) in changes.writes {
            guard let old = folder?.contents(path) else {
                diagnostics.append(.error("stale: this generated file is missing; \(run)", at: place(path, line: 1)))
                continue
            }
            let line = Self.firstDifferingLine(old: old, new: changes.bytes(of: path, contents) ?? contents)
            diagnostics.append(
                .error(
                    "stale: this generated file differs from what the specs produce from line \(line) on; \(run)",
                    at: place(path, line: line)
                )
            )
        }
        for path in changes.removals {
            diagnostics.append(
                .error("stale: no spec produces this generated file any more; \(run) to remove it", at: place(path, line: 1))
            )
        }
        if changes.manifestChanges {
            let old = folder?.contents(Manifest.fileName)
            let line = old.map { Self.firstDifferingLine(old: $0, new: changes.manifest.encoded()) } ?? 1
            let what = old == nil ? "is missing" : "does not list the files the specs produce"
            diagnostics.append(.error("stale: the manifest of generated files \(what); \(run)", at: place(Manifest.fileName, line: line)))
        }
        return diagnostics.sorted { $0.location < $1.location }
    }

    private func place(_ relative: String, line: Int) -> SourceLocation {
        SourceLocation(file: (displayPath as NSString).appendingPathComponent(relative), line: line, column: 1)
    }

    /// The 1-based line where `new` first differs from `old` (one past the end of the shorter when one extends the other).
    static func firstDifferingLine(old: Data, new: Data) -> Int {
        let a = old.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let b = new.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var index = 0
        while index < a.count, index < b.count, a[index].elementsEqual(b[index]) { index += 1 }
        return min(index, max(a.count, b.count) - 1) + 1
    }
}
