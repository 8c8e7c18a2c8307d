import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

@Suite struct RehearseAndBackupTests {
    let directory: TemporaryDirectory
    let db: String
    let migrations: String

    init() throws {
        let conversion = try GeneratedConversion(fixture: "reminders.sqlite")
        (directory, db, migrations) = (conversion.directory, conversion.db, conversion.migrations)
    }

    @Test func rehearsalLeavesTheDatabaseUntouched() throws {
        let before = fileBytes(db)
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations, "--rehearse"]) == CommandResult(status: 0, output: """
            would apply 0001_convert_reminders_and_3_more
            Rehearsal on a copy: 1 migration applied and verified; \(db) was not changed.

            """, error: ""))
        #expect(fileBytes(db) == before)
        #expect(run(["status", "--db-path", db, "--migrations", migrations]).output == "pending  0001_convert_reminders_and_3_more\n")
    }

    @Test func failedRehearsalSaysSoAndChangesNothing() throws {
        try DatabaseQueue(path: db).write { try $0.execute(sql: "INSERT INTO remindersLists (id, title) VALUES (-5, 'bad')") }
        let before = fileBytes(db)
        let result = run(["migrate", "--db-path", db, "--migrations", migrations, "--rehearse"])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: the rehearsal on a copy failed; \(db) was not changed.\nerror: migration \"0001_convert_reminders_and_3_more\" was not applied"))
        #expect(fileBytes(db) == before)
    }

    @Test func backupIsTheDatabaseBeforeTheMigration() throws {
        let original = try contentDump(atPath: db)
        let backup = directory.path("backup.sqlite")
        let result = run(["migrate", "--db-path", db, "--migrations", migrations, "--backup", backup])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("backed up \(db) to \(backup)\napplied 0001_convert_reminders_and_3_more\n"))
        #expect(try contentDump(atPath: backup) == original)
        #expect(try contentDump(atPath: db) != original)
        // Never overwrites.
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations, "--backup", backup]) == CommandResult(
            status: 2, output: "", error: "error: cannot write \(backup): it exists; --backup never overwrites a file\n"))
    }

    @Test func progressIsReportedDuringALongStep() throws {
        let path = directory.path("long.sqlite")
        try makeDatabase(at: path, sql: "CREATE TABLE t (x)")
        final class Reports: @unchecked Sendable { var seen: [String] = [] }
        let reports = Reports()
        var runner = try GRDBMigrationRunner(steps: [
            MigrationStep(identifier: "0001_fill", apply: { db in
                try db.execute(sql: "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300000) INSERT INTO t SELECT i FROM n")
            }),
        ])
        runner.progressInterval = 0
        runner.progress = { progress in reports.seen.append(progress.identifier) }
        try runner.migrate(in: openDatabase(DatabaseConnectionOptions(path: path, access: .readWrite)))
        #expect(!reports.seen.isEmpty)
        #expect(Set(reports.seen) == ["0001_fill"])
    }
}

/// migrate's progress line on a terminal: a bar where the step says how far it has got.
@Suite struct ProgressLineTests {
    @Test func aBarWhereTheStepSaysHowFar() {
        #expect(MigrationProgress(identifier: "0001_convert_lists", seconds: 3.7, fractionCompleted: 0.456).line
            == "[#########-----------]  45% applying 0001_convert_lists: 3 s")
        #expect(MigrationProgress(identifier: "0001_convert_lists", seconds: 12, fractionCompleted: 1).line
            == "[####################] 100% applying 0001_convert_lists: 12 s")
        #expect(MigrationProgress(identifier: "0002_add_flagged", seconds: 2).line == "applying 0002_add_flagged: 2 s")
    }
}

/// generate's progress line on a terminal, while it rehearses the plans.
@Suite struct RehearsalLineTests {
    @Test func theRehearsalSaysWhatItDoes() {
        #expect(MigrationProgress(identifier: "rehearsal_0", seconds: 61.2, fractionCompleted: 0.25).line(doing: "rehearsing the conversion on an empty copy of the schema")
            == "[#####---------------]  25% rehearsing the conversion on an empty copy of the schema: 61 s")
    }
}
