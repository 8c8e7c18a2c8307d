import Foundation
import MigrationKitTestSupport
import Testing

/// `migrationkit diff --from OLD --to NEW` on real files: the sample database against a new
/// version of it, each side a database file, a schema dump or a migrations directory.
@Suite struct DiffCommandTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// The sample, its schema dump, and a new version that renames a column, drops a table,
    /// adds a unique index and adds two columns that older versions can live with.
    func versions() throws -> (old: String, dump: String, new: String) {
        let old = try directory.copyFixture("reminders.sqlite")
        let dump = directory.path("schema.sql")
        #expect(run(["schema-dump", "--db-path", old, "--output", dump]).status == 0)
        let new = directory.path("new.sqlite")
        try FileManager.default.copyItem(atPath: old, toPath: new)
        try makeDatabase(at: new, sql: """
            ALTER TABLE "tags" RENAME COLUMN "title" TO "name";
            ALTER TABLE "remindersLists" ADD COLUMN "icon" TEXT NOT NULL DEFAULT '';
            ALTER TABLE "remindersLists" ADD COLUMN "kind" TEXT;
            CREATE UNIQUE INDEX "tagsName" ON "tags"("name");
            DROP TABLE "remindersTags";
            """)
        return (old, dump, new)
    }

    @Test func textNamesEachIncompatibleChange() throws {
        let (_, dump, new) = try versions()
        #expect(run(["diff", "--from", dump, "--to", new]) == CommandResult(status: 1, output: """
            \(dump) → \(new): error: [table-removed] "remindersTags": the table is gone from the new schema.
                fix: keep "remindersTags" while any supported app version syncs it.
            \(dump) → \(new): error: [unique-constraint-added] "tags"."name": a unique index "tagsName" on ("name") is added.
                fix: enforce the uniqueness in the app, or merge duplicates as they arrive.
            \(dump) → \(new): error: [column-renamed] "tags"."title": the column appears renamed to "name" (the only removed and added TEXT columns).
                fix: keep "title" and add "name" beside it.
            \(dump) → \(new): not compatible with older app versions: 3 errors, 0 warnings, 0 infos.

            """, error: ""))
    }

    /// A database and its own schema dump are the same schema; so is a migrations directory
    /// that builds it.
    @Test func theSameSchemaInAnyFormIsCompatible() throws {
        let (old, dump, _) = try versions()
        #expect(run(["diff", "--from", old, "--to", dump]) == CommandResult(status: 0, output: "\(old) → \(dump): compatible: 0 errors, 0 warnings, 0 infos.\n", error: ""))
        let migrations = directory.path("Migrations")
        // The dump's statements as a first migration (without its header line, which marks a dump).
        let statements = String(decoding: try #require(fileBytes(dump)), as: UTF8.self).split(separator: "\n", maxSplits: 1)[1]
        _ = try directory.write("Migrations/0001_initial.sql", "-- migrate:up\n" + statements)
        #expect(run(["diff", "--from", migrations, "--to", old]).status == 0)
    }

    @Test func jsonAndSarifForMachines() throws {
        let (_, dump, new) = try versions()
        let json = run(["diff", "--from", dump, "--to", new, "--format", "json"])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["compatible"] as? Bool == false)
        #expect((object["findings"] as? [[String: Any]])?.compactMap { $0["rule"] as? String } == ["table-removed", "unique-constraint-added", "column-renamed"])
        let sarif = run(["diff", "--from", dump, "--to", new, "--format", "sarif"])
        #expect(sarif.status == 1 && sarif.output.contains(#""id" : "column-renamed""#) && sarif.output.contains(URL(fileURLWithPath: new).absoluteString))
    }

    @Test func aConfigurationAcceptsAChange() throws {
        let (_, dump, new) = try versions()
        let config = try directory.write("config.json", """
            { "rules": { "unique-constraint-added": "warning" },
              "accepted": [ { "rule": "table-removed", "table": "remindersTags", "reason": "tags moved into a column" },
                            { "rule": "column-renamed", "table": "tags", "column": "title", "reason": "the 2.0 app reads both" } ] }
            """)
        #expect(run(["diff", "--from", dump, "--to", new, "--config", config]).output.hasSuffix("compatible: 0 errors, 1 warning, 0 infos.\n"))
    }

    @Test func sidesThatCannotBeReadExit2() throws {
        let (_, dump, _) = try versions()
        let missing = directory.path("missing.sql")
        #expect(run(["diff", "--from", missing, "--to", dump]) == CommandResult(status: 2, output: "", error: "error: no database at \(missing); this command does not create one.\n"))
        let garbage = try directory.write("garbage.sql", "garbage")
        #expect(run(["diff", "--from", garbage, "--to", dump]) == CommandResult(status: 2, output: "", error: "error: \(garbage): neither a SQLite database nor a schema script SQLite can run: line 1: near \"garbage\": syntax error\n"))
        #expect(run(["diff", "--from", dump]).status == 64)
    }

    /// `-- migrationkit:ignore RULE REASON` accepts the changes of RULE that its own file makes,
    /// not another file's; an ignore line that accepts nothing is noted; a malformed one is an
    /// error of the file, for diff and migrate alike.
    @Test func ignoreLinesAcceptWhatTheirFileChanges() throws {
        _ = try directory.write("v1/0001_initial.sql", #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT, "color" INTEGER);"#)
        _ = try directory.write("v2/0001_initial.sql", #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT, "color" INTEGER);"#)
        _ = try directory.write("v2/0002_rename.sql", """
            -- migrationkit:ignore column-renamed the 2.0 app reads both names
            -- migrationkit:ignore column-removed this file removes nothing
            ALTER TABLE "lists" RENAME COLUMN "title" TO "name";
            """)
        _ = try directory.write("v2/0003_drop.sql", #"ALTER TABLE "lists" DROP COLUMN "color";"#)
        let v1 = directory.path("v1"), v2 = directory.path("v2")
        #expect(run(["diff", "--from", v1, "--to", v2]) == CommandResult(status: 1, output: """
            \(v1) → \(v2): error: [column-removed] "lists"."color": the column is gone from the new schema.
                fix: keep "color" while any supported app version writes it.
            \(v1) → \(v2): not compatible with older app versions: 1 error, 0 warnings, 0 infos.

            """, error: """
            note: 1 change accepted by -- migrationkit:ignore lines is not counted.
            note: \(v2)/0002_rename.sql:2: -- migrationkit:ignore column-removed: the file makes no such change; remove the line.

            """))
        // The lines change nothing that runs.
        let db = directory.path("app.sqlite")
        #expect(run(["migrate", "--db-path", db, "--migrations", v2, "--create"]).status == 0)

        _ = try directory.write("v2/0004_bad.sql", "-- migrationkit:ignore column-renamed\nSELECT 1;")
        #expect(run(["diff", "--from", v1, "--to", v2]) == CommandResult(status: 2, output: "", error: """
            error: \(v2)/0004_bad.sql: line 1: "-- migrationkit:ignore column-renamed" needs a rule and a reason: write -- migrationkit:ignore RULE REASON

            """))
        _ = try directory.write("v2/0004_bad.sql", "-- migrationkit:ignore column-renamd a typo\nSELECT 1;")
        #expect(run(["diff", "--from", v1, "--to", v2]).error.hasPrefix("error: \(v2)/0004_bad.sql: line 1: no compatibility rule is named \"column-renamd\"; the rules are table-removed, "))
    }
}
