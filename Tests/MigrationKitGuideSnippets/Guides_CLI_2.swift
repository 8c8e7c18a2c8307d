// Guides/CLI.md, its ```swift block number 2, as the page shows it.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the page, not this file.
import Foundation
import GRDB
import MigrationKit
import MigrationKitCLI
import MigrationKitGRDB
import Testing

enum Snippet_Guides_CLI_2 {
    static func exit(_ status: Int32) { GuideRun.exitStatus = status }

    enum CommandLine { static var arguments: [String] { ["remindersctl", "migrate", "--db-path", GuideRun.newFile("reminders.sqlite"), "--to", "0001_add_flagged"] } }

    enum AppMigrations {
        static let all: [MigrationStep<Database>] = [
            MigrationStep(
                identifier: "0001_add_flagged",
                apply: { db in
                    try db.execute(sql: #"ALTER TABLE "reminders" ADD COLUMN "isFlagged" INTEGER NOT NULL DEFAULT 0"#)
                },
                rollback: { db in
                    try db.execute(sql: #"ALTER TABLE "reminders" DROP COLUMN "isFlagged""#)
                }),
            MigrationStep(
                identifier: "0002_index_tags_title",
                apply: { db in try db.execute(sql: #"CREATE INDEX "tags_title" ON "tags"("title")"#) },
                rollback: { db in try db.execute(sql: #"DROP INDEX "tags_title""#) }),
        ]
    }


    static func run() throws {
        let path = try GuideRun.fixture("reminders.sqlite")
        do {
            do {
                let runner = try GRDBMigrationRunner(
                    steps: AppMigrations.all,
                    verifier: GRDBMigrationVerifier(requiredIndexes: [RequiredIndexSpec(table: "tags", index: "tags_title")]))
                let host = MigrationCLIHost(runner: runner)
                exit(MigrationCLI.run(host: host, arguments: Array(CommandLine.arguments.dropFirst())))
            } catch {
                // The registry rejected the steps: duplicate or misordered identifiers.
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                exit(2)
            }
            // `remindersctl migrate --to 0001_add_flagged`, as below: committed, then verification fails.
            #expect(GuideRun.exitStatus == 1)
            #expect(try GuideRun.values(path, "SELECT name FROM pragma_table_info('reminders') WHERE name = 'isFlagged'") == ["isFlagged"])
        }
    }
}
