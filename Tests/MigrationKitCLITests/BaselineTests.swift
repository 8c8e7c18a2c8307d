import Foundation
import MigrationKitTestSupport
import Testing

/// `audit --write-baseline FILE`, then `--baseline FILE`: today's findings accepted, new ones
/// counted, and what the baseline accepts that is gone said, so that it can shrink.
@Suite struct BaselineTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test func roundTrip() throws {
        let db = directory.path("app.sqlite"), baseline = directory.path("baseline.json")
        try makeDatabase(at: db, sql: """
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL);
            CREATE TABLE "notes" ("body" TEXT);
            """)
        #expect(run(["audit", "--db-path", db, "--write-baseline", baseline]) == CommandResult(status: 0, output: """
            \(db): 3 findings recorded in \(baseline); audit --baseline \(baseline) now counts only new ones.

            """, error: ""))
        #expect(String(decoding: try #require(fileBytes(baseline)), as: UTF8.self) == """
            {
              "findings" : [
                {
                  "column" : "id",
                  "rule" : "integer-primary-key",
                  "table" : "lists"
                },
                {
                  "column" : null,
                  "rule" : "missing-primary-key",
                  "table" : "notes"
                },
                {
                  "column" : "title",
                  "rule" : "not-null-without-default",
                  "table" : "lists"
                }
              ],
              "version" : 1
            }

            """)
        #expect(run(["audit", "--db-path", db, "--baseline", baseline]) == CommandResult(status: 0, output: """
            \(db): ready for sync: 0 errors, 0 warnings, 0 infos.

            """, error: "note: 3 findings accepted by the baseline \(baseline) are not counted.\n"))

        // A new table brings a new finding, which counts; the table dropped is said gone.
        try makeDatabase(at: db, sql: #"DROP TABLE "notes"; CREATE TABLE "tags" ("id" INTEGER PRIMARY KEY);"#)
        #expect(run(["audit", "--db-path", db, "--baseline", baseline]) == CommandResult(status: 1, output: """
            \(db): error: [integer-primary-key] "tags"."id": the primary key is an integer (INTEGER): each device numbers its own rows, so two devices create different records with the same id.
                fix (fixed by generate): migrationkit generate converts it to UUID text.
            \(db): not ready for sync: 1 error, 0 warnings, 0 infos; 1 fixed by migrationkit generate.

            """, error: """
            note: 2 findings accepted by the baseline \(baseline) are not counted.
            note: the baseline \(baseline) accepts 1 finding no longer found: [missing-primary-key] "notes"; record it again with --write-baseline \(baseline).

            """))
    }

    @Test func aBaselineThatCannotBeUsedIsAUsageError() throws {
        let db = directory.path("app.sqlite"), missing = directory.path("missing.json"), garbage = directory.path("garbage.json")
        try makeDatabase(at: db, sql: #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY)"#)
        #expect(run(["audit", "--db-path", db, "--baseline", missing])
            == CommandResult(status: 64, output: "", error: "error: cannot read the baseline \(missing); write one with --write-baseline \(missing).\n"))
        try directory.write("garbage.json", "[1, 2]")
        let result = run(["audit", "--db-path", db, "--baseline", garbage])
        #expect(result.status == 64 && result.error.hasPrefix("error: \(garbage) is not a baseline that --write-baseline wrote: "), "\(result)")
        let both = run(["audit", "--db-path", db, "--baseline", missing, "--write-baseline", missing])
        #expect(both.status == 64 && both.error.contains("choose one of --baseline FILE (compare with it) and --write-baseline FILE (record it)."), "\(both)")
    }

    /// A baseline that is not what --write-baseline writes said only "The data is missing.",
    /// naming no key; a key given twice was read as one of its values. Each mistake now names
    /// where in the file it is and which key.
    @Test(arguments: [
        (#"{"findings":5}"#, #"the key "version" is missing"#),
        (#"{"version":1,"findings":5}"#, ".findings: expected an array, found a number"),
        (#"{"version":"1","findings":[]}"#, ".version: expected a whole number, found a string"),
        (#"{"version":1,"findings":[{"rule":"integer-primary-key","table":"lists","column":"id"},{"table":"lists"}]}"#,
         #".findings[1]: the key "rule" is missing"#),
        (#"{"version":1,"findings":[{"rule":null,"table":"lists"}]}"#, ".findings[0].rule: expected a string, found null"),
        (#"{"version":1,"findings":[null]}"#, ".findings[0]: expected an object, found null"),
        (#"[1, 2]"#, "expected an object, found an array"),
        (#"{"version":1,"findings":[],"version":1}"#, #"the key "version" appears twice; keep one"#),
        (#"{"version":1,"findings":[{"rule":"integer-primary-key","table":"lists","column":"id"},{"rule":"integer-primary-key","table":"lists","table":"tags"}]}"#,
         #".findings[1]: the key "table" appears twice; keep one"#),
        (#"{"version":1,"findings":["#, "not valid JSON"),
    ])
    func aWrongBaselineSaysWhereAndWhichKey(baseline: String, message: String) throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY)"#)
        let path = try directory.write("baseline-\(UUID().uuidString).json", baseline)
        #expect(run(["audit", "--db-path", db, "--baseline", path])
            == CommandResult(status: 64, output: "", error: "error: \(path) is not a baseline that --write-baseline wrote: \(message).\n"))
    }
}
