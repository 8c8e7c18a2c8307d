-- The shape of Firefox's places.sqlite (history and bookmarks), described from its public
-- schema and written here, trimmed: places, origins, visits, bookmarks, keywords. Only
-- moz_places.origin_id declares its foreign key; the app keeps every other relation by name:
-- moz_historyvisits.place_id → moz_places.id (and triggeringPlaceId), moz_keywords.place_id,
-- moz_bookmarks.fk → moz_places.id, moz_bookmarks.parent → moz_bookmarks.id.
CREATE TABLE moz_origins (id INTEGER PRIMARY KEY, prefix TEXT NOT NULL, host TEXT NOT NULL, frecency INTEGER NOT NULL, UNIQUE (prefix, host));
CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url LONGVARCHAR, title LONGVARCHAR, rev_host LONGVARCHAR, visit_count INTEGER DEFAULT 0, hidden INTEGER DEFAULT 0 NOT NULL, typed INTEGER DEFAULT 0 NOT NULL, frecency INTEGER DEFAULT -1 NOT NULL, last_visit_date INTEGER, guid TEXT, foreign_count INTEGER DEFAULT 0 NOT NULL, url_hash INTEGER DEFAULT 0 NOT NULL, origin_id INTEGER REFERENCES moz_origins (id));
CREATE TABLE moz_historyvisits (id INTEGER PRIMARY KEY, from_visit INTEGER, place_id INTEGER, visit_date INTEGER, visit_type INTEGER, session INTEGER, source INTEGER DEFAULT 0 NOT NULL, triggeringPlaceId INTEGER);
CREATE TABLE moz_keywords (id INTEGER PRIMARY KEY AUTOINCREMENT, keyword TEXT UNIQUE, place_id INTEGER, post_data TEXT);
CREATE TABLE moz_bookmarks (id INTEGER PRIMARY KEY, type INTEGER, fk INTEGER DEFAULT NULL, parent INTEGER, position INTEGER, title LONGVARCHAR, keyword_id INTEGER, folder_type TEXT, dateAdded INTEGER, lastModified INTEGER, guid TEXT, syncStatus INTEGER NOT NULL DEFAULT 0, syncChangeCounter INTEGER NOT NULL DEFAULT 1);
CREATE INDEX moz_places_url_hashindex ON moz_places (url_hash);
CREATE INDEX moz_historyvisits_placedateindex ON moz_historyvisits (place_id, visit_date);
CREATE INDEX moz_bookmarks_itemindex ON moz_bookmarks (fk, type);
CREATE TRIGGER moz_places_afterdelete_trigger AFTER DELETE ON moz_places BEGIN DELETE FROM moz_historyvisits WHERE place_id = OLD.id; END;

INSERT INTO moz_origins VALUES (1, 'https://', 'www.mozilla.org', 100), (2, 'https://', 'sqlite.org', 300);
INSERT INTO moz_places VALUES
  (1, 'https://www.mozilla.org/', 'Mozilla', 'gro.allizom.www.', 2, 0, 1, 100, 1700000000000000, 'g1', 0, 47356178293012, 1),
  (2, 'https://sqlite.org/lang.html', 'SQL', 'gro.etilqs.', 5, 0, 1, 300, 1700000100000000, 'g2', 1, 88213947102934, 2),
  (3, 'https://sqlite.org/pragma.html', 'Pragmas', 'gro.etilqs.', 1, 0, 0, 90, 1700000200000000, 'g3', 1, 12873947102938, 2),
  (4, 'https://www.mozilla.org/about', NULL, 'gro.allizom.www.', 0, 1, 0, -1, NULL, 'g4', 0, 99128374019283, 1);
INSERT INTO moz_historyvisits VALUES
  (1, 0, 1, 1700000000000000, 1, 0, 0, NULL),
  (2, 0, 2, 1700000050000000, 2, 0, 0, NULL),
  (3, 2, 3, 1700000200000000, 1, 0, 0, 2),
  (4, 0, 2, 1700000100000000, 1, 0, 0, NULL);
INSERT INTO moz_keywords (id, keyword, place_id) VALUES (1, 'sql', 2);
INSERT INTO moz_bookmarks VALUES
  (1, 2, NULL, 0, 0, '', NULL, NULL, 1700000000000000, 1700000000000000, 'root________', 1, 1),
  (2, 2, NULL, 1, 0, 'menu', NULL, NULL, 1700000000000000, 1700000000000000, 'menu________', 1, 1),
  (3, 1, 2, 2, 0, 'SQL', 1, NULL, 1700000100000000, 1700000100000000, 'b3', 1, 1),
  (4, 1, 3, 2, 1, 'Pragmas', NULL, NULL, 1700000200000000, 1700000200000000, 'b4', 1, 1);
