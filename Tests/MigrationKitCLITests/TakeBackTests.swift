import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// Issue 37, item 5: every answer can be taken back after the conversion. A wrong yes
/// (`--not-reference` on a column the conversion carried as a reference) turns the column back
/// into its old integers; a wrong parent (`--reference` naming another parent than the one it
/// was carried to) re-points it. Each is checked here against the database as it was before any
/// conversion, row by row: the same integers, the same pairs joined.
@Suite struct TakeBackTests {
    let directory: TemporaryDirectory
    let db: String
    /// The database as it was before any conversion: the oracle every value and link is checked against.
    let pristine: String

    init() throws {
        directory = try TemporaryDirectory()
        db = directory.path("lists.sqlite")
        pristine = directory.path("pristine.sqlite")
        try makeDatabase(at: db, sql: Self.lists)
        try FileManager.default.copyItem(atPath: db, toPath: pristine)
    }

    /// 40 lists, 40 folders with the same ids, and 120 items: `listID` holds a list's id (item 3
    /// has none), `quantity` a plain count from 0 to 4, which a hasty answer takes for a
    /// reference to `lists` (every value but 0 is a list's id; 0 is kept as the none value).
    static let lists = """
        CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "title" TEXT);
        CREATE TABLE "folders" ("id" INTEGER PRIMARY KEY, "name" TEXT);
        CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER, "quantity" INTEGER NOT NULL DEFAULT 0, "title" TEXT);
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
        INSERT INTO "lists" SELECT i, 'list ' || i FROM n;
        INSERT INTO "folders" SELECT "id", 'folder ' || "id" FROM "lists";
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 120)
        INSERT INTO "items" SELECT i, 1 + (i * 7) % 40, i % 5, 'item ' || i FROM n;
        UPDATE "items" SET "listID" = NULL WHERE "id" = 3;
        """

    var output: String { directory.path("Migrations") }

    /// generate and migrate, expecting both to succeed.
    func convert(_ arguments: [String]) {
        let generated = run(["generate", "--db-path", db, "--output", output] + arguments)
        #expect(generated.status == 0, "\(generated)")
        let migrated = run(["migrate", "--db-path", db, "--migrations", output])
        #expect(migrated.status == 0, "\(migrated)")
    }

    /// `sql` on the converted database with the pristine one attached as `old`.
    func compare<T: DatabaseValueConvertible>(_ sql: String) throws -> [T] {
        let queue = try DatabaseQueue(path: db)
        defer { try? queue.close() }
        return try queue.writeWithoutTransaction { db in
            try db.execute(sql: "ATTACH DATABASE ? AS old", arguments: [pristine])
            defer { try? db.execute(sql: "DETACH DATABASE old") }
            return try T.fetchAll(db, sql: sql)
        }
    }

    /// Items (matched by title, unique on both sides) whose list is not the one they had before
    /// any conversion, and how many items were compared.
    func brokenLinks() throws -> [Int] {
        try compare("""
            SELECT CAST(total(oldList.title IS NOT newList.title) AS INTEGER) FROM old.items AS oldItem JOIN main.items AS newItem ON newItem.title = oldItem.title
            LEFT JOIN old.lists AS oldList ON oldList.id = oldItem.listID LEFT JOIN main.lists AS newList ON newList.id = newItem.listID
            UNION ALL SELECT count(*) FROM old.items AS oldItem JOIN main.items AS newItem ON newItem.title = oldItem.title
            """)
    }

    /// Items whose quantity is not the integer it was before any conversion (value or type).
    func changedQuantities() throws -> Int {
        try compare("""
            SELECT count(*) FROM old.items AS oldItem JOIN main.items AS newItem ON newItem.title = oldItem.title
            WHERE newItem.quantity IS NOT oldItem.quantity OR typeof(newItem.quantity) != typeof(oldItem.quantity)
            """)[0]
    }

    /// `PRAGMA table_info` of `items`.`quantity` in `database`: type, NOT NULL, DEFAULT.
    func quantityDefinition(in database: String) throws -> [String] {
        let queue = try DatabaseQueue(path: database)
        defer { try? queue.close() }
        return try queue.read { db in
            let row = try Row.fetchOne(db, sql: "SELECT type, \"notnull\", dflt_value FROM pragma_table_info('items') WHERE name = 'quantity'")!
            return [row[0], String(row[1] as Int), row[2] ?? "NULL"]
        }
    }

    func answers() throws -> [String] {
        let queue = try DatabaseQueue(path: db)
        defer { try? queue.close() }
        return try queue.read { try String.fetchAll($0, sql: "SELECT \"table\" || '.' || \"column\" || ' ' || answer || coalesce(' ' || parent_table || '.' || parent_column, '') FROM migrationkit_answers ORDER BY 1") }
    }

    func keys(of table: String) throws -> [String] {
        let queue = try DatabaseQueue(path: db)
        defer { try? queue.close() }
        return try queue.read { try String.fetchAll($0, sql: "SELECT id FROM \(quoteIdentifier(table)) ORDER BY rowid") }
    }

    /// The audit after a repair: ready, and nothing said of `column`. Salted, nothing at all;
    /// deterministic, only the zero-prefix warning of each converted table's keys.
    func expectCleanAudit(scheme: String, column: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let audit = run(["audit", "--db-path", db])
        if scheme == "salted" {
            #expect(audit == CommandResult(status: 0, output: "\(db): ready for sync: 0 errors, 0 warnings, 0 infos.\n", error: ""), sourceLocation: sourceLocation)
        } else {
            #expect(audit.status == 0 && !audit.output.contains(column), "\(audit)", sourceLocation: sourceLocation)
            #expect(audit.output.hasSuffix("\(db): ready for sync: 0 errors, 3 warnings, 0 infos.\n"), "\(audit)", sourceLocation: sourceLocation)
        }
    }

    func forgetAnswers() throws {
        let queue = try DatabaseQueue(path: db)
        defer { try? queue.close() }
        try queue.write { try $0.execute(sql: "DROP TABLE migrationkit_answers") }
    }

    /// A wrong yes: `quantity`, carried as a reference to `lists` (0 kept as the none value),
    /// is taken back by `--not-reference` into the very integers it held, NULL-free, 0 kept, its
    /// column INTEGER NOT NULL DEFAULT 0 again; every link of `listID` stays; the answer is kept;
    /// the audit after it says nothing. Where the conversion kept no answer (an earlier
    /// MigrationKit), the parent is the one recorded prefix the values carry.
    @Test(arguments: [("salted", true), ("deterministic", true), ("salted", false), ("deterministic", false)])
    func aWrongYesIsTakenBack(scheme: String, answersKept: Bool) throws {
        convert(["--id-scheme", scheme, "--reference", "items.listID=lists.id", "--reference", "items.quantity=lists.id", "--reference-keep", "items.quantity=0"])
        #expect(try quantityDefinition(in: db) == ["TEXT", "1", "0"])
        #expect(try changedQuantities() == 120)  // keys, and the 24 zeros kept as the text '0'
        #expect(try compare("SELECT count(*) FROM items WHERE quantity = '0'") == [24])
        let listKeys = try keys(of: "lists")
        if !answersKept { try forgetAnswers() }

        let repair = run(["generate", "--db-path", db, "--output", output, "--not-reference", "items.quantity"])
        #expect(repair.status == 0, "\(repair)")
        #expect(repair.output.hasPrefix("""
            wrote \(output)/0003_repair_items.sql (1 table: "items")
            keys: none drawn; the repair turns each key taken back into the old id it carries (the prefixes recorded in migrationkit_key_prefixes)

            """), "\(repair)")
        #expect(repair.error == "")
        let file = try String(contentsOfFile: "\(output)/0003_repair_items.sql", encoding: .utf8)
        // Without answers, the parent is the table whose recorded prefix the values carry; under
        // the deterministic scheme every table has the zero prefix, and of the tables whose keys
        // the values all are, the first by name (the formula is the same for each).
        let parent = scheme == "deterministic" && !answersKept ? "folders" : "lists"
        #expect(file.contains("""
            --   "items": reference ("quantity") → "\(parent)"."id", carried at the conversion and answered no reference since (--not-reference items.quantity): taken back, each key becomes again the old id it carries after the prefix recorded for "\(parent)" in migrationkit_key_prefixes, and the column INTEGER; "\(parent)" stays as it is.
            --
            -- Before anything changes, these must hold, or nothing is written:
            --   - the schema of "items" is the one the conversion was generated from
            --   - in "items", the values of ("quantity") taken back are keys of "\(parent)" (its recorded prefix, then 12 hexadecimal digits), integers kept as they are, or NULL
            -- Before commit, these are checked, or everything is rolled back:
            --   - in "items", every value taken back ("quantity") is the old id its key carried, and every other value is as it was
            --   - in "items", its rows are all there, its values taken back ("quantity") are integers or NULL and none was lost

            """), "\(file)")
        let migrated = run(["migrate", "--db-path", db, "--migrations", output])
        #expect(migrated == CommandResult(status: 0, output: """
            applied 0003_repair_items
            \(db): 3 of 3 migrations applied; verification passed.

            """, error: ""))

        #expect(try changedQuantities() == 0)
        #expect(try quantityDefinition(in: db) == quantityDefinition(in: pristine))
        #expect(try brokenLinks() == [0, 120])
        #expect(try keys(of: "lists") == listKeys)
        #expect(try answers() == (answersKept ? ["items.listID reference lists.id", "items.quantity not-reference"] : ["items.quantity not-reference"]))
        expectCleanAudit(scheme: scheme, column: #""items"."quantity""#)
        let again = run(["generate", "--db-path", db, "--output", output, "--not-reference", "items.quantity"])
        #expect(again == CommandResult(status: 0, output: "\(db): nothing to convert; the database is already sync-ready.\n", error: ""))
    }

    /// A wrong parent: `listID`, carried to `folders` (whose ids are the lists' too, so nothing
    /// was refused and the audit said ready), is re-pointed by `--reference items.listID=lists.id`:
    /// each key of a folder becomes the key of the list of the same old id. Every link is the
    /// one it was before any conversion; neither parent changes; the answer is replaced.
    @Test(arguments: [("salted", true), ("deterministic", true), ("salted", false)])
    func aWrongParentIsRepointed(scheme: String, answersKept: Bool) throws {
        convert(["--id-scheme", scheme, "--reference", "items.listID=folders.id", "--not-reference", "items.quantity"])
        #expect(try brokenLinks() == (scheme == "salted" ? [119, 120] : [0, 120]))  // deterministic keys coincide
        #expect(run(["audit", "--db-path", db]).status == 0)
        let (listKeys, folderKeys) = (try keys(of: "lists"), try keys(of: "folders"))
        if !answersKept { try forgetAnswers() }

        let repair = run(["generate", "--db-path", db, "--output", output, "--reference", "items.listID=lists.id"])
        #expect(repair.status == 0, "\(repair)")
        #expect(repair.output.hasPrefix("""
            wrote \(output)/0003_repair_items.sql (1 table: "items")
            keys: none drawn; the repair turns each key re-pointed into the key of the same old id in its new parent (the prefixes recorded in migrationkit_key_prefixes)

            """), "\(repair)")
        #expect(repair.error == "")
        let file = try String(contentsOfFile: "\(output)/0003_repair_items.sql", encoding: .utf8)
        #expect(file.contains("""
            --   "items": reference ("listID") → "lists"."id", carried to "folders" at the conversion and declared with --reference since: re-pointed, each key of "folders" becomes the key of the same old id in "lists", with the prefixes recorded in migrationkit_key_prefixes; "folders" and "lists" stay as they are.

            """), "\(file)")
        #expect(run(["migrate", "--db-path", db, "--migrations", output]).status == 0)

        #expect(try brokenLinks() == [0, 120])
        #expect(try changedQuantities() == 0)
        #expect(try keys(of: "lists") == listKeys)
        #expect(try keys(of: "folders") == folderKeys)
        #expect(try answers() == (answersKept ? ["items.listID reference lists.id", "items.quantity not-reference"] : ["items.listID reference lists.id"]))
        expectCleanAudit(scheme: scheme, column: #""items"."listID""#)
        let again = run(["generate", "--db-path", db, "--output", output, "--reference", "items.listID=lists.id"])
        #expect(again == CommandResult(status: 0, output: "\(db): nothing to convert; the database is already sync-ready.\n", error: ""))
    }

    /// Random keys keep no old id: neither a yes nor a parent can be taken back, and generate
    /// says so by name, writing nothing.
    @Test func randomKeysCannotBeTakenBack() throws {
        convert(["--id-scheme", "random", "--reference", "items.listID=folders.id", "--reference", "items.quantity=lists.id", "--reference-keep", "items.quantity=0"])
        let before = fileBytes(db)
        #expect(run(["generate", "--db-path", db, "--output", output, "--not-reference", "items.quantity"]) == CommandResult(status: 64, output: "", error: """
            error: the column "items"."quantity", declared no reference, cannot be declared: "items"."quantity" was converted as a reference to "lists"; its keys were made with the random scheme (no prefix is recorded for it in migrationkit_key_prefixes), which keeps no old id, so there is no formula to turn them back into its integers; restore the column from a copy made before the conversion.

            """))
        #expect(run(["generate", "--db-path", db, "--output", output, "--reference", "items.listID=lists.id"]) == CommandResult(status: 64, output: "", error: """
            error: the reference "items"."listID"="lists"."id" cannot be declared: "items"."listID" was converted as a reference to "folders", and the keys of "folders" were made with the random scheme (no prefix is recorded for it in migrationkit_key_prefixes), which keeps no old id, so no key of "folders" can be turned into one of "lists"; restore the column from a copy made before the conversion.

            """))
        #expect(fileBytes(db) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).count == 1)
    }

    /// A row written since the conversion holds a key drawn by uuid(), which keeps no old id:
    /// taking the answer back would lose it, so generate refuses, listing the rows.
    @Test func aValueWithoutTheParentsPrefixIsRefused() throws {
        convert(["--reference", "items.listID=lists.id", "--reference", "items.quantity=lists.id", "--reference-keep", "items.quantity=0"])
        let queue = try DatabaseQueue(path: db)
        try queue.write { try $0.execute(sql: "UPDATE items SET quantity = '3f2a9c1e-07b4-4d21-a9c3-5e6f7a8b9c0d' WHERE title = 'item 7'") }
        try queue.close()
        let refused = run(["generate", "--db-path", db, "--output", output, "--not-reference", "items.quantity"])
        let prefix = #"(SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'lists')"#
        let digits = String(repeating: "[0-9a-f]", count: 12)
        #expect(refused == CommandResult(status: 1, output: "", error: """
            error: \(db): cannot convert without losing data, so nothing was written:
              - "items"."quantity": 1 row holds a value that is no key of "lists" (its recorded prefix, then 12 hexadecimal digits), so it has no old id to become, and the answer cannot be taken back; SELECT rowid, * FROM "items" WHERE "quantity" IS NOT NULL AND NOT (typeof("quantity") = 'text' AND length("quantity") = 36 AND substr("quantity", 1, 24) = \(prefix) AND substr("quantity", 25) GLOB '\(digits)') AND NOT (typeof("quantity") = 'integer' OR (typeof("quantity") = 'text' AND CAST(CAST("quantity" AS INTEGER) AS TEXT) = "quantity")) lists them. Correct or clear those values first (rows the app wrote since the conversion point at keys drawn by uuid(), which keep no old id).

            """))
    }

    /// A repair against the evidence is said as it is generated (the person decides; generate
    /// warns): a reference taken back whose name names its parent and whose values are all keys
    /// of it; a reference re-pointed to a parent its name does not name.
    @Test func aRepairAgainstTheEvidenceIsWarned() throws {
        convert(["--reference", "items.listID=lists.id", "--not-reference", "items.quantity"])
        let takenBack = run(["generate", "--db-path", db, "--output", output, "--not-reference", "items.listID"])
        #expect(takenBack.status == 0)
        #expect(takenBack.error == """
            warning: "items"."listID" is taken back as no reference, but its evidence says it is one: its name names "lists", and 40 of 40 distinct values are keys of rows of "lists".

            """)
        let repointed = run(["generate", "--db-path", db, "--output", directory.path("Other"), "--reference", "items.listID=folders.id"])
        #expect(repointed.status == 0)
        #expect(repointed.error == """
            warning: "items"."listID" is re-pointed from "lists" to "folders", but its evidence says otherwise: 40 of 40 distinct values are keys of rows of "folders" once re-pointed, and 40 of "lists" now; its name names "lists", not "folders".

            """)
    }
}
