-- The floor: the least a conversion of the benchmark's reminders-shaped database can do, written
-- by hand (not derived from the tool's statements): read every row, write every row with its
-- key and references as prefix || printf('%012x', id) (the join table's added key from its
-- rowid, as the tool writes it), build the same indexes, commit; no check
-- of any kind. With the tool's settings (foreign keys off, a 16 MiB page cache, secure_delete
-- off). Benchmarks/conversion.py runs it with `sqlite3 -bail DB < floor-reminders.sql`, after
-- writing each table's prefix for the scheme measured where the line below says: salted, a
-- random prefix per table drawn once; deterministic, the seed's '00000000-0000-0000-0000-'.
PRAGMA foreign_keys = OFF;
PRAGMA cache_size = -16384;
PRAGMA secure_delete = OFF;
BEGIN IMMEDIATE;
CREATE TEMP TABLE "floor_prefixes" ("table" TEXT PRIMARY KEY, "prefix" TEXT NOT NULL);
-- prefixes
PRAGMA legacy_alter_table = ON;

CREATE TABLE "new_remindersLists" (
  "id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))),2) || '-' || lower(hex(randomblob(6)))),
  "title" TEXT NOT NULL DEFAULT '',
  "position" INTEGER NOT NULL DEFAULT 0
);
INSERT INTO "new_remindersLists" (rowid, "id", "title", "position")
  SELECT rowid, (SELECT "prefix" FROM temp."floor_prefixes" WHERE "table" = 'remindersLists') || printf('%012x', "id"), "title", "position"
  FROM "remindersLists" ORDER BY rowid;
DROP TABLE "remindersLists";
ALTER TABLE "new_remindersLists" RENAME TO "remindersLists";

CREATE TABLE "new_reminders" (
  "id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))),2) || '-' || lower(hex(randomblob(6)))),
  "remindersListID" TEXT NOT NULL REFERENCES "remindersLists"("id") ON DELETE CASCADE,
  "parentReminderID" TEXT REFERENCES "reminders"("id") ON DELETE CASCADE,
  "title" TEXT NOT NULL DEFAULT '',
  "isCompleted" INTEGER NOT NULL DEFAULT 0,
  "dueDate" TEXT
);
INSERT INTO "new_reminders" (rowid, "id", "remindersListID", "parentReminderID", "title", "isCompleted", "dueDate")
  SELECT rowid,
    (SELECT "prefix" FROM temp."floor_prefixes" WHERE "table" = 'reminders') || printf('%012x', "id"),
    (SELECT "prefix" FROM temp."floor_prefixes" WHERE "table" = 'remindersLists') || printf('%012x', "remindersListID"),
    CASE WHEN "parentReminderID" IS NULL THEN NULL ELSE (SELECT "prefix" FROM temp."floor_prefixes" WHERE "table" = 'reminders') || printf('%012x', "parentReminderID") END,
    "title", "isCompleted", "dueDate"
  FROM "reminders" ORDER BY rowid;
DROP TABLE "reminders";
ALTER TABLE "new_reminders" RENAME TO "reminders";

CREATE TABLE "new_tags" (
  "id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))),2) || '-' || lower(hex(randomblob(6)))),
  "title" TEXT NOT NULL COLLATE NOCASE
);
INSERT INTO "new_tags" (rowid, "id", "title")
  SELECT rowid, (SELECT "prefix" FROM temp."floor_prefixes" WHERE "table" = 'tags') || printf('%012x', "id"), "title" FROM "tags" ORDER BY rowid;
DROP TABLE "tags";
ALTER TABLE "new_tags" RENAME TO "tags";

CREATE TABLE "new_remindersTags" (
  "id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))),2) || '-' || lower(hex(randomblob(6)))),
  "reminderID" TEXT NOT NULL REFERENCES "reminders"("id") ON DELETE CASCADE,
  "tagID" TEXT NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE
);
INSERT INTO "new_remindersTags" (rowid, "id", "reminderID", "tagID")
  SELECT rowid,
    (SELECT "prefix" FROM temp."floor_prefixes" WHERE "table" = 'remindersTags') || printf('%012x', rowid),
    (SELECT "prefix" FROM temp."floor_prefixes" WHERE "table" = 'reminders') || printf('%012x', "reminderID"),
    (SELECT "prefix" FROM temp."floor_prefixes" WHERE "table" = 'tags') || printf('%012x', "tagID")
  FROM "remindersTags" ORDER BY rowid;
DROP TABLE "remindersTags";
ALTER TABLE "new_remindersTags" RENAME TO "remindersTags";

PRAGMA legacy_alter_table = OFF;
CREATE INDEX "reminders_remindersListID" ON "reminders"("remindersListID");
CREATE INDEX "reminders_parentReminderID" ON "reminders"("parentReminderID");
CREATE INDEX "remindersTags_reminderID" ON "remindersTags"("reminderID");
CREATE INDEX "remindersTags_tagID" ON "remindersTags"("tagID");
COMMIT;
PRAGMA foreign_keys = ON;
