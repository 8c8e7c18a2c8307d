import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// Polymorphic references (issue 37, item 3): a column whose parent a type column chooses row
/// by row, answered with a parent per type, converted so that every link of every listed type
/// is kept, the rows of other types kept and reported, orphans refused; and the audit after asks
/// nothing of the column. The links are checked without the tool: joined by type before the
/// conversion, by the new keys after (each parent's keys have a prefix of their own, so a key
/// joins the row of its own parent only), the rows matched by rowid, which the conversion keeps.
@Suite struct PolymorphicReferenceTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// One app shape of Fixtures/Polymorphic, its polymorphic answer, and the answers its other
    /// undeclared relations need.
    struct App: CustomStringConvertible, Sendable {
        let fixture: String
        let table, column, typeColumn: String
        let parents: [String: (table: String, key: String)]
        let others: [String]
        /// The rows of a type no parent is listed for: rowid and value.
        let unlisted: [[String]]
        var description: String { fixture }

        var entry: String {
            let list = parents.keys.sorted().map { "\"\($0)\": \"\(parents[$0]!.table).\(parents[$0]!.key)\"" }.joined(separator: ", ")
            return "{ \"column\": \"\(table).\(column)\", \"by\": \"\(table).\(typeColumn)\", \"parents\": { \(list) } }"
        }

        var configuration: String {
            "{ \"references\": [\n  " + (others + [entry]).joined(separator: ",\n  ") + "\n] }"
        }
    }

    static let apps = [
        App(fixture: "podcast-download-log", table: "DownloadLog", column: "feedfile", typeColumn: "feedfile_type",
            parents: ["0": ("Feeds", "id"), "2": ("FeedMedia", "id")],
            others: [#"{ "column": "FeedItems.feed", "parent": "Feeds.id" }"#, #"{ "column": "FeedMedia.feeditem", "parent": "FeedItems.id" }"#],
            unlisted: [["8", "3"]]),
        App(fixture: "rails-comments", table: "comments", column: "commentable_id", typeColumn: "commentable_type",
            parents: ["Post": ("posts", "id"), "Photo": ("photos", "id")],
            others: [#"{ "column": "comments.user_id", "parent": "users.id" }"#, #"{ "column": "posts.user_id", "parent": "users.id" }"#],
            unlisted: []),
        App(fixture: "django-content-types", table: "tagging_taggeditem", column: "object_id", typeColumn: "content_type_id",
            parents: ["7": ("blog_entry", "id"), "8": ("shop_product", "id")], others: [], unlisted: []),
        App(fixture: "kodi-media-types", table: "art", column: "media_id", typeColumn: "media_type",
            parents: ["movie": ("movie", "idMovie"), "tvshow": ("tvshow", "idShow"), "episode": ("episode", "idEpisode")],
            others: [#"{ "column": "episode.idShow", "parent": "tvshow.idShow" }"#],
            unlisted: [["9", "1"]]),
    ]

    func database(_ app: App) throws -> String {
        let path = directory.path("\(app.fixture).sqlite")
        try makeDatabase(at: path, sql: try Fixtures.text("Polymorphic/\(app.fixture).sql"))
        return path
    }

    /// Each link of a listed type, as `child rowid → parent table rowid`: joined by type before
    /// the conversion; after it, by the key alone.
    func links(_ path: String, _ app: App, byType: Bool) throws -> [String] {
        try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly)).read { db in
            try app.parents.keys.sorted().flatMap { value in
                let (parent, key) = app.parents[value]!
                let type = byType ? " AND CAST(c.\(quoteIdentifier(app.typeColumn)) AS TEXT) = \(quoteLiteral(value))" : ""
                return try String.fetchAll(db, sql: """
                    SELECT c.rowid || ' → ' || \(quoteLiteral(parent)) || ' ' || p.rowid FROM \(quoteIdentifier(app.table)) AS c
                    JOIN \(quoteIdentifier(parent)) AS p ON p.\(quoteIdentifier(key)) = c.\(quoteIdentifier(app.column))\(type)
                    """)
            }.sorted()
        }
    }

    /// The rows of no listed type (before the conversion: Django's type column becomes keys
    /// too), or the rows of `rowids`: rowid and value, as text.
    func unlistedRows(_ path: String, _ app: App, rowids: [String]? = nil) throws -> [[String]] {
        try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly)).read { db in
            let listed = app.parents.keys.sorted().map(quoteLiteral).joined(separator: ", ")
            let rows = rowids.map { "rowid IN (\($0.joined(separator: ", ")))" } ?? "CAST(\(quoteIdentifier(app.typeColumn)) AS TEXT) NOT IN (\(listed))"
            return try Row.fetchAll(db, sql: "SELECT CAST(rowid AS TEXT), CAST(\(quoteIdentifier(app.column)) AS TEXT) FROM \(quoteIdentifier(app.table)) WHERE \(rows) ORDER BY rowid")
                .map { [$0[0], $0[1]] }
        }
    }

    /// The audit's errors about `column` of `table`.
    func errors(_ audit: CommandResult, _ table: String, _ column: String) -> [String] {
        audit.output.split(separator: "\n").map(String.init).filter { $0.contains(": error: [") && $0.contains("\(quoteIdentifier(table)).\(quoteIdentifier(column))") }
    }

    @Test(arguments: apps)
    func eachAppConvertsWithEveryLinkKept(_ app: App) throws {
        let db = try database(app)
        let before = try links(db, app, byType: true)
        #expect(try unlistedRows(db, app) == app.unlisted)
        #expect(before.count == Int(try openDatabase(DatabaseConnectionOptions(path: db, access: .readOnly)).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoteIdentifier(app.table))")! } ) - app.unlisted.count)
        let config = try directory.write("\(app.fixture).json", app.configuration)
        let output = directory.path("M-\(app.fixture)")
        let generated = run(["generate", "--db-path", db, "--output", output, "--config", config])
        #expect(generated.status == 0, "\(generated)")
        #expect(run(["migrate", "--db-path", db, "--migrations", output]).status == 0)
        // Every link of every listed type, and no other: the same pairs of rows.
        #expect(try links(db, app, byType: false) == before)
        #expect(try unlistedRows(db, app, rowids: app.unlisted.map { $0[0] }) == app.unlisted)
        // The audit after: no error about the column.
        let audit = run(["audit", "--db-path", db, "--config", config])
        #expect(errors(audit, app.table, app.column) == [], "\(audit)")
    }

    /// The configuration entry exactly as issue 37 writes it; the row of type 1 is kept and
    /// reported, with the query that lists it.
    @Test func theConfigurationEntryAsWritten() throws {
        let app = Self.apps[0]
        let db = try database(app)
        let config = try directory.write("config.json", """
            { "references": [
                { "column": "FeedItems.feed", "parent": "Feeds.id" },
                { "column": "FeedMedia.feeditem", "parent": "FeedItems.id" },
                { "column": "DownloadLog.feedfile", "by": "DownloadLog.feedfile_type", "parents": { "0": "Feeds.id", "2": "FeedMedia.id" } }
            ] }
            """)
        let before = try links(db, app, byType: true)
        let output = directory.path("M")
        let generated = run(["generate", "--db-path", db, "--output", output, "--config", config])
        #expect(generated.status == 0)
        #expect(generated.error == """
            note: 1 row of "DownloadLog"."feedfile" is of a type no parent is listed for ("feedfile_type" '1') and keeps its value; SELECT rowid, * FROM "DownloadLog" WHERE "feedfile" IS NOT NULL AND ("feedfile_type" IS NULL OR CAST("feedfile_type" AS TEXT) NOT IN ('0', '2')) lists it. If such a type names a table, list it in "parents" (or --reference-by).

            """, "\(generated)")
        let audit = run(["audit", "--db-path", db, "--config", config])
        #expect(audit.output.contains("""
                fix (fixed by generate): the configuration answers it (by feedfile_type: 0 → Feeds, 2 → FeedMedia): migrationkit generate converts each row with the parent its type names; rows of other types keep their values.
            """), "\(audit)")
        #expect(run(["migrate", "--db-path", db, "--migrations", output]).status == 0)
        #expect(try links(db, app, byType: false) == before)
        #expect(try unlistedRows(db, app) == [["8", "3"]])
        // The answer is kept, with its parents.
        let kept = try openDatabase(DatabaseConnectionOptions(path: db, access: .readOnly)).read { db in
            try String.fetchAll(db, sql: "SELECT type_column || ' ' || type_value || ' ' || parent_table || '.' || parent_column FROM migrationkit_answer_parents ORDER BY type_value")
        }
        #expect(kept == ["feedfile_type 0 Feeds.id", "feedfile_type 2 FeedMedia.id"])
        #expect(run(["audit", "--db-path", db]) == CommandResult(status: 0, output: "\(db): ready for sync: 0 errors, 0 warnings, 0 infos.\n", error: ""))
    }

    /// The flag says the same for one run.
    @Test func theFlag() throws {
        let app = Self.apps[0]
        let db = try database(app)
        let before = try links(db, app, byType: true)
        let output = directory.path("M")
        let generated = run([
            "generate", "--db-path", db, "--output", output, "--reference", "FeedItems.feed=Feeds", "--reference", "FeedMedia.feeditem=FeedItems",
            "--reference-by", "DownloadLog.feedfile=DownloadLog.feedfile_type:0=Feeds.id,2=FeedMedia.id",
        ])
        #expect(generated.status == 0, "\(generated)")
        #expect(run(["migrate", "--db-path", db, "--migrations", output]).status == 0)
        #expect(try links(db, app, byType: false) == before)
        #expect(run(["generate", "--help"]).output.contains("--reference-by <table.column=table.type:value=parent.column,…>"))
    }

    /// An app sets the Swift value; its conversion keeps every link (Rails' class names).
    @Test func theSwiftValue() throws {
        let app = Self.apps[1]
        let path = try database(app)
        let before = try links(path, app, byType: true)
        var options = ConversionOptions(references: [
            ReferenceDeclaration(table: "comments", column: "user_id", parentTable: "users"),
            ReferenceDeclaration(table: "posts", column: "user_id", parentTable: "users"),
        ])
        options.polymorphicReferences = [PolymorphicReference(
            table: "comments", column: "commentable_id", typeColumn: "commentable_type",
            parents: ["Post": ColumnPath(table: "posts", column: "id"), "Photo": ColumnPath(table: "photos", column: "id")])]
        let queue = try openDatabase(DatabaseConnectionOptions(path: path, access: .readWrite))
        var migrator = DatabaseMigrator()
        let chosen = options
        migrator.registerMigration("0001_uuid_keys") { db in try Conversion.apply(in: db, options: chosen) }
        try migrator.migrate(queue)
        try queue.close()
        #expect(try links(path, app, byType: false) == before)
        // Adopted from the configuration, the same value.
        let configuration = try AuditConfiguration.read(Data(app.configuration.utf8))
        #expect(ConversionOptions(configuration: configuration).polymorphicReferences == options.polymorphicReferences)
    }

    /// A row of a listed type whose key is no row of that type's parent is an orphan: refused
    /// before anything is written, with the query that lists it; `--orphans set-null` clears it.
    @Test func orphansOfAListedTypeAreRefused() throws {
        let app = Self.apps[0]
        let db = try database(app)
        try openDatabase(DatabaseConnectionOptions(path: db, access: .readWrite)).write { db in
            // FeedMedia has rows 1 to 6: media file 9 does not exist.
            try db.execute(sql: "INSERT INTO DownloadLog VALUES (10, 9, 2, 0, 1, 1709252200, NULL, 'Gone')")
        }
        let config = try directory.write("config.json", app.configuration)
        let output = directory.path("M")
        let refused = run(["generate", "--db-path", db, "--output", output, "--config", config])
        #expect(refused == CommandResult(status: 1, output: "", error: """
            error: \(db): cannot convert without losing data, so nothing was written:
              - "DownloadLog": 1 row references missing rows of "FeedMedia" through ("feedfile") where "feedfile_type" is '2'; SELECT rowid, * FROM "DownloadLog" WHERE "DownloadLog"."feedfile" IS NOT NULL AND CAST("DownloadLog"."feedfile_type" AS TEXT) = '2' AND NOT EXISTS (SELECT 1 FROM "FeedMedia" AS "migrationkit_parent" WHERE "migrationkit_parent"."id" = "DownloadLog"."feedfile") lists them.

            """), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: output))
        let cleared = run(["generate", "--db-path", db, "--output", output, "--config", config, "--orphans", "set-null"])
        #expect(cleared.status == 0, "\(cleared)")
        #expect(run(["migrate", "--db-path", db, "--migrations", output]).status == 0)
        let gone = try openDatabase(DatabaseConnectionOptions(path: db, access: .readOnly)).read { db in
            try Row.fetchOne(db, sql: "SELECT feedfile, feedfile_type FROM DownloadLog WHERE rowid = 10")
        }
        #expect(gone == ["feedfile": nil, "feedfile_type": 2])
    }

    /// The frozen file checks the device's rows too: an orphan written after the file was
    /// generated stops it before anything changes.
    @Test func theFileRefusesAnOrphanWrittenSince() throws {
        let app = Self.apps[0]
        let db = try database(app)
        let config = try directory.write("config.json", app.configuration)
        let output = directory.path("M")
        #expect(run(["generate", "--db-path", db, "--output", output, "--config", config]).status == 0)
        let before = try links(db, app, byType: true)
        try openDatabase(DatabaseConnectionOptions(path: db, access: .readWrite)).write { db in
            try db.execute(sql: "INSERT INTO DownloadLog VALUES (10, 7, 0, 0, 1, 1709252200, NULL, 'Gone')")
        }
        let migrated = run(["migrate", "--db-path", db, "--migrations", output])
        #expect(migrated.status == 2 && migrated.error.contains(#"no row of "DownloadLog" references a missing row of "Feeds" through "feedfile" (where "feedfile_type" is '0', declared with --reference-by)"#), "\(migrated)")
        #expect(try links(db, app, byType: true) == before)
        #expect(try openDatabase(DatabaseConnectionOptions(path: db, access: .readOnly)).read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT typeof(feedfile) FROM DownloadLog") } == ["integer"])
    }

    /// Answers that cannot be taken say so, naming the column and the fix.
    @Test(arguments: [
        (#"{ "column": "DownloadLog.feedfile", "by": "Feeds.title", "parents": { "0": "Feeds.id" } }"#,
         #"error: CONFIG: .references[0]: the type column "Feeds"."title" is not in "DownloadLog"; the type of a row of "DownloadLog"."feedfile" must be a column of the same row ("DownloadLog".TYPECOLUMN)."#),
        (#"{ "column": "DownloadLog.feedfile", "by": "DownloadLog.feedfile_type", "parents": { "0": "Feeds" } }"#,
         #"error: CONFIG: .references[0]: "Feeds", the parent of type '0', is no PARENT.COLUMN; name the parent's key column (Feeds.id)."#),
        (#"{ "column": "DownloadLog.feedfile", "by": "DownloadLog.feedfile_type", "parent": "Feeds", "parents": { "0": "Feeds.id" } }"#,
         #"error: CONFIG: .references[0]: "DownloadLog"."feedfile" is answered with "by" (a parent per type): give "parents", not "parent", "notReference", "none" or "keep"."#),
        (#"{ "column": "DownloadLog.feedfile", "parents": { "0": "Feeds.id" } }"#,
         #"error: CONFIG: .references[0]: "parents" belongs to a polymorphic reference: name its type column with "by" ("by": "DownloadLog.TYPECOLUMN")."#),
        (#"{ "column": "DownloadLog.feedfile", "by": "DownloadLog.feedfile_type", "parents": { "0": "Feeds.id", "0": "FeedMedia.id" } }"#,
         #"error: CONFIG: .references[0].parents: the key "0" appears twice; keep one."#),
    ])
    func aWrongEntryIsAUsageError(entry: String, message: String) throws {
        let db = try database(Self.apps[0])
        let config = try directory.write("wrong.json", "{ \"references\": [\(entry)] }")
        let result = run(["generate", "--db-path", db, "--output", directory.path("M"), "--config", config])
        #expect(result == CommandResult(status: 64, output: "", error: message.replacingOccurrences(of: "CONFIG", with: config) + "\n"), "\(result)")
    }

    @Test(arguments: [
        ("Downloads.feedfile=Downloads.feedfile_type:0=Feeds.id", #"there is no table "Downloads""#),
        ("DownloadLog.file=DownloadLog.feedfile_type:0=Feeds.id", #""DownloadLog" has no column "file""#),
        ("DownloadLog.feedfile=DownloadLog.kind:0=Feeds.id", #""DownloadLog" has no column "kind", the type column; name the column of "DownloadLog" that says which table a row's key is in"#),
        ("DownloadLog.feedfile=DownloadLog.feedfile_type:0=Feed.id", #"there is no table "Feed", the parent of type '0'"#),
        ("DownloadLog.feedfile=DownloadLog.feedfile_type:0=Feeds.title", #""Feeds"."title", the parent of type '0', is not its key "id"; only a reference to the converted key can be converted: Feeds.id"#),
        ("DownloadLog.feedfile=DownloadLog.feedfile_type:0=migrationkit_note.id", #""migrationkit_note", the parent of type '0', has no integer key for the conversion to convert; leave the type out of "parents" (its rows keep their values)"#),
    ])
    func aWrongFlagNamesTheColumnAndTheFix(flag: String, reason: String) throws {
        let db = try database(Self.apps[0])
        try openDatabase(DatabaseConnectionOptions(path: db, access: .readWrite)).write { db in
            try db.execute(sql: "CREATE TABLE migrationkit_note (id TEXT PRIMARY KEY NOT NULL)")
        }
        let result = run(["generate", "--db-path", db, "--output", directory.path("M"), "--reference-by", flag])
        let reference = try PolymorphicReference(parsing: flag)
        #expect(result.status == 64 && result.error.contains("the polymorphic reference \(reference) cannot be declared: \(reason)."), "\(result)")
    }

    @Test(arguments: [
        ("DownloadLog.feedfile=DownloadLog.feedfile_type:0=Feeds.id,0=FeedMedia.id", "the type value '0' is listed twice; give each type one parent"),
        ("DownloadLog.feedfile=Feeds.title:0=Feeds.id", #"the type column "Feeds"."title" is not in "DownloadLog"; the type of a row of "DownloadLog"."feedfile" must be a column of the same row ("DownloadLog".TYPECOLUMN)"#),
        ("DownloadLog.feedfile=DownloadLog.feedfile_type", "write TABLE.COLUMN=TABLE.TYPECOLUMN:VALUE=PARENT.COLUMN,VALUE=PARENT.COLUMN (the type column, then a colon)"),
    ])
    func aFlagThatCannotBeReadIsAUsageError(flag: String, reason: String) throws {
        let result = run(["generate", "--db-path", try database(Self.apps[0]), "--output", directory.path("M"), "--reference-by", flag])
        #expect(result.status == 64 && result.error.contains("--reference-by \(flag): \(reason)."), "\(result)")
    }

    /// The audit asks about the column as polymorphic where the type's values name the tables
    /// (class names, text types, Django's content types), with the entry that answers it, which
    /// generate takes as written; AntennaPod's integer codes, which only containment in ids
    /// numbered from 1 could tie to a table, get no such suggestion (conservative: no guess).
    @Test(arguments: [
        (apps[1], #"{ "column": "comments.commentable_id", "by": "comments.commentable_type", "parents": { "Photo": "photos.id", "Post": "posts.id" } }"#),
        (apps[2], #"{ "column": "tagging_taggeditem.object_id", "by": "tagging_taggeditem.content_type_id", "parents": { "7": "blog_entry.id", "8": "shop_product.id" } }"#),
        (apps[3], #"{ "column": "art.media_id", "by": "art.media_type", "parents": { "episode": "episode.idEpisode", "movie": "movie.idMovie", "tvshow": "tvshow.idShow" } }"#),
    ])
    func theAuditSuggestsAParentPerType(app: App, entry: String) throws {
        let db = try database(app)
        let audit = run(["audit", "--db-path", db])
        let fix = try #require(audit.output.split(separator: "\n").first { $0.contains("fix: its parent depends on \(quoteIdentifier(app.typeColumn))") }, "\(audit)")
        #expect(fix.contains("Answer it with a parent per type: \(entry) in the \"references\" of .migrationkit.json"), "\(fix)")
        let config = try directory.write("suggested.json", "{ \"references\": [" + (app.others + [entry]).joined(separator: ", ") + "] }")
        let generated = run(["generate", "--db-path", db, "--output", directory.path("M"), "--config", config])
        #expect(generated.status == 0, "\(generated)")
    }

    @Test func integerCodesAreNotGuessed() throws {
        let audit = run(["audit", "--db-path", try database(Self.apps[0])])
        #expect(audit.output.contains(#"[undeclared-reference] "DownloadLog"."feedfile""#) && !audit.output.contains("its parent depends on"), "\(audit)")
    }

    /// Type values are read as written: bare, or as a SQL string when they hold what the flag
    /// separates by (`'Admin::User'`, a Rails class in a module).
    @Test func typeValuesAreText() throws {
        let reference = try PolymorphicReference(parsing: #"comments.commentable_id=comments.commentable_type:Post=posts.id,'Admin::User'=admin_users.id,'a,b'="my table".id"#)
        #expect(reference.parents == [
            "Post": ColumnPath(table: "posts", column: "id"), "Admin::User": ColumnPath(table: "admin_users", column: "id"),
            "a,b": ColumnPath(table: "my table", column: "id"),
        ])
        #expect(reference.typeColumn == "commentable_type")
    }
}
