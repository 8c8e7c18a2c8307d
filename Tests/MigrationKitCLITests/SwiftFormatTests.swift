import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB
import MigrationKitTestSupport
import Testing

/// `generate --format swift` writes Swift that an app compiles into its runner. The file in
/// `Generated/` is what generate writes for `schema` below; it is compiled with these tests,
/// so a literal that does not compile, or that changes the text, fails the build or the test.
/// Regenerate it with `MIGRATIONKIT_WRITE_GENERATED=1 swift test --filter SwiftFormatTests`.
@Suite struct SwiftFormatTests {
    /// Text that raw string literals must survive: triple quotes with a hash, an escape-looking
    /// sequence, a carriage return, a line that reads like a marker.
    static let schema = "CREATE TABLE \"say \"\"\"\"\"\"# \\#(hi)\" (\"id\" INTEGER PRIMARY KEY, -- a comment that ends in CR LF\r\n \"body\" TEXT DEFAULT '\"\"\"#');\n"
        + "CREATE TABLE \"notes\" (\"id\" INTEGER PRIMARY KEY, \"sayID\" INTEGER REFERENCES \"say \"\"\"\"\"\"# \\#(hi)\"(\"id\") ON DELETE CASCADE);\n"
        + "INSERT INTO \"say \"\"\"\"\"\"# \\#(hi)\" VALUES (1, 'x'), (2, NULL);\n"
        + "INSERT INTO \"notes\" VALUES (10, 1), (11, NULL);\n"

    static let generatedName = "0001_convert_notes_and_1_more"
    static let generatedFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Generated/\(generatedName).swift")

    @Test func generatedSwiftIsTheSQLFileAndConverts() throws {
        let directory = try TemporaryDirectory()
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: Self.schema)
        #expect(run(["generate", "--db-path", db, "--output", directory.path("Swift"), "--format", "swift"]).status == 0)
        #expect(run(["generate", "--db-path", db, "--output", directory.path("SQL")]).status == 0)
        let swift = try String(contentsOfFile: directory.path("Swift/\(Self.generatedName).swift"), encoding: .utf8)
        if ProcessInfo.processInfo.environment["MIGRATIONKIT_WRITE_GENERATED"] == "1" {
            try Data(swift.utf8).write(to: Self.generatedFile)
        }
        #expect(swift == (try? String(contentsOf: Self.generatedFile, encoding: .utf8)),
                "Generated/\(Self.generatedName).swift is stale: run MIGRATIONKIT_WRITE_GENERATED=1 swift test --filter SwiftFormatTests")

        // The compiled step is the SQL file's step, byte for byte.
        let compiled = try MigrationStep<Database>.m0001_convert_notes_and_1_more()
        let file = try SQLMigrationFiles.step(at: directory.path("SQL/\(Self.generatedName).sql"), kinds: [.conversion])
        #expect(compiled.identifier == file.identifier)
        #expect(compiled.checksum == file.checksum)

        // And it converts.
        let before = directory.path("before.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: before)
        try GRDBMigrationRunner(steps: [compiled]).migrate(in: openDatabase(DatabaseConnectionOptions(path: db, access: .readWrite)))
        let differences = try ConversionComparison(before: before, after: db).differences()
        #expect(differences == [])
    }
}
