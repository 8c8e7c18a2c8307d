-- A Reminders-style app database as a shipped app would have it: integer keys,
-- AUTOINCREMENT, a nullable self-reference (sub-tasks), a join table without a key,
-- a view and triggers. Fixtures/reminders.sqlite is built from this file
-- (`sqlite3 Fixtures/reminders.sqlite < Fixtures/reminders.sql`); a test checks they agree.
PRAGMA foreign_keys = ON;

CREATE TABLE "remindersLists" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "title" TEXT NOT NULL DEFAULT '',
  "color" INTEGER NOT NULL DEFAULT 4888047, -- 0x4a96ef
  "position" INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE "reminders" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "remindersListID" INTEGER NOT NULL REFERENCES "remindersLists"("id") ON DELETE CASCADE,
  "parentReminderID" INTEGER REFERENCES "reminders"("id") ON DELETE CASCADE,
  "title" TEXT NOT NULL DEFAULT '',
  "notes" TEXT NOT NULL DEFAULT '',
  "isCompleted" INTEGER NOT NULL DEFAULT 0 CHECK ("isCompleted" IN (0, 1)),
  "dueDate" TEXT,
  "priority" INTEGER
);
CREATE INDEX "reminders_remindersListID" ON "reminders"("remindersListID");
CREATE INDEX "reminders_dueDate" ON "reminders"("dueDate") WHERE "dueDate" IS NOT NULL;

CREATE TABLE "tags" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "title" TEXT NOT NULL COLLATE NOCASE
);

CREATE TABLE "remindersTags" (
  "reminderID" INTEGER NOT NULL REFERENCES "reminders"("id") ON DELETE CASCADE,
  "tagID" INTEGER NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE
);
CREATE INDEX "remindersTags_reminderID" ON "remindersTags"("reminderID");
CREATE INDEX "remindersTags_tagID" ON "remindersTags"("tagID");

CREATE VIEW "remindersListStats" AS
  SELECT "remindersLists"."id" AS "remindersListID",
         count("reminders"."id") AS "reminderCount",
         sum("reminders"."isCompleted") AS "completedCount"
  FROM "remindersLists" LEFT JOIN "reminders" ON "reminders"."remindersListID" = "remindersLists"."id"
  GROUP BY "remindersLists"."id";

-- Completing a reminder completes its sub-tasks.
CREATE TRIGGER "reminders_completeChildren"
AFTER UPDATE OF "isCompleted" ON "reminders"
WHEN NEW."isCompleted" = 1
BEGIN
  UPDATE "reminders" SET "isCompleted" = 1 WHERE "parentReminderID" = NEW."id";
END;

INSERT INTO "remindersLists" ("id", "title", "color", "position") VALUES
  (1, 'Personal', 4888047, 0),
  (2, 'Family', 15684432, 1),
  (3, 'Business', 10181046, 2);

INSERT INTO "reminders" ("id", "remindersListID", "parentReminderID", "title", "notes", "isCompleted", "dueDate", "priority") VALUES
  (1, 1, NULL, 'Groceries', 'Milk, eggs, apples', 0, '2026-11-22', 2),
  (2, 1, 1, 'Milk', '', 0, NULL, NULL),
  (3, 1, 1, 'Eggs', '', 1, NULL, NULL),
  (4, 1, NULL, 'Haircut', '', 0, '2026-11-25', NULL),
  (5, 2, NULL, 'Call Mom', '', 0, NULL, 3),
  (6, 2, NULL, 'Pick up kids', 'School ends at 3', 1, '2026-11-21', 1),
  (7, 3, NULL, 'Send invoice', '', 0, '2026-11-30', 3),
  (8, 3, 7, 'Check hours', '', 0, NULL, NULL),
  (9, 3, NULL, 'Review contract', '', 0, NULL, 1),
  (10, 3, NULL, 'Book flights', 'Window seat', 0, '2026-12-05', 2);

INSERT INTO "tags" ("id", "title") VALUES (1, 'weekend'), (2, 'urgent'), (3, 'someday');

INSERT INTO "remindersTags" ("reminderID", "tagID") VALUES
  (1, 1), (4, 1), (5, 2), (7, 2), (9, 3), (10, 3), (10, 1);
