import Foundation
import GRDB
import MigrationKitTestSupport
import Testing

/// Untrusted text never starts a line of its own. ESC, CR and bidirectional characters were
/// escaped, but a line feed inside a file's name, a value of `.migrationkit.json`, a name in a
/// Core Data model or store, an argument, or the error of SQL the tool did not write was printed
/// raw, so `::error::…` could start a line, which GitHub turns into an annotation. Each vector
/// carries ``forged``; no line of any output may start with what follows its line feed.
@Suite struct ForgedLineTests {
    static let forged = "\n::error::FORGED"

    let directory: TemporaryDirectory
    let db: String

    init() throws {
        directory = try TemporaryDirectory()
        db = try directory.copyFixture("reminders.sqlite")
    }

    /// No line of `result` starts with the forged command, and the tool did not crash.
    func expectNoForgedLine(_ result: CommandResult, _ vector: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = (result.output + result.error).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.hasPrefix("::error::FORGED") }, "\(vector): \(result)", sourceLocation: sourceLocation)
        #expect([0, 1, 2, 64].contains(result.status), "\(vector): \(result)", sourceLocation: sourceLocation)
    }

    @Test func aMigrationFilesName() throws {
        let migrations = directory.path("Named")
        try directory.write("Named/0001_a\(Self.forged).sql", #"CREATE TABLE "extra" ("id" TEXT PRIMARY KEY NOT NULL);"#)
        for arguments in [["migrate", "--db-path", db, "--migrations", migrations, "--dry-run"],
                          ["status", "--db-path", db, "--migrations", migrations],
                          ["migrate", "--db-path", db, "--migrations", migrations],
                          ["status", "--db-path", db, "--migrations", migrations, "--format", "json"],
                          ["diff", "--from", db, "--to", migrations],
                          ["diff", "--from", db, "--to", migrations, "--format", "github"]] {
            expectNoForgedLine(run(arguments), arguments.joined(separator: " "))
        }
        let nul = directory.path("Nul")
        _ = try directory.write("Nul/0001_b\(Self.forged).sql", "CREATE TABLE \"a\" (\"x\");\n\0\n")
        expectNoForgedLine(run(["migrate", "--db-path", db, "--migrations", nul]), "a NUL byte")
        expectNoForgedLine(run(["diff", "--from", db, "--to", nul, "--format", "github"]), "a NUL byte, diff")
    }

    @Test func theErrorsOfSQLThatDiffReads() throws {
        let trigger = directory.path("Trigger")
        try directory.write("Trigger/0001_t.sql", """
            CREATE TABLE "t" ("id" TEXT PRIMARY KEY NOT NULL);
            CREATE TRIGGER "tr" AFTER INSERT ON "t" BEGIN SELECT RAISE(ABORT, 'x\(Self.forged)'); END;
            INSERT INTO "t" VALUES ('a');
            """)
        let option = directory.path("Option")
        try directory.write("Option/0001_t.sql", "CREATE TABLE \"t\" (\"id\" TEXT PRIMARY KEY NOT NULL) \"x\(Self.forged)\";\n")
        for directory in [trigger, option] {
            for format in ["text", "github"] {
                expectNoForgedLine(run(["diff", "--from", db, "--to", directory, "--format", format]), "diff \(directory) \(format)")
            }
            expectNoForgedLine(run(["migrate", "--db-path", db, "--migrations", directory]), "migrate \(directory)")
        }
    }

    @Test(arguments: [
        #"{ "keyRepresentation": "x\n::error::FORGED" }"#,
        #"{ "accepted": [ { "rule": "unique-constraint", "table": "x\n::error::FORGED", "reason": "r" } ] }"#,
        #"{ "rules": { "x\n::error::FORGED": "off" } }"#,
        #"{ "tables": { "x\n::error::FORGED": { "keyRepresentation": "blob" } } }"#,
        #"{ "syncedTables": ["x\n::error::FORGED"] }"#,
        #"{ "references": [ { "column": "reminders.x\n::error::FORGED", "parent": "remindersLists.id" } ] }"#,
        #"{ "references": [ { "column": "reminders.title", "parent": "x\n::error::FORGED.id" } ] }"#,
    ])
    func aValueOfTheConfiguration(json: String) throws {
        let config = try directory.write(".migrationkit.json", json)
        for arguments in [["audit", "--db-path", db, "--config", config], ["audit", "--db-path", db, "--config", config, "--format", "github"],
                          ["generate", "--db-path", db, "--config", config, "--output", directory.path("Out")]] {
            expectNoForgedLine(run(arguments), "\(json): \(arguments[0])")
        }
    }

    @Test func namesInACoreDataModelAndStore() throws {
        let store = directory.path("bear.sqlite")
        try makeDatabase(at: store, sql: try Fixtures.text("CoreData/bear.sql"))
        let contents = try Fixtures.text("CoreData/bear.xcdatamodel/contents")
        let forged = Self.forged.replacingOccurrences(of: "\n", with: "&#10;")
        // An entity the store does not have, and a version identifier the store does not name.
        let model = contents
            .replacingOccurrences(of: #"<entity name="SFNote" "#, with: #"<entity name="E\#(forged)" representedClassName="E" syncable="YES"/><entity name="SFNote" "#)
            .replacingOccurrences(of: #"userDefinedModelVersionIdentifier="Version 7""#, with: #"userDefinedModelVersionIdentifier="V\#(forged)""#)
        try directory.write("Forged.xcdatamodel/contents", model)
        for arguments in [["audit", "--db-path", store, "--core-data-model", directory.path("Forged.xcdatamodel")],
                          ["generate", "--db-path", store, "--output", directory.path("Out"), "--core-data-model", directory.path("Forged.xcdatamodel")]] {
            expectNoForgedLine(run(arguments), "model: \(arguments[0])")
        }
        // A store whose Z_PRIMARYKEY names an entity with a line feed.
        let queue = try DatabaseQueue(path: store)
        try queue.write { try $0.execute(sql: "UPDATE Z_PRIMARYKEY SET Z_NAME = Z_NAME || ? WHERE Z_ENT = (SELECT min(Z_ENT) FROM Z_PRIMARYKEY)", arguments: [Self.forged]) }
        try queue.close()
        for arguments in [["audit", "--db-path", store], ["audit", "--db-path", store, "--format", "github"],
                          ["audit", "--db-path", store, "--core-data-model", Fixtures.path("CoreData/bear.xcdatamodel")],
                          ["generate", "--db-path", store, "--output", directory.path("Out2"), "--core-data-model", Fixtures.path("CoreData/bear.xcdatamodel")]] {
            expectNoForgedLine(run(arguments), "store: \(arguments.joined(separator: " "))")
        }
    }

    @Test func anArgument() throws {
        for arguments in [["verify", "--db-path", db, "--required-index", "tags:x\(Self.forged)"],
                          ["verify", "--db-path", db, "--required-index", "x\(Self.forged)"],
                          ["migrate", "--db-path", db, "--migrations", directory.path("x\(Self.forged)")],
                          ["audit", "--db-path", directory.path("x\(Self.forged).sqlite")],
                          ["audit", "--db-path", db, "--tables", "x\(Self.forged)"],
                          ["generate", "--db-path", db, "--output", directory.path("Out"), "--reference", "x\(Self.forged)"],
                          ["audit", "--db-path", db, "--collation", "x\(Self.forged)"]] {
            expectNoForgedLine(run(arguments), arguments.joined(separator: " "))
        }
    }
}
