import Foundation
import MigrationKitTestSupport
import Testing

@Suite struct AuditCommandTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    func database(_ sql: String) throws -> String {
        let path = directory.path("app-\(UUID().uuidString).sqlite")
        try makeDatabase(at: path, sql: sql)
        return path
    }

    static let small = """
        CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL DEFAULT '');
        CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE);
        """

    @Test func textReadsLikeALinter() throws {
        let db = try database(Self.small)
        #expect(run(["audit", "--db-path", db]) == CommandResult(status: 1, output: """
            \(db): error: [integer-primary-key] "lists"."id": the primary key is an integer (INTEGER): each device numbers its own rows, so two devices create different records with the same id.
                fix (fixed by generate): migrationkit generate converts it to UUID text, and the 1 foreign key that references it.
            \(db): warning: [primary-key-without-default] "items"."id": the primary key has no NOT NULL ON CONFLICT REPLACE DEFAULT (…): inserting a draft, with the key left out, fails.
                fix: declare the key NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()) (ON CONFLICT REPLACE directly after NOT NULL).
            \(db): not ready for sync: 1 error, 1 warning, 0 infos; 1 fixed by migrationkit generate.

            """, error: ""))
    }

    @Test func jsonIsOneObject() throws {
        let db = try database("""
            CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "title" TEXT NOT NULL);
            """)
        #expect(run(["audit", "--db-path", db, "--format", "json"]) == CommandResult(status: 0, output: """
            {
              "findings" : [
                {
                  "autoFixable" : false,
                  "code" : "MK011",
                  "column" : "title",
                  "fix" : "declare it NOT NULL ON CONFLICT REPLACE DEFAULT (…), or let it be NULL.",
                  "message" : "NOT NULL without a DEFAULT: a record from an app version without this column arrives with NULL and is refused.",
                  "rule" : "not-null-without-default",
                  "severity" : "warning",
                  "table" : "tags"
                }
              ],
              "ready" : true,
              "summary" : {
                "errors" : 0,
                "infos" : 0,
                "warnings" : 1
              }
            }

            """, error: ""))
        // --strict counts the warning.
        let strict = run(["audit", "--db-path", db, "--format", "json", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.output.contains(#""ready" : false"#))
    }

    @Test func tableFindingsHaveANullColumn() throws {
        let db = try database(#"CREATE TABLE "pairs" ("a" TEXT, "b" TEXT);"#)
        let result = run(["audit", "--db-path", db, "--format", "json"])
        #expect(result.status == 1)
        #expect(result.output.contains(#""column" : null,"#))
    }

    @Test func readyDatabaseExitsZero() throws {
        let db = try database(#"CREATE TABLE "notes" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "body" TEXT);"#)
        #expect(run(["audit", "--db-path", db]) == CommandResult(status: 0, output: """
            \(db): ready for sync: 0 errors, 0 warnings, 0 infos.

            """, error: ""))
    }

    @Test func tablesAndExclude() throws {
        let db = try database(Self.small)
        let onlyItems = run(["audit", "--db-path", db, "--tables", "items", "--format", "json"])
        #expect(onlyItems.output.contains(#""rule" : "foreign-key-target""#))
        #expect(!onlyItems.output.contains(#""rule" : "integer-primary-key""#))
        let unknown = run(["audit", "--db-path", db, "--exclude", "nope", "lists"])
        #expect(unknown == CommandResult(status: 64, output: "", error: """
            error: no table named "nope"; tables: "items", "lists".

            """))
    }

    @Test func unreadableFilesExitTwoAndStayUnchanged() throws {
        let missing = directory.path("missing.sqlite")
        #expect(run(["audit", "--db-path", missing]).status == 2)
        #expect(fileBytes(missing) == nil)

        let notes = try directory.write("notes.txt", "plain text, no database\n")
        #expect(run(["audit", "--db-path", notes]) == CommandResult(status: 2, output: "", error: "error: \(notes) is not a SQLite database (or it is encrypted).\n"))
        #expect(fileBytes(notes) == Data("plain text, no database\n".utf8))

        let damaged = try directory.copyFixture("reminders.sqlite")
        try overwritePages(of: damaged, count: 4)
        let before = fileBytes(damaged)
        let result = run(["audit", "--db-path", damaged])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: \(damaged) is damaged: *** in database main ***"))
        #expect(fileBytes(damaged) == before)
    }
}
