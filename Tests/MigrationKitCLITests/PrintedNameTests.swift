import Foundation
import MigrationKitCLI
import MigrationKitTestSupport
import Testing

/// Names, paths and file names reach the terminal and the CI log escaped (`\u{1B}`) in text and
/// GitHub output, and exactly in JSON and SARIF.
///
/// Regression: a table named `g` U+0001 ESC `[31m` DEL was printed raw, so `audit` recoloured
/// the rest of the log (`migrationkit audit --db-path hostile.db | cat -v` showed `^[[31m`),
/// and a name holding a line break or U+202E could forge or reorder a line.
@Suite struct PrintedNameTests {
    let directory: TemporaryDirectory
    /// The database, its file name hostile too.
    let db: String
    /// How its path is printed.
    let shownDB: String

    static let table = "g\u{01}\u{1B}[31m\u{7F}"
    static let column = "note\u{202E}"
    /// A line break and a colon: an invalid table name, and a forged `error:` line were it
    /// printed raw.
    static let brokenTable = "two\nerror: lines"

    init() throws {
        directory = try TemporaryDirectory()
        db = directory.path("hostile\u{1B}[0m.db")
        shownDB = directory.path(#"hostile\u{1B}[0m.db"#)
        try makeDatabase(at: db, sql: """
            CREATE TABLE \(HostileNames.quoted(Self.table)) ("id" INTEGER PRIMARY KEY, \(HostileNames.quoted(Self.column)) TEXT NOT NULL);
            CREATE TABLE \(HostileNames.quoted(Self.brokenTable)) ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "x" TEXT NOT NULL);
            """)
    }

    /// Holds no byte a terminal acts on: nothing below 0x20 but the line ends, no DEL, no C1
    /// control, no bidirectional override.
    static func isPrintable(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 != 0x7F || $0 == 0x0A }
            && !text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0 == "\u{202E}" }
    }

    @Test func textShowsNamesEscaped() {
        let result = run(["audit", "--db-path", db])
        #expect(result == CommandResult(status: 1, output: #"""
            \#(shownDB): error: [integer-primary-key] "g\u{1}\u{1B}[31m\u{7F}"."id": the primary key is an integer (INTEGER): each device numbers its own rows, so two devices create different records with the same id.
                fix (fixed by generate): migrationkit generate converts it to UUID text.
            \#(shownDB): error: [invalid-table-name] "two\u{A}error: lines": the table name contains ":", which separates the key from the table name in CloudKit record names.
                fix: rename the table (ALTER TABLE … RENAME TO …) before syncing.
            \#(shownDB): warning: [not-null-without-default] "g\u{1}\u{1B}[31m\u{7F}"."note\u{202E}": NOT NULL without a DEFAULT: a record from an app version without this column arrives with NULL and is refused.
                fix: declare it NOT NULL ON CONFLICT REPLACE DEFAULT (…), or let it be NULL.
            \#(shownDB): warning: [not-null-without-default] "two\u{A}error: lines"."x": NOT NULL without a DEFAULT: a record from an app version without this column arrives with NULL and is refused.
                fix: declare it NOT NULL ON CONFLICT REPLACE DEFAULT (…), or let it be NULL.
            \#(shownDB): not ready for sync: 2 errors, 2 warnings, 0 infos; 1 fixed by migrationkit generate.

            """#, error: ""))
        #expect(Self.isPrintable(result.output))
    }

    @Test func githubShowsNamesEscaped() {
        let result = run(["audit", "--db-path", db, "--format", "github"])
        let file = shownDB.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        #expect(result == CommandResult(status: 1, output: #"""
            ::error file=\#(file),title=[integer-primary-key] "g\u{1}\u{1B}[31m\u{7F}"."id"::the primary key is an integer (INTEGER): each device numbers its own rows, so two devices create different records with the same id. Fix: migrationkit generate converts it to UUID text.
            ::error file=\#(file),title=[invalid-table-name] "two\u{A}error%3A lines"::the table name contains ":", which separates the key from the table name in CloudKit record names. Fix: rename the table (ALTER TABLE … RENAME TO …) before syncing.
            ::warning file=\#(file),title=[not-null-without-default] "g\u{1}\u{1B}[31m\u{7F}"."note\u{202E}"::NOT NULL without a DEFAULT: a record from an app version without this column arrives with NULL and is refused. Fix: declare it NOT NULL ON CONFLICT REPLACE DEFAULT (…), or let it be NULL.
            ::warning file=\#(file),title=[not-null-without-default] "two\u{A}error%3A lines"."x"::NOT NULL without a DEFAULT: a record from an app version without this column arrives with NULL and is refused. Fix: declare it NOT NULL ON CONFLICT REPLACE DEFAULT (…), or let it be NULL.
            \#(shownDB): not ready for sync: 2 errors, 2 warnings, 0 infos; 1 fixed by migrationkit generate.

            """#, error: ""))
        #expect(Self.isPrintable(result.output))
    }

    @Test func jsonKeepsTheExactNames() throws {
        struct Output: Decodable {
            struct Finding: Decodable { let table: String; let column: String? }
            let findings: [Finding]
        }
        let result = run(["audit", "--db-path", db, "--format", "json"])
        #expect(result.status == 1 && result.error == "")
        let output = try JSONDecoder().decode(Output.self, from: Data(result.output.utf8))
        #expect(output.findings.map(\.table) == [Self.table, Self.brokenTable, Self.table, Self.brokenTable])
        #expect(output.findings.map(\.column) == ["id", nil, Self.column, "x"])
    }

    @Test func sarifKeepsTheExactNames() throws {
        struct Log: Decodable {
            struct Run: Decodable { let results: [Result] }
            struct Result: Decodable { let locations: [Location] }
            struct Location: Decodable { let logicalLocations: [Logical] }
            struct Logical: Decodable { let fullyQualifiedName: String }
            let runs: [Run]
        }
        let result = run(["audit", "--db-path", db, "--format", "sarif"])
        #expect(result.status == 1 && result.error == "")
        let log = try JSONDecoder().decode(Log.self, from: Data(result.output.utf8))
        #expect(log.runs[0].results.flatMap { $0.locations.flatMap(\.logicalLocations).map(\.fullyQualifiedName) } == [
            HostileNames.quoted(Self.table) + #"."id""#,
            HostileNames.quoted(Self.brokenTable),
            HostileNames.quoted(Self.table) + "." + HostileNames.quoted(Self.column),
            HostileNames.quoted(Self.brokenTable) + #"."x""#,
        ])
    }

    /// On a colour terminal the severity keeps its colour, and only the name's ESC is escaped.
    @Test func coloursAreOursAlone() {
        final class Buffer: @unchecked Sendable { var output = "" }
        let buffer = Buffer()
        let console = Console(writeOutput: { buffer.output += $0 }, writeError: { _ in }, colorsOutput: true)
        #expect(MigrationCLI.run(host: .sqlFiles, arguments: ["audit", "--db-path", db], console: console) == 1)
        let lines = buffer.output.split(separator: "\n").map(String.init)
        #expect(lines.first == #"\#(shownDB): "# + "\u{1B}[1;31merror:\u{1B}[0m"
            + #" [integer-primary-key] "g\u{1}\u{1B}[31m\u{7F}"."id": the primary key is an integer (INTEGER): each device numbers its own rows, so two devices create different records with the same id."#)
        #expect(lines.last == #"\#(shownDB): "# + "\u{1B}[1;31mnot ready for sync\u{1B}[0m: 2 errors, 2 warnings, 0 infos; 1 fixed by migrationkit generate.")
        #expect(Self.isPrintable(buffer.output.replacingOccurrences(of: "\u{1B}[1;31m", with: "").replacingOccurrences(of: "\u{1B}[1;33m", with: "")
            .replacingOccurrences(of: "\u{1B}[0m", with: "")))
    }

    /// A migration's file name and a name typed on the command line, quoted in an error on
    /// standard error, and in what `status` and `rollback` list.
    @Test func errorsShowNamesEscaped() throws {
        let migrations = directory.path("Migrations")
        try directory.write("Migrations/0001_a\u{1B}[31m.sql", "CREATE TABLE a(x);\n")
        try directory.write("Migrations/0002_b\nerror: forged.sql", "-- migrate:up\nCREATE TABLE b(x);\n\n-- migrate:down\nDROP TABLE b;\n")
        let migrate = run(["migrate", "--db-path", db, "--migrations", migrations, "--to", "zz\u{1B}[2K\nerror: x"])
        #expect(migrate == CommandResult(status: 64, output: "", error: #"""
            error: no migration named "zz\u{1B}[2K\u{A}error: x"; known migrations: "0001_a\u{1B}[31m", "0002_b\u{A}error: forged".

            """#))
        #expect(run(["status", "--db-path", db, "--migrations", migrations]) == CommandResult(status: 0, output: #"""
            pending  0001_a\u{1B}[31m
            pending  0002_b\u{A}error: forged

            """#, error: ""))
        let dryRun = run(["migrate", "--db-path", db, "--migrations", migrations, "--dry-run"])
        #expect(dryRun.output.hasPrefix(#"would apply 0001_a\u{1B}[31m"# + "\n" + #"would apply 0002_b\u{A}error: forged"# + "\n"), "\(dryRun)")
        let applied = run(["migrate", "--db-path", db, "--migrations", migrations])
        #expect(applied.status == 0 && applied.output.hasPrefix(#"applied 0001_a\u{1B}[31m"# + "\n" + #"applied 0002_b\u{A}error: forged"# + "\n"), "\(applied)")
        let rollback = run(["rollback", "--db-path", db, "--migrations", migrations])
        #expect(rollback.status == 0 && rollback.error == "")
        #expect(rollback.output.hasPrefix(#"rolled back 0002_b\u{A}error: forged"# + "\n"), "\(rollback)")
    }

    @Test func verifyShowsARequiredIndexEscaped() {
        let result = run(["verify", "--db-path", db, "--required-index", "\(Self.table):i\u{202E}"])
        #expect(result == CommandResult(status: 1, output: #"""
            ok      quick_check
            ok      foreign_key_check
            FAILED  index "i\u{202E}" on "g\u{1}\u{1B}[31m\u{7F}": required index "i\u{202E}" on table "g\u{1}\u{1B}[31m\u{7F}" is missing.
            \#(shownDB): verification failed (1 of 3 checks).

            """#, error: ""))
        #expect(Self.isPrintable(result.output))
    }

    /// The built tool, end to end: the bytes written to the pipes hold no control.
    @Test func theToolWritesNoControl() throws {
        for format in ["text", "github"] {
            let result = try runTool(["audit", "--db-path", db, "--format", format])
            #expect(result.status == 1 && result.error == "")
            #expect(result.output.contains(#""g\u{1}\u{1B}[31m\u{7F}"."note\u{202E}""#))
            #expect(Self.isPrintable(result.output), "\(format): \(result.output.debugDescription)")
        }
        let missing = try runTool(["audit", "--db-path", directory.path("gone\u{1B}[2K\u{7F}.db")])
        #expect(missing.status == 2)
        #expect(missing.error == #"error: no database at \#(directory.path(#"gone\u{1B}[2K\u{7F}.db"#)); this command does not create one."# + "\n")
    }
}
