-- migrate:up
-- migrationkit:conversion
--
-- 0001_convert_reminders_and_3_more: makes 4 tables ready for sync (migrationkit generate --id-scheme salted --uuid-default function):
--   "reminders": integer primary key "id" (INTEGER AUTOINCREMENT): UUID text; foreign key ("parentReminderID") → "reminders"."id", converted with its parent; foreign key ("remindersListID") → "remindersLists"."id", converted with its parent.
--   "remindersLists": integer primary key "id" (INTEGER AUTOINCREMENT): UUID text.
--   "remindersTags": no primary key: a new "id" TEXT key, the table's salted prefix, then each row's rowid in hex; foreign key ("tagID") → "tags"."id", converted with its parent; foreign key ("reminderID") → "reminders"."id", converted with its parent.
--   "tags": integer primary key "id" (INTEGER AUTOINCREMENT): UUID text.
--
-- Before anything changes, these must hold, or nothing is written:
--   - the schemas of "reminders", "remindersLists", "remindersTags", "tags" are the ones the conversion was generated from
--   - in "reminders", its keys are integers from 0 to 2^48 - 1, and its references ("parentReminderID", "remindersListID") are integers from 0 to 2^48 - 1 or NULL
--   - no row of "reminders" references a missing row
--   - in "remindersLists", its keys are integers from 0 to 2^48 - 1
--   - in "remindersTags", its references ("tagID", "reminderID") are integers from 0 to 2^48 - 1 or NULL
--   - no row of "remindersTags" references a missing row
--   - in "tags", its keys are integers from 0 to 2^48 - 1
-- Before commit, these are checked, or everything is rolled back:
--   - in "reminders", its rows are all there, none of its references ("parentReminderID", "remindersListID") was lost
--   - "reminders" has a single TEXT NOT NULL primary key
--   - no sqlite_sequence row is left for "reminders"
--   - in "remindersLists", its rows are all there
--   - "remindersLists" has a single TEXT NOT NULL primary key
--   - no sqlite_sequence row is left for "remindersLists"
--   - in "remindersTags", its rows are all there, its keys drawn by uuid() are lowercase text of 36 characters, none of its references ("tagID", "reminderID") was lost
--   - "remindersTags" has a single TEXT NOT NULL primary key
--   - in "tags", its rows are all there
--   - "tags" has a single TEXT NOT NULL primary key
--   - no sqlite_sequence row is left for "tags"
--   - the prefix drawn for "reminders" is the prefix of "reminders" only
--   - the prefix drawn for "remindersLists" is the prefix of "remindersLists" only
--   - the prefix drawn for "remindersTags" is the prefix of "remindersTags" only
--   - the prefix drawn for "tags" is the prefix of "tags" only
--   - the keys of "reminders", "remindersLists", "remindersTags", "tags" are lowercase text of 36 characters: their prefixes are lowercase text of 24
--
-- Apply it with `migrationkit migrate`: one transaction, foreign keys off around it, the
-- checks above. It is frozen: review it and commit it; never edit it once it has shipped.
-- By hand it needs a connection with uuid() registered (SQLite resolves a DEFAULT's
-- functions on every INSERT): the sqlite3 shell stops at the first copy, changing nothing.
-- A file applied by hand is not recorded as applied: migrate would then refuse it (its
-- checks fail on keys that are already text), changing nothing.
--
-- migrate and status compare each statement with its digest below and say which checks
-- an edit leaves uncovered; migrate estimates the free space the file needs from the
-- tables below, on the device's own rows, before anything changes.
-- migrationkit:digests 5cf65b33 84f9a7e5 a70d9cc0 91508269 4abae110 38f60be4 95c38bb4 4fd3ea36 506d93a7 2715bf29 0f6800fa 71fc0951 1da32378 18003303 5aea2ec4 ec240a9a 169808ec 30f543bf 78d2c29f 79e70093 24162bf5 7074bfb1 7d3c3ceb 2eec00df a6ca2eed b6657b37 0e354fc3 17983c0c 8004b5ce dab64d7e 7d92da95 f5518647 721b9c0d 9e4b26fc 4f0ac92d 9b2ad6a0 e9ce4eea 9eaf140a b945ffec 42162d70 0d49c182 d4eacd84 602dbbc0 2c64a7a2 ac2e00c5 2214534e b2e4e0a4 8656184f bf1bebf6 14f75e6f c85ed998 8dd8bcdb 5f98771a e52eb534 0b02fd24 422f4d60 f35a19c1 e8457e44 75d7f537 e5d451c4 1452a77c 6b69606e
-- migrationkit:estimate {"keyPrefixes":true,"tables":[{"addsKey":false,"key":"id","keyIsRowid":true,"references":["parentReminderID","remindersListID"],"table":"reminders"},{"addsKey":false,"key":"id","keyIsRowid":true,"references":[],"table":"remindersLists"},{"addsKey":true,"keyIsRowid":false,"references":["tagID","reminderID"],"table":"remindersTags"},{"addsKey":false,"key":"id","keyIsRowid":true,"references":[],"table":"tags"}]}
-- migrationkit:prechecks
SELECT 'the schemas of "reminders", "remindersLists", "remindersTags", "tags" are the ones the conversion was generated from' WHERE NOT (NOT EXISTS (SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN ('reminders', 'remindersLists', 'remindersTags', 'tags') AND type IN ('table', 'index') AND sql IS NOT NULL EXCEPT VALUES ('table', 'reminders', 'CREATE TABLE "reminders" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "remindersListID" INTEGER NOT NULL REFERENCES "remindersLists"("id") ON DELETE CASCADE,
  "parentReminderID" INTEGER REFERENCES "reminders"("id") ON DELETE CASCADE,
  "title" TEXT NOT NULL DEFAULT '''',
  "notes" TEXT NOT NULL DEFAULT '''',
  "isCompleted" INTEGER NOT NULL DEFAULT 0 CHECK ("isCompleted" IN (0, 1)),
  "dueDate" TEXT,
  "priority" INTEGER
)'), ('index', 'reminders_dueDate', 'CREATE INDEX "reminders_dueDate" ON "reminders"("dueDate") WHERE "dueDate" IS NOT NULL'), ('index', 'reminders_remindersListID', 'CREATE INDEX "reminders_remindersListID" ON "reminders"("remindersListID")'), ('table', 'remindersLists', 'CREATE TABLE "remindersLists" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "title" TEXT NOT NULL DEFAULT '''',
  "color" INTEGER NOT NULL DEFAULT 4888047, -- 0x4a96ef
  "position" INTEGER NOT NULL DEFAULT 0
)'), ('table', 'remindersTags', 'CREATE TABLE "remindersTags" (
  "reminderID" INTEGER NOT NULL REFERENCES "reminders"("id") ON DELETE CASCADE,
  "tagID" INTEGER NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE
)'), ('index', 'remindersTags_reminderID', 'CREATE INDEX "remindersTags_reminderID" ON "remindersTags"("reminderID")'), ('index', 'remindersTags_tagID', 'CREATE INDEX "remindersTags_tagID" ON "remindersTags"("tagID")'), ('table', 'tags', 'CREATE TABLE "tags" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "title" TEXT NOT NULL COLLATE NOCASE
)')) AND NOT EXISTS (VALUES ('table', 'reminders', 'CREATE TABLE "reminders" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "remindersListID" INTEGER NOT NULL REFERENCES "remindersLists"("id") ON DELETE CASCADE,
  "parentReminderID" INTEGER REFERENCES "reminders"("id") ON DELETE CASCADE,
  "title" TEXT NOT NULL DEFAULT '''',
  "notes" TEXT NOT NULL DEFAULT '''',
  "isCompleted" INTEGER NOT NULL DEFAULT 0 CHECK ("isCompleted" IN (0, 1)),
  "dueDate" TEXT,
  "priority" INTEGER
)'), ('index', 'reminders_dueDate', 'CREATE INDEX "reminders_dueDate" ON "reminders"("dueDate") WHERE "dueDate" IS NOT NULL'), ('index', 'reminders_remindersListID', 'CREATE INDEX "reminders_remindersListID" ON "reminders"("remindersListID")'), ('table', 'remindersLists', 'CREATE TABLE "remindersLists" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "title" TEXT NOT NULL DEFAULT '''',
  "color" INTEGER NOT NULL DEFAULT 4888047, -- 0x4a96ef
  "position" INTEGER NOT NULL DEFAULT 0
)'), ('table', 'remindersTags', 'CREATE TABLE "remindersTags" (
  "reminderID" INTEGER NOT NULL REFERENCES "reminders"("id") ON DELETE CASCADE,
  "tagID" INTEGER NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE
)'), ('index', 'remindersTags_reminderID', 'CREATE INDEX "remindersTags_reminderID" ON "remindersTags"("reminderID")'), ('index', 'remindersTags_tagID', 'CREATE INDEX "remindersTags_tagID" ON "remindersTags"("tagID")'), ('table', 'tags', 'CREATE TABLE "tags" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "title" TEXT NOT NULL COLLATE NOCASE
)') EXCEPT SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN ('reminders', 'remindersLists', 'remindersTags', 'tags') AND type IN ('table', 'index') AND sql IS NOT NULL));
SELECT 'in "reminders", its keys are integers from 0 to 2^48 - 1, and its references ("parentReminderID", "remindersListID") are integers from 0 to 2^48 - 1 or NULL' WHERE NOT (NOT EXISTS (SELECT 1 FROM "reminders" WHERE "id" < 0) AND NOT EXISTS (SELECT 1 FROM "reminders" WHERE "id" >= CAST(281474976710656 AS INTEGER)) AND NOT EXISTS (SELECT 1 FROM "reminders" WHERE ("parentReminderID" IS NOT NULL AND (typeof("parentReminderID") != 'integer' OR "parentReminderID" < 0 OR "parentReminderID" >= 281474976710656)) OR ("remindersListID" IS NOT NULL AND (typeof("remindersListID") != 'integer' OR "remindersListID" < 0 OR "remindersListID" >= 281474976710656))));
SELECT 'no row of "reminders" references a missing row' WHERE NOT (NOT EXISTS (SELECT 1 FROM pragma_foreign_key_check('reminders')));
SELECT 'in "remindersLists", its keys are integers from 0 to 2^48 - 1' WHERE NOT (NOT EXISTS (SELECT 1 FROM "remindersLists" WHERE "id" < 0) AND NOT EXISTS (SELECT 1 FROM "remindersLists" WHERE "id" >= CAST(281474976710656 AS INTEGER)));
SELECT 'in "remindersTags", its references ("tagID", "reminderID") are integers from 0 to 2^48 - 1 or NULL' WHERE NOT (NOT EXISTS (SELECT 1 FROM "remindersTags" WHERE ("tagID" IS NOT NULL AND (typeof("tagID") != 'integer' OR "tagID" < 0 OR "tagID" >= 281474976710656)) OR ("reminderID" IS NOT NULL AND (typeof("reminderID") != 'integer' OR "reminderID" < 0 OR "reminderID" >= 281474976710656))));
SELECT 'no row of "remindersTags" references a missing row' WHERE NOT (NOT EXISTS (SELECT 1 FROM pragma_foreign_key_check('remindersTags')));
SELECT 'in "tags", its keys are integers from 0 to 2^48 - 1' WHERE NOT (NOT EXISTS (SELECT 1 FROM "tags" WHERE "id" < 0) AND NOT EXISTS (SELECT 1 FROM "tags" WHERE "id" >= CAST(281474976710656 AS INTEGER)));
-- migrationkit:apply

-- The checks go in a temporary table: a failed one inserts NULL into its NOT NULL column, which stops the transaction.
DROP TABLE IF EXISTS temp."migrationkit_checks";
CREATE TEMP TABLE "migrationkit_checks" ("check" TEXT NOT NULL, "ok" INTEGER NOT NULL);
-- migrationkit:by-hand
-- By hand, the checks before any change stop the transaction here when one fails; migrate ran them already and skips to the end of this part.
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the schemas of "reminders", "remindersLists", "remindersTags", "tags" are the ones the conversion was generated from', (NOT EXISTS (SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN ('reminders', 'remindersLists', 'remindersTags', 'tags') AND type IN ('table', 'index') AND sql IS NOT NULL EXCEPT VALUES ('table', 'reminders', 'CREATE TABLE "reminders" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "remindersListID" INTEGER NOT NULL REFERENCES "remindersLists"("id") ON DELETE CASCADE,
  "parentReminderID" INTEGER REFERENCES "reminders"("id") ON DELETE CASCADE,
  "title" TEXT NOT NULL DEFAULT '''',
  "notes" TEXT NOT NULL DEFAULT '''',
  "isCompleted" INTEGER NOT NULL DEFAULT 0 CHECK ("isCompleted" IN (0, 1)),
  "dueDate" TEXT,
  "priority" INTEGER
)'), ('index', 'reminders_dueDate', 'CREATE INDEX "reminders_dueDate" ON "reminders"("dueDate") WHERE "dueDate" IS NOT NULL'), ('index', 'reminders_remindersListID', 'CREATE INDEX "reminders_remindersListID" ON "reminders"("remindersListID")'), ('table', 'remindersLists', 'CREATE TABLE "remindersLists" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "title" TEXT NOT NULL DEFAULT '''',
  "color" INTEGER NOT NULL DEFAULT 4888047, -- 0x4a96ef
  "position" INTEGER NOT NULL DEFAULT 0
)'), ('table', 'remindersTags', 'CREATE TABLE "remindersTags" (
  "reminderID" INTEGER NOT NULL REFERENCES "reminders"("id") ON DELETE CASCADE,
  "tagID" INTEGER NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE
)'), ('index', 'remindersTags_reminderID', 'CREATE INDEX "remindersTags_reminderID" ON "remindersTags"("reminderID")'), ('index', 'remindersTags_tagID', 'CREATE INDEX "remindersTags_tagID" ON "remindersTags"("tagID")'), ('table', 'tags', 'CREATE TABLE "tags" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "title" TEXT NOT NULL COLLATE NOCASE
)')) AND NOT EXISTS (VALUES ('table', 'reminders', 'CREATE TABLE "reminders" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "remindersListID" INTEGER NOT NULL REFERENCES "remindersLists"("id") ON DELETE CASCADE,
  "parentReminderID" INTEGER REFERENCES "reminders"("id") ON DELETE CASCADE,
  "title" TEXT NOT NULL DEFAULT '''',
  "notes" TEXT NOT NULL DEFAULT '''',
  "isCompleted" INTEGER NOT NULL DEFAULT 0 CHECK ("isCompleted" IN (0, 1)),
  "dueDate" TEXT,
  "priority" INTEGER
)'), ('index', 'reminders_dueDate', 'CREATE INDEX "reminders_dueDate" ON "reminders"("dueDate") WHERE "dueDate" IS NOT NULL'), ('index', 'reminders_remindersListID', 'CREATE INDEX "reminders_remindersListID" ON "reminders"("remindersListID")'), ('table', 'remindersLists', 'CREATE TABLE "remindersLists" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "title" TEXT NOT NULL DEFAULT '''',
  "color" INTEGER NOT NULL DEFAULT 4888047, -- 0x4a96ef
  "position" INTEGER NOT NULL DEFAULT 0
)'), ('table', 'remindersTags', 'CREATE TABLE "remindersTags" (
  "reminderID" INTEGER NOT NULL REFERENCES "reminders"("id") ON DELETE CASCADE,
  "tagID" INTEGER NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE
)'), ('index', 'remindersTags_reminderID', 'CREATE INDEX "remindersTags_reminderID" ON "remindersTags"("reminderID")'), ('index', 'remindersTags_tagID', 'CREATE INDEX "remindersTags_tagID" ON "remindersTags"("tagID")'), ('table', 'tags', 'CREATE TABLE "tags" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "title" TEXT NOT NULL COLLATE NOCASE
)') EXCEPT SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN ('reminders', 'remindersLists', 'remindersTags', 'tags') AND type IN ('table', 'index') AND sql IS NOT NULL)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "reminders", its keys are integers from 0 to 2^48 - 1, and its references ("parentReminderID", "remindersListID") are integers from 0 to 2^48 - 1 or NULL', (NOT EXISTS (SELECT 1 FROM "reminders" WHERE "id" < 0) AND NOT EXISTS (SELECT 1 FROM "reminders" WHERE "id" >= CAST(281474976710656 AS INTEGER)) AND NOT EXISTS (SELECT 1 FROM "reminders" WHERE ("parentReminderID" IS NOT NULL AND (typeof("parentReminderID") != 'integer' OR "parentReminderID" < 0 OR "parentReminderID" >= 281474976710656)) OR ("remindersListID" IS NOT NULL AND (typeof("remindersListID") != 'integer' OR "remindersListID" < 0 OR "remindersListID" >= 281474976710656)))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('no row of "reminders" references a missing row', (NOT EXISTS (SELECT 1 FROM pragma_foreign_key_check('reminders'))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "remindersLists", its keys are integers from 0 to 2^48 - 1', (NOT EXISTS (SELECT 1 FROM "remindersLists" WHERE "id" < 0) AND NOT EXISTS (SELECT 1 FROM "remindersLists" WHERE "id" >= CAST(281474976710656 AS INTEGER))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "remindersTags", its references ("tagID", "reminderID") are integers from 0 to 2^48 - 1 or NULL', (NOT EXISTS (SELECT 1 FROM "remindersTags" WHERE ("tagID" IS NOT NULL AND (typeof("tagID") != 'integer' OR "tagID" < 0 OR "tagID" >= 281474976710656)) OR ("reminderID" IS NOT NULL AND (typeof("reminderID") != 'integer' OR "reminderID" < 0 OR "reminderID" >= 281474976710656)))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('no row of "remindersTags" references a missing row', (NOT EXISTS (SELECT 1 FROM pragma_foreign_key_check('remindersTags'))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "tags", its keys are integers from 0 to 2^48 - 1', (NOT EXISTS (SELECT 1 FROM "tags" WHERE "id" < 0) AND NOT EXISTS (SELECT 1 FROM "tags" WHERE "id" >= CAST(281474976710656 AS INTEGER))) OR NULL);
-- migrationkit:end-by-hand

-- Rows and non-NULL references of each table, to compare after the copy.
DROP TABLE IF EXISTS temp."migrationkit_counts";
CREATE TEMP TABLE "migrationkit_counts" ("table" TEXT NOT NULL, "column" TEXT, "rows" INTEGER NOT NULL);
INSERT INTO temp."migrationkit_counts" ("table", "column", "rows")
  SELECT 'reminders', NULL, (SELECT count(*) FROM "reminders")
  UNION ALL SELECT 'reminders', 'parentReminderID', count("parentReminderID") FROM "reminders"
  UNION ALL SELECT 'remindersLists', NULL, (SELECT count(*) FROM "remindersLists")
  UNION ALL SELECT 'remindersTags', NULL, (SELECT count(*) FROM "remindersTags")
  UNION ALL SELECT 'tags', NULL, (SELECT count(*) FROM "tags");

-- The prefix of each table's keys, drawn on this device as the conversion runs, and kept: the last 12 hexadecimal digits of a key are the old id (ConvertedKeys finds a record by it).
CREATE TABLE IF NOT EXISTS "migrationkit_key_prefixes" ("table" TEXT PRIMARY KEY NOT NULL COLLATE NOCASE, "prefix" TEXT NOT NULL, "column" TEXT NOT NULL);
INSERT OR REPLACE INTO "migrationkit_key_prefixes" ("table", "prefix", "column") VALUES ('reminders', lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-8' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (random() & 3), 1) || substr(lower(hex(randomblob(2))),2) || '-', 'id');
INSERT OR REPLACE INTO "migrationkit_key_prefixes" ("table", "prefix", "column") VALUES ('remindersLists', lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-8' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (random() & 3), 1) || substr(lower(hex(randomblob(2))),2) || '-', 'id');
INSERT OR REPLACE INTO "migrationkit_key_prefixes" ("table", "prefix", "column") VALUES ('remindersTags', lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-8' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (random() & 3), 1) || substr(lower(hex(randomblob(2))),2) || '-', 'rowid');
INSERT OR REPLACE INTO "migrationkit_key_prefixes" ("table", "prefix", "column") VALUES ('tags', lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-8' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (random() & 3), 1) || substr(lower(hex(randomblob(2))),2) || '-', 'id');
PRAGMA legacy_alter_table = ON;

-- "reminders": integer primary key "id" (INTEGER AUTOINCREMENT): UUID text; foreign key ("parentReminderID") → "reminders"."id", converted with its parent; foreign key ("remindersListID") → "remindersLists"."id", converted with its parent.
CREATE TABLE "migrationkit_new_1" (
  "id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()),
  "remindersListID" TEXT NOT NULL REFERENCES "remindersLists"("id") ON DELETE CASCADE,
  "parentReminderID" TEXT REFERENCES "reminders"("id") ON DELETE CASCADE,
  "title" TEXT NOT NULL DEFAULT '',
  "notes" TEXT NOT NULL DEFAULT '',
  "isCompleted" INTEGER NOT NULL DEFAULT 0 CHECK ("isCompleted" IN (0, 1)),
  "dueDate" TEXT,
  "priority" INTEGER
);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the rewritten table of "reminders" has the columns planned', (NOT EXISTS (SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_1') EXCEPT VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'remindersListID', 'TEXT', 1, NULL, 0, 0), (2, 'parentReminderID', 'TEXT', 0, NULL, 0, 0), (3, 'title', 'TEXT', 1, '''''', 0, 0), (4, 'notes', 'TEXT', 1, '''''', 0, 0), (5, 'isCompleted', 'INTEGER', 1, '0', 0, 0), (6, 'dueDate', 'TEXT', 0, NULL, 0, 0), (7, 'priority', 'INTEGER', 0, NULL, 0, 0)) AND NOT EXISTS (VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'remindersListID', 'TEXT', 1, NULL, 0, 0), (2, 'parentReminderID', 'TEXT', 0, NULL, 0, 0), (3, 'title', 'TEXT', 1, '''''', 0, 0), (4, 'notes', 'TEXT', 1, '''''', 0, 0), (5, 'isCompleted', 'INTEGER', 1, '0', 0, 0), (6, 'dueDate', 'TEXT', 0, NULL, 0, 0), (7, 'priority', 'INTEGER', 0, NULL, 0, 0) EXCEPT SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_1'))) OR NULL);
INSERT INTO "migrationkit_new_1" (rowid, "id", "remindersListID", "parentReminderID", "title", "notes", "isCompleted", "dueDate", "priority")
  SELECT "migrationkit_source".rowid,
    (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'reminders') || printf('%012x', "migrationkit_source"."id"),
    (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'remindersLists') || printf('%012x', "migrationkit_source"."remindersListID"),
    CASE WHEN "migrationkit_source"."parentReminderID" IS NULL THEN NULL ELSE (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'reminders') || printf('%012x', "migrationkit_source"."parentReminderID") END,
    "migrationkit_source"."title",
    "migrationkit_source"."notes",
    "migrationkit_source"."isCompleted",
    "migrationkit_source"."dueDate",
    "migrationkit_source"."priority"
  FROM "reminders" AS "migrationkit_source" ORDER BY "migrationkit_source".rowid;
DROP TABLE "reminders";
ALTER TABLE "migrationkit_new_1" RENAME TO "reminders";

-- "remindersLists": integer primary key "id" (INTEGER AUTOINCREMENT): UUID text.
CREATE TABLE "migrationkit_new_2" (
  "id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()),
  "title" TEXT NOT NULL DEFAULT '',
  "color" INTEGER NOT NULL DEFAULT 4888047, -- 0x4a96ef
  "position" INTEGER NOT NULL DEFAULT 0
);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the rewritten table of "remindersLists" has the columns planned', (NOT EXISTS (SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_2') EXCEPT VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'title', 'TEXT', 1, '''''', 0, 0), (2, 'color', 'INTEGER', 1, '4888047', 0, 0), (3, 'position', 'INTEGER', 1, '0', 0, 0)) AND NOT EXISTS (VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'title', 'TEXT', 1, '''''', 0, 0), (2, 'color', 'INTEGER', 1, '4888047', 0, 0), (3, 'position', 'INTEGER', 1, '0', 0, 0) EXCEPT SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_2'))) OR NULL);
INSERT INTO "migrationkit_new_2" (rowid, "id", "title", "color", "position")
  SELECT "migrationkit_source".rowid,
    (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'remindersLists') || printf('%012x', "migrationkit_source"."id"),
    "migrationkit_source"."title",
    "migrationkit_source"."color",
    "migrationkit_source"."position"
  FROM "remindersLists" AS "migrationkit_source" ORDER BY "migrationkit_source".rowid;
DROP TABLE "remindersLists";
ALTER TABLE "migrationkit_new_2" RENAME TO "remindersLists";

-- "remindersTags": no primary key: a new "id" TEXT key, the table's salted prefix, then each row's rowid in hex; foreign key ("tagID") → "tags"."id", converted with its parent; foreign key ("reminderID") → "reminders"."id", converted with its parent.
CREATE TABLE "migrationkit_new_3" (
  "id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()),
  "reminderID" TEXT NOT NULL REFERENCES "reminders"("id") ON DELETE CASCADE,
  "tagID" TEXT NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE
);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the rewritten table of "remindersTags" has the columns planned', (NOT EXISTS (SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_3') EXCEPT VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'reminderID', 'TEXT', 1, NULL, 0, 0), (2, 'tagID', 'TEXT', 1, NULL, 0, 0)) AND NOT EXISTS (VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'reminderID', 'TEXT', 1, NULL, 0, 0), (2, 'tagID', 'TEXT', 1, NULL, 0, 0) EXCEPT SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_3'))) OR NULL);
INSERT INTO "migrationkit_new_3" (rowid, "id", "reminderID", "tagID")
  SELECT "migrationkit_source".rowid,
    CASE WHEN "migrationkit_source".rowid BETWEEN 0 AND 281474976710655 THEN (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'remindersTags') || printf('%012x', "migrationkit_source".rowid) ELSE uuid() END,
    (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'reminders') || printf('%012x', "migrationkit_source"."reminderID"),
    (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'tags') || printf('%012x', "migrationkit_source"."tagID")
  FROM "remindersTags" AS "migrationkit_source" ORDER BY "migrationkit_source".rowid;
DROP TABLE "remindersTags";
ALTER TABLE "migrationkit_new_3" RENAME TO "remindersTags";

-- "tags": integer primary key "id" (INTEGER AUTOINCREMENT): UUID text.
CREATE TABLE "migrationkit_new_4" (
  "id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()),
  "title" TEXT NOT NULL COLLATE NOCASE
);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the rewritten table of "tags" has the columns planned', (NOT EXISTS (SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_4') EXCEPT VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'title', 'TEXT', 1, NULL, 0, 0)) AND NOT EXISTS (VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'title', 'TEXT', 1, NULL, 0, 0) EXCEPT SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_4'))) OR NULL);
INSERT INTO "migrationkit_new_4" (rowid, "id", "title")
  SELECT "migrationkit_source".rowid,
    (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'tags') || printf('%012x', "migrationkit_source"."id"),
    "migrationkit_source"."title"
  FROM "tags" AS "migrationkit_source" ORDER BY "migrationkit_source".rowid;
DROP TABLE "tags";
ALTER TABLE "migrationkit_new_4" RENAME TO "tags";
PRAGMA legacy_alter_table = OFF;

-- Indexes and triggers of the rebuilt tables.
CREATE INDEX "reminders_dueDate" ON "reminders"("dueDate") WHERE "dueDate" IS NOT NULL;
CREATE INDEX "reminders_remindersListID" ON "reminders"("remindersListID");
CREATE TRIGGER "reminders_completeChildren"
AFTER UPDATE OF "isCompleted" ON "reminders"
WHEN NEW."isCompleted" = 1
BEGIN
  UPDATE "reminders" SET "isCompleted" = 1 WHERE "parentReminderID" = NEW."id";
END;
CREATE INDEX "remindersTags_reminderID" ON "remindersTags"("reminderID");
CREATE INDEX "remindersTags_tagID" ON "remindersTags"("tagID");

-- The checks before commit.
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "reminders", its rows are all there, none of its references ("parentReminderID", "remindersListID") was lost', ((SELECT count(*) FROM "reminders") = (SELECT "rows" FROM temp."migrationkit_counts" WHERE "table" = 'reminders' AND "column" IS NULL) AND (SELECT count("parentReminderID") = (SELECT "rows" FROM temp."migrationkit_counts" WHERE "table" = 'reminders' AND "column" = 'parentReminderID') FROM "reminders")) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('"reminders" has a single TEXT NOT NULL primary key', ((SELECT count(*) FROM pragma_table_xinfo('reminders') WHERE pk > 0) = 1 AND EXISTS (SELECT 1 FROM pragma_table_xinfo('reminders') WHERE pk = 1 AND type = 'TEXT' AND "notnull" = 1)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('no sqlite_sequence row is left for "reminders"', (NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'reminders')) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "remindersLists", its rows are all there', ((SELECT count(*) FROM "remindersLists") = (SELECT "rows" FROM temp."migrationkit_counts" WHERE "table" = 'remindersLists' AND "column" IS NULL)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('"remindersLists" has a single TEXT NOT NULL primary key', ((SELECT count(*) FROM pragma_table_xinfo('remindersLists') WHERE pk > 0) = 1 AND EXISTS (SELECT 1 FROM pragma_table_xinfo('remindersLists') WHERE pk = 1 AND type = 'TEXT' AND "notnull" = 1)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('no sqlite_sequence row is left for "remindersLists"', (NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'remindersLists')) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "remindersTags", its rows are all there, its keys drawn by uuid() are lowercase text of 36 characters, none of its references ("tagID", "reminderID") was lost', ((SELECT count(*) FROM "remindersTags") = (SELECT "rows" FROM temp."migrationkit_counts" WHERE "table" = 'remindersTags' AND "column" IS NULL) AND NOT EXISTS (SELECT 1 FROM "remindersTags" WHERE rowid < 0 AND (typeof("id") != 'text' OR length("id") != 36 OR "id" != lower("id"))) AND NOT EXISTS (SELECT 1 FROM "remindersTags" WHERE rowid >= CAST(281474976710656 AS INTEGER) AND (typeof("id") != 'text' OR length("id") != 36 OR "id" != lower("id")))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('"remindersTags" has a single TEXT NOT NULL primary key', ((SELECT count(*) FROM pragma_table_xinfo('remindersTags') WHERE pk > 0) = 1 AND EXISTS (SELECT 1 FROM pragma_table_xinfo('remindersTags') WHERE pk = 1 AND type = 'TEXT' AND "notnull" = 1)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "tags", its rows are all there', ((SELECT count(*) FROM "tags") = (SELECT "rows" FROM temp."migrationkit_counts" WHERE "table" = 'tags' AND "column" IS NULL)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('"tags" has a single TEXT NOT NULL primary key', ((SELECT count(*) FROM pragma_table_xinfo('tags') WHERE pk > 0) = 1 AND EXISTS (SELECT 1 FROM pragma_table_xinfo('tags') WHERE pk = 1 AND type = 'TEXT' AND "notnull" = 1)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('no sqlite_sequence row is left for "tags"', (NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'tags')) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the prefix drawn for "reminders" is the prefix of "reminders" only', ((SELECT count(*) FROM "migrationkit_key_prefixes" WHERE "prefix" = (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'reminders')) = 1) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the prefix drawn for "remindersLists" is the prefix of "remindersLists" only', ((SELECT count(*) FROM "migrationkit_key_prefixes" WHERE "prefix" = (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'remindersLists')) = 1) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the prefix drawn for "remindersTags" is the prefix of "remindersTags" only', ((SELECT count(*) FROM "migrationkit_key_prefixes" WHERE "prefix" = (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'remindersTags')) = 1) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the prefix drawn for "tags" is the prefix of "tags" only', ((SELECT count(*) FROM "migrationkit_key_prefixes" WHERE "prefix" = (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'tags')) = 1) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the keys of "reminders", "remindersLists", "remindersTags", "tags" are lowercase text of 36 characters: their prefixes are lowercase text of 24', ((SELECT count(*) FROM "migrationkit_key_prefixes" WHERE "table" IN ('reminders', 'remindersLists', 'remindersTags', 'tags') AND typeof("prefix") = 'text' AND length("prefix") = 24 AND "prefix" = lower("prefix")) = 4) OR NULL);
DROP TABLE temp."migrationkit_checks";
DROP TABLE temp."migrationkit_counts";
