import Foundation
import PackagePlugin

/// Runs `specgen verify-api`, passes on what it prints, and turns each `path:line:column: severity: message` line
/// into a plugin diagnostic at that place, so findings show inline.
enum VerifyAPIRun {
    /// Runs the tool and reports what it printed; returns its exit status.
    static func run(tool: URL, arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // The lines as printed keep their place in terminals and CI logs (SwiftPM prints a plugin diagnostic without
        // its file); the diagnostics put the findings inline in Xcode.
        FileHandle.standardError.write(data)
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") { report(String(line)) }
        return process.terminationReason == .exit ? process.terminationStatus : 1
    }

    /// One printed line as a diagnostic; a line not in the compiler's form is reported as it is.
    static func report(_ line: String) {
        for (marker, severity) in [(": error: ", Severity.error), (": warning: ", .warning), (": note: ", .remark)] {
            guard let range = line.range(of: marker) else { continue }
            let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            let message = String(line[range.upperBound...])
            // path:line:column, where the path itself may hold colons.
            if place.count >= 3, let lineNumber = Int(place[place.count - 2]) {
                let file = place.dropLast(2).joined(separator: ":")
                Diagnostics.emit(severity, message, file: file, line: lineNumber)
            } else {
                Diagnostics.emit(severity, message)
            }
            return
        }
        if !line.isEmpty { Diagnostics.remark(line) }
    }

    typealias Severity = PackagePlugin.Diagnostics.Severity

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
