import Foundation
import GRDB
import MigrationKitTestSupport
import Testing

/// Hostile names and sizes: an app's table that looks like the toolkit's, and schemas past
/// SQLite's limits on one statement. Each converts like any other, row for row.
/// (Guides/HostileInputs.md, "Names and sizes".)
@Suite struct NamesAndSizesTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// Builds a file from `sql`, runs generate and migrate on it, and compares it with its copy
    /// from before. Returns the differences (empty when nothing was lost).
    func convert(_ sql: String, arguments: [String] = []) throws -> [String] {
        let path = directory.path("app.sqlite"), before = directory.path("before.sqlite")
        try makeDatabase(at: path, sql: sql)
        try FileManager.default.copyItem(atPath: path, toPath: before)
        let migrations = directory.path("Migrations")
        let generated = run(["generate", "--db-path", path, "--output", migrations] + arguments)
        try #require(generated.status == 0, "\(generated)")
        let migrated = run(["migrate", "--db-path", path, "--migrations", migrations])
        try #require(migrated.status == 0, "\(migrated)")
        return try ConversionComparison(before: before, after: path, scheme: arguments.contains("random") ? .random : .deterministic).differences()
    }

    // MARK: - Names

    static let toolkitLikeName = """
        CREATE TABLE "migrationkit_notes" ("id" INTEGER PRIMARY KEY, "body" TEXT);
        CREATE TABLE "tags" ("id" INTEGER PRIMARY KEY, "noteID" INTEGER NOT NULL REFERENCES "migrationkit_notes"("id") ON DELETE CASCADE, "name" TEXT);
        INSERT INTO "migrationkit_notes" VALUES (1, 'one'), (2, 'two');
        INSERT INTO "tags" VALUES (1, 1, 'a'), (2, 2, 'b'), (3, 2, 'c');
        """

    /// Regression: every `migrationkit_` name was taken for the toolkit's own, so the app's
    /// `migrationkit_notes` was neither audited nor converted, and "tags" was told that its
    /// parent does not exist (and its references stayed integers).
    @Test func anAppTableNamedLikeTheToolkitsIsTheApps() throws {
        let path = directory.path("audit.sqlite")
        try makeDatabase(at: path, sql: Self.toolkitLikeName)
        let audit = run(["audit", "--db-path", path])
        #expect(audit.output.contains("""
            \(path): error: [integer-primary-key] "migrationkit_notes"."id": the primary key is an integer (INTEGER)
            """), "\(audit)")
        #expect(!audit.output.contains("foreign-key-target"), "\(audit)")

        #expect(try convert(Self.toolkitLikeName) == [])
        let after = directory.path("app.sqlite")
        #expect(try DatabaseQueue(path: after).read { try String.fetchAll($0, sql: "SELECT typeof(noteID) FROM tags") } == ["text", "text", "text"])
        #expect(try DatabaseQueue(path: after).read { try String.fetchAll($0, sql: "SELECT id FROM migrationkit_notes ORDER BY rowid") }
            .allSatisfy { $0.count == 36 })
    }
}
