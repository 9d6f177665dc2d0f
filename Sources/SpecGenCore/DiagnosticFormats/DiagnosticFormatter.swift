import Foundation
import SpecModel

/// Renders diagnostics in a `DiagnosticFormat`; what every command that prints diagnostics goes through.
public struct DiagnosticFormatter: Sendable {
    /// specgen's version, which SARIF names as the tool's.
    public static let toolVersion = BuildIdentity.version

    /// The format.
    public var format: DiagnosticFormat
    /// The folder paths are made relative to (the checkout CI runs in) for SARIF and GitHub.
    public var workingDirectory: String

    /// Creates a formatter; paths are made relative to the current directory unless told otherwise.
    public init(_ format: DiagnosticFormat = .text, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.format = format
        self.workingDirectory = workingDirectory
    }

    /// The text to print for `diagnostics` (a SARIF log even when there are none, so CI always has a file to upload).
    public func render(_ diagnostics: some Sequence<Diagnostic>) -> String {
        let all = Array(diagnostics)
        switch format {
        case .text: return all.map { $0.description + "\n" }.joined()
        case .json: return DiagnosticJSONLines.render(all)
        case .sarif: return SARIFLog.render(all, workingDirectory: workingDirectory, toolVersion: Self.toolVersion)
        case .github: return GitHubAnnotations.render(all, workingDirectory: workingDirectory)
        }
    }
}
