import MigrationKit
import MigrationKitGRDB

extension SyncRule {
    package static let undeclaredReference = SyncRule(
        id: "undeclared-reference", code: "MK012", severity: .error, autoFixable: false,
        summary: "An integer column holds the keys of a table whose key is converted, but declares no foreign key.",
        rationale: """
            The conversion rewrites integer keys to UUID text, and the foreign keys that \
            reference them with the same formula. It finds them by their REFERENCES clause; real \
            apps keep many relations without one (Anki's cards.nid → notes.id, Firefox's \
            moz_historyvisits.place_id → moz_places.id, Calibre's link tables, whose triggers \
            enforce them). Such a column keeps its integers, which then point at nothing, and \
            every join over the relation comes back empty. A column is taken for a reference \
            when a trigger ties it to the parent's key (a trigger on its table checks it in a \
            subquery on the parent, as Calibre's do; or a trigger on the parent deletes, updates \
            or inserts by it, as digiKam's DELETE FROM ImageTags WHERE imageid=OLD.id), when its \
            name names the parent (listID, list_id, imageid, place_id beside moz_places, book \
            beside books, idShow beside tvshow; parent, parent_id or pid its own table; a role \
            such as owner_id, author or created_by the table of users or accounts), or when its \
            values are the parent's keys beyond chance. It is asked about, not taken, when \
            nine in ten of its distinct values or more are keys numbered from 1 and reach \
            beyond the first tenth of them as a reference's would (a count or a position holds \
            small values that stay among the first keys) and its name says no plain value (count, position, type, \
            is_…): Firefox's moz_bookmarks.fk, Signal's part.mid. A table's own key, not \
            AUTOINCREMENT, is its parent's when its name or its table's names the parent \
            (ImageInformation.imageid, visit_source.id beside visits) and every key is one of \
            the parent's. In a Core Data store (Z_PRIMARYKEY and Z_METADATA), every column Core \
            Data indexes as a to-one relationship (Z<ENTITY>_<COLUMN>_INDEX) is one, and Core \
            Data's bookkeeping tables are left alone. A name alone is no evidence when none of \
            the values sampled is a key of that parent, or when they are only 0 and 1 (a boolean): keeping such integers breaks no link. Values count only against keys that are \
            sparse for their size (epoch milliseconds, random ids): keys that fill a tenth or more \
            of 1…max, as ids an app numbers from 1 do, prove nothing, since a position, a counter \
            or a boolean falls inside them by itself. Among sparse keys, at least half of the \
            distinct values sampled must be keys, and the keys around them so sparse that chance \
            would match that many less than once in a million. Declare it for the conversion with \
            generate --reference, which converts it like a foreign key; or say it is none with \
            --not-reference.
            """,
        triggeringExamples: [
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER NOT NULL);"#,
            #"CREATE TABLE "list" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "list_id" INTEGER);"#,
            #"CREATE TABLE "moz_places" ("id" INTEGER PRIMARY KEY); CREATE TABLE "moz_historyvisits" ("id" INTEGER PRIMARY KEY, "place_id" INTEGER);"#,
            #"CREATE TABLE "books" ("id" INTEGER PRIMARY KEY); CREATE TABLE "links" ("id" INTEGER PRIMARY KEY, "b" INTEGER NOT NULL); CREATE TRIGGER "fkc_insert" BEFORE INSERT ON "links" BEGIN SELECT CASE WHEN (SELECT id FROM books WHERE id = NEW.b) IS NULL THEN RAISE(ABORT, 'Foreign key violation') END; END;"#,
            #"CREATE TABLE "images" ("id" INTEGER PRIMARY KEY); CREATE TABLE "albums" ("id" INTEGER PRIMARY KEY, "icon" INTEGER); CREATE TRIGGER "delete_image" DELETE ON "images" BEGIN UPDATE albums SET icon = NULL WHERE icon = OLD.id; END;"#,
            #"CREATE TABLE "tags" ("id" INTEGER PRIMARY KEY, "name" TEXT); CREATE TABLE "tagsTree" ("id" INTEGER NOT NULL, "ancestor" INTEGER NOT NULL); CREATE TRIGGER "insert_tag" AFTER INSERT ON "tags" BEGIN INSERT INTO tagsTree SELECT NEW.id, 0; END;"#,
            #"CREATE TABLE "folders" ("id" INTEGER PRIMARY KEY, "parent" INTEGER NOT NULL DEFAULT 0, "title" TEXT);"#,
            #"CREATE TABLE "notes" ("id" INTEGER PRIMARY KEY); CREATE TABLE "cards" ("id" INTEGER PRIMARY KEY, "nid" INTEGER NOT NULL); INSERT INTO "notes" VALUES (1600000000123), (1600000450999), (1650000000000); INSERT INTO "cards" VALUES (1600000000200, 1600000000123), (1600000000300, 1600000450999);"#,
            #"CREATE TABLE "images" ("id" INTEGER PRIMARY KEY); CREATE TABLE "image_exif" ("imageid" INTEGER PRIMARY KEY, "camera" TEXT);"#,
            #"CREATE TABLE "ranks" ("id" INTEGER PRIMARY KEY); INSERT INTO "ranks" VALUES (1), (2), (3); CREATE TABLE "users" ("id" INTEGER PRIMARY KEY, "user_rank" INTEGER NOT NULL DEFAULT 0); INSERT INTO "users" VALUES (1, 1), (2, 0), (3, 0);"#,
            #"CREATE TABLE "project_has_categories" ("id" INTEGER PRIMARY KEY); CREATE TABLE "tasks" ("id" INTEGER PRIMARY KEY, "category_id" INTEGER NOT NULL DEFAULT 0);"#,
            #"CREATE TABLE "places" ("id" INTEGER PRIMARY KEY); CREATE TABLE "bookmarks" ("id" INTEGER PRIMARY KEY, "fk" INTEGER); INSERT INTO "places" VALUES (1), (2), (3), (4), (5), (6), (7), (8), (9), (10); INSERT INTO "bookmarks" VALUES (1, 3), (2, 9), (3, 5);"#,
            #"CREATE TABLE "Z_PRIMARYKEY" ("Z_ENT" INTEGER PRIMARY KEY, "Z_NAME" VARCHAR, "Z_SUPER" INTEGER, "Z_MAX" INTEGER); CREATE TABLE "Z_METADATA" ("Z_VERSION" INTEGER PRIMARY KEY, "Z_UUID" VARCHAR(255), "Z_PLIST" BLOB); CREATE TABLE "ZFOLDER" ("Z_PK" INTEGER PRIMARY KEY, "Z_ENT" INTEGER, "Z_OPT" INTEGER, "ZNAME" VARCHAR); CREATE TABLE "ZNOTE" ("Z_PK" INTEGER PRIMARY KEY, "Z_ENT" INTEGER, "Z_OPT" INTEGER, "ZOWNER" INTEGER, "ZTITLE" VARCHAR); CREATE INDEX "ZNOTE_ZOWNER_INDEX" ON "ZNOTE" ("ZOWNER");"#,
        ],
        nonTriggeringExamples: [
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "listID" INTEGER REFERENCES "lists"("id") ON DELETE CASCADE);"#,
            #"CREATE TABLE "lists" ("id" TEXT PRIMARY KEY NOT NULL); CREATE TABLE "items" ("id" TEXT PRIMARY KEY NOT NULL, "externalID" INTEGER);"#,
            #"CREATE TABLE "versions" ("id" INTEGER PRIMARY KEY); CREATE TABLE "settings" ("id" INTEGER PRIMARY KEY, "version_id" INTEGER); INSERT INTO "versions" VALUES (1); INSERT INTO "settings" VALUES (1, 20), (2, 21);"#,
            #"CREATE TABLE "images" ("id" INTEGER PRIMARY KEY, "width" INTEGER); CREATE TABLE "log" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "size" INTEGER); CREATE TRIGGER "note_size" AFTER INSERT ON "images" BEGIN INSERT INTO log (size) VALUES (NEW.width); UPDATE log SET size = NEW.width WHERE id = NEW.id; END;"#,
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "position" INTEGER, "isDone" INTEGER); INSERT INTO "lists" VALUES (1), (2), (3), (4), (5), (6), (7), (8); INSERT INTO "items" VALUES (1, 3, 1), (2, 1, 0), (3, 2, 1), (4, 8, 1), (5, 5, 0), (6, 7, 1);"#,
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100) INSERT INTO "lists" SELECT i FROM n; CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "slot" INTEGER); WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30) INSERT INTO "items" SELECT i, 1 + i % 3 FROM n;"#,
            #"CREATE TABLE "lists" ("id" INTEGER PRIMARY KEY); INSERT INTO "lists" VALUES (1), (2), (3), (4), (5), (6), (7), (8), (9), (10); CREATE TABLE "moves" ("id" INTEGER PRIMARY KEY, "delta" INTEGER); INSERT INTO "moves" VALUES (1, -3), (2, 5), (3, -1), (4, 9), (5, 2);"#,
            #"CREATE TABLE "tags" ("id" INTEGER PRIMARY KEY); INSERT INTO "tags" VALUES (1), (2), (3); CREATE TABLE "projects" ("id" INTEGER PRIMARY KEY, "enable_tags" INTEGER NOT NULL DEFAULT 0); INSERT INTO "projects" VALUES (1, 1), (2, 0), (3, 1);"#,
        ]
    ) { rule, input in
        input.schema.impliedReferences(in: input.scope, values: input.statistics.referenceValues, coreDataEntities: input.statistics.coreDataEntities).map { reference in
            let parent = "\(quoteIdentifier(reference.parentTable)).\(quoteIdentifier(reference.parentColumn))"
            var evidence = reference.evidence.map { evidence -> String in
                switch evidence {
                case .trigger(let name): return "the trigger \(quoteIdentifier(name)) checks it against \(parent)"
                case .name: return "its name names \(quoteIdentifier(reference.parentTable))"
                case .keyName(let name): return "it is named as the key of \(quoteIdentifier(reference.parentTable)), \(quoteIdentifier(name))"
                case .values:
                    let values = reference.values!
                    return "\(values.matched) of \(values.sampled) distinct value\(values.sampled == 1 ? "" : "s") sampled \(values.sampled == 1 ? "is a key" : "are keys") of \(quoteIdentifier(reference.parentTable))"
                case .tableName:
                    return "its table is named for \(quoteIdentifier(reference.parentTable)), and every key sampled is one of its keys"
                case .coreData(let index):
                    return "Core Data keeps a to-one relationship in it (its index \(quoteIdentifier(index)))"
                case .coreDataManyToMany(let entity, let table):
                    return table.map { "Core Data keeps a many-to-many relationship in its table, and its name says it holds entity \(entity)'s keys, which Z_PRIMARYKEY stores in \(quoteIdentifier($0))" }
                        ?? "Core Data keeps a many-to-many relationship in its table, and its name says it holds entity \(entity)'s keys (Z_PRIMARYKEY was not read)"
                case .containedValues:
                    let values = reference.values!
                    let share = values.parentKeys > 0 ? Int((100 * Double(values.keysUpToLargest) / Double(values.parentKeys)).rounded()) : 0
                    return "\(values.matched) of \(values.sampled) distinct values sampled are keys of \(quoteIdentifier(reference.parentTable)), reaching \(share)% into its keys, not a count's few small values; with ids numbered from 1 that makes a reference possible, not proven"
                }
            }
            if !reference.isProven { evidence.append("the parent is a suggestion: check it") }
            var fix = "declare it for the conversion: migrationkit generate --reference \(reference.declaration.commandLineArgument) (converted like a foreign key; no REFERENCES clause is added), or declare REFERENCES \(quoteIdentifier(reference.parentTable))(\(quoteIdentifier(reference.parentColumn))) by rebuilding the table; if it is no reference: --not-reference \(reference.columnPath.commandLineArgument)."
            // A type column beside it names the table of each row's key: a parent per type.
            if let polymorphic = input.statistics.polymorphicSuggestions[ColumnPath(table: reference.table, column: reference.column)] {
                let split = polymorphic.typeValues.map { "\(quoteLiteral($0)) keys of \(quoteIdentifier(polymorphic.parents[$0]!.table))" }.joined(separator: ", ")
                fix = "its parent depends on \(quoteIdentifier(polymorphic.typeColumn)), whose values name the tables (\(split)): a polymorphic reference, which no single parent fits. Answer it with a parent per type: \(polymorphic.configurationEntry) in the \"references\" of .migrationkit.json, or migrationkit generate --reference-by \(polymorphic.commandLineArgument); rows of other types keep their values. Otherwise " + fix
            }
            if let values = reference.values, let none = values.noneCandidates.first {
                fix += " \(none) is no key of \(quoteIdentifier(reference.parentTable)): " + noneValueAdvice(input.schema, reference.table, reference.column, none)
                // A column has one none value; the rows holding another are orphans, which the
                // conversion refuses until the user says what becomes of them.
                if values.noneCandidates.count > 1 {
                    let others = values.noneCandidates.dropFirst().map(String.init).joined(separator: " and ")
                    fix += " Nor is \(others), and a column has one none value: rows holding \(others) reference missing rows, and generate refuses them until --orphans says what becomes of them."
                }
            }
            var finding = rule.finding(reference.table, reference.column,
                "\(reference.isProven ? "holds" : "may hold") keys of \(parent) (\(evidence.joined(separator: "; "))) but declares no foreign key: the conversion turns \(parent) into UUID text and leaves these integers pointing at nothing.",
                fix: fix)
            finding.evidence = Finding.Evidence(reference, rows: input.statistics.referenceRows[ColumnPath(table: reference.table, column: reference.column)])
            return finding
        }
    }
}

/// What to add when `none`, which is no key, may be the app's "none" value: `--reference-none`
/// (it becomes NULL) or `--reference-keep`; only the latter for a `NOT NULL` column, which
/// `generate` refuses to make NULL.
func noneValueAdvice(_ schema: DatabaseSchema, _ table: String, _ column: String, _ none: Int64) -> String {
    let flag = shellWord(commandLineName(table, column) + "=\(none)")
    return schema.table(table)?.column(column)?.isNotNull == true
        ? "if it means none, add --reference-keep \(flag) (it stays as it is; the column is NOT NULL, so it cannot become NULL)."
        : "if it means none, add --reference-none \(flag) (it becomes NULL) or --reference-keep with the same value (it stays as it is)."
}
