-- migrate:up
-- migrationkit:conversion
--
-- 0001_convert_authors_and_4_more: makes 5 tables ready for sync (migrationkit generate --id-scheme salted --uuid-default function --reference books_authors_link.book=books.id --reference books_authors_link.author=authors.id --reference books_tags_link.book=books.id --reference books_tags_link.tag=tags.id):
--   "authors": integer primary key "id" (INTEGER): UUID text.
--   "books": integer primary key "id" (INTEGER AUTOINCREMENT): UUID text.
--   "books_authors_link": integer primary key "id" (INTEGER): UUID text; reference ("book") → "books"."id", declared with --reference (no REFERENCES clause), converted with its parent; reference ("author") → "authors"."id", declared with --reference (no REFERENCES clause), converted with its parent.
--   "books_tags_link": integer primary key "id" (INTEGER): UUID text; reference ("book") → "books"."id", declared with --reference (no REFERENCES clause), converted with its parent; reference ("tag") → "tags"."id", declared with --reference (no REFERENCES clause), converted with its parent.
--   "tags": integer primary key "id" (INTEGER): UUID text.
--
-- Before anything changes, these must hold, or nothing is written:
--   - the schemas of "authors", "books", "books_authors_link", "books_tags_link", "tags" are the ones the conversion was generated from
--   - in "authors", its keys are integers from 0 to 2^48 - 1
--   - in "books", its keys are integers from 0 to 2^48 - 1
--   - in "books_authors_link", its keys are integers from 0 to 2^48 - 1, and its references ("book", "author") are integers from 0 to 2^48 - 1 or NULL
--   - no row of "books_authors_link" references a missing row of "books" through "book" (declared with --reference)
--   - no row of "books_authors_link" references a missing row of "authors" through "author" (declared with --reference)
--   - in "books_tags_link", its keys are integers from 0 to 2^48 - 1, and its references ("book", "tag") are integers from 0 to 2^48 - 1 or NULL
--   - no row of "books_tags_link" references a missing row of "books" through "book" (declared with --reference)
--   - no row of "books_tags_link" references a missing row of "tags" through "tag" (declared with --reference)
--   - in "tags", its keys are integers from 0 to 2^48 - 1
-- Before commit, these are checked, or everything is rolled back:
--   - in "authors", its rows are all there
--   - "authors" has a single TEXT NOT NULL primary key
--   - in "books", its rows are all there
--   - "books" has a single TEXT NOT NULL primary key
--   - no sqlite_sequence row is left for "books"
--   - in "books_authors_link", its rows are all there, none of its references ("book", "author") was lost
--   - "books_authors_link" has a single TEXT NOT NULL primary key
--   - in "books_tags_link", its rows are all there, none of its references ("book", "tag") was lost
--   - "books_tags_link" has a single TEXT NOT NULL primary key
--   - in "tags", its rows are all there
--   - "tags" has a single TEXT NOT NULL primary key
--   - no row of "books_authors_link" references a missing row of "books" through "book" (declared with --reference)
--   - no row of "books_authors_link" references a missing row of "authors" through "author" (declared with --reference)
--   - no row of "books_tags_link" references a missing row of "books" through "book" (declared with --reference)
--   - no row of "books_tags_link" references a missing row of "tags" through "tag" (declared with --reference)
--   - the prefix drawn for "authors" is the prefix of "authors" only
--   - the prefix drawn for "books" is the prefix of "books" only
--   - the prefix drawn for "books_authors_link" is the prefix of "books_authors_link" only
--   - the prefix drawn for "books_tags_link" is the prefix of "books_tags_link" only
--   - the prefix drawn for "tags" is the prefix of "tags" only
--   - the keys of "authors", "books", "books_authors_link", "books_tags_link", "tags" are lowercase text of 36 characters: their prefixes are lowercase text of 24
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
-- migrationkit:digests ce5b4971 975d1867 701daedd c6e8a16d 3ee96102 aad16ef2 952d9797 a460d81c f9c47a86 95c38bb4 4fd3ea36 506d93a7 2715bf29 0f6800fa 07d05b5f 1da32378 c1b11bee 09dfada1 7251d2f7 589f13be 169808ec 21f6920b 71069352 f8710806 68194cc5 32ec95ae 30f543bf 1f008ddf cf4caa13 88e4827b d3416f77 ca716854 079e6007 fd970c32 b6af6b96 48e2430b eaeb377b 16be811a 8dbc6d8b 61718ecd b9b04e5f f832b3a8 88d10be8 5c00d65b 7e3b70d1 63239b84 5207f51e d261aeef 8dae1b2e eacaccd8 e9ce4eea f95cf3b0 b945ffec f48f3e74 50af994c 794db5fc 8a3a5cc5 40e95b37 3b5bbd02 d5f699e0 a7f38906 e43aa9aa 7cd13715 f5cf0fde 263b4201 05cb48f9 fe9d7b07 5f98771a e52eb534 be62e54f 00bff07d 09346eb7 2f3865c5 f3fbe759 e5d35d8e 7379159b 5f99449a 75d7f537 1c53c56c 1452a77c 6b69606e
-- migrationkit:estimate {"keyPrefixes":true,"recordsAnswers":true,"tables":[{"addsKey":false,"key":"id","keyIsRowid":true,"references":[],"table":"authors"},{"addsKey":false,"key":"id","keyIsRowid":true,"references":[],"table":"books"},{"addsKey":false,"key":"id","keyIsRowid":true,"references":["book","author"],"table":"books_authors_link"},{"addsKey":false,"key":"id","keyIsRowid":true,"references":["book","tag"],"table":"books_tags_link"},{"addsKey":false,"key":"id","keyIsRowid":true,"references":[],"table":"tags"}]}
-- migrationkit:prechecks
SELECT 'the schemas of "authors", "books", "books_authors_link", "books_tags_link", "tags" are the ones the conversion was generated from' WHERE NOT (NOT EXISTS (SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN ('authors', 'books', 'books_authors_link', 'books_tags_link', 'tags') AND type IN ('table', 'index') AND sql IS NOT NULL EXCEPT VALUES ('table', 'authors', 'CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE, sort TEXT COLLATE NOCASE, link TEXT NOT NULL DEFAULT '''', UNIQUE (name))'), ('table', 'books', 'CREATE TABLE books (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL DEFAULT ''Unknown'' COLLATE NOCASE, sort TEXT COLLATE NOCASE, timestamp TIMESTAMP DEFAULT CURRENT_TIMESTAMP, series_index REAL NOT NULL DEFAULT 1.0, author_sort TEXT COLLATE NOCASE, path TEXT NOT NULL DEFAULT '''', flags INTEGER NOT NULL DEFAULT 1, uuid TEXT, has_cover BOOL DEFAULT 0)'), ('table', 'books_authors_link', 'CREATE TABLE books_authors_link (id INTEGER PRIMARY KEY, book INTEGER NOT NULL, author INTEGER NOT NULL, UNIQUE (book, author))'), ('index', 'books_authors_link_aidx', 'CREATE INDEX books_authors_link_aidx ON books_authors_link (author)'), ('table', 'books_tags_link', 'CREATE TABLE books_tags_link (id INTEGER PRIMARY KEY, book INTEGER NOT NULL, tag INTEGER NOT NULL, UNIQUE (book, tag))'), ('index', 'books_tags_link_tidx', 'CREATE INDEX books_tags_link_tidx ON books_tags_link (tag)'), ('table', 'tags', 'CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE, UNIQUE (name))')) AND NOT EXISTS (VALUES ('table', 'authors', 'CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE, sort TEXT COLLATE NOCASE, link TEXT NOT NULL DEFAULT '''', UNIQUE (name))'), ('table', 'books', 'CREATE TABLE books (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL DEFAULT ''Unknown'' COLLATE NOCASE, sort TEXT COLLATE NOCASE, timestamp TIMESTAMP DEFAULT CURRENT_TIMESTAMP, series_index REAL NOT NULL DEFAULT 1.0, author_sort TEXT COLLATE NOCASE, path TEXT NOT NULL DEFAULT '''', flags INTEGER NOT NULL DEFAULT 1, uuid TEXT, has_cover BOOL DEFAULT 0)'), ('table', 'books_authors_link', 'CREATE TABLE books_authors_link (id INTEGER PRIMARY KEY, book INTEGER NOT NULL, author INTEGER NOT NULL, UNIQUE (book, author))'), ('index', 'books_authors_link_aidx', 'CREATE INDEX books_authors_link_aidx ON books_authors_link (author)'), ('table', 'books_tags_link', 'CREATE TABLE books_tags_link (id INTEGER PRIMARY KEY, book INTEGER NOT NULL, tag INTEGER NOT NULL, UNIQUE (book, tag))'), ('index', 'books_tags_link_tidx', 'CREATE INDEX books_tags_link_tidx ON books_tags_link (tag)'), ('table', 'tags', 'CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE, UNIQUE (name))') EXCEPT SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN ('authors', 'books', 'books_authors_link', 'books_tags_link', 'tags') AND type IN ('table', 'index') AND sql IS NOT NULL));
SELECT 'in "authors", its keys are integers from 0 to 2^48 - 1' WHERE NOT (NOT EXISTS (SELECT 1 FROM "authors" WHERE "id" < 0) AND NOT EXISTS (SELECT 1 FROM "authors" WHERE "id" >= CAST(281474976710656 AS INTEGER)));
SELECT 'in "books", its keys are integers from 0 to 2^48 - 1' WHERE NOT (NOT EXISTS (SELECT 1 FROM "books" WHERE "id" < 0) AND NOT EXISTS (SELECT 1 FROM "books" WHERE "id" >= CAST(281474976710656 AS INTEGER)));
SELECT 'in "books_authors_link", its keys are integers from 0 to 2^48 - 1, and its references ("book", "author") are integers from 0 to 2^48 - 1 or NULL' WHERE NOT (NOT EXISTS (SELECT 1 FROM "books_authors_link" WHERE "id" < 0) AND NOT EXISTS (SELECT 1 FROM "books_authors_link" WHERE "id" >= CAST(281474976710656 AS INTEGER)) AND NOT EXISTS (SELECT 1 FROM "books_authors_link" WHERE ("book" IS NOT NULL AND (typeof("book") != 'integer' OR "book" < 0 OR "book" >= 281474976710656)) OR ("author" IS NOT NULL AND (typeof("author") != 'integer' OR "author" < 0 OR "author" >= 281474976710656))));
SELECT 'no row of "books_authors_link" references a missing row of "books" through "book" (declared with --reference)' WHERE NOT (NOT EXISTS (SELECT 1 FROM "books_authors_link" WHERE "books_authors_link"."book" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "books" AS "migrationkit_parent" WHERE "migrationkit_parent"."id" = "books_authors_link"."book")));
SELECT 'no row of "books_authors_link" references a missing row of "authors" through "author" (declared with --reference)' WHERE NOT (NOT EXISTS (SELECT 1 FROM "books_authors_link" WHERE "books_authors_link"."author" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "authors" AS "migrationkit_parent" WHERE "migrationkit_parent"."id" = "books_authors_link"."author")));
SELECT 'in "books_tags_link", its keys are integers from 0 to 2^48 - 1, and its references ("book", "tag") are integers from 0 to 2^48 - 1 or NULL' WHERE NOT (NOT EXISTS (SELECT 1 FROM "books_tags_link" WHERE "id" < 0) AND NOT EXISTS (SELECT 1 FROM "books_tags_link" WHERE "id" >= CAST(281474976710656 AS INTEGER)) AND NOT EXISTS (SELECT 1 FROM "books_tags_link" WHERE ("book" IS NOT NULL AND (typeof("book") != 'integer' OR "book" < 0 OR "book" >= 281474976710656)) OR ("tag" IS NOT NULL AND (typeof("tag") != 'integer' OR "tag" < 0 OR "tag" >= 281474976710656))));
SELECT 'no row of "books_tags_link" references a missing row of "books" through "book" (declared with --reference)' WHERE NOT (NOT EXISTS (SELECT 1 FROM "books_tags_link" WHERE "books_tags_link"."book" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "books" AS "migrationkit_parent" WHERE "migrationkit_parent"."id" = "books_tags_link"."book")));
SELECT 'no row of "books_tags_link" references a missing row of "tags" through "tag" (declared with --reference)' WHERE NOT (NOT EXISTS (SELECT 1 FROM "books_tags_link" WHERE "books_tags_link"."tag" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "tags" AS "migrationkit_parent" WHERE "migrationkit_parent"."id" = "books_tags_link"."tag")));
SELECT 'in "tags", its keys are integers from 0 to 2^48 - 1' WHERE NOT (NOT EXISTS (SELECT 1 FROM "tags" WHERE "id" < 0) AND NOT EXISTS (SELECT 1 FROM "tags" WHERE "id" >= CAST(281474976710656 AS INTEGER)));
-- migrationkit:apply

-- The checks go in a temporary table: a failed one inserts NULL into its NOT NULL column, which stops the transaction.
DROP TABLE IF EXISTS temp."migrationkit_checks";
CREATE TEMP TABLE "migrationkit_checks" ("check" TEXT NOT NULL, "ok" INTEGER NOT NULL);
-- migrationkit:by-hand
-- By hand, the checks before any change stop the transaction here when one fails; migrate ran them already and skips to the end of this part.
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the schemas of "authors", "books", "books_authors_link", "books_tags_link", "tags" are the ones the conversion was generated from', (NOT EXISTS (SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN ('authors', 'books', 'books_authors_link', 'books_tags_link', 'tags') AND type IN ('table', 'index') AND sql IS NOT NULL EXCEPT VALUES ('table', 'authors', 'CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE, sort TEXT COLLATE NOCASE, link TEXT NOT NULL DEFAULT '''', UNIQUE (name))'), ('table', 'books', 'CREATE TABLE books (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL DEFAULT ''Unknown'' COLLATE NOCASE, sort TEXT COLLATE NOCASE, timestamp TIMESTAMP DEFAULT CURRENT_TIMESTAMP, series_index REAL NOT NULL DEFAULT 1.0, author_sort TEXT COLLATE NOCASE, path TEXT NOT NULL DEFAULT '''', flags INTEGER NOT NULL DEFAULT 1, uuid TEXT, has_cover BOOL DEFAULT 0)'), ('table', 'books_authors_link', 'CREATE TABLE books_authors_link (id INTEGER PRIMARY KEY, book INTEGER NOT NULL, author INTEGER NOT NULL, UNIQUE (book, author))'), ('index', 'books_authors_link_aidx', 'CREATE INDEX books_authors_link_aidx ON books_authors_link (author)'), ('table', 'books_tags_link', 'CREATE TABLE books_tags_link (id INTEGER PRIMARY KEY, book INTEGER NOT NULL, tag INTEGER NOT NULL, UNIQUE (book, tag))'), ('index', 'books_tags_link_tidx', 'CREATE INDEX books_tags_link_tidx ON books_tags_link (tag)'), ('table', 'tags', 'CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE, UNIQUE (name))')) AND NOT EXISTS (VALUES ('table', 'authors', 'CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE, sort TEXT COLLATE NOCASE, link TEXT NOT NULL DEFAULT '''', UNIQUE (name))'), ('table', 'books', 'CREATE TABLE books (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL DEFAULT ''Unknown'' COLLATE NOCASE, sort TEXT COLLATE NOCASE, timestamp TIMESTAMP DEFAULT CURRENT_TIMESTAMP, series_index REAL NOT NULL DEFAULT 1.0, author_sort TEXT COLLATE NOCASE, path TEXT NOT NULL DEFAULT '''', flags INTEGER NOT NULL DEFAULT 1, uuid TEXT, has_cover BOOL DEFAULT 0)'), ('table', 'books_authors_link', 'CREATE TABLE books_authors_link (id INTEGER PRIMARY KEY, book INTEGER NOT NULL, author INTEGER NOT NULL, UNIQUE (book, author))'), ('index', 'books_authors_link_aidx', 'CREATE INDEX books_authors_link_aidx ON books_authors_link (author)'), ('table', 'books_tags_link', 'CREATE TABLE books_tags_link (id INTEGER PRIMARY KEY, book INTEGER NOT NULL, tag INTEGER NOT NULL, UNIQUE (book, tag))'), ('index', 'books_tags_link_tidx', 'CREATE INDEX books_tags_link_tidx ON books_tags_link (tag)'), ('table', 'tags', 'CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE, UNIQUE (name))') EXCEPT SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN ('authors', 'books', 'books_authors_link', 'books_tags_link', 'tags') AND type IN ('table', 'index') AND sql IS NOT NULL)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "authors", its keys are integers from 0 to 2^48 - 1', (NOT EXISTS (SELECT 1 FROM "authors" WHERE "id" < 0) AND NOT EXISTS (SELECT 1 FROM "authors" WHERE "id" >= CAST(281474976710656 AS INTEGER))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "books", its keys are integers from 0 to 2^48 - 1', (NOT EXISTS (SELECT 1 FROM "books" WHERE "id" < 0) AND NOT EXISTS (SELECT 1 FROM "books" WHERE "id" >= CAST(281474976710656 AS INTEGER))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "books_authors_link", its keys are integers from 0 to 2^48 - 1, and its references ("book", "author") are integers from 0 to 2^48 - 1 or NULL', (NOT EXISTS (SELECT 1 FROM "books_authors_link" WHERE "id" < 0) AND NOT EXISTS (SELECT 1 FROM "books_authors_link" WHERE "id" >= CAST(281474976710656 AS INTEGER)) AND NOT EXISTS (SELECT 1 FROM "books_authors_link" WHERE ("book" IS NOT NULL AND (typeof("book") != 'integer' OR "book" < 0 OR "book" >= 281474976710656)) OR ("author" IS NOT NULL AND (typeof("author") != 'integer' OR "author" < 0 OR "author" >= 281474976710656)))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('no row of "books_authors_link" references a missing row of "books" through "book" (declared with --reference)', (NOT EXISTS (SELECT 1 FROM "books_authors_link" WHERE "books_authors_link"."book" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "books" AS "migrationkit_parent" WHERE "migrationkit_parent"."id" = "books_authors_link"."book"))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('no row of "books_authors_link" references a missing row of "authors" through "author" (declared with --reference)', (NOT EXISTS (SELECT 1 FROM "books_authors_link" WHERE "books_authors_link"."author" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "authors" AS "migrationkit_parent" WHERE "migrationkit_parent"."id" = "books_authors_link"."author"))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "books_tags_link", its keys are integers from 0 to 2^48 - 1, and its references ("book", "tag") are integers from 0 to 2^48 - 1 or NULL', (NOT EXISTS (SELECT 1 FROM "books_tags_link" WHERE "id" < 0) AND NOT EXISTS (SELECT 1 FROM "books_tags_link" WHERE "id" >= CAST(281474976710656 AS INTEGER)) AND NOT EXISTS (SELECT 1 FROM "books_tags_link" WHERE ("book" IS NOT NULL AND (typeof("book") != 'integer' OR "book" < 0 OR "book" >= 281474976710656)) OR ("tag" IS NOT NULL AND (typeof("tag") != 'integer' OR "tag" < 0 OR "tag" >= 281474976710656)))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('no row of "books_tags_link" references a missing row of "books" through "book" (declared with --reference)', (NOT EXISTS (SELECT 1 FROM "books_tags_link" WHERE "books_tags_link"."book" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "books" AS "migrationkit_parent" WHERE "migrationkit_parent"."id" = "books_tags_link"."book"))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('no row of "books_tags_link" references a missing row of "tags" through "tag" (declared with --reference)', (NOT EXISTS (SELECT 1 FROM "books_tags_link" WHERE "books_tags_link"."tag" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "tags" AS "migrationkit_parent" WHERE "migrationkit_parent"."id" = "books_tags_link"."tag"))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "tags", its keys are integers from 0 to 2^48 - 1', (NOT EXISTS (SELECT 1 FROM "tags" WHERE "id" < 0) AND NOT EXISTS (SELECT 1 FROM "tags" WHERE "id" >= CAST(281474976710656 AS INTEGER))) OR NULL);
-- migrationkit:end-by-hand

-- Rows and non-NULL references of each table, to compare after the copy.
DROP TABLE IF EXISTS temp."migrationkit_counts";
CREATE TEMP TABLE "migrationkit_counts" ("table" TEXT NOT NULL, "column" TEXT, "rows" INTEGER NOT NULL);
INSERT INTO temp."migrationkit_counts" ("table", "column", "rows")
  SELECT 'authors', NULL, (SELECT count(*) FROM "authors")
  UNION ALL SELECT 'books', NULL, (SELECT count(*) FROM "books")
  UNION ALL SELECT 'books_authors_link', NULL, (SELECT count(*) FROM "books_authors_link")
  UNION ALL SELECT 'books_tags_link', NULL, (SELECT count(*) FROM "books_tags_link")
  UNION ALL SELECT 'tags', NULL, (SELECT count(*) FROM "tags");

-- The prefix of each table's keys, drawn on this device as the conversion runs, and kept: the last 12 hexadecimal digits of a key are the old id (ConvertedKeys finds a record by it).
CREATE TABLE IF NOT EXISTS "migrationkit_key_prefixes" ("table" TEXT PRIMARY KEY NOT NULL COLLATE NOCASE, "prefix" TEXT NOT NULL, "column" TEXT NOT NULL);
INSERT OR REPLACE INTO "migrationkit_key_prefixes" ("table", "prefix", "column") VALUES ('authors', lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-8' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (random() & 3), 1) || substr(lower(hex(randomblob(2))),2) || '-', 'id');
INSERT OR REPLACE INTO "migrationkit_key_prefixes" ("table", "prefix", "column") VALUES ('books', lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-8' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (random() & 3), 1) || substr(lower(hex(randomblob(2))),2) || '-', 'id');
INSERT OR REPLACE INTO "migrationkit_key_prefixes" ("table", "prefix", "column") VALUES ('books_authors_link', lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-8' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (random() & 3), 1) || substr(lower(hex(randomblob(2))),2) || '-', 'id');
INSERT OR REPLACE INTO "migrationkit_key_prefixes" ("table", "prefix", "column") VALUES ('books_tags_link', lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-8' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (random() & 3), 1) || substr(lower(hex(randomblob(2))),2) || '-', 'id');
INSERT OR REPLACE INTO "migrationkit_key_prefixes" ("table", "prefix", "column") VALUES ('tags', lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-8' || substr(lower(hex(randomblob(2))),2) || '-' || substr('89ab', 1 + (random() & 3), 1) || substr(lower(hex(randomblob(2))),2) || '-', 'id');

-- The answers given about columns that may be references, kept: the audit after the conversion reads them.
CREATE TABLE IF NOT EXISTS "migrationkit_answers" ("table" TEXT NOT NULL COLLATE NOCASE, "column" TEXT NOT NULL COLLATE NOCASE, "answer" TEXT NOT NULL, "parent_table" TEXT, "parent_column" TEXT, PRIMARY KEY ("table", "column"));
INSERT OR REPLACE INTO "migrationkit_answers" ("table", "column", "answer", "parent_table", "parent_column") VALUES ('books_authors_link', 'book', 'reference', 'books', 'id');
INSERT OR REPLACE INTO "migrationkit_answers" ("table", "column", "answer", "parent_table", "parent_column") VALUES ('books_authors_link', 'author', 'reference', 'authors', 'id');
INSERT OR REPLACE INTO "migrationkit_answers" ("table", "column", "answer", "parent_table", "parent_column") VALUES ('books_tags_link', 'book', 'reference', 'books', 'id');
INSERT OR REPLACE INTO "migrationkit_answers" ("table", "column", "answer", "parent_table", "parent_column") VALUES ('books_tags_link', 'tag', 'reference', 'tags', 'id');
PRAGMA legacy_alter_table = ON;

-- "authors": integer primary key "id" (INTEGER): UUID text.
CREATE TABLE "migrationkit_new_1" (id TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), name TEXT NOT NULL COLLATE NOCASE, sort TEXT COLLATE NOCASE, link TEXT NOT NULL DEFAULT '', UNIQUE (name));
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the rewritten table of "authors" has the columns planned', (NOT EXISTS (SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_1') EXCEPT VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'name', 'TEXT', 1, NULL, 0, 0), (2, 'sort', 'TEXT', 0, NULL, 0, 0), (3, 'link', 'TEXT', 1, '''''', 0, 0)) AND NOT EXISTS (VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'name', 'TEXT', 1, NULL, 0, 0), (2, 'sort', 'TEXT', 0, NULL, 0, 0), (3, 'link', 'TEXT', 1, '''''', 0, 0) EXCEPT SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_1'))) OR NULL);
INSERT INTO "migrationkit_new_1" (rowid, "id", "name", "sort", "link")
  SELECT "migrationkit_source".rowid,
    (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'authors') || printf('%012x', "migrationkit_source"."id"),
    "migrationkit_source"."name",
    "migrationkit_source"."sort",
    "migrationkit_source"."link"
  FROM "authors" AS "migrationkit_source" ORDER BY "migrationkit_source".rowid;
DROP TABLE "authors";
ALTER TABLE "migrationkit_new_1" RENAME TO "authors";

-- "books": integer primary key "id" (INTEGER AUTOINCREMENT): UUID text.
CREATE TABLE "migrationkit_new_2" (id TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), title TEXT NOT NULL DEFAULT 'Unknown' COLLATE NOCASE, sort TEXT COLLATE NOCASE, timestamp TIMESTAMP DEFAULT CURRENT_TIMESTAMP, series_index REAL NOT NULL DEFAULT 1.0, author_sort TEXT COLLATE NOCASE, path TEXT NOT NULL DEFAULT '', flags INTEGER NOT NULL DEFAULT 1, uuid TEXT, has_cover BOOL DEFAULT 0);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the rewritten table of "books" has the columns planned', (NOT EXISTS (SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_2') EXCEPT VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'title', 'TEXT', 1, '''Unknown''', 0, 0), (2, 'sort', 'TEXT', 0, NULL, 0, 0), (3, 'timestamp', 'TIMESTAMP', 0, 'CURRENT_TIMESTAMP', 0, 0), (4, 'series_index', 'REAL', 1, '1.0', 0, 0), (5, 'author_sort', 'TEXT', 0, NULL, 0, 0), (6, 'path', 'TEXT', 1, '''''', 0, 0), (7, 'flags', 'INTEGER', 1, '1', 0, 0), (8, 'uuid', 'TEXT', 0, NULL, 0, 0), (9, 'has_cover', 'BOOL', 0, '0', 0, 0)) AND NOT EXISTS (VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'title', 'TEXT', 1, '''Unknown''', 0, 0), (2, 'sort', 'TEXT', 0, NULL, 0, 0), (3, 'timestamp', 'TIMESTAMP', 0, 'CURRENT_TIMESTAMP', 0, 0), (4, 'series_index', 'REAL', 1, '1.0', 0, 0), (5, 'author_sort', 'TEXT', 0, NULL, 0, 0), (6, 'path', 'TEXT', 1, '''''', 0, 0), (7, 'flags', 'INTEGER', 1, '1', 0, 0), (8, 'uuid', 'TEXT', 0, NULL, 0, 0), (9, 'has_cover', 'BOOL', 0, '0', 0, 0) EXCEPT SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_2'))) OR NULL);
INSERT INTO "migrationkit_new_2" (rowid, "id", "title", "sort", "timestamp", "series_index", "author_sort", "path", "flags", "uuid", "has_cover")
  SELECT "migrationkit_source".rowid,
    (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'books') || printf('%012x', "migrationkit_source"."id"),
    "migrationkit_source"."title",
    "migrationkit_source"."sort",
    "migrationkit_source"."timestamp",
    "migrationkit_source"."series_index",
    "migrationkit_source"."author_sort",
    "migrationkit_source"."path",
    "migrationkit_source"."flags",
    "migrationkit_source"."uuid",
    "migrationkit_source"."has_cover"
  FROM "books" AS "migrationkit_source" ORDER BY "migrationkit_source".rowid;
DROP TABLE "books";
ALTER TABLE "migrationkit_new_2" RENAME TO "books";

-- "books_authors_link": integer primary key "id" (INTEGER): UUID text; reference ("book") → "books"."id", declared with --reference (no REFERENCES clause), converted with its parent; reference ("author") → "authors"."id", declared with --reference (no REFERENCES clause), converted with its parent.
CREATE TABLE "migrationkit_new_3" (id TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), book TEXT NOT NULL, author TEXT NOT NULL, UNIQUE (book, author));
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the rewritten table of "books_authors_link" has the columns planned', (NOT EXISTS (SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_3') EXCEPT VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'book', 'TEXT', 1, NULL, 0, 0), (2, 'author', 'TEXT', 1, NULL, 0, 0)) AND NOT EXISTS (VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'book', 'TEXT', 1, NULL, 0, 0), (2, 'author', 'TEXT', 1, NULL, 0, 0) EXCEPT SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_3'))) OR NULL);
INSERT INTO "migrationkit_new_3" (rowid, "id", "book", "author")
  SELECT "migrationkit_source".rowid,
    (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'books_authors_link') || printf('%012x', "migrationkit_source"."id"),
    (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'books') || printf('%012x', "migrationkit_source"."book"),
    (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'authors') || printf('%012x', "migrationkit_source"."author")
  FROM "books_authors_link" AS "migrationkit_source" ORDER BY "migrationkit_source".rowid;
DROP TABLE "books_authors_link";
ALTER TABLE "migrationkit_new_3" RENAME TO "books_authors_link";

-- "books_tags_link": integer primary key "id" (INTEGER): UUID text; reference ("book") → "books"."id", declared with --reference (no REFERENCES clause), converted with its parent; reference ("tag") → "tags"."id", declared with --reference (no REFERENCES clause), converted with its parent.
CREATE TABLE "migrationkit_new_4" (id TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), book TEXT NOT NULL, tag TEXT NOT NULL, UNIQUE (book, tag));
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the rewritten table of "books_tags_link" has the columns planned', (NOT EXISTS (SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_4') EXCEPT VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'book', 'TEXT', 1, NULL, 0, 0), (2, 'tag', 'TEXT', 1, NULL, 0, 0)) AND NOT EXISTS (VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'book', 'TEXT', 1, NULL, 0, 0), (2, 'tag', 'TEXT', 1, NULL, 0, 0) EXCEPT SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_4'))) OR NULL);
INSERT INTO "migrationkit_new_4" (rowid, "id", "book", "tag")
  SELECT "migrationkit_source".rowid,
    (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'books_tags_link') || printf('%012x', "migrationkit_source"."id"),
    (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'books') || printf('%012x', "migrationkit_source"."book"),
    (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'tags') || printf('%012x', "migrationkit_source"."tag")
  FROM "books_tags_link" AS "migrationkit_source" ORDER BY "migrationkit_source".rowid;
DROP TABLE "books_tags_link";
ALTER TABLE "migrationkit_new_4" RENAME TO "books_tags_link";

-- "tags": integer primary key "id" (INTEGER): UUID text.
CREATE TABLE "migrationkit_new_5" (id TEXT PRIMARY KEY NOT NULL ON CONFLICT REPLACE DEFAULT (uuid()), name TEXT NOT NULL COLLATE NOCASE, UNIQUE (name));
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the rewritten table of "tags" has the columns planned', (NOT EXISTS (SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_5') EXCEPT VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'name', 'TEXT', 1, NULL, 0, 0)) AND NOT EXISTS (VALUES (0, 'id', 'TEXT', 1, 'uuid()', 1, 0), (1, 'name', 'TEXT', 1, NULL, 0, 0) EXCEPT SELECT cid, name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo('migrationkit_new_5'))) OR NULL);
INSERT INTO "migrationkit_new_5" (rowid, "id", "name")
  SELECT "migrationkit_source".rowid,
    (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'tags') || printf('%012x', "migrationkit_source"."id"),
    "migrationkit_source"."name"
  FROM "tags" AS "migrationkit_source" ORDER BY "migrationkit_source".rowid;
DROP TABLE "tags";
ALTER TABLE "migrationkit_new_5" RENAME TO "tags";
PRAGMA legacy_alter_table = OFF;

-- Indexes and triggers of the rebuilt tables.
CREATE TRIGGER books_delete_trg AFTER DELETE ON books
BEGIN
  DELETE FROM books_authors_link WHERE book=OLD.id;
  DELETE FROM books_tags_link WHERE book=OLD.id;
END;
CREATE INDEX books_authors_link_aidx ON books_authors_link (author);
CREATE TRIGGER fkc_insert_books_authors_link BEFORE INSERT ON books_authors_link
BEGIN
  SELECT CASE
    WHEN (SELECT id from books WHERE id=NEW.book) IS NULL THEN RAISE(ABORT, 'Foreign key violation: book not in books')
    WHEN (SELECT id from authors WHERE id=NEW.author) IS NULL THEN RAISE(ABORT, 'Foreign key violation: author not in authors')
  END;
END;
CREATE INDEX books_tags_link_tidx ON books_tags_link (tag);
CREATE TRIGGER fkc_insert_books_tags_link BEFORE INSERT ON books_tags_link
BEGIN
  SELECT CASE
    WHEN (SELECT id from books WHERE id=NEW.book) IS NULL THEN RAISE(ABORT, 'Foreign key violation: book not in books')
    WHEN (SELECT id from tags WHERE id=NEW.tag) IS NULL THEN RAISE(ABORT, 'Foreign key violation: tag not in tags')
  END;
END;

-- The checks before commit.
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "authors", its rows are all there', ((SELECT count(*) FROM "authors") = (SELECT "rows" FROM temp."migrationkit_counts" WHERE "table" = 'authors' AND "column" IS NULL)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('"authors" has a single TEXT NOT NULL primary key', ((SELECT count(*) FROM pragma_table_xinfo('authors') WHERE pk > 0) = 1 AND EXISTS (SELECT 1 FROM pragma_table_xinfo('authors') WHERE pk = 1 AND type = 'TEXT' AND "notnull" = 1)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "books", its rows are all there', ((SELECT count(*) FROM "books") = (SELECT "rows" FROM temp."migrationkit_counts" WHERE "table" = 'books' AND "column" IS NULL)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('"books" has a single TEXT NOT NULL primary key', ((SELECT count(*) FROM pragma_table_xinfo('books') WHERE pk > 0) = 1 AND EXISTS (SELECT 1 FROM pragma_table_xinfo('books') WHERE pk = 1 AND type = 'TEXT' AND "notnull" = 1)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('no sqlite_sequence row is left for "books"', (NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'books')) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "books_authors_link", its rows are all there, none of its references ("book", "author") was lost', ((SELECT count(*) FROM "books_authors_link") = (SELECT "rows" FROM temp."migrationkit_counts" WHERE "table" = 'books_authors_link' AND "column" IS NULL)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('"books_authors_link" has a single TEXT NOT NULL primary key', ((SELECT count(*) FROM pragma_table_xinfo('books_authors_link') WHERE pk > 0) = 1 AND EXISTS (SELECT 1 FROM pragma_table_xinfo('books_authors_link') WHERE pk = 1 AND type = 'TEXT' AND "notnull" = 1)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "books_tags_link", its rows are all there, none of its references ("book", "tag") was lost', ((SELECT count(*) FROM "books_tags_link") = (SELECT "rows" FROM temp."migrationkit_counts" WHERE "table" = 'books_tags_link' AND "column" IS NULL)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('"books_tags_link" has a single TEXT NOT NULL primary key', ((SELECT count(*) FROM pragma_table_xinfo('books_tags_link') WHERE pk > 0) = 1 AND EXISTS (SELECT 1 FROM pragma_table_xinfo('books_tags_link') WHERE pk = 1 AND type = 'TEXT' AND "notnull" = 1)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('in "tags", its rows are all there', ((SELECT count(*) FROM "tags") = (SELECT "rows" FROM temp."migrationkit_counts" WHERE "table" = 'tags' AND "column" IS NULL)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('"tags" has a single TEXT NOT NULL primary key', ((SELECT count(*) FROM pragma_table_xinfo('tags') WHERE pk > 0) = 1 AND EXISTS (SELECT 1 FROM pragma_table_xinfo('tags') WHERE pk = 1 AND type = 'TEXT' AND "notnull" = 1)) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('no row of "books_authors_link" references a missing row of "books" through "book" (declared with --reference)', (NOT EXISTS (SELECT 1 FROM "books_authors_link" WHERE "books_authors_link"."book" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "books" AS "migrationkit_parent" WHERE "migrationkit_parent"."id" = "books_authors_link"."book"))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('no row of "books_authors_link" references a missing row of "authors" through "author" (declared with --reference)', (NOT EXISTS (SELECT 1 FROM "books_authors_link" WHERE "books_authors_link"."author" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "authors" AS "migrationkit_parent" WHERE "migrationkit_parent"."id" = "books_authors_link"."author"))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('no row of "books_tags_link" references a missing row of "books" through "book" (declared with --reference)', (NOT EXISTS (SELECT 1 FROM "books_tags_link" WHERE "books_tags_link"."book" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "books" AS "migrationkit_parent" WHERE "migrationkit_parent"."id" = "books_tags_link"."book"))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('no row of "books_tags_link" references a missing row of "tags" through "tag" (declared with --reference)', (NOT EXISTS (SELECT 1 FROM "books_tags_link" WHERE "books_tags_link"."tag" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "tags" AS "migrationkit_parent" WHERE "migrationkit_parent"."id" = "books_tags_link"."tag"))) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the prefix drawn for "authors" is the prefix of "authors" only', ((SELECT count(*) FROM "migrationkit_key_prefixes" WHERE "prefix" = (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'authors')) = 1) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the prefix drawn for "books" is the prefix of "books" only', ((SELECT count(*) FROM "migrationkit_key_prefixes" WHERE "prefix" = (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'books')) = 1) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the prefix drawn for "books_authors_link" is the prefix of "books_authors_link" only', ((SELECT count(*) FROM "migrationkit_key_prefixes" WHERE "prefix" = (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'books_authors_link')) = 1) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the prefix drawn for "books_tags_link" is the prefix of "books_tags_link" only', ((SELECT count(*) FROM "migrationkit_key_prefixes" WHERE "prefix" = (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'books_tags_link')) = 1) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the prefix drawn for "tags" is the prefix of "tags" only', ((SELECT count(*) FROM "migrationkit_key_prefixes" WHERE "prefix" = (SELECT "prefix" FROM "migrationkit_key_prefixes" WHERE "table" = 'tags')) = 1) OR NULL);
INSERT INTO temp."migrationkit_checks" ("check", "ok") VALUES ('the keys of "authors", "books", "books_authors_link", "books_tags_link", "tags" are lowercase text of 36 characters: their prefixes are lowercase text of 24', ((SELECT count(*) FROM "migrationkit_key_prefixes" WHERE "table" IN ('authors', 'books', 'books_authors_link', 'books_tags_link', 'tags') AND typeof("prefix") = 'text' AND length("prefix") = 24 AND "prefix" = lower("prefix")) = 5) OR NULL);
DROP TABLE temp."migrationkit_checks";
DROP TABLE temp."migrationkit_counts";
