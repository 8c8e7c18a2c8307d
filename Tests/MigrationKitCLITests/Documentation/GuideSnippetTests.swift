import Foundation
import Testing

/// Every ```swift block of README.md and Guides/ is a file of `Tests/MigrationKitGuideSnippets`
/// (``GuideSnippets``), which the test build compiles: a block that changes fails here until
/// its file is written again, and a block that does not build fails the build.
@Suite struct GuideSnippetTests {
    static let directory = DocumentationTests.root.appendingPathComponent("Tests/MigrationKitGuideSnippets")

    @Test func everySwiftBlockIsAFileTheTestsCompile() throws {
        var expected: [String: (block: GuideSnippets.Block, text: String)] = [:]
        for page in DocumentationTests.allPages {
            let markdown = try String(contentsOf: DocumentationTests.root.appendingPathComponent(page), encoding: .utf8)
            for block in GuideSnippets.blocks(page: page, markdown: markdown) {
                expected[GuideSnippets.fileName(block)] = (block, GuideSnippets.file(block))
            }
        }
        // The written files (the others there run some of them: GuideRun).
        let existing = Set(((try? FileManager.default.contentsOfDirectory(atPath: Self.directory.path)) ?? [])
            .filter { $0.hasSuffix(".swift") && ($0.hasPrefix("README_") || $0.hasPrefix("Guides_")) })
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
            #expect(written == file.text, "\(file.block.page):\(file.block.line): the ```swift block is not the code the tests compile; \(rewrite)")
        }
        #expect(existing.subtracting(expected.keys).sorted() == [], "no page shows these blocks any more; \(rewrite)")
    }
}
