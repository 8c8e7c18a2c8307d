import Foundation
import MigrationKitTestSupport
import Testing

/// A conversion file edited after `generate` wrote it (a value changed with `upper(title)`)
/// applied with "verification passed", and nothing said its checks did not cover the edit.
/// `status` and `migrate` now say which statements differ from the digests its header records,
/// and what the checks no longer cover; the edit is applied as it is (editing stays
/// legitimate). `status` exits 1 when an applied file changed or is missing.
@Suite struct EditedConversionFileTests {
    let directory: TemporaryDirectory
    let db: String
    let migrations: String
    let file: String

    init() throws {
        directory = try TemporaryDirectory()
        db = try directory.copyFixture("reminders.sqlite")
        migrations = directory.path("Migrations")
        #expect(run(["generate", "--db-path", db, "--output", migrations]).status == 0)
        file = "\(migrations)/0001_convert_reminders_and_3_more.sql"
    }

    static let identifier = "0001_convert_reminders_and_3_more"

    func edit(_ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(toFile: file, atomically: true, encoding: .utf8)
    }

    @Test func aChangedValueIsReportedWithWhatTheChecksDoNotCover() throws {
        #expect(run(["status", "--db-path", db, "--migrations", migrations]) == CommandResult(
            status: 0, output: "pending  \(Self.identifier)\n", error: ""))
        // In the copy of "remindersLists" only.
        try edit("    \"migrationkit_source\".\"title\",\n    \"migrationkit_source\".\"color\"", "    upper(\"migrationkit_source\".\"title\"),\n    \"migrationkit_source\".\"color\"")
        let note = #"the copy of "remindersLists": the checks prove its rows are all there and its keys and references converted, not the values of its other columns"#
        #expect(run(["status", "--db-path", db, "--migrations", migrations]) == CommandResult(status: 0, output: """
            pending  \(Self.identifier)
            note: \(Self.identifier) was edited after generate wrote it: \(note)

            """, error: ""))
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations]) == CommandResult(status: 0, output: """
            applied \(Self.identifier)
            \(db): 1 of 1 migrations applied; verification passed.

            """, error: """
            warning: \(Self.identifier) was edited after generate wrote it; it is applied as it is, and its checks do not cover all of the edit: \(note)

            """))
        // Applied as edited: recorded with the edited file's checksum.
        #expect(run(["status", "--db-path", db, "--migrations", migrations]) == CommandResult(status: 0, output: "applied  \(Self.identifier)\n", error: ""))
    }

    @Test func commentsAndLineBreaksAreNoEdit() throws {
        try edit("-- migrationkit:apply\n", "-- migrationkit:apply\n-- Reviewed by Ada.\n")
        try edit(#"INSERT INTO "migrationkit_new_1""#, "INSERT INTO\n    \"migrationkit_new_1\"")
        #expect(run(["status", "--db-path", db, "--migrations", migrations]).output == "pending  \(Self.identifier)\n")
    }

    @Test func aCheckOrAPrecheckEditedOrAStatementAddedIsNamed() throws {
        try edit("WHERE NOT (", "WHERE 0 AND NOT (")
        try edit(#"INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "tags", its rows are all there', "#,
                 #"INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "tags", its rows are all there', 1 OR "#)
        try edit("-- migrationkit:apply\n", "-- migrationkit:apply\nDELETE FROM \"tags\" WHERE \"id\" > 100;\n")
        let status = run(["status", "--db-path", db, "--migrations", migrations])
        #expect(status.status == 0)
        let note = try #require(status.output.split(separator: "\n").last.map(String.init))
        #expect(note.hasPrefix("note: \(Self.identifier) was edited after generate wrote it: the check before any change "), "\(note)")
        #expect(note.contains(#"the check "in ""tags"", its rows are all there" before commit: it may no longer check what it says"#), "\(note)")
        #expect(note.contains(#"`DELETE FROM "tags" WHERE "id" > 100;`: no check covers what it changes beyond the rows, keys and references"#), "\(note)")
    }

    /// As `git diff --exit-code`: an applied file that changed (modified) or is gone (unknown).
    @Test func statusExitsOneWhenAnAppliedFileChangedOrIsMissing() throws {
        #expect(run(["migrate", "--db-path", db, "--migrations", migrations]).status == 0)
        try edit("-- migrationkit:apply\n", "-- migrationkit:apply\n-- Reviewed by Ada.\n")
        #expect(run(["status", "--db-path", db, "--migrations", migrations]) == CommandResult(
            status: 1, output: "modified \(Self.identifier)\n", error: ""))
        try FileManager.default.removeItem(atPath: file)
        let missing = run(["status", "--db-path", db, "--migrations", migrations])
        #expect(missing.status == 1)
        #expect(missing.output.hasPrefix("unknown  \(Self.identifier)\n"), "\(missing)")
    }
}
