// Guides/Models.md, the ```swift block at line 135, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import Testing
import MigrationKitModel

enum Snippet_Guides_Models_135 {
    static func run() throws {
        let model = StoreModel(version: 1, records: [])
        do {
            #expect(try model.audit().findings.filter { $0.severity == .error }.isEmpty)
        }
    }
}
