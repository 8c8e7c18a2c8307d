import Foundation
import MigrationKitTestSupport
import Testing

/// `audit --format github` and `--format sarif`: what CI reads. Exit codes as for text.
@Suite struct FindingFormatTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// A table whose name holds every character the annotation syntax escapes.
    static let schema = """
        CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL DEFAULT '');
        CREATE TABLE "a,b:c%d" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "note" TEXT NOT NULL);
        """

    @Test func githubAnnotationsAreEscaped() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: Self.schema)
        #expect(run(["audit", "--db-path", db, "--format", "github"]) == CommandResult(status: 1, output: """
            ::error file=\(db),title=[invalid-table-name] "a%2Cb%3Ac%25d"::the table name contains ":", which separates the key from the table name in CloudKit record names. Fix: rename the table (ALTER TABLE … RENAME TO …) before syncing.
            ::error file=\(db),title=[integer-primary-key] "lists"."id"::the primary key is an integer (INTEGER): each device numbers its own rows, so two devices create different records with the same id. Fix: migrationkit generate converts it to UUID text.
            ::warning file=\(db),title=[not-null-without-default] "a%2Cb%3Ac%25d"."note"::NOT NULL without a DEFAULT: a record from an app version without this column arrives with NULL and is refused. Fix: declare it NOT NULL ON CONFLICT REPLACE DEFAULT (…), or let it be NULL.
            \(db): not ready for sync: 2 errors, 1 warning, 0 infos; 1 fixed by migrationkit generate.

            """, error: ""))
    }

    /// The SARIF log holds what the 2.1.0 schema requires (version, runs, each run's tool
    /// driver with a name, each result's message text), every result's rule among the driver's
    /// rules at its index, and levels the schema allows.
    @Test func sarifHasWhatTheSchemaRequires() throws {
        let db = directory.path("app.sqlite")
        try makeDatabase(at: db, sql: Self.schema)
        let result = run(["audit", "--db-path", db, "--format", "sarif"])
        #expect(result.status == 1 && result.error == "")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "migrationkit")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["integer-primary-key", "invalid-table-name", "not-null-without-default"])
        #expect(rules.allSatisfy { (($0["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 3)
        for result in results {
            let text = try #require((result["message"] as? [String: Any])?["text"] as? String)
            #expect(!text.isEmpty)
            #expect(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first)
            let uri = ((location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
            #expect(uri == URL(fileURLWithPath: db).absoluteString)
        }
        let logical = results.compactMap { (($0["locations"] as? [[String: Any]])?.first?["logicalLocations"] as? [[String: Any]])?.first }
        #expect(logical.map { "\($0["kind"] ?? "") \($0["fullyQualifiedName"] ?? "")" } == [#"table "a,b:c%d""#, #"column "lists"."id""#, #"column "a,b:c%d"."note""#])
    }

    /// A ready database: no annotation, no result, exit 0.
    @Test func readyMeansNothingToAnnotate() throws {
        let db = directory.path("ready.sqlite")
        try makeDatabase(at: db, sql: #"CREATE TABLE "tags" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "title" TEXT)"#)
        #expect(run(["audit", "--db-path", db, "--format", "github"]) == CommandResult(status: 0, output: "\(db): ready for sync: 0 errors, 0 warnings, 0 infos.\n", error: ""))
        let sarif = run(["audit", "--db-path", db, "--format", "sarif"])
        #expect(sarif.status == 0)
        #expect(sarif.output.contains(#""results" : [\#n\#n      ]"#) || sarif.output.contains(#""results" : []"#), "\(sarif.output)")
    }

    /// verify's failed checks, as annotations and as SARIF results under stable rule ids.
    @Test func verifyFailuresForCI() throws {
        let db = directory.path("orphan.sqlite")
        try makeDatabase(at: db, sql: """
            CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL);
            CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "listID" TEXT REFERENCES "lists"("id"));
            PRAGMA foreign_keys = OFF;
            INSERT INTO "items" VALUES ('a', 'gone');
            """)
        #expect(run(["verify", "--db-path", db, "--required-index", "items:byList", "--format", "github"]) == CommandResult(status: 1, output: """
            ::error file=\(db),title=foreign_key_check::1 foreign key violation: "items" rowid 1 → missing parent in "lists"
            ::error file=\(db),title=index "byList" on "items"::required index "byList" on table "items" is missing.
            \(db): verification failed (2 of 3 checks).

            """, error: ""))
        let sarif = run(["verify", "--db-path", db, "--required-index", "items:byList", "--format", "sarif"])
        #expect(sarif.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let run0 = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run0["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run0["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["foreign-key-check", "required-index"])
        #expect(results.map { rules[$0["ruleIndex"] as? Int ?? -1]["id"] as? String } == ["foreign-key-check", "required-index"])
        #expect(run(["verify", "--db-path", db, "--format", "github"]).output.hasPrefix("::error file=\(db),title=foreign_key_check::"))
    }
}
