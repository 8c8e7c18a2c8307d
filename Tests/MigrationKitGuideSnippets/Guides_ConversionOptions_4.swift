// Guides/ConversionOptions.md, its ```swift block number 4, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitSync

extension MigrationStep where Database == GRDB.Database {
    /// 0001_convert_reminders_and_3_more: converts keys to UUID text for sync.
    static func m0001_convert_reminders_and_3_more() throws -> MigrationStep<GRDB.Database> {
        try SQLMigrationFiles.step(identifier: "0001_convert_reminders_and_3_more", sourceFile: #fileID, text: #"""
-- migrate:up
-- migrationkit:conversion
…
"""#, kinds: [.conversion])
    }
}

enum Snippet_Guides_ConversionOptions_4 {
    static func run() throws {
        do {
        }
    }
}
