-- The hand-written reference: the manual procedure done right for the benchmark's
-- reminders-shaped database (Guides/ManualMigration.md), plus the foreign_key_check that
-- GRDB's migrator runs before commit. Run by Benchmarks/conversion.py with
-- `sqlite3 -bail DB < reference-reminders.sql`. Its keys default to the portable UUID
-- expression: the sqlite3 shell has no uuid() function, and SQLite resolves a DEFAULT's
-- functions whenever it prepares an INSERT into the table.
PRAGMA foreign_keys = OFF;
BEGIN IMMEDIATE;
PRAGMA legacy_alter_table = ON;

CREATE TABLE "new_remindersLists" (
  "id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))),2) || '-' || lower(hex(randomblob(6)))),
  "title" TEXT NOT NULL DEFAULT '',
  "position" INTEGER NOT NULL DEFAULT 0
);
INSERT INTO "new_remindersLists" (rowid, "id", "title", "position")
  SELECT rowid, '00000000-0000-0000-0000-' || printf('%012x', "id"), "title", "position"
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
    '00000000-0000-0000-0000-' || printf('%012x', "id"),
    '00000000-0000-0000-0000-' || printf('%012x', "remindersListID"),
    CASE WHEN "parentReminderID" IS NULL THEN NULL ELSE '00000000-0000-0000-0000-' || printf('%012x', "parentReminderID") END,
    "title", "isCompleted", "dueDate"
  FROM "reminders" ORDER BY rowid;
DROP TABLE "reminders";
ALTER TABLE "new_reminders" RENAME TO "reminders";

CREATE TABLE "new_tags" (
  "id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))),2) || '-' || lower(hex(randomblob(6)))),
  "title" TEXT NOT NULL COLLATE NOCASE
);
INSERT INTO "new_tags" (rowid, "id", "title")
  SELECT rowid, '00000000-0000-0000-0000-' || printf('%012x', "id"), "title" FROM "tags" ORDER BY rowid;
DROP TABLE "tags";
ALTER TABLE "new_tags" RENAME TO "tags";

CREATE TABLE "new_remindersTags" (
  "id" TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))),2) || '-' || lower(hex(randomblob(6)))),
  "reminderID" TEXT NOT NULL REFERENCES "reminders"("id") ON DELETE CASCADE,
  "tagID" TEXT NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE
);
INSERT INTO "new_remindersTags" (rowid, "id", "reminderID", "tagID")
  SELECT rowid,
    lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))),2) || '-' || lower(hex(randomblob(6))),
    '00000000-0000-0000-0000-' || printf('%012x', "reminderID"),
    '00000000-0000-0000-0000-' || printf('%012x', "tagID")
  FROM "remindersTags" ORDER BY rowid;
DROP TABLE "remindersTags";
ALTER TABLE "new_remindersTags" RENAME TO "remindersTags";

PRAGMA legacy_alter_table = OFF;
CREATE INDEX "reminders_remindersListID" ON "reminders"("remindersListID");
CREATE INDEX "reminders_parentReminderID" ON "reminders"("parentReminderID");
CREATE INDEX "remindersTags_reminderID" ON "remindersTags"("reminderID");
CREATE INDEX "remindersTags_tagID" ON "remindersTags"("tagID");
PRAGMA foreign_key_check;
COMMIT;
PRAGMA foreign_keys = ON;
