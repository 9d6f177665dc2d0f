import Foundation
import Testing

@testable import SpecGenCore

/// Names below the specs folder read from plain spellings as text equal the names URL's standardised paths give.
@Suite struct PlainPathTests {
    @Test(arguments: [
        ("specs/banner.md", "specs"), ("specs/sub/banner.md", "specs"), ("/tmp/p/specs/banner.md", "/tmp/p/specs"),
        ("specs/banner.md", "specs/"), ("./specs/banner.md", "specs"), ("specs/../specs/banner.md", "specs"),
        ("other/banner.md", "specs"), ("specs2/banner.md", "specs"), ("specs", "specs"), ("banner.md", "."),
        ("/tmp/p/specs/banner.md", "specs"), ("specs//banner.md", "specs"),
    ])
    func plainNamesEqualStandardisedOnes(path: String, folder: String) {
        let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL.pathComponents
        let file = URL(fileURLWithPath: path, isDirectory: false).standardizedFileURL.pathComponents
        let viaURL =
            (file.count > root.count && Array(file.prefix(root.count)) == root
                ? file.dropFirst(root.count).joined(separator: "/") : (file.last ?? path))
        #expect(SpecDiscovery.displayName(of: path, in: folder) == SpecDiscovery.folderName(of: folder) + "/" + viaURL)
        if let relative = PathText.plainRelative(path, below: folder) {
            #expect(relative.joined(separator: "/") == viaURL)
        }
    }

    @Test func onlyPlainSpellingsAreReadAsText() {
        #expect(PathText.plainComponents("specs/sub/a.md") == ["specs", "sub", "a.md"])
        #expect(PathText.plainComponents("/abs/a.md") == ["abs", "a.md"])
        #expect(PathText.plainComponents("./a.md") == nil)
        #expect(PathText.plainComponents("a/../b.md") == nil)
        #expect(PathText.plainComponents("a//b.md") == nil)
        #expect(PathText.plainComponents("specs/") == nil)
        #expect(PathText.plainComponents("/") == nil)
        #expect(PathText.plainRelative("specs/a.md", below: "/abs/specs") == nil)
        #expect(PathText.plainRelative("specs", below: "specs") == nil)
    }
}
