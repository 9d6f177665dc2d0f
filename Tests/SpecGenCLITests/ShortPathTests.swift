import Foundation
import TestSupport
import Testing

@testable import SpecGenCore

/// One-character paths (`.`, `a`) used to trap inside Foundation's path arithmetic.
@Suite struct ShortPathTests {
    @Test(arguments: [
        ("specs", ""), (".", ""), ("a", ""), ("./", ""), ("a/b", "a"), ("./specs", "."), ("/a", "/"), ("/", "/"),
        ("a//b/", "a"), ("x/..", "x"),
    ])
    func folderOfAPath(path: String, folder: String) {
        #expect(PathText.folder(of: path) == folder)
    }

    @Test func generateWithTheSpecsFolderNamedDot() throws {
        let project = try Project()
        let run = try CommandLineRunner.run(["generate", "--specs", ".", "--output", "../out"], in: project.specs)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("out/Swift/Counter.swift").path))
    }

    @Test func oneLetterFolderAndSpecNames() throws {
        let project = try Project()
        try FileManager.default.createDirectory(at: project.root.appendingPathComponent("a"), withIntermediateDirectories: true)
        try Data(Project.counter.utf8).write(to: project.root.appendingPathComponent("a/c.md"))
        let generate = try CommandLineRunner.run(["generate", "--specs", "a", "--output", "o"], in: project.root)
        #expect(generate.status == 0, "\(generate.stderr)")
        let plan = try CommandLineRunner.run(["build-plan", "--target", "library", "--output-directory", "o", "a/c.md"], in: project.root)
        #expect(plan.status == 0, "\(plan.stderr)")
        let emit = try CommandLineRunner.run(["emit", "models", "a/c.md", "--output", "m.swift"], in: project.root)
        #expect(emit.status == 0, "\(emit.stderr)")
    }
}
