import Foundation
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// Every question about a possible reference carries its evidence as data (JSON, SARIF) and in
/// two lines of text: the confidence, what the values say of the parent and the runner-up, and
/// rows with the parent rows they would point at, so that the person answering sees the data.
@Suite struct QuestionEvidenceTests {
    let directory: TemporaryDirectory
    let path: String

    /// A list app: items name their list (likely); a tag link checked by a trigger (certain);
    /// a column whose values only could be keys (possible); a flag named like a parent that holds
    /// one value (possible).
    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("app.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT);
            INSERT INTO lists VALUES (1, 'Groceries'), (2, 'Chores'), (3, 'Trip'), (4, 'Books'), (5, 'Gifts'), (6, 'Work'), (7, 'Garden'), (8, 'Music'), (9, 'Films'), (10, 'Games');
            CREATE TABLE items (id INTEGER PRIMARY KEY, listID INTEGER, title TEXT, mirror INTEGER);
            INSERT INTO items VALUES (1, 1, 'Milk', 3), (2, 1, 'Eggs', 9), (3, 3, 'Passport', 5), (4, 2, 'Vacuum', 8), (5, 0, 'Loose', 10), (6, 12, 'Lost', 7),
                (7, 4, 'Dune', 2), (8, 5, 'Scarf', 4), (9, 6, 'Report', 6), (10, 7, 'Roses', 1), (11, 8, 'Piano', 3), (12, 9, 'Alien', 5);
            CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT);
            INSERT INTO tags VALUES (1, 'home'), (2, 'urgent');
            CREATE TABLE taggings (id INTEGER PRIMARY KEY, tag INTEGER NOT NULL, note TEXT);
            INSERT INTO taggings VALUES (1, 1, NULL), (2, 2, NULL), (3, 2, NULL);
            CREATE TRIGGER taggings_check BEFORE INSERT ON taggings BEGIN
                SELECT CASE WHEN (SELECT id FROM tags WHERE id = NEW.tag) IS NULL THEN RAISE(ABORT, 'no tag') END;
            END;
            CREATE TABLE settings (id INTEGER PRIMARY KEY, list_id INTEGER);
            INSERT INTO settings VALUES (1, 1), (2, 1);
            """)
    }

    func evidence() throws -> [String: Finding.Evidence] {
        let result = run(["audit", "--db-path", path, "--format", "json"])
        let findings = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8)).findings
        return Dictionary(uniqueKeysWithValues: findings.compactMap { finding in finding.evidence.map { ("\(finding.table).\(finding.column ?? "")", $0) } })
    }
    struct Report: Decodable { let findings: [Finding] }

    @Test func theJSONCarriesTheEvidenceWhole() throws {
        let found = try evidence()
        #expect(found.keys.sorted() == ["items.listID", "items.mirror", "settings.list_id", "taggings.tag"])
        let listID = try #require(found["items.listID"])
        #expect(listID.confidence == .likely)
        #expect(listID.signals == [.name])
        let parents: [String] = [listID.parent, listID.runnerUp].compactMap { $0.map { "\($0.table).\($0.column): \($0.distinctKeys ?? -1)" } }
        #expect(parents == ["lists.id: 9", "items.id: 10"])
        let counts: [Int] = [listID.distinctValues, listID.distinctKeys, listID.rows, listID.rowsWithKeys, listID.valuesAboveKeys]
        #expect(counts == [10, 9, 12, 10, 1])
        #expect(listID.noneValues == [0])
        #expect(listID.samples.map { "\($0.row ?? "") \($0.rowLabel ?? "") → \($0.value) \($0.parentLabel ?? "")" }
            == ["1 Milk → 1 Groceries", "4 Vacuum → 2 Chores", "3 Passport → 3 Trip"])
        #expect(found["taggings.tag"]?.confidence == .certain)
        #expect(found["taggings.tag"]?.signals == [.trigger, .name])
        #expect(found["items.mirror"]?.confidence == .possible)
        #expect(found["items.mirror"]?.signals == [.valuesCouldBeKeys])
        #expect(found["settings.list_id"]?.confidence == .possible, "one value, named like a parent: a default or a flag as often as a reference")
    }

    @Test func theTextShowsItInTwoLines() throws {
        let result = run(["audit", "--db-path", path])
        #expect(result.output.contains("""
            but declares no foreign key: the conversion turns "lists"."id" into UUID text and leaves these integers pointing at nothing.
                evidence (likely): 9 of 10 distinct values and 10 of 12 rows read are keys of "lists"."id"; 1 value is above its largest key; 0 is no key (a none value?); next best "items"."id" (keys for 10 of the 10 values).
                rows: "items" 1 "Milk" → "lists" 1 "Groceries"; "items" 4 "Vacuum" → "lists" 2 "Chores"; "items" 3 "Passport" → "lists" 3 "Trip"
                fix: declare it for the conversion: migrationkit generate --reference items.listID=lists.id
            """))
    }

    @Test func sarifCarriesItAsAProperty() throws {
        let result = run(["audit", "--db-path", path, "--format", "sarif"])
        let log = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let results = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let confidences = results.compactMap { (($0["properties"] as? [String: Any])?["evidence"] as? [String: Any])?["confidence"] as? String }
        #expect(confidences.sorted() == ["certain", "likely", "possible", "possible"])
    }

    /// A database's text is data: a label that holds a line break or a terminal control cannot
    /// forge a line of the report.
    @Test func theRowsTextIsEscaped() throws {
        try makeDatabase(at: path, sql: "UPDATE lists SET title = 'Gro' || char(27) || '[31mceries' WHERE id = 1; UPDATE items SET title = 'Mi' || char(10) || 'lk' WHERE id = 1;")
        let result = run(["audit", "--db-path", path])
        #expect(result.output.contains(#"rows: "items" 1 "Mi" → "lists" 1 "Gro\u{1B}[31mceries""#))
    }
}
