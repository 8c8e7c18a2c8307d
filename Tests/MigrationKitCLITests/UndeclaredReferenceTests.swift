import Foundation
import GRDB
import MigrationKitGRDB
import MigrationKitSync
import MigrationKitTestSupport
import Testing

/// Relations the schema never declares, on schemas shaped like real apps' (Fixtures/Shapes):
/// found by a trigger, by name or by their values; refused until declared; converted with their
/// parent once declared, so that every join over them returns the same rows.
@Suite struct UndeclaredReferenceTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// A database built from `Fixtures/<folder>/<name>.sql`.
    func shape(_ name: String, in folder: String = "Shapes") throws -> String {
        let path = directory.path("\(name).sqlite")
        try makeDatabase(at: path, sql: try Fixtures.text("\(folder)/\(name).sql"))
        return path
    }

    /// `table.column → parent` of every implied reference, as the audit finds them.
    func implied(_ path: String) throws -> [String] {
        let reader = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly))
        return try reader.read { db in
            let schema = try SchemaIntrospector.read(db)
            let statistics = try DataStatistics.gather(db, schema: schema, scope: .init())
            return schema.impliedReferences(in: .init(), values: statistics.referenceValues, coreDataEntities: statistics.coreDataEntities)
                .map { reference in
                    "\(reference.table).\(reference.column) → \(reference.parentTable)" + reference.evidence.map { evidence in
                        switch evidence {
                        case .name: " (name)"
                        case .keyName: " (key name)"
                        case .values: " (values)"
                        case .trigger: " (trigger)"
                        case .tableName: " (table name)"
                        case .coreData: " (Core Data)"
                        case .coreDataManyToMany: " (Core Data many-to-many)"
                        case .containedValues: " (contained)"
                        }
                    }.sorted().joined()
                }
                .sorted()
        }
    }

    /// Exactly these: the columns of small integers beside them (ord, due, ivl, flags, usn,
    /// position, visit_count, frecency, has_cover, …) are not taken for references.
    @Test func theRelationsOfRealAppsAreFoundAndNothingElse() throws {
        #expect(try implied(shape("anki")) == [
            "cards.did → decks (values)",
            "cards.nid → notes (values)",
            "cards.odid → decks (values)",
            "notes.mid → notetypes (values)",
            "revlog.cid → cards (values)",
        ])
        // `fk` names nothing: its values, keys of a table reaching over them, make it a question
        // (the fixture's few rows suggest the visits; the user answers moz_places).
        #expect(try implied(shape("firefox-places")) == [
            "moz_bookmarks.fk → moz_historyvisits (contained)",
            "moz_bookmarks.keyword_id → moz_keywords (name)",
            "moz_bookmarks.parent → moz_bookmarks (name)",
            "moz_historyvisits.from_visit → moz_historyvisits (name)",
            "moz_historyvisits.place_id → moz_places (name) (trigger)",
            "moz_historyvisits.triggeringPlaceId → moz_places (name)",
            "moz_keywords.place_id → moz_places (name)",
        ])
        #expect(try implied(shape("calibre")) == [
            "books_authors_link.author → authors (name) (trigger)",
            "books_authors_link.book → books (name) (trigger)",
            "books_tags_link.book → books (name) (trigger)",
            "books_tags_link.tag → tags (name) (trigger)",
        ])
    }

    /// digiKam keeps its relations with triggers on the parent that reach into the children
    /// (`DELETE FROM ImageTags WHERE imageid=OLD.id`, `UPDATE Albums SET icon=null WHERE
    /// icon=OLD.id`, `INSERT INTO TagsTree SELECT NEW.id, NEW.pid`), and a self-reference named
    /// `pid`. Its ids are numbered from 1, so the values prove nothing and the triggers must.
    /// `ImageInformation.imageid` is the table's own key and the image's: a one-to-one table.
    /// A handful of small values in a column of the same table is an enum, not a tree: no
    /// self-reference is offered for it (issue 23's newcomer met one); a column whose values
    /// spread over many keys of its own table still is asked about.
    @Test func aSmallEnumIsNoSelfReference() throws {
        let path = directory.path("tasks.sqlite")
        let rows = (1...12).map { id in "(\(id), 't\(id)', \(2 + id % 3), \(id == 1 ? "NULL" : String((id * 7) % 11 + 1)))" }
        try makeDatabase(at: path, sql: """
            CREATE TABLE tasks (id INTEGER PRIMARY KEY, title TEXT, flavor INTEGER, follows INTEGER);
            INSERT INTO tasks VALUES \(rows.joined(separator: ", "));
            """)
        #expect(try implied(path) == ["tasks.follows → tasks (contained)"])
    }

    /// Regression: the commonest trigger in app databases, which stamps the row it updated
    /// (`UPDATE notes SET updated_at = … WHERE id = NEW.id`), made generate refuse: `"notes"."id":
    /// holds keys of "notes"."id"`. A row's key compared with its own says nothing of a relation.
    @Test func aTriggerThatTouchesItsOwnRowIsNoRelation() throws {
        let path = directory.path("notes.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT, updated_at INTEGER);
            CREATE TRIGGER notes_touch AFTER UPDATE ON notes BEGIN UPDATE notes SET updated_at = strftime('%s', 'now') WHERE id = NEW.id; END;
            INSERT INTO notes (body) VALUES ('a'), ('b'), ('c');
            """)
        #expect(try implied(path) == [])
        #expect(run(["generate", "--db-path", path, "--output", directory.path("Notes")]).status == 0)
    }

    /// A Core Data store without its model whose entities share their root's table (single-
    /// table inheritance, as Apple Notes' `ZICCLOUDSYNCINGOBJECT` holds accounts, folders, notes
    /// and attachments): a to-one column names its destination entity (`ZFOLDER` → `ICFolder`,
    /// its class prefix dropped; `ZACCOUNT2`, Core Data's second `account`), and
    /// `Z_PRIMARYKEY`'s `Z_SUPER` gives that entity's table. Before, no table was named so, and the
    /// parent was chosen by values alone.
    @Test func aCoreDataHierarchyInOneTableIsFoundByEntityName() throws {
        let path = directory.path("notes.sqlite")
        var objects: [String] = []
        // Accounts 1-2, folders 3-8 (each in an account, some in a parent folder), notes 9-60
        // (in folders), attachments 61-90 (in notes).
        for pk in 1...2 { objects.append("(\(pk), 2, 1, NULL, NULL, NULL, NULL, NULL)") }
        for pk in 3...8 { objects.append("(\(pk), 3, 1, NULL, \(1 + pk % 2), NULL, \(pk > 5 ? String(pk - 3) : "NULL"), NULL)") }
        for pk in 9...60 { objects.append("(\(pk), 4, 1, \(3 + pk % 6), NULL, \(pk - 8), NULL, NULL)") }
        for pk in 61...90 { objects.append("(\(pk), 5, 1, NULL, NULL, NULL, NULL, \(9 + pk % 52))") }
        let data = (1...52).map { "(\($0), 6, 1, \($0 + 8), x'00')" }
        try makeDatabase(at: path, sql: """
            CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            CREATE TABLE ZICCLOUDSYNCINGOBJECT (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZFOLDER INTEGER, ZACCOUNT2 INTEGER, ZNOTEDATA INTEGER, ZPARENT INTEGER, ZNOTE INTEGER);
            CREATE TABLE ZICNOTEDATA (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNOTE INTEGER, ZDATA BLOB);
            CREATE INDEX ZICCLOUDSYNCINGOBJECT_ZFOLDER_INDEX ON ZICCLOUDSYNCINGOBJECT (ZFOLDER);
            CREATE INDEX ZICCLOUDSYNCINGOBJECT_ZACCOUNT2_INDEX ON ZICCLOUDSYNCINGOBJECT (ZACCOUNT2);
            CREATE INDEX ZICCLOUDSYNCINGOBJECT_ZNOTEDATA_INDEX ON ZICCLOUDSYNCINGOBJECT (ZNOTEDATA);
            CREATE INDEX ZICCLOUDSYNCINGOBJECT_ZPARENT_INDEX ON ZICCLOUDSYNCINGOBJECT (ZPARENT);
            CREATE INDEX ZICCLOUDSYNCINGOBJECT_ZNOTE_INDEX ON ZICCLOUDSYNCINGOBJECT (ZNOTE);
            CREATE INDEX ZICNOTEDATA_ZNOTE_INDEX ON ZICNOTEDATA (ZNOTE);
            INSERT INTO Z_PRIMARYKEY VALUES (1, 'ICCloudSyncingObject', 0, 90), (2, 'ICAccount', 1, 2), (3, 'ICFolder', 1, 8),
              (4, 'ICNote', 1, 60), (5, 'ICAttachment', 1, 90), (6, 'ICNoteData', 0, 52);
            INSERT INTO Z_METADATA VALUES (1, 'A3B0', NULL);
            INSERT INTO ZICCLOUDSYNCINGOBJECT VALUES \(objects.joined(separator: ", "));
            INSERT INTO ZICNOTEDATA VALUES \(data.joined(separator: ", "));
            """)
        #expect(try implied(path) == [
            "ZICCLOUDSYNCINGOBJECT.ZACCOUNT2 → ZICCLOUDSYNCINGOBJECT (Core Data) (name)",
            "ZICCLOUDSYNCINGOBJECT.ZFOLDER → ZICCLOUDSYNCINGOBJECT (Core Data) (name)",
            "ZICCLOUDSYNCINGOBJECT.ZNOTE → ZICCLOUDSYNCINGOBJECT (Core Data) (name)",
            "ZICCLOUDSYNCINGOBJECT.ZNOTEDATA → ZICNOTEDATA (Core Data) (name)",
            "ZICCLOUDSYNCINGOBJECT.ZPARENT → ZICCLOUDSYNCINGOBJECT (Core Data) (name)",
            "ZICNOTEDATA.ZNOTE → ZICCLOUDSYNCINGOBJECT (Core Data) (name)",
        ])
    }

    /// Core Data indexes every to-one relationship's column: in a store's entity table, a `Z…`
    /// column without that index is an attribute. Apple Photos' `ZPERSON.ZVERIFIEDTYPE` and
    /// `ZDETECTEDFACE.ZAGETYPE`, a few small values that fit a small table's keys, were asked
    /// about as references.
    @Test func aCoreDataColumnWithoutItsIndexIsAnAttribute() throws {
        let path = directory.path("faces.sqlite")
        let people = (1...4).map { "(\($0), 2, 1, \($0 % 3), \(1 + $0 % 2))" }
        let faces = (1...40).map { "(\($0), 3, 1, \(1 + $0 % 4), \(1 + $0 % 3))" }
        try makeDatabase(at: path, sql: """
            CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            CREATE TABLE ZPERSON (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZTYPE INTEGER, ZVERIFIEDTYPE INTEGER);
            CREATE TABLE ZDETECTEDFACE (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZPERSON INTEGER, ZAGETYPE INTEGER);
            CREATE INDEX ZDETECTEDFACE_ZPERSON_INDEX ON ZDETECTEDFACE (ZPERSON);
            INSERT INTO Z_PRIMARYKEY VALUES (2, 'Person', 0, 4), (3, 'DetectedFace', 0, 40);
            INSERT INTO ZPERSON VALUES \(people.joined(separator: ", "));
            INSERT INTO ZDETECTEDFACE VALUES \(faces.joined(separator: ", "));
            """)
        #expect(try implied(path) == ["ZDETECTEDFACE.ZPERSON → ZPERSON (Core Data) (name)"])
    }

    /// Core Data leaves an empty to-one NULL and numbers its rows from 1: an indexed column that
    /// holds 0 is an attribute someone asked Core Data to index (WordPress's `ZBASEPOST.ZINUSE`),
    /// not a relationship, while the indexed to-one beside it still is one.
    @Test func aCoreDataIndexOnAColumnHoldingZeroIsAnAttribute() throws {
        let path = directory.path("posts.sqlite")
        let blogs = (1...5).map { "(\($0), 2, 1, 'blog \($0)')" }
        let posts = (1...30).map { "(\($0), 3, 1, \(1 + $0 % 5), \($0 % 2))" }
        try makeDatabase(at: path, sql: """
            CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            CREATE TABLE ZBLOG (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR);
            CREATE TABLE ZBASEPOST (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZBLOG INTEGER, ZINUSE INTEGER);
            CREATE INDEX ZBASEPOST_ZBLOG_INDEX ON ZBASEPOST (ZBLOG);
            CREATE INDEX ZBASEPOST_ZINUSE_INDEX ON ZBASEPOST (ZINUSE);
            INSERT INTO Z_PRIMARYKEY VALUES (2, 'Blog', 0, 5), (3, 'BasePost', 0, 30);
            INSERT INTO ZBLOG VALUES \(blogs.joined(separator: ", "));
            INSERT INTO ZBASEPOST VALUES \(posts.joined(separator: ", "));
            """)
        #expect(try implied(path) == ["ZBASEPOST.ZBLOG → ZBLOG (Core Data) (name)"])
    }

    /// Values that fit a parent's keys only as often as any number near them would are no
    /// evidence: where the keys fill 90% of their range, 90% of the values being keys is chance.
    /// The same values among keys that fill their range, all of them keys, are.
    @Test func valuesThatFitKeysNoBetterThanChanceAreNoReference() throws {
        func database(_ name: String, keys: [Int]) throws -> String {
            let path = directory.path(name)
            let markers = (1...40).map { "(\($0), \($0 * 7 % 100 + 1))" }
            try makeDatabase(at: path, sql: """
                CREATE TABLE items (id INTEGER PRIMARY KEY, title TEXT);
                CREATE TABLE readings (id INTEGER PRIMARY KEY, marker INTEGER);
                INSERT INTO items (id) VALUES \(keys.map { "(\($0))" }.joined(separator: ", "));
                INSERT INTO readings VALUES \(markers.joined(separator: ", "));
                """)
            return path
        }
        #expect(try implied(database("gaps.sqlite", keys: (1...100).filter { $0 % 10 != 0 })) == [])
        #expect(try implied(database("dense.sqlite", keys: Array(1...100))) == ["readings.marker → items (contained)"])
    }

    /// A menu of round numbers (minutes to live, a percentage done) fits keys numbered from 1
    /// as any small values do, but keys a database gives out are multiples of 10 one time in ten
    /// and of 5 one time in five: two to eight multiples of 10, or three to eight of 5, are no
    /// question on their own. Two multiples of 5 (4% of pairs of keys), many round values (rows
    /// picked by a rule) and values not all round stay one.
    @Test func aMenuOfRoundNumbersIsNoQuestion() throws {
        func database(_ name: String, values: [Int]) throws -> String {
            let path = directory.path(name)
            let feeds = (1...60).map { "(\($0), \(values[$0 % values.count]))" }
            try makeDatabase(at: path, sql: """
                CREATE TABLE news (id INTEGER PRIMARY KEY, title TEXT);
                CREATE TABLE feeds (id INTEGER PRIMARY KEY, ttl INTEGER);
                INSERT INTO news (id) VALUES \((1...200).map { "(\($0))" }.joined(separator: ", "));
                INSERT INTO feeds VALUES \(feeds.joined(separator: ", "));
                """)
            return path
        }
        #expect(try implied(database("round.sqlite", values: [60, 120])) == [])
        #expect(try implied(database("fives.sqlite", values: [15, 30, 45])) == [])
        let twoFives = try implied(database("two-fives.sqlite", values: [15, 30]))
        #expect(twoFives == ["feeds.ttl → feeds (contained)"], "\(twoFives)")  // its own keys fit tightest
        #expect(try implied(database("keys.sqlite", values: [30, 61, 120])) == ["feeds.ttl → news (contained)"])
        #expect(try implied(database("many.sqlite", values: Array(stride(from: 5, through: 200, by: 5)))) == ["feeds.ttl → news (contained)"])
    }

    /// A name that says yes or no, holding 1 where it was set and NULL where it never was
    /// (QuiteRSS's `neverDeleteUnreadNews` beside `news`), is a boolean, as one holding 0 and 1
    /// is; under a name that asks nothing, the one row every value points at is still asked about.
    @Test func aFlagHoldingOneOrNullIsABoolean() throws {
        let path = directory.path("flags.sqlite")
        let feeds = (1...40).map { "(\($0), \($0 % 3 == 0 ? "NULL" : "1"), \($0 % 3 == 0 ? "NULL" : "1"))" }
        try makeDatabase(at: path, sql: """
            CREATE TABLE news (id INTEGER PRIMARY KEY, title TEXT);
            CREATE TABLE feeds (id INTEGER PRIMARY KEY, neverDeleteUnreadNews INTEGER, lastNews INTEGER);
            INSERT INTO news (id) VALUES \((1...200).map { "(\($0))" }.joined(separator: ", "));
            INSERT INTO feeds VALUES \(feeds.joined(separator: ", "));
            """)
        #expect(try implied(path) == ["feeds.lastNews → news (name)"])
    }

    /// A table keyed by its parent's keys whose key abbreviates the parent's name without its
    /// vowels (darktable's `module_order.imgid`, one pipe order per image): a one-to-one table,
    /// to `images` rather than `selected_images`, whose first word the name does not say.
    @Test func aKeyNamedByAnAbbreviationIsItsParents() throws {
        let path = directory.path("darktable.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE images (id INTEGER PRIMARY KEY AUTOINCREMENT, filename VARCHAR);
            CREATE TABLE selected_images (num INTEGER PRIMARY KEY AUTOINCREMENT, imgid INTEGER);
            CREATE TABLE module_order (imgid INTEGER PRIMARY KEY, version INTEGER, iop_list VARCHAR);
            INSERT INTO images (id, filename) VALUES \((1...50).map { "(\($0), 'IMG_\($0).CR2')" }.joined(separator: ", "));
            INSERT INTO module_order (imgid, version) VALUES \((1...50).filter { $0 % 4 != 0 }.map { "(\($0), 2)" }.joined(separator: ", "));
            """)
        let found = try implied(path)
        #expect(found == ["module_order.imgid → images (name)", "selected_images.imgid → images (name)"], "\(found)")
    }

    /// A table of its key and nothing else is a set of another table's rows (Android's
    /// `default_directory`, the contacts of the default directory): its key is asked about as a
    /// reference to the table all of whose keys it could be, not to the table its name names
    /// (`directories`) nor to itself. A table that numbers its own rows (AUTOINCREMENT) is not.
    @Test func aTableOfItsKeyAloneIsASetOfAnotherTablesRows() throws {
        func database(_ name: String, autoincrement: Bool) throws -> String {
            let path = directory.path(name)
            try makeDatabase(at: path, sql: """
                CREATE TABLE contacts (_id INTEGER PRIMARY KEY, display_name TEXT);
                CREATE TABLE directories (_id INTEGER PRIMARY KEY AUTOINCREMENT, packageName TEXT);
                CREATE TABLE default_directory (_id INTEGER PRIMARY KEY\(autoincrement ? " AUTOINCREMENT" : ""));
                INSERT INTO contacts (_id) VALUES \((1...120).filter { $0 % 9 != 0 }.map { "(\($0))" }.joined(separator: ", "));
                INSERT INTO directories (_id) VALUES (1), (2);
                INSERT INTO default_directory (_id) VALUES \((1...120).filter { $0 % 9 != 0 && $0 % 4 != 0 }.map { "(\($0))" }.joined(separator: ", "));
                """)
            return path
        }
        let found = try implied(database("contacts2.db", autoincrement: false))
        #expect(found == ["default_directory._id → contacts (contained)"], "\(found)")
        #expect(try implied(database("numbered.db", autoincrement: true)) == [])
    }

    /// A column whose values are a few of a table's keys is looked up where keys fill the range
    /// the values span, not only where a range is as wide: Apple Health keys a dozen tables by
    /// the `data_id` of every sample, each holding a few of them, and a correlation's
    /// `correlation` holds the blood-pressure samples, rows of `samples` and of no subtype table.
    @Test func valuesAreLookedUpWhereKeysFillTheirRange() throws {
        let path = directory.path("healthdb.sqlite")
        let subtypes = ["quantity_series", "series_statistics", "category_samples", "activity_caches", "workouts", "binary_samples"]
        try makeDatabase(at: path, sql: """
            CREATE TABLE samples (data_id INTEGER PRIMARY KEY, start_date REAL, data_type INTEGER);
            \(subtypes.map { "CREATE TABLE \($0) (data_id INTEGER PRIMARY KEY, value REAL);" }.joined(separator: "\n"))
            CREATE TABLE correlations (ROWID INTEGER PRIMARY KEY AUTOINCREMENT, correlation INTEGER, note TEXT);
            INSERT INTO samples VALUES \((1...1600).filter { $0 % 40 != 7 }.map { "(\($0), 700000000.5, 3)" }.joined(separator: ", "));
            \(subtypes.enumerated().map { offset, table in
                "INSERT INTO \(table) VALUES " + (1...1600).filter { $0 % (9 + offset) == 3 }.map { "(\($0), 1.5)" }.joined(separator: ", ") + ";"
            }.joined(separator: "\n"))
            INSERT INTO correlations (correlation, note) VALUES \([97, 285, 460, 638, 841, 1060, 1250, 1436].map { "(\($0), 'bp')" }.joined(separator: ", "));
            """)
        let found = try implied(path)
        #expect(found.contains("correlations.correlation → samples (contained)"), "\(found)")
    }

    /// `0` and `-1` are the two values apps write for "none": beside many keys both are (Fossil's
    /// `mlink.pid`, the previous version of a file: `0` for none, `-1` for a file a merge
    /// added), beside a grade's few small numbers they are its "unset" and its zero, though the
    /// numbers fit a small table's keys.
    @Test func twoNoneValuesBesideManyKeys() throws {
        let path = directory.path("repository.fossil")
        try makeDatabase(at: path, sql: """
            CREATE TABLE blob (rid INTEGER PRIMARY KEY, size INTEGER, uuid TEXT UNIQUE NOT NULL);
            CREATE TABLE mlink (mid INTEGER, fid INTEGER, pid INTEGER, fnid INTEGER);
            CREATE TABLE decks (id INTEGER PRIMARY KEY, name TEXT);
            CREATE TABLE cards (id INTEGER PRIMARY KEY, grade INTEGER, question TEXT);
            INSERT INTO decks VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f');
            INSERT INTO blob VALUES \((1...400).map { "(\($0), \($0 * 37 % 1000), 'h\($0)')" }.joined(separator: ", "));
            INSERT INTO mlink (pid) VALUES \((1...120).map { "(\($0 % 10 == 0 ? 0 : $0 % 17 == 0 ? -1 : 3 * $0))" }.joined(separator: ", "));
            INSERT INTO cards (grade, question) VALUES \((1...120).map { "(\($0 % 7 - 1), 'q')" }.joined(separator: ", "));
            """)
        let found = try implied(path)
        #expect(found.contains("mlink.pid → blob (contained)"), "\(found)")
        #expect(!found.contains { $0.hasPrefix("cards.grade") }, "\(found)")
        let audit = run(["audit", "--db-path", path])
        #expect(audit.output.contains("""
                fix: declare it for the conversion: migrationkit generate --reference mlink.pid=blob.rid (converted like a foreign key; no REFERENCES clause is added), or declare REFERENCES "blob"("rid") by rebuilding the table; if it is no reference: --not-reference mlink.pid. 0 is no key of "blob": if it means none, add --reference-none mlink.pid=0 (it becomes NULL) or --reference-keep with the same value (it stays as it is). Nor is -1, and a column has one none value: rows holding -1 reference missing rows, and generate refuses them until --orphans says what becomes of them.
            """), "\(audit)")
    }

    /// A table's key that names no table is not asked about on its values alone: a table that
    /// lost a fifth of its rows (`song.track_id`, 1…400 with gaps) fits any larger table with no
    /// gaps in its ids (`plays`) as a subset of another's keys would (Fossil's `event.objid`, each
    /// event a blob, which stays a miss): values alone cannot tell them apart, and a false
    /// question stops generate.
    @Test func aKeyWithGapsIsNotAnothersKeyOnItsValues() throws {
        let path = directory.path("music.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE song (track_id INTEGER PRIMARY KEY, title TEXT);
            CREATE TABLE plays (id INTEGER PRIMARY KEY, at INTEGER);
            WITH RECURSIVE i(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM i WHERE x < 3000) INSERT INTO plays SELECT x, 1700000000 + 60 * x FROM i;
            WITH RECURSIVE i(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM i WHERE x < 400) INSERT INTO song SELECT x, 't' || x FROM i WHERE x % 4 != 1;
            """)
        #expect(try implied(path) == [])
    }

    /// A column named as another table's key holds its keys (Fossil's `delta.rid`, the blobs
    /// stored as deltas, beside `blob.rid`): asked about as a one-to-one table's key where its
    /// keys are a few of the parent's, not where they number the table's own rows from 1 as
    /// another's do (Banshee names every key `EntryID`).
    @Test func aColumnNamedAsAnotherTablesKeyHoldsItsKeys() throws {
        let path = directory.path("fossil.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE blob (rid INTEGER PRIMARY KEY, size INTEGER, uuid TEXT UNIQUE NOT NULL);
            CREATE TABLE delta (rid INTEGER PRIMARY KEY, note TEXT);
            CREATE TABLE playlists (EntryID INTEGER PRIMARY KEY, name TEXT);
            CREATE TABLE settings (EntryID INTEGER PRIMARY KEY, key TEXT, value TEXT);
            INSERT INTO blob VALUES \((1...200).map { "(\($0), \($0 * 37 % 1000), 'h\($0)')" }.joined(separator: ", "));
            INSERT INTO delta (rid) VALUES \((1...200).filter { $0 % 3 == 0 }.map { "(\($0))" }.joined(separator: ", "));
            INSERT INTO playlists VALUES \((1...12).map { "(\($0), 'list \($0)')" }.joined(separator: ", "));
            INSERT INTO settings VALUES \((1...30).map { "(\($0), 'k\($0)', 'v')" }.joined(separator: ", "));
            """)
        let found = try implied(path)
        #expect(found == ["delta.rid → blob (key name)"], "\(found)")
    }

    /// A plain word that is the last word of a table's name (Moodle's `mdl_course.category`
    /// beside `mdl_course_categories`) is weighed by its values against that table; a one-word
    /// name of a row (Apple Mail's `mailboxes.source`, one All Mail mailbox) says an id, so one
    /// value is enough.
    @Test func aPlainWordThatNamesATableAndARowWord() throws {
        let moodle = directory.path("moodle.sqlite"), mail = directory.path("envelope.sqlite")
        try makeDatabase(at: moodle, sql: """
            CREATE TABLE mdl_course_categories (id INTEGER PRIMARY KEY, name TEXT);
            CREATE TABLE mdl_course (id INTEGER PRIMARY KEY, category INTEGER NOT NULL DEFAULT 0, fullname TEXT);
            INSERT INTO mdl_course_categories VALUES \((1...9).map { "(\($0), 'c\($0)')" }.joined(separator: ", "));
            INSERT INTO mdl_course VALUES \((1...40).map { "(\($0 + 20), \($0 == 1 ? 0 : 1 + $0 * 7 % 9), 'course')" }.joined(separator: ", "));
            """)
        try makeDatabase(at: mail, sql: """
            CREATE TABLE mailboxes (ROWID INTEGER PRIMARY KEY AUTOINCREMENT, url TEXT, source INTEGER);
            INSERT INTO mailboxes (url, source) VALUES \((1...17).map { "('imap://\($0)', \($0 > 9 ? "14" : "NULL"))" }.joined(separator: ", "));
            """)
        #expect(try implied(moodle) == ["mdl_course.category → mdl_course_categories (contained)"])
        let sources = try implied(mail)
        #expect(sources == ["mailboxes.source → mailboxes (contained)"], "\(sources)")
    }

    /// A key of no declared type holding another table's keys (Lightroom's
    /// `AgLibraryCollectionCoverImage.collection PRIMARY KEY`, one cover a collection) is a
    /// one-to-one table's key like an INTEGER one.
    @Test func anUntypedKeyMayBeItsParents() throws {
        let path = directory.path("catalog.lrcat")
        try makeDatabase(at: path, sql: """
            CREATE TABLE AgLibraryCollection (id_local INTEGER PRIMARY KEY, name TEXT);
            CREATE TABLE AgLibraryCollectionCoverImage (id_local NOT NULL DEFAULT 0, collection PRIMARY KEY, collectionImage NOT NULL);
            INSERT INTO AgLibraryCollection VALUES \((1...30).map { "(\(40 + $0 * 3), 'c\($0)')" }.joined(separator: ", "));
            INSERT INTO AgLibraryCollectionCoverImage VALUES \((1...30).filter { $0 % 4 == 0 }.map { "(0, \(40 + $0 * 3), 'uuid-\($0)')" }.joined(separator: ", "));
            """)
        let found = try implied(path)
        #expect(found == ["AgLibraryCollectionCoverImage.collection → AgLibraryCollection (table name)"], "\(found)")
    }

    @Test func triggersOnTheParentAndParentColumnsAreFound() throws {
        let found = try implied(shape("digikam", in: "Relations"))
        #expect(found == [
            "Albums.albumRoot → AlbumRoots (name) (trigger)",
            "Albums.icon → Images (trigger)",
            "ImageComments.imageid → Images (name) (trigger)",
            "ImageInformation.imageid → Images (name) (trigger)",
            "ImageTags.imageid → Images (name) (trigger)",
            "ImageTags.tagid → Tags (name) (trigger)",
            "Images.album → Albums (name) (trigger)",
            "Tags.icon → Images (trigger)",
            "Tags.pid → Tags (name)",
            "TagsTree.id → Tags (trigger)",
            "TagsTree.pid → Tags (trigger)",
        ], "\(found)")
    }

    /// A Core Data store (the legacy Apple Notes store): every column Core Data indexes as a
    /// to-one relationship is asked about, whatever its name says (`ZOWNER`), Core Data's own
    /// columns (`Z_ENT`, `Z_OPT`) are not, and its bookkeeping stays as it is through the
    /// conversion, so that every row's `Z_ENT` still names its entity in `Z_PRIMARYKEY`.
    @Test func aCoreDataStoreIsAskedAboutItsRelationsAndKeepsItsBookkeeping() throws {
        let db = try shape("apple-notes", in: "Relations")
        #expect(try implied(db) == [
            "ZACCOUNT.ZDEFAULTSTORE → ZSTORE (Core Data) (name)",
            "ZNOTE.ZBODY → ZNOTEBODY (Core Data) (name)",
            "ZNOTE.ZSTORE → ZSTORE (Core Data) (name)",
            "ZNOTEBODY.ZOWNER → ZNOTE (Core Data) (contained)",
            "ZSTORE.ZACCOUNT → ZACCOUNT (Core Data) (name)",
        ])
        // child.column = parent.key, each a link the conversion must keep.
        let links: [String] = [
            "ZACCOUNT.Z_ENT = Z_PRIMARYKEY.Z_ENT", "ZNOTE.Z_ENT = Z_PRIMARYKEY.Z_ENT",
            "ZACCOUNT.ZDEFAULTSTORE = ZSTORE.Z_PK", "ZNOTE.ZBODY = ZNOTEBODY.Z_PK", "ZNOTE.ZSTORE = ZSTORE.Z_PK",
            "ZNOTEBODY.ZOWNER = ZNOTE.Z_PK", "ZSTORE.ZACCOUNT = ZACCOUNT.Z_PK",
        ]
        func state() throws -> (bookkeeping: [String], links: [Int]) {
            let queue = try DatabaseQueue(path: db)
            defer { try? queue.close() }
            return try queue.read { database in
                let bookkeeping = try Row.fetchAll(database, sql: "SELECT * FROM Z_PRIMARYKEY UNION ALL SELECT Z_VERSION, Z_UUID, NULL, NULL FROM Z_METADATA")
                    .map(\.description)
                var joined: [Int] = []
                for link in links {
                    let tables = link.split(separator: " = ").map { $0.split(separator: ".")[0] }
                    joined.append(try Int.fetchOne(database, sql: "SELECT count(*) FROM \(tables[0]) JOIN \(tables[1]) ON \(link)") ?? 0)
                }
                return (bookkeeping, joined)
            }
        }
        let before = try state()
        #expect(before.links.allSatisfy { $0 > 0 }, "\(before.links)")
        let output = directory.path("Notes")
        let generated = run(["generate", "--db-path", db, "--output", output,
                             "--reference", "ZACCOUNT.ZDEFAULTSTORE=ZSTORE", "--reference", "ZNOTE.ZBODY=ZNOTEBODY",
                             "--reference", "ZNOTE.ZSTORE=ZSTORE", "--reference", "ZNOTEBODY.ZOWNER=ZNOTE", "--reference", "ZSTORE.ZACCOUNT=ZACCOUNT"])
        #expect(generated.status == 0, "\(generated)")
        #expect(!generated.output.contains("Z_PRIMARYKEY") && !generated.output.contains("Z_METADATA"), "\(generated)")
        let migrated = run(["migrate", "--db-path", db, "--migrations", output])
        #expect(migrated.status == 0, "\(migrated)")
        let after = try state()
        #expect(after.bookkeeping == before.bookkeeping)
        #expect(after.links == before.links)
    }

    /// A one-to-one table keyed by its parent's key (Chromium's `visit_source.id` and
    /// `context_annotations.visit_id` are visit ids; digiKam's `ImageInformation.imageid` above):
    /// asked about, and once answered its keys become its parent's keys, row for row.
    @Test func aTableKeyedByItsParentsKeyTakesItsParentsKeys() throws {
        let db = try shape("chromium-history", in: "Relations")
        let found = try implied(db)
        #expect(found.contains("visit_source.id → visits (table name)"), "\(found)")
        #expect(found.contains("context_annotations.visit_id → visits (name)"), "\(found)")
        let joins = [("visit_source", "id"), ("context_annotations", "visit_id")]
        func joined() throws -> [Int] {
            let queue = try DatabaseQueue(path: db)
            defer { try? queue.close() }
            return try queue.read { db in
                try joins.map { table, key in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table) JOIN visits ON visits.id = \(table).\(key)") ?? 0 }
            }
        }
        let before = try joined()
        #expect(before == [103, 312])
        let output = directory.path("History")
        let generated = run(["generate", "--db-path", db, "--output", output,
                             "--reference", "visit_source.id=visits", "--reference", "context_annotations.visit_id=visits",
                             "--reference", "visits.url=urls", "--reference", "visits.from_visit=visits", "--reference-none", "visits.from_visit=0",
                             "--reference", "visits.opener_visit=visits", "--reference-none", "visits.opener_visit=0",
                             "--reference", "visits.segment_id=segments", "--reference-none", "visits.segment_id=0",
                             "--reference", "keyword_search_terms.url_id=urls", "--reference", "segments.url_id=urls",
                             "--reference", "segment_usage.segment_id=segments",
                             "--not-reference", "visits.originator_visit_id", "--not-reference", "context_annotations.tab_id"])
        #expect(generated.status == 0, "\(generated)")
        let migrated = run(["migrate", "--db-path", db, "--migrations", output])
        #expect(migrated.status == 0, "\(migrated)")
        #expect(try joined() == before)
    }

    /// An app may number its rows below zero: a name that names the parent, beside values that
    /// are its negative keys, is asked about, not dismissed as holding no key.
    /// Regression: a table keyed by its parent's key was looked for only when its key was not
    /// AUTOINCREMENT; WhatsApp's `message_quoted (message_row_id INTEGER PRIMARY KEY
    /// AUTOINCREMENT, …)` holds its message's id all the same, and its 62 links broke. Such a key
    /// is asked about when its name names the parent; one named `id` is not.
    @Test func anAutoincrementKeyNamedForItsParentIsAskedAbout() throws {
        let path = directory.path("messages.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE message (_id INTEGER PRIMARY KEY AUTOINCREMENT, text_data TEXT);
            CREATE TABLE message_quoted (message_row_id INTEGER PRIMARY KEY AUTOINCREMENT, text_data TEXT);
            CREATE TABLE message_settings (_id INTEGER PRIMARY KEY AUTOINCREMENT, muted INTEGER);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200)
            INSERT INTO message SELECT i, 'message ' || i FROM n;
            INSERT INTO message_quoted SELECT _id, text_data FROM message WHERE _id % 7 = 0;
            INSERT INTO message_settings SELECT _id, _id % 2 FROM message WHERE _id <= 20;
            """)
        #expect(try implied(path) == ["message_quoted.message_row_id → message (name)"])
    }

    /// A key named for its own table is that table's, though its table's name begins with
    /// another's: Zotero's `creatorTypes.creatorTypeID` (1…3) was taken for the key of
    /// `creators`, whose first keys it matched.
    @Test func aKeyNamedForItsOwnTableIsNoParentsKey() throws {
        let path = directory.path("zotero.sqlite")
        try makeDatabase(at: path, sql: """
            CREATE TABLE creators (creatorID INTEGER PRIMARY KEY, lastName TEXT);
            CREATE TABLE creatorTypes (creatorTypeID INTEGER PRIMARY KEY, creatorType TEXT);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50)
            INSERT INTO creators SELECT i, 'name ' || i FROM n;
            INSERT INTO creatorTypes VALUES (1, 'author'), (2, 'editor'), (3, 'translator');
            """)
        #expect(try implied(path) == [])
    }

    @Test func negativeKeysAreKeys() throws {
        let db = directory.path("negative.sqlite")
        try makeDatabase(at: db, sql: """
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY, "title" TEXT);
            CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "list" INTEGER);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50) INSERT INTO "lists" SELECT -i, 'list ' || i FROM n;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50) INSERT INTO "items" SELECT i, -i FROM n;
            """)
        #expect(try implied(db) == ["items.list → lists (name)"])
    }

    /// Values inside keys that fill 1…N prove nothing, however many; the same shape of values
    /// among sparse keys (epoch milliseconds) does.
    @Test func smallIntegersInsideDenseKeysAreNoReference() throws {
        let rows = (1...200).map { "(\($0), \($0 % 50 + 1), \($0 % 2), \($0 % 7 + 1))" }.joined(separator: ", ")
        let dense = directory.path("dense.sqlite")
        try makeDatabase(at: dense, sql: """
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000) INSERT INTO "lists" SELECT i FROM n;
            CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "position" INTEGER, "isDone" INTEGER, "weekday" INTEGER);
            INSERT INTO "items" VALUES \(rows);
            """)
        #expect(try implied(dense) == [])
        let sparse = directory.path("sparse.sqlite")
        try makeDatabase(at: sparse, sql: """
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY);
            INSERT INTO "lists" VALUES (1700000000001), (1700000000002), (1700000050000);
            CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "owner" INTEGER, "position" INTEGER);
            INSERT INTO "items" VALUES (1, 1700000000002, 1), (2, 1700000050000, 2), (3, 1700000000002, 3);
            """)
        #expect(try implied(sparse) == ["items.owner → lists (values)"])
        // Keys 1…100 and one far above them: as dense as 1…100 for a counter from 1 to 100.
        let gapped = directory.path("gapped.sqlite")
        try makeDatabase(at: gapped, sql: """
            CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100) INSERT INTO "lists" SELECT i FROM n;
            INSERT INTO "lists" VALUES (1700000000000);
            CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "sequence" INTEGER);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100) INSERT INTO "items" SELECT i, i FROM n;
            """)
        #expect(try implied(gapped) == [])
    }

    @Test func theAuditSaysWhyAndHow() throws {
        let result = run(["audit", "--db-path", try shape("anki")])
        #expect(result.status == 1)
        #expect(result.output.contains("""
            error: [undeclared-reference] "cards"."odid": holds keys of "decks"."id" (1 of 1 distinct value sampled is a key of "decks") but declares no foreign key: the conversion turns "decks"."id" into UUID text and leaves these integers pointing at nothing.
                evidence (likely): 1 of 1 distinct value and 1 of 5 rows read are keys of "decks"."id"; 0 is no key (a none value?).
                rows: "cards" 1600000101002 → "decks" 1600000000001 "Spanish"
                fix: declare it for the conversion: migrationkit generate --reference cards.odid=decks.id (converted like a foreign key; no REFERENCES clause is added), or declare REFERENCES "decks"("id") by rebuilding the table; if it is no reference: --not-reference cards.odid. 0 is no key of "decks": if it means none, add --reference-keep cards.odid=0 (it stays as it is; the column is NOT NULL, so it cannot become NULL).

            """))
        let calibre = run(["audit", "--db-path", try shape("calibre")])
        #expect(calibre.output.contains("""
            error: [undeclared-reference] "books_authors_link"."book": holds keys of "books"."id" (the trigger "fkc_insert_books_authors_link" checks it against "books"."id"; its name names "books") but declares no foreign key
            """))
    }

    /// A column named as another table's key (Fossil's `tagxref.rid`, the blob a tag is on) says
    /// so in its question, and in the finding after a conversion that dismissed it.
    @Test func aKeyNameIsSaidBeforeAndAfterTheConversion() throws {
        let db = directory.path("fossil.sqlite"), output = directory.path("Migrations")
        try makeDatabase(at: db, sql: """
            CREATE TABLE blob (rid INTEGER PRIMARY KEY, uuid TEXT UNIQUE NOT NULL);
            CREATE TABLE tagxref (id INTEGER PRIMARY KEY, rid INTEGER, value TEXT);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60) INSERT INTO blob SELECT i, 'h' || i FROM n;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30) INSERT INTO tagxref SELECT i, 1 + (i * 7) % 60, 'v' FROM n;
            """)
        let before = run(["audit", "--db-path", db])
        #expect(before.output.contains("""
            error: [undeclared-reference] "tagxref"."rid": holds keys of "blob"."rid" (it is named as the key of "blob", "rid") but declares no foreign key: the conversion turns "blob"."rid" into UUID text and leaves these integers pointing at nothing.
            """), "\(before)")
        #expect(run(["generate", "--db-path", db, "--output", output, "--not-reference", "tagxref.rid"]).status == 0)
        #expect(run(["migrate", "--db-path", db, "--migrations", output]).status == 0)
        let after = run(["audit", "--db-path", db])
        #expect(!after.output.contains("stale-reference"), "answered, kept, not reported again: \(after)")
    }

    /// A key of no declared type that holds another table's keys (Lightroom's
    /// `AgLibraryCollectionCoverImage.collection PRIMARY KEY`, one cover per collection) is
    /// converted as the reference it was answered to be: every cover still joins its collection.
    @Test func anUntypedKeyAnsweredAsAReferenceIsConverted() throws {
        let db = directory.path("catalog.lrcat"), output = directory.path("Migrations")
        try makeDatabase(at: db, sql: """
            CREATE TABLE AgLibraryCollection (id_local INTEGER PRIMARY KEY, name TEXT);
            CREATE TABLE AgLibraryCollectionCoverImage (collection PRIMARY KEY, collectionImage NOT NULL);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40) INSERT INTO AgLibraryCollection SELECT i * 3, 'c' || i FROM n;
            INSERT INTO AgLibraryCollectionCoverImage SELECT id_local, id_local * 10 FROM AgLibraryCollection WHERE id_local % 2 = 0;
            """)
        let joined = """
            SELECT group_concat(name || ':' || collectionImage, ',') FROM (SELECT name, collectionImage FROM AgLibraryCollectionCoverImage
            JOIN AgLibraryCollection ON id_local = collection ORDER BY name)
            """
        func covers() throws -> String? {
            let reader = try openDatabase(DatabaseConnectionOptions(path: db, access: .readOnly))
            return try reader.read { try String.fetchOne($0, sql: joined) }
        }
        let before = try covers()
        #expect(before?.split(separator: ",").count == 20)
        #expect(run(["audit", "--db-path", db]).output.contains(#"[undeclared-reference] "AgLibraryCollectionCoverImage"."collection": holds keys of "AgLibraryCollection"."id_local""#))
        let generated = run(["generate", "--db-path", db, "--output", output, "--reference", "AgLibraryCollectionCoverImage.collection=AgLibraryCollection.id_local"])
        #expect(generated.status == 0, "\(generated)")
        #expect(run(["migrate", "--db-path", db, "--migrations", output]).status == 0)
        #expect(try covers() == before)
        let reader = try openDatabase(DatabaseConnectionOptions(path: db, access: .readOnly))
        #expect(try reader.read { try String.fetchAll($0, sql: "SELECT DISTINCT typeof(collection) FROM AgLibraryCollectionCoverImage") } == ["text"])
    }

    @Test func generateRefusesUntilEachIsDeclaredOrDismissed() throws {
        let db = try shape("calibre")
        let output = directory.path("Migrations")
        let before = fileBytes(db)
        let refused = run(["generate", "--db-path", db, "--output", output])
        #expect(refused == CommandResult(status: 1, output: "", error: """
            error: \(db): cannot convert without losing data, so nothing was written:
              - "books_authors_link"."author": holds keys of "authors"."id" but declares no foreign key (audit: undeclared-reference), so the conversion would leave it pointing at nothing. Declare it: --reference books_authors_link.author=authors.id; or, if it is no reference, --not-reference books_authors_link.author.
              - "books_authors_link"."book": holds keys of "books"."id" but declares no foreign key (audit: undeclared-reference), so the conversion would leave it pointing at nothing. Declare it: --reference books_authors_link.book=books.id; or, if it is no reference, --not-reference books_authors_link.book.
              - "books_tags_link"."book": holds keys of "books"."id" but declares no foreign key (audit: undeclared-reference), so the conversion would leave it pointing at nothing. Declare it: --reference books_tags_link.book=books.id; or, if it is no reference, --not-reference books_tags_link.book.
              - "books_tags_link"."tag": holds keys of "tags"."id" but declares no foreign key (audit: undeclared-reference), so the conversion would leave it pointing at nothing. Declare it: --reference books_tags_link.tag=tags.id; or, if it is no reference, --not-reference books_tags_link.tag.

            """))
        #expect(fileBytes(db) == before)
        #expect(!FileManager.default.fileExists(atPath: output))
        // Declaring three and dismissing one is not enough: the dismissed one is no longer
        // refused, the undeclared ones are.
        let partly = run(["generate", "--db-path", db, "--output", output, "--reference", "books_authors_link.book=books", "--not-reference", "books_tags_link.tag"])
        #expect(partly.status == 1)
        #expect(!partly.error.contains("books_authors_link\".\"book\""))
        #expect(!partly.error.contains("books_tags_link\".\"tag\""))
        #expect(partly.error.contains("\"books_tags_link\".\"book\""))
    }

    /// A table left out of sync breaks all the same when the key it holds becomes text.
    @Test func aTableLeftOutIsNoWayAround() throws {
        let db = try shape("calibre")
        let result = run(["generate", "--db-path", db, "--output", directory.path("M"), "--exclude", "books_tags_link"]
            + ["--reference", "books_authors_link.book=books", "--reference", "books_authors_link.author=authors"])
        #expect(result.status == 1)
        #expect(result.error.contains(#"- "books_tags_link"."book": holds keys of "books"."id" but declares no foreign key"#))
        let declared = run(["generate", "--db-path", db, "--output", directory.path("M"), "--exclude", "books_tags_link", "--reference", "books_tags_link.book=books"])
        #expect(declared.error == "error: the reference \"books_tags_link\".\"book\"=\"books\" cannot be declared: \"books_tags_link\" is left out of the conversion.\n")
    }

    static let calibreReferences = [
        "--reference", "books_authors_link.book=books.id", "--reference", "books_authors_link.author=authors",
        "--reference", "books_tags_link.book=books", "--reference", "\"books_tags_link\".\"tag\"=\"tags\".\"id\"",
    ]

    static let joins = [
        "SELECT count(*) FROM books_authors_link JOIN books ON books.id = books_authors_link.book JOIN authors ON authors.id = books_authors_link.author",
        "SELECT count(*) FROM books_tags_link JOIN books ON books.id = books_tags_link.book JOIN tags ON tags.id = books_tags_link.tag",
        "SELECT group_concat(title || '/' || name, ';') FROM (SELECT books.title, authors.name FROM books_authors_link JOIN books ON books.id = book JOIN authors ON authors.id = author ORDER BY books.rowid, authors.rowid)",
        "SELECT name || '=' || count FROM tag_browser_authors ORDER BY name",
    ]

    func joinResults(_ path: String) throws -> [String] {
        let reader = try openDatabase(DatabaseConnectionOptions(path: path, access: .readOnly))
        return try reader.read { db in try Self.joins.map { try String.fetchAll(db, sql: $0).joined(separator: ",") } }
    }

    @Test(arguments: [[], ["--id-scheme", "random"]])
    func declaredRelationsConvertWithTheirParents(options: [String]) throws {
        let db = try shape("calibre")
        let before = directory.path("calibre.before.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: before)
        let output = directory.path("Migrations")
        let generated = run(["generate", "--db-path", db, "--output", output] + Self.calibreReferences + options)
        #expect(generated.status == 0, "\(generated)")
        let migrated = run(["migrate", "--db-path", db, "--migrations", output])
        #expect(migrated.status == 0, "\(migrated)")

        // Every join over the relations returns the same rows.
        let (now, was) = (try joinResults(db), try joinResults(before))
        #expect(now == was)
        #expect(try joinResults(before)[0] == "4")
        let comparison = ConversionComparison(
            before: before, after: db, scheme: .init(arguments: options),
            undeclared: [
                .init("books_authors_link", "book", "books"), .init("books_authors_link", "author", "authors"),
                .init("books_tags_link", "book", "books"), .init("books_tags_link", "tag", "tags"),
            ])
        #expect(try comparison.differences() == [])
        // No REFERENCES clause was added, and the app's triggers still enforce the relation.
        let queue = try DatabaseQueue(path: db)
        try queue.write { (db: Database) throws in
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pragma_foreign_key_list('books_authors_link')") == 0)
            #expect(throws: DatabaseError.self) {
                try db.execute(sql: "INSERT INTO books_authors_link (book, author) VALUES ('00000000-0000-0000-0000-0000000000ff', (SELECT id FROM authors LIMIT 1))")
            }
        }
        // The audit no longer sees integers pointing at text.
        #expect(!run(["audit", "--db-path", db]).output.contains("undeclared-reference"))
    }

    static let ankiReferences = [
        "--reference", "cards.nid=notes", "--reference", "cards.did=decks", "--reference", "cards.odid=decks",
        "--reference-keep", "cards.odid=0", "--reference", "notes.mid=notetypes", "--reference", "revlog.cid=cards",
    ]

    /// Values that reference no row are orphans, refused; a none value is no orphan.
    @Test func orphansOfDeclaredRelationsAreRefusedAndNoneValuesKept() throws {
        let db = try shape("anki")
        let output = directory.path("Migrations")
        let refused = run(["generate", "--db-path", db, "--output", output] + Self.ankiReferences)
        #expect(refused == CommandResult(status: 1, output: "", error: """
            error: \(db): cannot convert without losing data, so nothing was written:
              - "revlog": 1 row references missing rows of "cards" through ("cid"); SELECT rowid, * FROM "revlog" WHERE "revlog"."cid" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "cards" AS "migrationkit_parent" WHERE "migrationkit_parent"."id" = "revlog"."cid") lists them.

            """))
        try DatabaseQueue(path: db).write { try $0.execute(sql: "DELETE FROM revlog WHERE cid = 1600000099001") }
        let before = directory.path("anki.before.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: before)
        #expect(run(["generate", "--db-path", db, "--output", output] + Self.ankiReferences).status == 0)
        #expect(run(["migrate", "--db-path", db, "--migrations", output]).status == 0)
        let comparison = ConversionComparison(before: before, after: db, undeclared: [
            .init("cards", "nid", "notes"), .init("cards", "did", "decks"), .init("cards", "odid", "decks", none: (0, false)),
            .init("notes", "mid", "notetypes"), .init("revlog", "cid", "cards"),
        ])
        #expect(try comparison.differences() == [])
        let reader = try openDatabase(DatabaseConnectionOptions(path: db, access: .readOnly))
        try reader.read { (db: Database) throws in
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM cards JOIN notes ON notes.id = cards.nid JOIN notetypes ON notetypes.id = notes.mid JOIN decks ON decks.id = cards.did") == 5)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM revlog JOIN cards ON cards.id = revlog.cid") == 4)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM cards WHERE odid = 0") == 4)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM cards JOIN decks ON decks.id = cards.odid") == 1)
        }
    }

    /// A none value that becomes NULL, in a nullable self-reference no name reveals; under
    /// either id scheme (the random one maps keys through a table, the none value around it).
    @Test(arguments: [[], ["--id-scheme", "random"]])
    func aNoneValueCanBecomeNull(options: [String]) throws {
        let db = try shape("firefox-places")
        let before = directory.path("places.before.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: before)
        let output = directory.path("Migrations")
        let references = [
            "--reference", "moz_historyvisits.place_id=moz_places", "--reference", "moz_historyvisits.triggeringPlaceId=moz_places",
            "--reference", "moz_keywords.place_id=moz_places", "--reference", "moz_bookmarks.keyword_id=moz_keywords",
            "--reference", "moz_bookmarks.fk=moz_places", "--reference", "moz_bookmarks.parent=moz_bookmarks", "--reference-none", "moz_bookmarks.parent=0",
            "--reference", "moz_historyvisits.from_visit=moz_historyvisits", "--reference-none", "moz_historyvisits.from_visit=0",
        ]
        let generated = run(["generate", "--db-path", db, "--output", output] + references + options)
        #expect(generated.status == 0, "\(generated)")
        #expect(run(["migrate", "--db-path", db, "--migrations", output]).status == 0)
        let comparison = ConversionComparison(before: before, after: db, scheme: .init(arguments: options), undeclared: [
            .init("moz_historyvisits", "place_id", "moz_places"), .init("moz_historyvisits", "triggeringPlaceId", "moz_places"),
            .init("moz_keywords", "place_id", "moz_places"), .init("moz_bookmarks", "keyword_id", "moz_keywords"),
            .init("moz_bookmarks", "fk", "moz_places"), .init("moz_bookmarks", "parent", "moz_bookmarks", none: (0, true)),
            .init("moz_historyvisits", "from_visit", "moz_historyvisits", none: (0, true)),
        ])
        #expect(try comparison.differences() == [])
        let reader = try openDatabase(DatabaseConnectionOptions(path: db, access: .readOnly))
        try reader.read { (db: Database) throws in
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM moz_historyvisits WHERE from_visit IS NULL") == 3)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM moz_historyvisits AS v JOIN moz_historyvisits AS f ON f.id = v.from_visit JOIN moz_places AS p ON p.id = v.place_id") == 1)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM moz_bookmarks AS b JOIN moz_bookmarks AS p ON p.id = b.parent") == 3)
        }
    }

    @Test(arguments: [
        (["--reference", "cards.nid=nothing"], #"error: the reference "cards"."nid"="nothing" cannot be declared: there is no table "nothing"."#),
        (["--reference", "cards.nope=notes"], #"error: the reference "cards"."nope"="notes" cannot be declared: "cards" has no column "nope"."#),
        (["--reference", "cards.nid=notes.guid"], #"error: the reference "cards"."nid"="notes"."guid" cannot be declared: "notes"."guid" is not its key "id"; only a reference to the converted key can be converted."#),
        (["--reference", "cards.nid=notes", "--reference-none", "cards.nid=0"], #"error: the reference "cards"."nid"="notes" cannot be declared: "cards"."nid" is NOT NULL, so its none value 0 cannot become NULL; keep it instead (--reference-keep)."#),
        (["--reference", "cards.nid=notes", "--reference", "cards.nid=notes"], #"error: the reference "cards"."nid"="notes" cannot be declared: it is declared twice."#),
        (["--not-reference", "cards.nope"], #"error: the column "cards"."nope", declared no reference, cannot be declared: there is no such column."#),
        (["--reference", "cards"], "Error: --reference cards: write TABLE.COLUMN=PARENT or TABLE.COLUMN=PARENT.COLUMN."),
        (["--reference-none", "cards.odid=0"], "Error: --reference-none cards.odid=0: \"cards\".\"odid\" is not given to --reference."),
    ])
    func declarationsThatCannotBeAreUsageErrors(arguments: [String], message: String) throws {
        let db = try shape("anki")
        let result = run(["generate", "--db-path", db, "--output", directory.path("M")] + arguments)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix(message + "\n"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("M")))
    }

    /// A todo app's tasks, as it writes them: a self-reference whose DEFAULT is the app's "none"
    /// value (`parent_id INTEGER NOT NULL DEFAULT 0`, top-level tasks hold 0), ids from 1 with a
    /// deleted one.
    static let todo = """
        CREATE TABLE "tasks" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "parent_id" INTEGER NOT NULL DEFAULT 0, "title" TEXT NOT NULL DEFAULT '', "position" INTEGER NOT NULL DEFAULT 0);
        INSERT INTO "tasks" ("id", "parent_id", "title", "position") VALUES (1, 0, 'Groceries', 1), (2, 1, 'Milk', 1), (3, 1, 'Eggs', 2), (5, 0, 'Taxes', 2), (6, 5, 'Receipts', 1);
        """

    /// `tasks.parent_id` declared a reference to `tasks` with 0 as its none value, generated,
    /// migrated and compared with `before`: the conversion file, and the database opened with
    /// `uuid()` so that rows can be inserted.
    func convertTodo(_ db: String, before: String, becomesNull: Bool) throws -> (file: String, converted: DatabaseQueue) {
        let output = directory.path("Migrations")
        let none = becomesNull ? "--reference-none" : "--reference-keep"
        let generated = run(["generate", "--db-path", db, "--output", output, "--reference", "tasks.parent_id=tasks", none, "tasks.parent_id=0"])
        #expect(generated.status == 0, "\(generated)")
        let file = try String(contentsOfFile: output + "/" + FileManager.default.contentsOfDirectory(atPath: output).sorted()[0], encoding: .utf8)
        #expect(run(["migrate", "--db-path", db, "--migrations", output]).status == 0)
        let comparison = ConversionComparison(before: before, after: db, undeclared: [.init("tasks", "parent_id", "tasks", none: (0, becomesNull))])
        #expect(try comparison.differences() == [])
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.registerUUIDFunction() }
        return (file, try DatabaseQueue(path: db, configuration: configuration))
    }

    /// Issue 21, shape 5: refused until the none value is known, and the refusal names both
    /// ways to declare it; with --reference-keep the DEFAULT stays 0, stored like the rows' 0.
    @Test func aDefaultThatIsTheNoneValueIsKept() throws {
        let db = directory.path("todo.sqlite")
        try makeDatabase(at: db, sql: Self.todo)
        let before = directory.path("todo.before.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: before)
        let output = directory.path("Migrations")
        // The top-level rows' 0 are orphans until 0 is declared the none value.
        let orphans = run(["generate", "--db-path", db, "--output", output, "--reference", "tasks.parent_id=tasks"])
        #expect(orphans.status == 1 && orphans.error.contains(#"- "tasks": 2 rows reference missing rows of "tasks" through ("parent_id")"#), "\(orphans)")
        // The DEFAULT alone (no rows yet) is refused, naming both ways to declare it.
        let fresh = directory.path("fresh.sqlite")
        try makeDatabase(at: fresh, sql: Self.todo + #"DELETE FROM "tasks";"#)
        let refused = run(["generate", "--db-path", fresh, "--output", output, "--reference", "tasks.parent_id=tasks"])
        #expect(refused == CommandResult(status: 1, output: "", error: """
            error: \(fresh): cannot convert without losing data, so nothing was written:
              - "tasks": column "parent_id" references a converted key and has DEFAULT 0, which the salted scheme cannot carry; if 0 means no row, declare it as the none value: --reference-none tasks.parent_id=0 (it becomes NULL; the column must accept NULL) or --reference-keep tasks.parent_id=0 (it stays as it is); otherwise change or drop the default first, or use --id-scheme deterministic (its keys do not depend on the device).

            """))
        let (file, converted) = try convertTodo(db, before: before, becomesNull: false)
        #expect(file.contains(#"CREATE TABLE "migrationkit_new_1" ("id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), "parent_id" TEXT NOT NULL DEFAULT 0, "title" TEXT NOT NULL DEFAULT '', "position" INTEGER NOT NULL DEFAULT 0);"#), "\(file)")
        try converted.write { (db: Database) throws in
            #expect(try String.fetchAll(db, sql: "SELECT p.title || '/' || c.title FROM tasks AS c JOIN tasks AS p ON p.id = c.parent_id ORDER BY c.rowid") == ["Groceries/Milk", "Groceries/Eggs", "Taxes/Receipts"])
            try db.execute(sql: "INSERT INTO tasks (title) VALUES ('Call mom')")
            // The inserted default and the converted top-level rows hold the same value.
            #expect(try String.fetchAll(db, sql: "SELECT typeof(parent_id) || ':' || parent_id FROM tasks WHERE parent_id = (SELECT parent_id FROM tasks WHERE title = 'Call mom') ORDER BY rowid") == ["text:0", "text:0", "text:0"])
        }
    }

    /// With --reference-none, a nullable reference's DEFAULT 0 becomes DEFAULT NULL, as its rows'
    /// 0 do; a NOT NULL one is refused, naming --reference-keep (NULL it cannot hold, and
    /// dropping NOT NULL would change what the app declared).
    @Test func aDefaultThatIsTheNoneValueCanBecomeNull() throws {
        let db = directory.path("todo.sqlite")
        try makeDatabase(at: db, sql: Self.todo.replacingOccurrences(of: #""parent_id" INTEGER NOT NULL DEFAULT 0"#, with: #""parent_id" INTEGER DEFAULT '0'"#))
        let before = directory.path("todo.before.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: before)
        let (file, converted) = try convertTodo(db, before: before, becomesNull: true)
        #expect(file.contains(#""parent_id" TEXT DEFAULT NULL, "title""#), "\(file)")
        try converted.write { (db: Database) throws in
            try db.execute(sql: "INSERT INTO tasks (title) VALUES ('Call mom')")
            #expect(try String.fetchAll(db, sql: "SELECT title FROM tasks WHERE parent_id IS NULL ORDER BY rowid") == ["Groceries", "Taxes", "Call mom"])
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM tasks AS c JOIN tasks AS p ON p.id = c.parent_id") == 3)
        }
        let notNull = directory.path("strict.sqlite")
        try makeDatabase(at: notNull, sql: Self.todo)
        let refused = run(["generate", "--db-path", notNull, "--output", directory.path("M"), "--reference", "tasks.parent_id=tasks", "--reference-none", "tasks.parent_id=0"])
        #expect(refused.status == 64)
        #expect(refused.error.hasPrefix(#"error: the reference "tasks"."parent_id"="tasks" cannot be declared: "tasks"."parent_id" is NOT NULL, so its none value 0 cannot become NULL; keep it instead (--reference-keep)."#), "\(refused)")
    }
}
