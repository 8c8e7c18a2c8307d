import Foundation
import MigrationKitTestSupport
import Testing

/// `audit --config FILE` (by default `.migrationkit.json`): rules off or given another
/// severity, findings accepted with a reason, stale acceptances said, and a configuration that
/// cannot mean what it says refused before anything is reported.
@Suite struct AuditConfigurationTests {
    let directory: TemporaryDirectory
    let db: String

    init() throws {
        directory = try TemporaryDirectory()
        db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: """
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL);
            CREATE TABLE "notes" ("body" TEXT);
            """)
    }

    func audit(_ configuration: String) throws -> CommandResult {
        let path = try directory.write("config-\(UUID().uuidString).json", configuration)
        return run(["audit", "--db-path", db, "--config", path]).replacingOccurrences(of: path, with: "CONFIG")
    }

    @Test func rulesOffOrChangedAndFindingsAccepted() throws {
        let result = try audit("""
            { "rules": { "not-null-without-default": "off", "missing-primary-key": "warning" },
              "accepted": [ { "rule": "integer-primary-key", "table": "lists", "column": "id", "reason": "a local cache, never synced" },
                            { "rule": "integer-primary-key", "table": "gone", "column": "id", "reason": "an old table" } ] }
            """)
        #expect(result == CommandResult(status: 0, output: """
            \(db): warning: [missing-primary-key] "notes": the table has no primary key; every synchronized table needs exactly one, join tables included.
                fix (fixed by generate): migrationkit generate adds an "id" TEXT primary key: the table's prefix, then each row's rowid in hex (fresh UUIDs with --id-scheme random).
            \(db): ready for sync: 0 errors, 1 warning, 0 infos; 1 fixed by migrationkit generate.

            """, error: """
            note: CONFIG accepts [integer-primary-key] "gone"."id", which the audit does not find; remove it.

            """))
    }

    @Test(arguments: [
        (#"{ "rules": { "no-such-rule": "off" } }"#, #"error: CONFIG: no rule is named "no-such-rule"; the rules are: integer-primary-key, missing-primary-key, composite-primary-key, nullable-primary-key, unique-constraint, foreign-key-action, foreign-key-cycle, foreign-key-target, invalid-table-name, reserved-column-name, not-null-without-default, undeclared-reference, fts-content-rowid, primary-key-without-default, integer-literal-comparison, core-data-store, core-data-plain-relation, unconvertible-key-value, orphaned-rows, invalid-record-name, mixed-uuid-format, zero-prefix-key, stale-reference, key-representation, table-removed, table-renamed, column-removed, column-renamed, column-type-changed, not-null-added-without-default, primary-key-changed, unique-constraint-added, foreign-key-action-changed."#),
        (#"{ "accepted": [ { "rule": "no-such-rule", "table": "t", "reason": "r" } ] }"#, #"error: CONFIG: no rule is named "no-such-rule"; the rules are: "#),
        (#"{ "rule": { } }"#, #"error: CONFIG: unknown key "rule"; the keys are "rules", "accepted", "references", "keyRepresentation", "tables", "syncedTables"."#),
        (#"{ "accepted": [ { "rule": "integer-primary-key", "table": "lists", "colum": "id", "reason": "r" } ] }"#, #"error: CONFIG: .accepted[0]: unknown key "colum"; the keys are "rule", "table", "column", "reason"."#),
        (#"{ "accepted": [ { "rule": "integer-primary-key", "table": "lists", "reason": " " } ] }"#, #"error: CONFIG: the accepted finding [integer-primary-key] "lists" gives no reason; say why it is accepted."#),
        (#"{ "rules": { "foreign-key-cycle": "loud" } }"#, #"error: CONFIG: .rules.foreign-key-cycle: "loud" is no setting; a rule is "off", "error", "warning", "info"."#),
        (#"{ "rules": "#, "error: CONFIG: not valid JSON.\n"),
        (#"{ "accepted": [ { "rule": "integer-primary-key", "table": "lists" } ] }"#, #"error: CONFIG: .accepted[0]: the key "reason" is missing."#),
    ])
    func aConfigurationThatCannotBeUsedIsAUsageError(configuration: String, message: String) throws {
        let result = try audit(configuration)
        #expect(result.status == 64 && result.output == "", "\(result)")
        #expect(result.error.hasPrefix(message), "\(result.error)")
    }

    /// A key given twice in one object was accepted, and one of its values silently dropped
    /// (Foundation's decoder keeps one): the configuration did not mean what it said. Now it
    /// is refused, naming the key and its object; a wrong type says what was found.
    @Test(arguments: [
        (#"{ "rules": {}, "rules": { "foreign-key-cycle": "off" } }"#, #"the key "rules" appears twice; keep one"#),
        (#"{ "rules": { "foreign-key-cycle": "off", "foreign-key-cycle": "warning" } }"#,
         #".rules: the key "foreign-key-cycle" appears twice; keep one"#),
        (#"{ "accepted": [ { "rule": "integer-primary-key", "table": "lists", "reason": "r" }, { "rule": "integer-primary-key", "table": "lists", "reason": "r", "table": "notes" } ] }"#,
         #".accepted[1]: the key "table" appears twice; keep one"#),
        (#"{ "rules": { "foreign-key-cycle": "off", "foreign-key-cycle": "warning" } }"#,
         #".rules: the key "foreign-key-cycle" appears twice; keep one"#),
        (#"{ "rules": [] }"#, ".rules: expected an object, found an array"),
        (#"{ "accepted": [ { "rule": "integer-primary-key", "table": 7, "reason": "r" } ] }"#, ".accepted[0].table: expected a string, found a number"),
    ])
    func aRepeatedKeyOrAWrongTypeIsAUsageError(configuration: String, message: String) throws {
        #expect(try audit(configuration) == CommandResult(status: 64, output: "", error: "error: CONFIG: \(message).\n"))
    }

    /// Parsing survived files nested 100,000 deep, and must still: the scan for repeated keys
    /// uses a stack of its own, not recursion. Too deep for the decoder is not valid JSON; a
    /// key repeated that deep is said, with the path shortened.
    @Test func deepNestingIsAnErrorNotACrash() throws {
        let depth = 100_000
        let cases = [
            (String(repeating: "[", count: depth) + String(repeating: "]", count: depth), "not valid JSON"),
            (String(repeating: #"{"rules":"#, count: depth) + "{}" + String(repeating: "}", count: depth), "not valid JSON"),
            (String(repeating: "[", count: depth) + #"{"a":1,"a":2}"# + String(repeating: "]", count: depth),
             #"[0][0][0][0][0][0][0][0]…[0][0][0][0][0][0][0][0]: the key "a" appears twice; keep one"#),
        ]
        for (text, message) in cases {
            let path = try directory.write("deep-\(UUID().uuidString).json", text)
            #expect(run(["audit", "--db-path", db, "--config", path])
                == CommandResult(status: 64, output: "", error: "error: \(path): \(message).\n"))
            #expect(run(["audit", "--db-path", db, "--baseline", path])
                == CommandResult(status: 64, output: "", error: "error: \(path) is not a baseline that --write-baseline wrote: \(message).\n"))
        }
    }

    /// Without --config, `.migrationkit.json` in the current directory applies, as the guide
    /// shows; a directory without one audits as before.
    @Test func theDefaultFileIsInTheCurrentDirectory() throws {
        let project = directory.path("project")
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        #expect(try runTool(["audit", "--db-path", db], in: project).status == 1)
        _ = try directory.write("project/.migrationkit.json", #"{ "rules": { "integer-primary-key": "warning", "missing-primary-key": "info" } }"#)
        let result = try runTool(["audit", "--db-path", db], in: project)
        #expect(result.status == 0 && result.output.hasSuffix("\(db): ready for sync: 0 errors, 2 warnings, 1 info; 2 fixed by migrationkit generate.\n"), "\(result)")
    }

    /// `"syncedTables"`, the tables the app gives SyncEngine, is the scope when `--tables`
    /// names none: a foreign key to a table left out is found, as SyncEngine finds it, and a
    /// local table is neither audited nor converted.
    @Test func syncedTablesAreTheScope() throws {
        let path = directory.path("sync.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE lists (id TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (lower(hex(randomblob(16)))), title TEXT NOT NULL DEFAULT '');
            CREATE TABLE items (id TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (lower(hex(randomblob(16)))), listID TEXT REFERENCES lists(id) ON DELETE CASCADE);
            CREATE TABLE cache (id INTEGER PRIMARY KEY, payload BLOB);
            """)
        func audit(_ configuration: String, _ extra: [String] = []) throws -> CommandResult {
            let config = try directory.write("synced-\(UUID().uuidString).json", configuration)
            return run(["audit", "--db-path", path, "--config", config] + extra).replacingOccurrences(of: config, with: "CONFIG")
        }
        #expect(try audit(#"{ "syncedTables": ["items"] }"#) == CommandResult(status: 1, output: """
            \(path): error: [foreign-key-target] "items"."listID": the foreign key ("listID") → "lists" refers to a table left out of sync.
                fix: synchronize "lists" too, or leave "items" out as well.
            \(path): not ready for sync: 1 error, 0 warnings, 0 infos.

            """, error: ""))
        #expect(try audit(#"{ "syncedTables": ["items", "LISTS"] }"#).status == 0)
        // --tables wins over the configuration.
        #expect(try audit(#"{ "syncedTables": ["items", "lists"] }"#, ["--tables", "cache"]).output.contains("[integer-primary-key] \"cache\".\"id\""))
        #expect(try audit(#"{ "syncedTables": ["items", "list"] }"#) == CommandResult(status: 64, output: "", error: """
            error: the configuration's syncedTables names no table "list"; tables: "cache", "items", "lists".

            """))
        #expect(try audit(#"{ "syncedTables": [] }"#).error == "error: CONFIG: .syncedTables: names no table; list the tables the app gives SyncEngine, or leave the key out for every table.\n")
        // generate leaves the local table as it is.
        let config = try directory.write("synced.json", #"{ "syncedTables": ["items", "lists"] }"#)
        #expect(run(["generate", "--db-path", path, "--output", directory.path("Migrations"), "--config", config]).output.hasPrefix("\(path): nothing to convert; the database is already sync-ready."))
    }

    /// The configuration and the baseline are read first: a mistake in either is said before
    /// the database is opened (here, one that does not exist).
    @Test func aBadConfigurationIsSaidBeforeTheDatabaseIsOpened() throws {
        let config = try directory.write("typo.json", #"{ "rule": {} }"#)
        let missing = directory.path("missing.sqlite")
        #expect(run(["audit", "--db-path", missing, "--config", config])
            == CommandResult(status: 64, output: "", error: "error: \(config): unknown key \"rule\"; the keys are \"rules\", \"accepted\", \"references\", \"keyRepresentation\", \"tables\", \"syncedTables\".\n"))
        #expect(run(["audit", "--db-path", missing, "--baseline", config]).error.hasPrefix("error: \(config) is not a baseline that --write-baseline wrote: "))
        #expect(run(["diff", "--from", missing, "--to", missing, "--config", config]).status == 64)
    }

    @Test func aMissingConfigurationNamedByTheUserIsAUsageError() {
        #expect(run(["audit", "--db-path", db, "--config", directory.path("none.json")])
            == CommandResult(status: 64, output: "", error: "error: cannot read the configuration \(directory.path("none.json")).\n"))
    }
}

extension CommandResult {
    func replacingOccurrences(of text: String, with replacement: String) -> CommandResult {
        CommandResult(status: status, output: output.replacingOccurrences(of: text, with: replacement),
                      error: error.replacingOccurrences(of: text, with: replacement))
    }
}
