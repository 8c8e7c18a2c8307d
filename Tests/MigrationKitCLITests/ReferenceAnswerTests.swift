import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// The answers about undeclared relations, kept in the team's configuration: `generate` converts
/// with them, the audit reads them, an app adopts them, and a mistake in them is said where it is.
@Suite struct ReferenceAnswerTests {
    let directory: TemporaryDirectory
    let db: String

    init() throws {
        directory = try TemporaryDirectory()
        db = directory.path("calibre.sqlite")
        try makeDatabase(at: db, sql: try Fixtures.text("Shapes/calibre.sql"))
    }

    /// Calibre's four link columns, answered in the file: three references and, here, one
    /// column said to be none (for the test; Calibre's `tag` is a reference).
    func answers() throws -> String {
        try directory.write("config.json", """
            { "references": [
                { "column": "books_authors_link.book", "parent": "books.id" },
                { "column": "books_authors_link.author", "parent": "authors" },
                { "column": "books_tags_link.book", "parent": "books" },
                { "column": "books_tags_link.tag", "notReference": "tags are rebuilt from the books' files" }
            ] }
            """)
    }

    @Test func generateConvertsWithTheAnswersOfTheFile() throws {
        let output = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", output]).status == 1)
        let generated = run(["generate", "--db-path", db, "--output", output, "--config", try answers()])
        #expect(generated.status == 0 && generated.error == "", "\(generated)")
        #expect(run(["migrate", "--db-path", db, "--migrations", output]).status == 0)
        let reader = try openDatabase(DatabaseConnectionOptions(path: db, access: .readOnly))
        // The references hold their parents' keys; the column answered as none kept its integers.
        #expect(try reader.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM books_authors_link WHERE book NOT IN (SELECT id FROM books) OR author NOT IN (SELECT id FROM authors)") } == 0)
        #expect(try reader.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM books_authors_link") } ?? 0 > 0)
        #expect(try reader.read { try String.fetchAll($0, sql: "SELECT DISTINCT typeof(tag) FROM books_tags_link") } == ["integer"])
    }

    /// A flag, for one run, wins over the file's answer for the same column.
    @Test func aFlagWinsOverTheFile() throws {
        let output = directory.path("Migrations")
        let generated = run(["generate", "--db-path", db, "--output", output, "--config", try answers(), "--reference", "books_tags_link.tag=tags"])
        #expect(generated.status == 0, "\(generated)")
        #expect(run(["migrate", "--db-path", db, "--migrations", output]).status == 0)
        let reader = try openDatabase(DatabaseConnectionOptions(path: db, access: .readOnly))
        #expect(try reader.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM books_tags_link WHERE tag NOT IN (SELECT id FROM tags)") } == 0)
    }

    /// The audit reads the same answers: a column answered as none is not reported, a reference
    /// is fixed by generate.
    @Test func theAuditReadsTheAnswers() throws {
        let audit = run(["audit", "--db-path", db, "--config", try answers()])
        #expect(!audit.output.contains(#"[undeclared-reference] "books_tags_link"."tag""#), "\(audit)")
        #expect(run(["audit", "--db-path", db]).output.contains(#"[undeclared-reference] "books_tags_link"."tag""#))
        #expect(audit.output.contains("""
            "books_tags_link"."book": holds keys of "books"."id"
            """))
        #expect(audit.output.contains("""
                fix (fixed by generate): the configuration answers it (books): migrationkit generate converts it like a foreign key.
            """), "\(audit)")
    }

    /// An answer generate refuses (a parent that is no table, a column that does not exist) is
    /// not "fixed by generate" in the audit: the question stays, with why the answer cannot be
    /// taken; an answer about a column no finding shows is said on standard error. Generate
    /// refuses both, as the audit said.
    @Test func anAnswerGenerateRefusesIsNotFixedByGenerate() throws {
        let config = try directory.write("typo.json", """
            { "references": [
                { "column": "books_authors_link.book", "parent": "bookz.id" },
                { "column": "books_authors_link.writer", "parent": "authors" }
            ] }
            """)
        let audit = run(["audit", "--db-path", db, "--config", config])
        #expect(audit.output.contains("""
                fix: the configuration answers it (bookz), but generate refuses that answer: there is no table "bookz". Correct the answer in the configuration.
            """), "\(audit)")
        #expect(audit.error == """
            note: \(config) answers that "books_authors_link"."writer" is a reference to authors, which generate refuses: "books_authors_link" has no column "writer"; correct it.

            """, "\(audit)")
        let generated = run(["generate", "--db-path", db, "--output", directory.path("M"), "--config", config])
        #expect(generated.status == 64 && generated.error.contains(#"there is no table "bookz""#), "\(generated)")
    }

    /// An app adopts the same answers; its own options win.
    @Test func anAppAdoptsTheAnswers() throws {
        let configuration = try AuditConfiguration.read(try #require(fileBytes(try answers())))
        var options = ConversionOptions(notReferences: [ColumnPath(table: "BOOKS_AUTHORS_LINK", column: "Book")])
        options.adopt(configuration.references)
        #expect(options.references.map(\.description) == [#""books_authors_link"."author"="authors""#, #""books_tags_link"."book"="books""#])
        #expect(options.notReferences.map(\.description) == [#""BOOKS_AUTHORS_LINK"."Book""#, #""books_tags_link"."tag""#])
    }

    @Test(arguments: [
        (#"{ "references": [ { "column": "a.b", "parent": "c", "notReference": "x" } ] }"#,
         #"error: CONFIG: .references[0]: answer with "parent" (a reference) or "notReference" (why it is none), one of the two."#),
        (#"{ "references": [ { "column": "a" , "parent": "c" } ] }"#, #"error: CONFIG: .references[0].column: "a" is no TABLE.COLUMN."#),
        (#"{ "references": [ { "column": "a.b", "notReference": " " } ] }"#, #"error: CONFIG: .references[0].notReference: say why "a"."b" is no reference."#),
        (#"{ "references": [ { "column": "a.b", "parent": "c", "none": 0, "keep": 0 } ] }"#,
         #"error: CONFIG: .references[0]: give "none" (becomes NULL) or "keep" (stays as it is), not both."#),
        (#"{ "references": [ { "column": "a.b", "parent": "c" }, { "column": "A.b", "notReference": "x" } ] }"#,
         #"error: CONFIG: .references[1]: "A"."b" is answered twice; keep one answer."#),
        (#"{ "references": [ { "column": "a.b", "parent": "c", "why": "x" } ] }"#,
         #"error: CONFIG: .references[0]: unknown key "why"; the keys are "column", "parent", "none", "keep", "notReference", "by", "parents"."#),
    ])
    func aWrongAnswerIsAUsageError(json: String, message: String) throws {
        let config = try directory.write("wrong.json", json)
        #expect(run(["generate", "--db-path", db, "--output", directory.path("M"), "--config", config])
            == CommandResult(status: 64, output: "", error: message.replacingOccurrences(of: "CONFIG", with: config) + "\n"))
    }
}
