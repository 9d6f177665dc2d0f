import Foundation
import SpecModel

/// The checks every target makes of what a reader says about bad input: each problem has a place.
enum FuzzInvariants {
    /// Traps unless every diagnostic points at a line and column of some file (of `file`, when given).
    static func located(_ diagnostics: [Diagnostic], in file: String? = nil, _ what: String) {
        for diagnostic in diagnostics {
            let place = diagnostic.location
            precondition(place.line >= 1 && place.column >= 1, "\(what): a diagnostic without a place: \(diagnostic)")
            precondition(!place.file.isEmpty, "\(what): a diagnostic without a file: \(diagnostic)")
            if let file { precondition(place.file.hasPrefix(file), "\(what): a diagnostic outside \(file): \(diagnostic)") }
            for note in diagnostic.notes {
                precondition(note.location.line >= 1 && note.location.column >= 1, "\(what): a note without a place: \(note)")
            }
        }
    }

    /// A folder of this process's own for files a reader only takes by path (so parallel fuzzers do not share one).
    static let scratch: String = {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("specgen-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// Writes `bytes` to `name` in a fresh subfolder `folder` of the scratch folder, emptied first; returns the file's path.
    /// The subfolder is the calling thread's: the regression tests replay inputs in parallel in one process.
    static func write(_ bytes: [UInt8], named name: String, inFolder folder: String) -> String {
        let directory = (scratch as NSString).appendingPathComponent("\(folder)-\(pthread_self())")
        try? FileManager.default.removeItem(atPath: directory)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = (directory as NSString).appendingPathComponent(name)
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            fatalError("cannot write the fuzz input to \(path)")
        }
        return path
    }
}
