// Guides/Models.md, its ```swift block number 2, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import Testing
import MigrationKitModel

enum Snippet_Guides_Models_2 {
    static func run() throws {
        let model = StoreModel(version: 1, records: [])
        do {
            #expect(try model.audit().findings.filter { $0.severity == .error }.isEmpty)
        }
    }
}
