import Foundation
import MigrationKitTestSupport
import Testing

/// Every ```swift block of README.md and Guides/ is a file of `Tests/MigrationKitGuideSnippets`
/// (``GuideSnippets``), which the test build compiles: a block that changes fails here until
/// its file is written again, and a block that does not build fails the build.
@Suite struct GuideSnippetTests {
    static let directory = DocumentationTests.root.appendingPathComponent("Tests/MigrationKitGuideSnippets")

    @Test func everySwiftBlockIsAFileTheTestsCompile() throws {
        var expected: [String: (place: String, text: String)] = [:]
        var blocks: [GuideSnippets.Block] = []
        for page in DocumentationPages.all {
            for block in GuideSnippets.blocks(page: page, markdown: try DocumentationPages.text(page)) {
                expected[GuideSnippets.fileName(block)] = ("\(block): the ```swift block", GuideSnippets.file(block))
                blocks.append(block)
            }
        }
        expected[GuideSnippets.indexFileName] = ("\(GuideSnippets.indexFileName): the list of blocks", GuideSnippets.index(blocks))
        // The written files (GuideRun.swift, written by hand, gives them what they run on).
        let existing = Set(((try? FileManager.default.contentsOfDirectory(atPath: Self.directory.path)) ?? [])
            .filter { $0.hasSuffix(".swift") && ($0.hasPrefix("README_") || $0.hasPrefix("Guides_") || $0 == GuideSnippets.indexFileName) })
        if ProcessInfo.processInfo.environment["MIGRATIONKIT_WRITE_GUIDE_SNIPPETS"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            for name in existing where expected[name] == nil {
                try FileManager.default.removeItem(at: Self.directory.appendingPathComponent(name))
            }
            for (name, file) in expected {
                try Data(file.text.utf8).write(to: Self.directory.appendingPathComponent(name))
            }
            return
        }
        let rewrite = "write the files again: MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests"
        for (name, file) in expected.sorted(by: { $0.key < $1.key }) {
            let written = try? String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
            #expect(written == file.text, "\(file.place) is not the code the tests compile; \(rewrite)")
        }
        #expect(existing.subtracting(expected.keys).sorted() == [], "no page shows these blocks any more; \(rewrite)")
    }
}
